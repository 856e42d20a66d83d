import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyMembers } from "@/db/schema";
import { requisitionApprovers, requisitions, requisitionTeam } from "@/db/schema/requisitions";
import { requireCompanyCapability, type CompanyActor } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import { REQUISITION_MESSAGES as M } from "../messages";
import { isFinal, type RequisitionValues } from "../schemas";
import { loadRequisition, lockRequisition, type RequisitionRow, type Tx } from "./access";
import { writeActivity } from "./activity";

/*
 * Creating and editing a requisition (decision 045; requisitions.edit in its company). The number is
 * the company's max + 1, taken in the insert's transaction; the unique index (company, number)
 * refuses a number two creators took at once, and the loser tries again. Team members and approvers
 * must be members of the company. Approvers change only in draft (an approval in progress names
 * them); a filled or cancelled requisition is final.
 */
const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

async function checkMembers(db: Db, companyId: string, values: RequisitionValues): Promise<void> {
  const ids = [...new Set([...values.team.map((t) => t.userId), ...values.approverIds])];
  if (!ids.length) return;
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.userId, ids)));
  const members = new Set(rows.map((r) => r.userId));
  const issues = [
    ...values.team.flatMap((t, i) => (members.has(t.userId) ? [] : [{ path: `team.${i}.userId`, message: M.notMember }])),
    ...values.approverIds.flatMap((id, i) => (members.has(id) ? [] : [{ path: `approverIds.${i}`, message: M.notMember }])),
  ];
  if (issues.length) throw new AppError("BAD_REQUEST", M.notMember, { issues });
}

function columns(values: RequisitionValues) {
  return {
    title: values.title,
    department: values.department,
    location: values.location,
    openings: values.openings,
    targetStartDate: values.targetStartDate,
    salaryMinCents: values.salaryMin,
    salaryMaxCents: values.salaryMax,
    salaryPeriod: values.salaryPeriod,
    justification: values.justification,
  };
}

async function writeTeam(tx: Tx, requisitionId: string, values: RequisitionValues): Promise<void> {
  await tx.delete(requisitionTeam).where(eq(requisitionTeam.requisitionId, requisitionId));
  if (values.team.length) await tx.insert(requisitionTeam).values(values.team.map((t) => ({ requisitionId, userId: t.userId, role: t.role })));
}

async function writeApprovers(tx: Tx, requisitionId: string, approverIds: string[]): Promise<void> {
  await tx.delete(requisitionApprovers).where(eq(requisitionApprovers.requisitionId, requisitionId));
  if (approverIds.length) await tx.insert(requisitionApprovers).values(approverIds.map((userId, i) => ({ requisitionId, userId, position: i + 1 })));
}

export async function createRequisition(db: Db, actor: CompanyActor, companyId: string, values: RequisitionValues, now: Date = new Date()): Promise<RequisitionRow> {
  await requireCompanyCapability(db, actor, companyId, "requisitions.edit");
  const company = companyId.toLowerCase();
  await checkMembers(db, company, values);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // Creators in one company take numbers one after another (the company's row is the lock).
        await tx.execute(sql`select 1 from companies where id = ${company}::uuid for update`);
        const [{ next }] = (await tx.execute<{ next: number }>(sql`select coalesce(max(number), 0) + 1 as next from requisitions where company_id = ${company}::uuid`)).rows as [{ next: number }];
        const [row] = await tx
          .insert(requisitions)
          .values({ companyId: company, number: Number(next), ...columns(values), status: "draft", createdByUserId: actor.id, ownerUserId: actor.id, createdAt: now, updatedAt: now })
          .returning();
        await writeTeam(tx, row!.id, values);
        await writeApprovers(tx, row!.id, values.approverIds);
        await writeActivity(tx, row!.id, actor.id, "created", { number: row!.number }, now);
        return row!;
      });
    } catch (err) {
      if (attempt < 4 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

export async function updateRequisition(db: Db, actor: CompanyActor, id: string, values: RequisitionValues, now: Date = new Date()): Promise<RequisitionRow> {
  const { requisition } = await loadRequisition(db, actor, id, "requisitions.edit");
  await checkMembers(db, requisition.companyId, values);
  return db.transaction(async (tx) => {
    const current = await lockRequisition(tx, requisition.id);
    if (isFinal(current.status)) throw new AppError("CONFLICT", M.final(current.status));
    if (values.openings <= current.filledCount && current.filledCount > 0) throw new AppError("BAD_REQUEST", M.openingsBelowHires(current.filledCount), { issues: [{ path: "openings", message: M.openingsBelowHires(current.filledCount) }] });
    const approvers = await tx.select({ userId: requisitionApprovers.userId }).from(requisitionApprovers).where(eq(requisitionApprovers.requisitionId, current.id)).orderBy(requisitionApprovers.position);
    const approversChanged = approvers.map((a) => a.userId).join(",") !== values.approverIds.join(",");
    if (approversChanged && current.status !== "draft") throw new AppError("CONFLICT", M.approversOnlyInDraft, { issues: [{ path: "approverIds", message: M.approversOnlyInDraft }] });
    const next = columns(values);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => String(next[k] ?? "") !== String(current[k] ?? ""));
    const [row] = await tx.update(requisitions).set({ ...next, updatedAt: now }).where(eq(requisitions.id, current.id)).returning();
    await writeTeam(tx, current.id, values);
    if (approversChanged) await writeApprovers(tx, current.id, values.approverIds);
    await writeActivity(tx, current.id, actor.id, "edited", { fields: [...changed, ...(approversChanged ? ["approvers"] : [])] }, now);
    return row!;
  });
}
