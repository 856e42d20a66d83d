import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { applications, applicationTracking, companyPipelineStages } from "@/db/schema";
import { jobPostings } from "@/db/schema/employers";
import { requisitionHires, requisitionPostings, requisitions } from "@/db/schema/requisitions";
import { changePostingStatus } from "@/features/job-postings/server/queries";
import type { CompanyActor } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { REQUISITION_MESSAGES as M } from "../messages";
import type { HireInput } from "../schemas";
import { loadRequisition, lockRequisition, type RequisitionRow, type Tx } from "./access";
import { writeActivity, writeStatusChange } from "./activity";

/*
 * Hires fill a requisition's openings (decision 045; requisitions.edit). A hire is an applicant of a
 * linked posting who is in the company's Hired stage (applicant tracking), or a person named by hand;
 * filled_count moves with the rows in the same transaction. The hire that fills the last opening
 * makes the requisition filled (filled_at) and, only when asked, closes the linked postings still
 * published or paused through the postings feature's own close (their jobs answer 410 at once).
 * Removing a hire of a filled requisition reopens it.
 */
export type HireOutcome = { requisition: RequisitionRow; hireId: string; closedPostingIds: string[]; notClosed: { postingId: string; message: string }[] };

/** The hired applicants of the requisition's linked postings (optionally one), with their names. */
export async function hiredApplicants(db: Db | Tx, requisitionId: string, applicationId?: string) {
  return db
    .select({ applicationId: applications.id, snapshot: applications.profileSnapshot, postingTitle: jobPostings.title })
    .from(requisitionPostings)
    .innerJoin(jobPostings, eq(jobPostings.id, requisitionPostings.postingId))
    .innerJoin(applications, eq(applications.jobId, requisitionPostings.postingId))
    .innerJoin(applicationTracking, eq(applicationTracking.applicationId, applications.id))
    .innerJoin(companyPipelineStages, and(eq(companyPipelineStages.id, applicationTracking.pipelineStageId), eq(companyPipelineStages.kind, "hired")))
    .where(and(eq(requisitionPostings.requisitionId, requisitionId), applicationId ? eq(applications.id, applicationId) : sql`true`))
    .limit(500);
}

export async function recordHire(db: Db, actor: CompanyActor, id: string, input: HireInput, now: Date = new Date()): Promise<HireOutcome> {
  const { requisition } = await loadRequisition(db, actor, id, "requisitions.edit");
  const result = await db.transaction(async (tx) => {
    const current = await lockRequisition(tx, requisition.id);
    if (current.status !== "open" && current.status !== "on-hold") throw new AppError("CONFLICT", M.hiresOnlyWhenOpen(current.status));
    if (current.filledCount >= current.openings) throw new AppError("CONFLICT", M.allFilled);
    let name = input.name;
    let applicationId: string | null = null;
    if (input.applicationId) {
      const [hired] = await hiredApplicants(tx, current.id, input.applicationId);
      if (!hired) throw new AppError("BAD_REQUEST", M.notHired, { issues: [{ path: "applicationId", message: M.notHired }] });
      const [recorded] = await tx.select({ id: requisitionHires.id }).from(requisitionHires).where(eq(requisitionHires.applicationId, hired.applicationId)).limit(1);
      if (recorded) throw new AppError("CONFLICT", M.alreadyRecorded);
      applicationId = hired.applicationId;
      name = (hired.snapshot?.name || name || "Hired applicant").slice(0, 120);
    }
    const [hire] = await tx.insert(requisitionHires).values({ requisitionId: current.id, applicationId, hireName: name, filledAt: now, recordedByUserId: actor.id }).returning({ id: requisitionHires.id });
    const filledCount = current.filledCount + 1;
    const fills = filledCount >= current.openings;
    const [row] = await tx
      .update(requisitions)
      .set({ filledCount, updatedAt: now, ...(fills ? { status: "filled" as const, filledAt: now } : {}) })
      .where(eq(requisitions.id, current.id))
      .returning();
    await writeActivity(tx, current.id, actor.id, "hire", { hireId: hire!.id, name, applicationId, filledCount }, now);
    if (fills) await writeStatusChange(tx, current.id, actor.id, current.status, "filled", now);
    return { row: row!, hireId: hire!.id, fills };
  });
  const closed: string[] = [];
  const notClosed: { postingId: string; message: string }[] = [];
  if (result.fills && input.closePostings) {
    const open = await db
      .select({ id: jobPostings.id })
      .from(requisitionPostings)
      .innerJoin(jobPostings, eq(jobPostings.id, requisitionPostings.postingId))
      .where(and(eq(requisitionPostings.requisitionId, result.row.id), inArray(jobPostings.status, ["published", "paused"])));
    for (const p of open) {
      try {
        await changePostingStatus(db, actor, p.id, "close", now);
        closed.push(p.id);
      } catch (err) {
        if (!(err instanceof AppError)) logger.error({ err, postingId: p.id }, "could not close a requisition's posting");
        notClosed.push({ postingId: p.id, message: err instanceof AppError ? err.message : "Could not close this posting." });
      }
    }
  }
  return { requisition: result.row, hireId: result.hireId, closedPostingIds: closed, notClosed };
}

export async function removeHire(db: Db, actor: CompanyActor, id: string, hireId: string, now: Date = new Date()): Promise<RequisitionRow> {
  const { requisition } = await loadRequisition(db, actor, id, "requisitions.edit");
  if (!z.uuid().safeParse(hireId).success) throw new AppError("NOT_FOUND", M.hireNotFound);
  return db.transaction(async (tx) => {
    const current = await lockRequisition(tx, requisition.id);
    if (current.status === "cancelled") throw new AppError("CONFLICT", M.removeHireWhenFinal(current.status));
    const [gone] = await tx
      .delete(requisitionHires)
      .where(and(eq(requisitionHires.id, hireId.toLowerCase()), eq(requisitionHires.requisitionId, current.id)))
      .returning({ id: requisitionHires.id, name: requisitionHires.hireName });
    if (!gone) throw new AppError("NOT_FOUND", M.hireNotFound);
    const reopens = current.status === "filled";
    const [row] = await tx
      .update(requisitions)
      .set({ filledCount: Math.max(0, current.filledCount - 1), updatedAt: now, ...(reopens ? { status: "open" as const, filledAt: null } : {}) })
      .where(eq(requisitions.id, current.id))
      .returning();
    await writeActivity(tx, current.id, actor.id, "hire-removed", { hireId: gone.id, name: gone.name }, now);
    if (reopens) await writeStatusChange(tx, current.id, actor.id, "filled", "open", now);
    return row!;
  });
}
