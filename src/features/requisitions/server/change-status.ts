import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { requisitions } from "@/db/schema/requisitions";
import type { CompanyActor } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import { manualTransition, statusRefusal, type StatusAction } from "../schemas";
import { loadRequisition, lockRequisition, type RequisitionRow } from "./access";
import { writeStatusChange } from "./activity";

/*
 * The status changes made by hand (decision 045): open -> on hold -> open, and cancel from any state
 * that is not final. Submitting, approvals and hires make the others. An illegal change is 409 with
 * a message saying why.
 */
export async function changeRequisitionStatus(db: Db, actor: CompanyActor, id: string, action: StatusAction, reason = "", now: Date = new Date()): Promise<RequisitionRow> {
  const { requisition } = await loadRequisition(db, actor, id, "requisitions.edit");
  return db.transaction(async (tx) => {
    const current = await lockRequisition(tx, requisition.id);
    const to = manualTransition(current.status, action);
    if (!to) throw new AppError("CONFLICT", statusRefusal(current.status, action));
    const [row] = await tx
      .update(requisitions)
      .set({ status: to, updatedAt: now, ...(to === "cancelled" ? { cancelledAt: now } : {}) })
      .where(eq(requisitions.id, current.id))
      .returning();
    await writeStatusChange(tx, current.id, actor.id, current.status, to, now, reason ? { reason } : {});
    return row!;
  });
}
