import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { moveStageSchema } from "@/features/application-status/schemas";
import { moveApplicationStage } from "@/features/application-status/server/queries";
import { requireApplicant } from "@/features/applicant-tracking/server/access";
import { moveApplicants, stageShowing } from "@/features/applicant-tracking/server/move-applicants";

export const dynamic = "force-dynamic";

/**
 * PUT /api/employer/applications/{id}/stage (decisions 035, 040): moves one applicant.
 *  - { stageId, reason?, note? }: to a pipeline stage of the company (Rejected needs a reason); the
 *    candidate-facing stage follows the stage's mapping and the candidate is told.
 *  - { stage }: decision 035's body, a candidate-facing stage: the pipeline moves to the first stage
 *    showing it (Not selected: the Rejected stage, reason "other"); Viewed only marks it viewed.
 * applicants.move (interviewers: 403); 404 for anyone without standing; 409 for a move the stages
 * refuse, with the reason.
 */
export const PUT = apiRoute({ permission: "employer", body: moveStageSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.move");
  const actor = { userId: user!.id, standing: ref.standing };
  let stageId = body.stageId;
  let reason = body.reason;
  if (body.stage) {
    const showing = body.stage === "viewed" ? null : await stageShowing(db, ref.companyId, body.stage);
    if (!showing) return moveApplicationStage(db, { applicationId: ref.applicationId, stage: body.stage, actor: { userId: user!.id, role: ref.standing === "admin" ? "admin" : "employer" } });
    stageId = showing.id;
    if (showing.kind === "rejected") reason ??= "other";
  }
  const result = await moveApplicants(db, { applicationIds: [ref.applicationId], stageId: stageId!, reason, note: body.note, companyId: ref.companyId, actor });
  const refused = result.refused[0];
  if (refused) throw new AppError(/^No such/.test(refused.message) ? "NOT_FOUND" : "CONFLICT", refused.message);
  const moved = result.moved[0]!;
  return { id: moved.id, stage: moved.candidateStage, stageId: moved.stageId, stageEnteredAt: moved.stageEnteredAt, stageChangedAt: moved.stageEnteredAt, changed: moved.changed };
});
