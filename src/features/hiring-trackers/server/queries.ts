import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { PipelineStageKind } from "@/db/schema/employers";
import { requireCompanyCapability, type CompanyActor } from "@/lib/auth/company-access";
import { isAdministrator } from "@/lib/auth/roles";
import { AppError } from "@/lib/errors";
import { ensurePipelineStages } from "@/features/applicant-tracking/server/queries";
import { resolveRange } from "../range";
import type { TrackerQuery } from "../schemas";
import type { HiringTracker, HiringTrackerCompanyRow, RequisitionTracker, RequisitionTrackerCompanyRow, TrackerCompany, TrackerFilterOptions, TrackerRange } from "../types";
import { readHiringCompanies, readHiringTracker } from "./hiring-metrics";
import { readRequisitionCompanies, readRequisitionTracker } from "./requisition-metrics";

/*
 * The trackers' reads (issue 17 part 4, decision 046), each checking who asks first:
 * - a company's trackers: "trackers.read" in that company (owners, hiring managers, recruiters;
 *   administrators with two-factor): no standing is 404, an interviewer 403;
 * - the admin trackers (across companies): administrators with two-factor only.
 * The period and filters come from trackerQuerySchema; the metrics are requisition-metrics.ts and
 * hiring-metrics.ts.
 */
async function companyOf(db: Db, companyId: string): Promise<TrackerCompany> {
  const { rows } = await db.execute<{ id: string; name: string }>(sql`select id, name from companies where id = ${companyId}`);
  if (!rows[0]) throw new AppError("NOT_FOUND", "Not found.");
  return rows[0];
}

async function stagesOf(db: Db, companyId: string) {
  const stages = await ensurePipelineStages(db, companyId);
  return stages.map((s) => ({ id: s.id, name: s.name, position: s.position, kind: s.kind as PipelineStageKind, candidateStage: s.candidateStage }));
}

const filtersOf = (query: TrackerQuery) => ({ department: query.department, posting: query.posting });

export async function getRequisitionTracker(db: Db, actor: CompanyActor, companyId: string, query: TrackerQuery, now: Date): Promise<RequisitionTracker> {
  await requireCompanyCapability(db, actor, companyId, "trackers.read");
  return readRequisitionTracker(db, await companyOf(db, companyId), resolveRange(query, now), filtersOf(query), now);
}

export async function getHiringTracker(db: Db, actor: CompanyActor, companyId: string, query: TrackerQuery, now: Date): Promise<HiringTracker> {
  await requireCompanyCapability(db, actor, companyId, "trackers.read");
  const [company, stages] = await Promise.all([companyOf(db, companyId), stagesOf(db, companyId)]);
  return readHiringTracker(db, company, stages, resolveRange(query, now), filtersOf(query), now);
}

/** The filters' choices: the departments of the company's requisitions and its postings (not drafts). */
export async function getTrackerFilterOptions(db: Db, actor: CompanyActor, companyId: string): Promise<TrackerFilterOptions> {
  await requireCompanyCapability(db, actor, companyId, "trackers.read");
  const [departments, postings] = await Promise.all([
    db.execute<{ department: string }>(sql`select distinct department from requisitions where company_id = ${companyId} and department <> '' order by 1 limit 200`),
    db.execute<{ id: string; title: string }>(sql`select id, title from job_postings where company_id = ${companyId} and status <> 'draft' order by lower(title), id limit 500`),
  ]);
  return { departments: departments.rows.map((r) => r.department), postings: postings.rows.map((r) => ({ id: r.id, title: r.title || "Untitled posting" })) };
}

function requireAdministrator(actor: CompanyActor): void {
  if (!isAdministrator(actor.roles)) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  if (!actor.twoFactorEnabled) throw new AppError("FORBIDDEN", "Administrators must set up two-factor authentication first.");
}

/** The companies the admin trackers' company filter lists: those with requisitions or postings. */
export async function getTrackerCompanies(db: Db, actor: CompanyActor, kind: "hiring" | "requisitions"): Promise<TrackerCompany[]> {
  requireAdministrator(actor);
  const { rows } = await db.execute<{ id: string; name: string }>(
    kind === "requisitions"
      ? sql`select c.id, c.name from companies c where exists (select 1 from requisitions r where r.company_id = c.id) order by lower(c.name), c.id limit 1000`
      : sql`select c.id, c.name from companies c where exists (select 1 from job_postings p where p.company_id = c.id and p.status <> 'draft') order by lower(c.name), c.id limit 1000`,
  );
  return rows;
}

export type AdminTracker<Row, Detail> = { range: TrackerRange; companies: Row[]; detail: Detail | null };

/** Across companies (one row each); with ?company= also that company's whole tracker. */
export async function getAdminRequisitionTracker(db: Db, actor: CompanyActor, query: TrackerQuery, now: Date): Promise<AdminTracker<RequisitionTrackerCompanyRow, RequisitionTracker>> {
  requireAdministrator(actor);
  const range = resolveRange(query, now);
  const company = query.company ? await companyOf(db, query.company) : null;
  const [companies, detail] = await Promise.all([
    readRequisitionCompanies(db, range, company?.id ?? null),
    company ? readRequisitionTracker(db, company, range, filtersOf(query), now) : null,
  ]);
  return { range, companies, detail };
}

export async function getAdminHiringTracker(db: Db, actor: CompanyActor, query: TrackerQuery, now: Date): Promise<AdminTracker<HiringTrackerCompanyRow, HiringTracker>> {
  requireAdministrator(actor);
  const range = resolveRange(query, now);
  const company = query.company ? await companyOf(db, query.company) : null;
  const [companies, detail] = await Promise.all([
    readHiringCompanies(db, range, company?.id ?? null, now),
    company ? readHiringTracker(db, company, await stagesOf(db, company.id), range, filtersOf(query), now) : null,
  ]);
  return { range, companies, detail };
}
