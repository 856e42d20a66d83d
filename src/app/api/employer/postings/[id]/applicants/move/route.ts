import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { bulkMoveSchema } from "@/features/applicant-tracking/schemas";
import { requirePosting } from "@/features/applicant-tracking/server/access";
import { moveApplicants } from "@/features/applicant-tracking/server/move-applicants";

export const dynamic = "force-dynamic";

/**
 * POST /api/employer/postings/{id}/applicants/move {applicationIds, stageId, reason?, note?}: moves
 * up to 100 of the posting's applicants to one stage (applicants.move); answers which moved and which
 * were refused, and why (an id of another posting is refused as unknown).
 */
export const POST = apiRoute({ permission: "employer", body: bulkMoveSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const posting = await requirePosting(db, user!, params.id!, "applicants.move");
  return moveApplicants(db, { ...body, jobId: posting.id, companyId: posting.companyId, actor: { userId: user!.id, standing: posting.standing } });
});
