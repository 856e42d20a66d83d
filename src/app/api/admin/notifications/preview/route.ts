import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { segmentSchema } from "@/features/admin-outreach/schemas";
import { previewSegment } from "@/features/admin-outreach/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/admin/notifications/preview?role&state&category&activeDays: who a broadcast to this segment would reach now. */
export const GET = apiRoute({ permission: "admin", query: segmentSchema }, async ({ query }) => previewSegment(getDb(), query));
