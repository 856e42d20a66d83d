import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseJobId } from "@/features/saved-jobs/schemas";
import { unsaveJob } from "@/features/saved-jobs/server/saved-job-writes";

export const dynamic = "force-dynamic";

/** DELETE /api/candidates/saved-jobs/{jobId}: removes it from the person's own saved jobs; 204 whether or not it was saved. */
export const DELETE = apiRoute({ permission: "authenticated" }, async ({ user, params }) => {
  const jobId = parseJobId(params.jobId);
  if (jobId) await unsaveJob(getDb(), { userId: user!.id, jobId });
});
