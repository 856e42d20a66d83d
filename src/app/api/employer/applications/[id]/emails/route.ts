import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { sendEmailSchema } from "@/features/applicant-tracking/schemas";
import { requireApplicant } from "@/features/applicant-tracking/server/access";
import { sendCandidateEmail } from "@/features/applicant-tracking/server/email-candidate";

export const dynamic = "force-dynamic";

/**
 * POST /api/employer/applications/{id}/emails {templateId, subject, body}: emails the candidate
 * through the queue (applicants.email: interviewers 403); placeholders are filled; 429 past the
 * sender's hourly limit.
 */
export const POST = apiRoute({ permission: "employer", body: sendEmailSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.email");
  return Response.json(await sendCandidateEmail(db, ref, user!.id, body), { status: 201 });
});
