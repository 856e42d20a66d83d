import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationActivity, applicationTracking, applications } from "@/db/schema";
import type { ApplicationStage } from "@/db/schema/applications";
import type { RejectionReason } from "@/db/schema/employers";
import { AppError } from "@/lib/errors";
import type { CompanyStanding } from "@/lib/auth/company-access";
import { CLOSED_STAGES, STAGE_NOT_ALLOWED_MESSAGE, tellCandidateAboutStage, writeStageChange, type StageTelling } from "@/features/application-status/server/queries";
import { REJECTION_REASON_MESSAGE } from "../schemas";
import type { MoveResult, StageView } from "../types";
import { ensurePipelineStages } from "./pipeline-stages";

/*
 * Moving applicants between the company's pipeline stages (decision 040). Per application, in one
 * transaction: the tracking row (stage, stage_entered_at, rejection reason and note) is locked and
 * written, an application_activity row of kind "stage" records { fromStageId, toStageId, fromName,
 * toName, reason? } (the hiring dashboard computes time in stage from these), and the
 * candidate-facing stage follows the pipeline stage's mapping through application-status's
 * writeStageChange (applied: no change; active: its candidate stage; hired: hired; rejected: not
 * selected) when it differs and stages.ts allows it. After the commit the candidate gets the
 * notification and email as for any stage change. A refused move writes nothing:
 *  - withdrawn applications stay where they are (the candidate withdrew);
 *  - Hired is final for the candidate, so nothing moves out of Hired;
 *  - a rejected application is reopened only to a stage the candidate sees as In review.
 * Bulk moves do each application alone and report which moved and which were refused, and why.
 */
export type MoveActor = { userId: string; standing: CompanyStanding };

export type MoveRequest = { applicationIds: string[]; stageId: string; reason?: RejectionReason; note?: string; jobId?: string };

/** The candidate-facing stage a pipeline stage means; null: whatever it is now (the Applied stage). */
export function candidateStageFor(stage: StageView): ApplicationStage | null {
  switch (stage.kind) {
    case "applied":
      return null;
    case "active":
      return stage.candidateStage as ApplicationStage;
    case "hired":
      return "hired";
    case "rejected":
      return "not-selected";
  }
}

const WITHDRAWN_MESSAGE = "The candidate withdrew this application; it stays where it is.";

async function moveOne(
  db: Db,
  p: { applicationId: string; companyId: string; jobId?: string; target: StageView; stages: StageView[]; reason?: RejectionReason; note?: string; actor: MoveActor; now: Date },
): Promise<{ telling: StageTelling | null; moved: MoveResult["moved"][number] }> {
  const { target, now } = p;
  const applied = p.stages.find((s) => s.kind === "applied")!;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ stageId: applicationTracking.pipelineStageId, jobId: applicationTracking.jobId, candidateStage: applications.stage, enteredAt: applicationTracking.stageEnteredAt, reason: applicationTracking.rejectionReason, channel: applications.channel })
      .from(applicationTracking)
      .innerJoin(applications, eq(applications.id, applicationTracking.applicationId))
      .where(and(eq(applicationTracking.applicationId, p.applicationId), eq(applicationTracking.companyId, p.companyId)))
      .for("update", { of: applicationTracking });
    if (!row || (p.jobId && row.jobId !== p.jobId)) throw new AppError("NOT_FOUND", "No such application.");
    const from = p.stages.find((s) => s.id === row.stageId) ?? applied;
    if (row.candidateStage === "withdrawn") throw new AppError("CONFLICT", WITHDRAWN_MESSAGE);
    const sameStage = from.id === target.id;
    if (sameStage && (target.kind !== "rejected" || (row.reason === (p.reason ?? null) && !p.note))) {
      return { telling: null, moved: { id: p.applicationId, stageId: target.id, candidateStage: row.candidateStage, stageEnteredAt: row.enteredAt.toISOString(), changed: false } };
    }
    const wanted = candidateStageFor(target);
    // Hired is final for the candidate: nothing moves out of the Hired stage.
    if (row.candidateStage === "hired" && !sameStage) throw new AppError("CONFLICT", STAGE_NOT_ALLOWED_MESSAGE("hired", wanted ?? "applied"));
    if (wanted === null && CLOSED_STAGES.includes(row.candidateStage)) throw new AppError("CONFLICT", STAGE_NOT_ALLOWED_MESSAGE(row.candidateStage, "applied"));
    const actor = { userId: p.actor.userId, role: p.actor.standing === "admin" ? ("admin" as const) : ("employer" as const) };
    const telling = wanted && wanted !== row.candidateStage ? await writeStageChange(tx, { applicationId: p.applicationId, stage: wanted, actor, now }) : null;
    const enteredAt = sameStage ? row.enteredAt : now;
    await tx
      .update(applicationTracking)
      .set({
        pipelineStageId: target.id,
        stageEnteredAt: enteredAt,
        rejectionReason: target.kind === "rejected" ? p.reason! : null,
        rejectionNote: target.kind === "rejected" ? (p.note ?? "") : "",
        updatedAt: now,
      })
      .where(eq(applicationTracking.applicationId, p.applicationId));
    await tx.insert(applicationActivity).values({
      applicationId: p.applicationId,
      companyId: p.companyId,
      actorUserId: p.actor.userId,
      kind: "stage",
      detail: { fromStageId: from.id, toStageId: target.id, fromName: from.name, toName: target.name, ...(target.kind === "rejected" ? { reason: p.reason } : {}) },
      createdAt: now,
    });
    return { telling, moved: { id: p.applicationId, stageId: target.id, candidateStage: wanted ?? row.candidateStage, stageEnteredAt: enteredAt.toISOString(), changed: true } };
  });
}

