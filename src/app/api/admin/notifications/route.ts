import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { broadcastsQuerySchema, composeBroadcastSchema } from "@/features/admin-outreach/schemas";
import { listBroadcasts } from "@/features/admin-outreach/server/queries";
import { sendBroadcast } from "@/features/admin-outreach/server/send-broadcast";

export const dynamic = "force-dynamic";

/** GET /api/admin/notifications?page=N: past broadcasts with delivery and open counts (decision 057). */
export const GET = apiRoute({ permission: "admin", query: broadcastsQuerySchema }, async ({ query }) => listBroadcasts(getDb(), query.page));

/** POST /api/admin/notifications: sends a broadcast to a segment through the admin-broadcast queue; audited. */
export const POST = apiRoute({ permission: "admin", body: composeBroadcastSchema }, async ({ body, user, correlationId }) => sendBroadcast(getDb(), user!, body, correlationId));
