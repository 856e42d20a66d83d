import "server-only";
import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, companyMembers, users } from "@/db/schema";
import { jobPostings } from "@/db/schema/employers";
import { requisitionActivity, requisitionApprovers, requisitionHires, requisitionPostings, requisitions, requisitionTeam, type RequisitionActivityKind } from "@/db/schema/requisitions";

/*
 * Requisitions' demo (issue 17, decision 045): Northwind Health has an open requisition linked to one
 * of its demo postings, one waiting for hiring@upstep.local's approval, a filled one with realistic
 * dates (opened 72 days ago, filled 31 days ago: the trackers' time to fill) and a draft. Written
 * as data with the history rows the trackers read. Asks nothing and guards on the data: nothing
 * without Northwind Health and its hiring manager, or once the company has any requisition.
 */
const DEMO_COMPANY = "northwind-health";
const DEMO_HIRING_EMAIL = "hiring@upstep.local";
const DEMO_RECRUITER_EMAIL = "recruiter@upstep.local";
const DAY = 86_400_000;

export async function seedDemoRequisitions(db: Db, now: Date = new Date()): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, DEMO_COMPANY)).limit(1);
  if (!company) return false;
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, company.id), inArray(users.email, [DEMO_HIRING_EMAIL, DEMO_RECRUITER_EMAIL])));
  const hiring = members.find((m) => m.email === DEMO_HIRING_EMAIL)?.id;
  if (!hiring) return false;
  const recruiter = members.find((m) => m.email === DEMO_RECRUITER_EMAIL)?.id ?? hiring;
  if ((await db.$count(requisitions, eq(requisitions.companyId, company.id))) > 0) return false;
  const [posting] = await db
    .select({ id: jobPostings.id, title: jobPostings.title })
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, company.id), eq(jobPostings.status, "published"), notExists(db.select({ one: sql`1` }).from(requisitionPostings).where(eq(requisitionPostings.postingId, jobPostings.id)))))
    .orderBy(asc(jobPostings.createdAt))
    .limit(1);
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);

  await db.transaction(async (tx) => {
    type Row = typeof requisitions.$inferInsert;
    const add = async (number: number, row: Omit<Row, "companyId" | "number">) => {
      const [r] = await tx.insert(requisitions).values({ companyId: company.id, number, ...row }).returning({ id: requisitions.id });
      await tx.insert(requisitionTeam).values([
        { requisitionId: r!.id, userId: hiring, role: "hiring-manager" },
        ...(recruiter !== hiring ? [{ requisitionId: r!.id, userId: recruiter, role: "recruiter" as const }] : []),
      ]);
      return r!.id;
    };
    const log = (requisitionId: string, actorUserId: string, kind: RequisitionActivityKind, at: Date, detail: Record<string, unknown> = {}) =>
      tx.insert(requisitionActivity).values({ requisitionId, actorUserId, kind, detail, createdAt: at });

    // 1. Filled: two patient care technicians, approved by the hiring manager, filled in 41 days.
    const filled = await add(1, {
      title: "Patient Care Technician",
      department: "Nursing",
      location: "Columbus, OH",
      openings: 2,
      filledCount: 2,
      targetStartDate: ago(20).toISOString().slice(0, 10),
      salaryMinCents: 1900,
      salaryMaxCents: 2300,
      salaryPeriod: "hour",
      justification: "Two technicians moved to day shift on 4 West; nights are short-staffed.",
      status: "filled",
      createdByUserId: recruiter,
      ownerUserId: hiring,
      submittedAt: ago(74),
      openedAt: ago(72),
      filledAt: ago(31),
      createdAt: ago(75),
      updatedAt: ago(31),
    });
    await tx.insert(requisitionApprovers).values({ requisitionId: filled, userId: hiring, position: 1, decision: "approved", comment: "Approved within the Q3 budget.", decidedAt: ago(72) });
    await tx.insert(requisitionHires).values([
      { requisitionId: filled, hireName: "Jordan Ellis", filledAt: ago(40), recordedByUserId: recruiter },
      { requisitionId: filled, hireName: "Priya Raman", filledAt: ago(31), recordedByUserId: recruiter },
    ]);
    await log(filled, recruiter, "created", ago(75), { number: 1 });
    await log(filled, recruiter, "submitted", ago(74), { approvers: 1 });
    await log(filled, recruiter, "status", ago(74), { from: "draft", to: "pending-approval" });
    await log(filled, hiring, "approved", ago(72), { position: 1, comment: "Approved within the Q3 budget." });
    await log(filled, hiring, "status", ago(72), { from: "pending-approval", to: "open" });
    await log(filled, recruiter, "hire", ago(40), { name: "Jordan Ellis", filledCount: 1 });
    await log(filled, recruiter, "hire", ago(31), { name: "Priya Raman", filledCount: 2 });
    await log(filled, recruiter, "status", ago(31), { from: "open", to: "filled" });

    // 2. Open, linked to a demo posting.
    const open = await add(2, {
      title: posting?.title || "Registered Nurse",
      department: "Nursing",
      location: "Columbus, OH",
      openings: 2,
      targetStartDate: new Date(now.getTime() + 30 * DAY).toISOString().slice(0, 10),
      salaryMinCents: 3800,
      salaryMaxCents: 4600,
      salaryPeriod: "hour",
      justification: "Growth of the cardiac step-down unit (six new beds).",
      status: "open",
      createdByUserId: hiring,
      ownerUserId: hiring,
      submittedAt: ago(12),
      openedAt: ago(12),
      createdAt: ago(13),
      updatedAt: ago(12),
    });
    await log(open, hiring, "created", ago(13), { number: 2 });
    await log(open, hiring, "submitted", ago(12), { approvers: 0 });
    await log(open, hiring, "status", ago(12), { from: "draft", to: "open" });
    if (posting) {
      await tx.insert(requisitionPostings).values({ requisitionId: open, postingId: posting.id, linkedAt: ago(12) });
      await log(open, hiring, "linked", ago(12), { postingId: posting.id, title: posting.title });
    }

    // 3. Waiting for the hiring manager's approval.
    const pending = await add(3, {
      title: "Medical Assistant",
      department: "Primary Care",
      location: "Dayton, OH",
      openings: 1,
      targetStartDate: new Date(now.getTime() + 45 * DAY).toISOString().slice(0, 10),
      salaryMinCents: 4_200_000,
      salaryMaxCents: 4_800_000,
      salaryPeriod: "year",
      justification: "Replacement for a medical assistant who is retiring in two months.",
      status: "pending-approval",
      createdByUserId: recruiter,
      ownerUserId: hiring,
      submittedAt: ago(2),
      createdAt: ago(3),
      updatedAt: ago(2),
    });
    await tx.insert(requisitionApprovers).values({ requisitionId: pending, userId: hiring, position: 1 });
    await log(pending, recruiter, "created", ago(3), { number: 3 });
    await log(pending, recruiter, "submitted", ago(2), { approvers: 1 });
    await log(pending, recruiter, "status", ago(2), { from: "draft", to: "pending-approval" });

    // 4. A draft still being written.
    const draft = await add(4, {
      title: "Unit Secretary",
      department: "Emergency",
      location: "Columbus, OH",
      openings: 1,
      justification: "",
      status: "draft",
      createdByUserId: hiring,
      ownerUserId: hiring,
      createdAt: ago(1),
      updatedAt: ago(1),
    });
    await log(draft, hiring, "created", ago(1), { number: 4 });
  });
  return true;
}