/** Moves each application to the stage; the caller checked applicants.move in `companyId`. */
export async function moveApplicants(db: Db, params: MoveRequest & { companyId: string; actor: MoveActor }, now: Date = new Date()): Promise<MoveResult> {
  const stages = await ensurePipelineStages(db, params.companyId);
  const target = stages.find((s) => s.id === params.stageId.toLowerCase());
  if (!target) throw new AppError("BAD_REQUEST", "Choose a stage.", { issues: [{ path: "stageId", message: "Choose a stage." }] });
  if (target.kind === "rejected" && !params.reason) throw new AppError("BAD_REQUEST", REJECTION_REASON_MESSAGE, { issues: [{ path: "reason", message: REJECTION_REASON_MESSAGE }] });
  const result: MoveResult = { moved: [], refused: [] };
  for (const raw of [...new Set(params.applicationIds.map((id) => id.toLowerCase()))]) {
    try {
      const { telling, moved } = await moveOne(db, { applicationId: raw, companyId: params.companyId, jobId: params.jobId, target, stages, reason: params.reason, note: params.note, actor: params.actor, now });
      result.moved.push(moved);
      if (telling) await tellCandidateAboutStage(db, telling);
    } catch (err) {
      if (err instanceof AppError && (err.code === "CONFLICT" || err.code === "NOT_FOUND")) result.refused.push({ id: raw, message: err.message });
      else throw err;
    }
  }
  return result;
}

/** The first pipeline stage (by position) that shows the candidate `stage` (decision 035's API body { stage }). */
export async function stageShowing(db: Db, companyId: string, stage: ApplicationStage): Promise<StageView | null> {
  const stages = await ensurePipelineStages(db, companyId);
  return stages.find((s) => candidateStageFor(s) === stage) ?? null;
}

/** Where an application is in the pipeline (null tracking stage: the Applied stage). */
export async function currentPipelineStage(db: Db, applicationId: string, companyId: string): Promise<{ stage: StageView; enteredAt: Date; reason: RejectionReason | null; note: string } | null> {
  const stages = await ensurePipelineStages(db, companyId);
  const [row] = await db
    .select({ stageId: applicationTracking.pipelineStageId, enteredAt: applicationTracking.stageEnteredAt, reason: applicationTracking.rejectionReason, note: applicationTracking.rejectionNote })
    .from(applicationTracking)
    .where(eq(applicationTracking.applicationId, applicationId))
    .limit(1);
  if (!row) return null;
  const stage = stages.find((s) => s.id === row.stageId) ?? stages.find((s) => s.kind === "applied")!;
  return { stage, enteredAt: row.enteredAt, reason: row.reason, note: row.note };
}

