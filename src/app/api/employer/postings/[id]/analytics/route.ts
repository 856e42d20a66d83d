import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { analyticsQuerySchema } from "@/features/job-postings/schemas";
import { getPostingAnalytics } from "@/features/job-postings/server/queries";
import { privateJson } from "@/features/job-postings/server/responses";

export const dynamic = "force-dynamic";

/** GET /api/employer/postings/{id}/analytics?days=30|90 (decision 039): views, apply clicks and applications by day (postings.read). */
export const GET = apiRoute({ permission: "employer", query: analyticsQuerySchema }, async ({ user, params, query }) =>
  privateJson(await getPostingAnalytics(getDb(), user!, params.id!, query.days)),
);
