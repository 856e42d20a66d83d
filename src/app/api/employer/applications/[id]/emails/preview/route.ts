import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { emailPreviewSchema } from "@/features/applicant-tracking/schemas";
import { requireApplicant } from "@/features/applicant-tracking/server/access";
import { previewEmail } from "@/features/applicant-tracking/server/email-candidate";

export const dynamic = "force-dynamic";

/** POST /api/employer/applications/{id}/emails/preview {templateId}: the template filled in for this applicant (applicants.email). */
export const POST = apiRoute({ permission: "employer", body: emailPreviewSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.email");
  return previewEmail(db, ref, user!.id, body.templateId);
});
