import "server-only";
import { aliasedTable, and, asc, desc, eq, ilike, inArray, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyMembers, users } from "@/db/schema";
import { jobPostings } from "@/db/schema/employers";
import { requisitionActivity, requisitionApprovers, requisitionHires, requisitionPostings, requisitions, requisitionTeam } from "@/db/schema/requisitions";
import type { CompanyActor, CompanyStanding } from "@/lib/auth/company-access";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import { postingApplicantsPath } from "@/lib/employer-routes";
import { jobDetailPath } from "@/lib/job-routes";
import { LIST_FILTERS, REQUISITION_LIMITS, type ListFilter, type RequisitionFormInput, type RequisitionListQuery } from "../schemas";
import type { ActivityView, HireableApplicant, MemberOption, PostingOption, RequisitionAbilities, RequisitionListItem, RequisitionListResult, RequisitionView } from "../types";
import { loadRequisition, type LoadedRequisition } from "./access";
import { hiredApplicants } from "./hires";

/*
 * Reads for the requisitions pages and API (decision 045). One requisition is read through
 * loadRequisition (its company's requisitions.read); a list is for a company the caller has already
 * authorised. "Waiting for my approval": pending approval, and the viewer is the approver at the
 * lowest pending position.
 */
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The requisitions whose current approver is the user (the user's pending approval with no pending one before it). */
function awaitingUser(userId: string): SQL {
  return sql`(${requisitions.status} = 'pending-approval' and exists (
    select 1 from requisition_approvers mine
    where mine.requisition_id = ${requisitions.id} and mine.user_id = ${userId}::uuid and mine.decision = 'pending'
      and not exists (select 1 from requisition_approvers earlier where earlier.requisition_id = ${requisitions.id} and earlier.decision = 'pending' and earlier.position < mine.position)
  ))`;
}

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const number = /^(?:req-?)?(\d{1,9})$/i.exec(q);
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(requisitions.title, like), ilike(requisitions.department, like), ilike(requisitions.location, like), number ? eq(requisitions.number, Number(number[1])) : undefined);
}

const SORTS: Record<RequisitionListQuery["sort"], SQL[]> = {
  updated: [desc(requisitions.updatedAt)],
  newest: [desc(requisitions.createdAt)],
  number: [desc(requisitions.number)],
  title: [asc(sql`lower(${requisitions.title})`), desc(requisitions.number)],
  "target-start": [sql`${requisitions.targetStartDate} asc nulls last`, desc(requisitions.number)],
};

