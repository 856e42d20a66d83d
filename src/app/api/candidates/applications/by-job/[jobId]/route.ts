import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { saveDraftSchema } from "@/features/applications/schemas";
import { findJobForApplying } from "@/features/applications/server/job-for-applying";
import { getApplicationForJob } from "@/features/applications/server/queries";
import { saveDraft } from "@/features/applications/server/save-draft";

export const dynamic = "force-dynamic";

/** GET: { application } — the person's application or live draft for this job, or null (404 for an unknown job). */
export const GET = apiRoute({ permission: "candidate" }, async ({ user, params }) => {
  const db = getDb();
  if (!(await findJobForApplying(db, params.jobId!))) throw new AppError("NOT_FOUND", "Not found.");
  return Response.json({ application: await getApplicationForJob(db, user!.id, params.jobId!) }, { headers: { "Cache-Control": "private, no-store" } });
});

/** PUT: saves the draft (created on the first save; 409 once applied, 410 for a closed job). */
export const PUT = apiRoute({ permission: "candidate", body: saveDraftSchema }, async ({ user, params, body }) => {
  return saveDraft(getDb(), { userId: user!.id, jobId: params.jobId!, input: body });
});
