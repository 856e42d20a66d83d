import "server-only";
import type { Tx } from "./access";
import { requisitionActivity, type RequisitionActivityKind, type RequisitionStatus } from "@/db/schema/requisitions";

/*
 * A requisition's history (decision 045). Status changes are kind "status" with { from, to }: the
 * requisition tracker computes time to fill and time in status from them, so every change of status
 * writes exactly one such row in the transaction that makes it.
 */
export async function writeActivity(tx: Tx, requisitionId: string, actorUserId: string | null, kind: RequisitionActivityKind, detail: Record<string, unknown>, now: Date): Promise<void> {
  await tx.insert(requisitionActivity).values({ requisitionId, actorUserId, kind, detail, createdAt: now });
}

export async function writeStatusChange(tx: Tx, requisitionId: string, actorUserId: string | null, from: RequisitionStatus, to: RequisitionStatus, now: Date, extra: Record<string, unknown> = {}): Promise<void> {
  await writeActivity(tx, requisitionId, actorUserId, "status", { from, to, ...extra }, now);
}
