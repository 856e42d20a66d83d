import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { jobAlertIdSchema, jobAlertPatchSchema } from "@/features/job-alerts/schemas";
import { deleteJobAlert, updateJobAlert } from "@/features/job-alerts/server/job-alert-writes";

export const dynamic = "force-dynamic";

/** An id that is not a uuid is an alert that does not exist. */
function alertId(id: string | undefined): string {
  const parsed = jobAlertIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Not found.");
  return parsed.data;
}

/** PATCH /api/candidates/job-alerts/{id}: the owner edits it, or pauses/resumes it ({ active }); 404 for anyone else. */
export const PATCH = apiRoute({ permission: "authenticated", body: jobAlertPatchSchema }, async ({ user, body, params }) => {
  return updateJobAlert(getDb(), { userId: user!.id, id: alertId(params.id), patch: body });
});

/** DELETE /api/candidates/job-alerts/{id}: the owner deletes it; 204; 404 for anyone else. */
export const DELETE = apiRoute({ permission: "authenticated" }, async ({ user, params }) => {
  await deleteJobAlert(getDb(), { userId: user!.id, id: alertId(params.id) });
});
