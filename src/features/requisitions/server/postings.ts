import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { jobPostings } from "@/db/schema/employers";
import { requisitionPostings, requisitions } from "@/db/schema/requisitions";
import type { CompanyActor } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import { REQUISITION_MESSAGES as M } from "../messages";
import { isFinal } from "../schemas";
import { loadRequisition, lockRequisition } from "./access";
import { writeActivity } from "./activity";

/*
 * Linking the postings opened for a requisition (decision 045; requisitions.edit). Only a posting of
 * the requisition's own company (another company's posting reads as no posting at all), and a
 * posting serves one requisition (the table's unique posting_id). Not on a final requisition.
 */
export async function linkPosting(db: Db, actor: CompanyActor, id: string, postingId: string, now: Date = new Date()): Promise<void> {
  const { requisition } = await loadRequisition(db, actor, id, "requisitions.edit");
  await db.transaction(async (tx) => {
    const current = await lockRequisition(tx, requisition.id);
    if (isFinal(current.status)) throw new AppError("CONFLICT", M.final(current.status));
    const [posting] = await tx
      .select({ id: jobPostings.id, title: jobPostings.title })
      .from(jobPostings)
      .where(and(eq(jobPostings.id, postingId), eq(jobPostings.companyId, current.companyId)))
      .limit(1);
    if (!posting) throw new AppError("BAD_REQUEST", M.postingNotFound, { issues: [{ path: "postingId", message: M.postingNotFound }] });
    const [taken] = await tx
      .select({ requisitionId: requisitionPostings.requisitionId, number: requisitions.number })
      .from(requisitionPostings)
      .innerJoin(requisitions, eq(requisitions.id, requisitionPostings.requisitionId))
      .where(eq(requisitionPostings.postingId, posting.id))
      .limit(1);
    if (taken?.requisitionId === current.id) return;
    if (taken) throw new AppError("CONFLICT", M.postingTaken(taken.number));
    await tx.insert(requisitionPostings).values({ requisitionId: current.id, postingId: posting.id, linkedAt: now });
    await tx.update(requisitions).set({ updatedAt: now }).where(eq(requisitions.id, current.id));
    await writeActivity(tx, current.id, actor.id, "linked", { postingId: posting.id, title: posting.title }, now);
  });
}

export async function unlinkPosting(db: Db, actor: CompanyActor, id: string, postingId: string, now: Date = new Date()): Promise<void> {
  const { requisition } = await loadRequisition(db, actor, id, "requisitions.edit");
  if (!z.uuid().safeParse(postingId).success) throw new AppError("NOT_FOUND", M.postingNotLinked);
  await db.transaction(async (tx) => {
    const current = await lockRequisition(tx, requisition.id);
    if (isFinal(current.status)) throw new AppError("CONFLICT", M.final(current.status));
    const [gone] = await tx
      .delete(requisitionPostings)
      .where(and(eq(requisitionPostings.requisitionId, current.id), eq(requisitionPostings.postingId, postingId.toLowerCase())))
      .returning({ postingId: requisitionPostings.postingId });
    if (!gone) throw new AppError("NOT_FOUND", M.postingNotLinked);
    const [posting] = await tx.select({ title: jobPostings.title }).from(jobPostings).where(eq(jobPostings.id, gone.postingId)).limit(1);
    await tx.update(requisitions).set({ updatedAt: now }).where(eq(requisitions.id, current.id));
    await writeActivity(tx, current.id, actor.id, "unlinked", { postingId: gone.postingId, title: posting?.title ?? "" }, now);
  });
}