export async function listRequisitions(db: Db, params: { companyId: string; viewerId: string; query: RequisitionListQuery; pageSize?: number }): Promise<RequisitionListResult> {
  const { companyId, viewerId, query } = params;
  const pageSize = params.pageSize ?? REQUISITION_LIMITS.pageSize;
  const company = eq(requisitions.companyId, companyId);
  const search = searchCondition(query.q);
  const filter = query.status === "all" ? undefined : query.status === "awaiting-me" ? awaitingUser(viewerId) : eq(requisitions.status, query.status);
  const where = and(company, search, filter);
  const owner = aliasedTable(users, "owner");
  const nextApprover = sql<string | null>`(select u.name from ${requisitionApprovers} a join ${users} u on u.id = a.user_id
    where a.requisition_id = ${requisitions.id} and a.decision = 'pending' order by a.position limit 1)`;
  const [rows, totalRows, countRows] = await Promise.all([
    db
      .select({
        id: requisitions.id,
        number: requisitions.number,
        title: requisitions.title,
        department: requisitions.department,
        location: requisitions.location,
        openings: requisitions.openings,
        filledCount: requisitions.filledCount,
        status: requisitions.status,
        targetStartDate: requisitions.targetStartDate,
        updatedAt: requisitions.updatedAt,
        ownerName: owner.name,
        nextApproverName: nextApprover,
        awaitingMe: sql<boolean>`${awaitingUser(viewerId)}`,
      })
      .from(requisitions)
      .leftJoin(owner, eq(owner.id, requisitions.ownerUserId))
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(requisitions).where(where),
    db
      .select({ status: requisitions.status, n: sql<number>`count(*)::int`, mine: sql<number>`count(*) filter (where ${awaitingUser(viewerId)})::int` })
      .from(requisitions)
      .where(and(company, search))
      .groupBy(requisitions.status),
  ]);
  const counts = Object.fromEntries(LIST_FILTERS.map((f) => [f, 0])) as Record<ListFilter, number>;
  for (const r of countRows) {
    counts[r.status] = r.n;
    counts.all += r.n;
    counts["awaiting-me"] += r.mine;
  }
  const total = totalRows[0]?.n ?? 0;
  const items: RequisitionListItem[] = rows.map((r) => ({
    ...r,
    awaitingMe: Boolean(r.awaitingMe),
    nextApproverName: r.status === "pending-approval" ? r.nextApproverName : null,
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { items, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)), total, counts };
}

/** One requisition with its team, approvers, postings and hires. */
export async function requisitionViewOf(db: Db, loaded: Pick<LoadedRequisition, "requisition" | "companyName">): Promise<RequisitionView> {
  const r = loaded.requisition;
  const recorder = aliasedTable(users, "recorder");
  const [people, team, approvers, postings, hires] = await Promise.all([
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [r.createdByUserId, r.ownerUserId].filter((x): x is string => Boolean(x)).concat(["00000000-0000-0000-0000-000000000000"]))),
    db
      .select({ userId: requisitionTeam.userId, name: users.name, role: requisitionTeam.role })
      .from(requisitionTeam)
      .innerJoin(users, eq(users.id, requisitionTeam.userId))
      .where(eq(requisitionTeam.requisitionId, r.id))
      .orderBy(asc(users.name)),
    db
      .select({
        id: requisitionApprovers.id,
        userId: requisitionApprovers.userId,
        name: users.name,
        position: requisitionApprovers.position,
        decision: requisitionApprovers.decision,
        comment: requisitionApprovers.comment,
        decidedAt: requisitionApprovers.decidedAt,
      })
      .from(requisitionApprovers)
      .innerJoin(users, eq(users.id, requisitionApprovers.userId))
      .where(eq(requisitionApprovers.requisitionId, r.id))
      .orderBy(asc(requisitionApprovers.position)),
    db
      .select({ id: jobPostings.id, title: jobPostings.title, status: jobPostings.status, firstPublishedAt: jobPostings.firstPublishedAt, linkedAt: requisitionPostings.linkedAt })
      .from(requisitionPostings)
      .innerJoin(jobPostings, eq(jobPostings.id, requisitionPostings.postingId))
      .where(eq(requisitionPostings.requisitionId, r.id))
      .orderBy(asc(requisitionPostings.linkedAt)),
    db
      .select({ id: requisitionHires.id, name: requisitionHires.hireName, applicationId: requisitionHires.applicationId, filledAt: requisitionHires.filledAt, recordedByName: recorder.name })
      .from(requisitionHires)
      .leftJoin(recorder, eq(recorder.id, requisitionHires.recordedByUserId))
      .where(eq(requisitionHires.requisitionId, r.id))
      .orderBy(asc(requisitionHires.filledAt)),
  ]);
  const nameOf = (id: string | null) => (id ? (people.find((p) => p.id === id)?.name ?? null) : null);
  const current = r.status === "pending-approval" ? (approvers.find((a) => a.decision === "pending")?.userId ?? null) : null;
  return {
    id: r.id,
    companyId: r.companyId,
    companyName: loaded.companyName,
    number: r.number,
    title: r.title,
    department: r.department,
    location: r.location,
    openings: r.openings,
    filledCount: r.filledCount,
    targetStartDate: r.targetStartDate,
    salaryMinCents: r.salaryMinCents,
    salaryMaxCents: r.salaryMaxCents,
    salaryPeriod: r.salaryPeriod === "hour" || r.salaryPeriod === "year" ? r.salaryPeriod : null,
    salaryCurrency: r.salaryCurrency,
    justification: r.justification,
    status: r.status,
    createdByUserId: r.createdByUserId,
    createdByName: nameOf(r.createdByUserId),
    ownerName: nameOf(r.ownerUserId),
    submittedAt: iso(r.submittedAt),
    openedAt: iso(r.openedAt),
    filledAt: iso(r.filledAt),
    cancelledAt: iso(r.cancelledAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    team,
    approvers: approvers.map((a) => ({ ...a, decidedAt: iso(a.decidedAt) })),
    currentApproverUserId: current,
    postings: postings.map((p) => ({ id: p.id, title: p.title || "Untitled posting", status: p.status, linkedAt: p.linkedAt.toISOString(), jobPath: p.firstPublishedAt ? jobDetailPath(p.id) : null, applicantsPath: postingApplicantsPath(p.id) })),
    hires: hires.map((h) => ({ ...h, filledAt: h.filledAt.toISOString() })),
  };
}

