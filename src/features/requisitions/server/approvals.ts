import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { requisitionApprovers, requisitions, type RequisitionStatus } from "@/db/schema/requisitions";
import type { CompanyActor } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import { REQUISITION_MESSAGES as M } from "../messages";
import type { DecisionInput } from "../schemas";
import { loadRequisition, lockRequisition, type RequisitionRow, type Tx } from "./access";
import { writeActivity, writeStatusChange } from "./activity";
import { tellApprover, tellCreator } from "./notices";

/*
 * Submitting and approving (decision 045). Submit takes a draft to pending approval with every
 * approval reset to pending (a resubmission after a rejection starts over), or straight to open when
 * it names no approvers. Approvers decide in order: only the one at the lowest pending position may
 * approve or reject. An approval passes it to the next (who is told); the last one opens the
 * requisition (opened_at) and tells the creator; a rejection sends it back to draft with the comment
 * and tells the creator.
 */
async function approversOf(tx: Tx | Db, requisitionId: string) {
  return tx
    .select({ id: requisitionApprovers.id, userId: requisitionApprovers.userId, position: requisitionApprovers.position, decision: requisitionApprovers.decision, name: users.name })
    .from(requisitionApprovers)
    .innerJoin(users, eq(users.id, requisitionApprovers.userId))
    .where(eq(requisitionApprovers.requisitionId, requisitionId))
    .orderBy(asc(requisitionApprovers.position));
}

export async function submitRequisition(db: Db, actor: CompanyActor, id: string, now: Date = new Date()): Promise<RequisitionRow> {
  const { requisition } = await loadRequisition(db, actor, id, "requisitions.edit");
  const { row, firstApprover } = await db.transaction(async (tx) => {
    const current = await lockRequisition(tx, requisition.id);
    if (current.status !== "draft") throw new AppError("CONFLICT", M.submitNotDraft(current.status));
    await tx.update(requisitionApprovers).set({ decision: "pending", comment: "", decidedAt: null }).where(eq(requisitionApprovers.requisitionId, current.id));
    const approvers = await approversOf(tx, current.id);
    const to = approvers.length ? "pending-approval" : "open";
    const [row] = await tx
      .update(requisitions)
      .set({ status: to, submittedAt: now, updatedAt: now, ...(to === "open" ? { openedAt: current.openedAt ?? now } : {}) })
      .where(eq(requisitions.id, current.id))
      .returning();
    await writeActivity(tx, current.id, actor.id, "submitted", { approvers: approvers.length }, now);
    await writeStatusChange(tx, current.id, actor.id, "draft", to, now);
    return { row: row!, firstApprover: approvers[0] ?? null };
  });
  if (firstApprover) await tellApprover(db, row, firstApprover.userId, actor.id);
  return row;
}

export async function decideApproval(db: Db, actor: CompanyActor, id: string, input: DecisionInput, now: Date = new Date()): Promise<RequisitionRow> {
  const { requisition } = await loadRequisition(db, actor, id, "requisitions.read");
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRequisition(tx, requisition.id);
    const approvers = await approversOf(tx, current.id);
    const mine = approvers.find((a) => a.userId === actor.id);
    if (!mine) throw new AppError("FORBIDDEN", M.notAnApprover);
    if (current.status !== "pending-approval") throw new AppError("CONFLICT", M.notPending(current.status));
    const turn = approvers.find((a) => a.decision === "pending");
    if (!turn || turn.userId !== actor.id) throw new AppError("FORBIDDEN", M.notYourTurn(turn?.name || "another approver"));
    const approve = input.decision === "approve";
    await tx
      .update(requisitionApprovers)
      .set({ decision: approve ? "approved" : "rejected", comment: input.comment, decidedAt: now })
      .where(and(eq(requisitionApprovers.id, mine.id)));
    await writeActivity(tx, current.id, actor.id, approve ? "approved" : "rejected", { position: mine.position, comment: input.comment }, now);
    const next = approve ? approvers.find((a) => a.decision === "pending" && a.position > mine.position) ?? null : null;
    let to: RequisitionStatus = current.status;
    if (!approve) to = "draft";
    else if (!next) to = "open";
    const set: Partial<typeof requisitions.$inferInsert> = { updatedAt: now };
    if (to !== current.status) {
      set.status = to;
      if (to === "open") set.openedAt = current.openedAt ?? now;
      await writeStatusChange(tx, current.id, actor.id, current.status, to, now);
    }
    const [row] = await tx.update(requisitions).set(set).where(eq(requisitions.id, current.id)).returning();
    return { row: row!, next, approve, opened: to === "open" };
  });
  const { row, next, approve, opened } = outcome;
  if (next) await tellApprover(db, row, next.userId, row.createdByUserId);
  if (!approve) await tellCreator(db, row, row.createdByUserId, actor.id, "rejected", input.comment);
  else if (opened) await tellCreator(db, row, row.createdByUserId, actor.id, "approved", input.comment);
  return row;
}
