import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { saveJobSchema } from "@/features/saved-jobs/schemas";
import { listSavedJobs } from "@/features/saved-jobs/server/queries";
import { saveJob } from "@/features/saved-jobs/server/saved-job-writes";

export const dynamic = "force-dynamic";

/** GET /api/candidates/saved-jobs: the signed-in person's saved jobs, newest save first, closed ones marked (decision 036). */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  return Response.json(await listSavedJobs(getDb(), user!.id), { headers: { "Cache-Control": "private, no-store" } });
});

/** POST /api/candidates/saved-jobs { jobId }: saves it; 201 the first time, 200 when already saved; 404 for no such job. */
export const POST = apiRoute({ permission: "authenticated", body: saveJobSchema }, async ({ user, body }) => {
  const { created, ...saved } = await saveJob(getDb(), { userId: user!.id, jobId: body.jobId });
  return Response.json(saved, { status: created ? 201 : 200 });
});