/** A requisition for whoever may read the company's requisitions. */
export async function getRequisitionView(db: Db, actor: CompanyActor, id: string): Promise<RequisitionView> {
  return requisitionViewOf(db, await loadRequisition(db, actor, id, "requisitions.read"));
}

export function abilitiesOf(view: RequisitionView, standing: CompanyStanding, viewerId: string): RequisitionAbilities {
  return { canEdit: capabilityAllowed(standing, "requisitions.edit"), canDecide: view.currentApproverUserId === viewerId };
}

/** The history, newest first (at most 200 entries). */
export async function requisitionActivityOf(db: Db, requisitionId: string): Promise<ActivityView[]> {
  const rows = await db
    .select({ id: requisitionActivity.id, kind: requisitionActivity.kind, actorName: users.name, detail: requisitionActivity.detail, createdAt: requisitionActivity.createdAt })
    .from(requisitionActivity)
    .leftJoin(users, eq(users.id, requisitionActivity.actorUserId))
    .where(eq(requisitionActivity.requisitionId, requisitionId))
    .orderBy(desc(requisitionActivity.createdAt), desc(requisitionActivity.id))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The company's members, for the team and approver pickers. */
export async function listMemberOptions(db: Db, companyId: string): Promise<MemberOption[]> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, role: companyMembers.memberRole })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(users.name))
    .limit(500);
}

/** The company's postings that serve no requisition yet (drafts, live and paused; closed ones too, for the record). */
export async function linkablePostings(db: Db, companyId: string): Promise<PostingOption[]> {
  const rows = await db
    .select({ id: jobPostings.id, title: jobPostings.title, status: jobPostings.status })
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, companyId), notExists(db.select({ one: sql`1` }).from(requisitionPostings).where(eq(requisitionPostings.postingId, jobPostings.id)))))
    .orderBy(desc(jobPostings.updatedAt))
    .limit(200);
  return rows.map((r) => ({ ...r, title: r.title || "Untitled posting" }));
}

/** Hired applicants of the linked postings not yet recorded as a hire (here or on another requisition). */
export async function hireableApplicants(db: Db, requisitionId: string): Promise<HireableApplicant[]> {
  const rows = await hiredApplicants(db, requisitionId);
  if (!rows.length) return [];
  const recorded = await db.select({ applicationId: requisitionHires.applicationId }).from(requisitionHires).where(inArray(requisitionHires.applicationId, rows.map((r) => r.applicationId)));
  const taken = new Set(recorded.map((r) => r.applicationId));
  return rows.filter((r) => !taken.has(r.applicationId)).map((r) => ({ applicationId: r.applicationId, name: r.snapshot?.name || "Applicant", postingTitle: r.postingTitle || "Untitled posting" }));
}

/** The form's values for an existing requisition. */
export function formInputOf(view: RequisitionView): RequisitionFormInput {
  const money = (c: number | null) => (c === null ? "" : (c / 100).toFixed(2));
  return {
    title: view.title,
    department: view.department,
    location: view.location,
    openings: view.openings,
    targetStartDate: view.targetStartDate ?? "",
    salaryMin: money(view.salaryMinCents),
    salaryMax: money(view.salaryMaxCents),
    salaryPeriod: view.salaryPeriod ?? "",
    justification: view.justification,
    team: view.team.map((t) => ({ userId: t.userId, role: t.role })),
    approverIds: view.approvers.map((a) => a.userId),
  };
}
