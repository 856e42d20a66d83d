import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { jobMarksQuerySchema } from "@/features/saved-jobs/schemas";
import { getJobMarks } from "@/features/saved-jobs/server/queries";

export const dynamic = "force-dynamic";

/**
 * GET /api/candidates/job-marks?ids=a,b,c (at most 50): which of these jobs the signed-in person saved,
 * and their application stage per job, for the Saved and Applied marks on listings (decision 036).
 */
export const GET = apiRoute({ permission: "authenticated", query: jobMarksQuerySchema }, async ({ user, query }) => {
  return Response.json(await getJobMarks(getDb(), { userId: user!.id, jobIds: query.ids }), { headers: { "Cache-Control": "private, no-store" } });
});
