import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requireApplicant } from "@/features/applicant-tracking/server/access";
import { recordApplicantView } from "@/features/applicant-tracking/server/record-view";
import { getEmployerApplication } from "@/features/application-status/server/queries";

export const dynamic = "force-dynamic";

/**
 * GET /api/employer/applications/{id} (decisions 035, 040): a sent application for members of its
 * company (applicants.read) and administrators with two-factor; 404 for anyone else. The profile as
 * sent, answers with knock-out marks, cover letter, resume link and stage history; never
 * self-identification. A member's first read marks it Viewed and records their "viewed" activity.
 */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.read");
  await recordApplicantView(db, ref, user!.id);
  return Response.json(await getEmployerApplication(db, ref.applicationId, ref.standing === "admin" ? "admin" : "employer"), { headers: { "Cache-Control": "private, no-store" } });
});
