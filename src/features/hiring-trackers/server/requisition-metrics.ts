import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { REQUISITION_STATUSES, type RequisitionStatus } from "@/db/schema/requisitions";
import { fillPeriods, periodStart, type TrackerRange } from "../range";
import { daysBetween, mean, median, summarize, summarizeBy } from "../stats";
import type { OpenRequisition, RequisitionTracker, RequisitionTrackerCompanyRow, StatusTime, TrackerCompany, TrackerHire } from "../types";

/*
 * The requisition tracker's reads (decision 046), plain SQL on the requisitions tables; no
 * authorization here (server/queries.ts checks first). Every statement is bound to the company (or,
 * for the admin tracker, groups by company). Definitions:
 * - open: status "open" now; age: now - opened_at;
 * - time to fill, per hire filled in the period: requisition_hires.filled_at - requisitions.opened_at
 *   in days (a hire recorded before the opened date counts 0 days; a requisition never opened has none);
 * - time in status: stays between status changes (requisition_activity kind "status" with
 *   { from, to }); the first stay starts at the requisition's creation, the current one runs to now.
 *   A stay counts when it ended in the period, or is still going on and began before the period's
 *   end. Filled and cancelled are ends, not timed.
 */
export type RequisitionFilters = { department?: string; posting?: string };

/** Most rows a detail list reads (open requisitions, hires): a company has far fewer in a period. */
export const DETAIL_ROW_LIMIT = 5000;
const TIMED_STATUSES = REQUISITION_STATUSES.filter((s) => s !== "filled" && s !== "cancelled");
const STATUS_LIST = sql.join(
  REQUISITION_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
const ms = (v: number | string | null) => (v === null ? null : new Date(Number(v)));

/** The WHERE of the requisitions a tracker counts (alias r). */
export function requisitionScope(companyId: string | null, filters: RequisitionFilters): SQL {
  return sql.join(
    [
      companyId ? sql`r.company_id = ${companyId}` : sql`true`,
      filters.department !== undefined ? sql`r.department = ${filters.department}` : undefined,
      filters.posting ? sql`exists (select 1 from requisition_postings rp where rp.requisition_id = r.id and rp.posting_id = ${filters.posting})` : undefined,
    ].filter((p): p is SQL => p !== undefined),
    sql` and `,
  );
}

async function readByStatus(db: Db, where: SQL) {
  const { rows } = await db.execute<{ status: RequisitionStatus; n: number; openings: number; filled: number }>(sql`
    select r.status, count(*)::int as n, coalesce(sum(r.openings), 0)::int as openings, coalesce(sum(r.filled_count), 0)::int as filled
    from requisitions r where ${where} group by r.status`);
  const by = new Map(rows.map((r) => [r.status, r]));
  return REQUISITION_STATUSES.map((status) => ({ status, requisitions: by.get(status)?.n ?? 0, openings: by.get(status)?.openings ?? 0, filled: by.get(status)?.filled ?? 0 }));
}

async function readOpen(db: Db, where: SQL, now: Date): Promise<OpenRequisition[]> {
  const { rows } = await db.execute<{ id: string; number: number; title: string; department: string; status: RequisitionStatus; openings: number; filled: number; opened_ms: number | null }>(sql`
    select r.id, r.number, r.title, r.department, r.status, r.openings::int as openings, r.filled_count::int as filled, (extract(epoch from r.opened_at) * 1000)::float8 as opened_ms
    from requisitions r
    where ${where} and r.status = 'open'
    order by r.opened_at asc nulls last, r.number
    limit ${DETAIL_ROW_LIMIT}`);
  return rows.map((r) => {
    const openedAt = ms(r.opened_ms);
    return { id: r.id, number: r.number, title: r.title, department: r.department, status: r.status, openings: r.openings, filled: r.filled, openedAt, ageDays: openedAt ? Math.max(0, daysBetween(openedAt, now)) : null };
  });
}

async function readHires(db: Db, where: SQL, range: TrackerRange): Promise<TrackerHire[]> {
  const { rows } = await db.execute<{ id: string; requisition_id: string; number: number; title: string; department: string; hire_name: string; opened_ms: number | null; filled_ms: number }>(sql`
    select h.id, r.id as requisition_id, r.number, r.title, r.department, h.hire_name,
      (extract(epoch from r.opened_at) * 1000)::float8 as opened_ms, (extract(epoch from h.filled_at) * 1000)::float8 as filled_ms
    from requisition_hires h
    join requisitions r on r.id = h.requisition_id
    where ${where} and h.filled_at >= ${range.from.toISOString()}::timestamptz and h.filled_at < ${range.to.toISOString()}::timestamptz
    order by h.filled_at, h.id
    limit ${DETAIL_ROW_LIMIT}`);
  return rows.map((r) => {
    const openedAt = ms(r.opened_ms);
    const filledAt = ms(r.filled_ms)!;
    return {
      hireId: r.id,
      requisitionId: r.requisition_id,
      number: r.number,
      title: r.title,
      department: r.department,
      hireName: r.hire_name,
      openedAt,
      filledAt,
      days: openedAt ? Math.max(0, daysBetween(openedAt, filledAt)) : null,
    };
  });
}

async function readTimeInStatus(db: Db, where: SQL, range: TrackerRange, now: Date): Promise<StatusTime[]> {
  const { rows } = await db.execute<{ status: RequisitionStatus; stays: number; median_days: number; mean_days: number }>(sql`
    with reqs as (
      select r.id, r.created_at, r.status from requisitions r where ${where}
    ),
    changes as (
      select ra.requisition_id, ra.id, ra.created_at, ra.detail->>'from' as from_status
      from requisition_activity ra
      join reqs on reqs.id = ra.requisition_id
      where ra.kind = 'status' and ra.detail->>'from' in (${STATUS_LIST}) and ra.detail->>'to' in (${STATUS_LIST}) and ra.detail->>'from' <> ra.detail->>'to'
    ),
    stays as (
      select c.from_status as status,
        coalesce(lag(c.created_at) over (partition by c.requisition_id order by c.created_at, c.id), reqs.created_at) as entered,
        c.created_at as left_at
      from changes c join reqs on reqs.id = c.requisition_id
      union all
      select reqs.status, coalesce((select max(c.created_at) from changes c where c.requisition_id = reqs.id), reqs.created_at), null
      from reqs
    ),
    counted as (
      select status, greatest(extract(epoch from coalesce(left_at, ${now.toISOString()}::timestamptz) - entered), 0) / 86400 as days
      from stays
      where (left_at is not null and left_at >= ${range.from.toISOString()}::timestamptz and left_at < ${range.to.toISOString()}::timestamptz)
         or (left_at is null and entered < ${range.to.toISOString()}::timestamptz)
    )
    select status, count(*)::int as stays, percentile_cont(0.5) within group (order by days)::float8 as median_days, avg(days)::float8 as mean_days
    from counted
    group by status`);
  const by = new Map(rows.map((r) => [r.status, r]));
  return TIMED_STATUSES.map((status) => {
    const r = by.get(status);
    return r ? { status, stays: r.stays, medianDays: r.median_days, meanDays: r.mean_days } : { status, stays: 0, medianDays: null, meanDays: null };
  });
}

export async function readRequisitionTracker(db: Db, company: TrackerCompany, range: TrackerRange, filters: RequisitionFilters, now: Date): Promise<RequisitionTracker> {
  const where = requisitionScope(company.id, filters);
  const [byStatus, open, hires, timeInStatus] = await Promise.all([
    readByStatus(db, where),
    readOpen(db, where, now),
    readHires(db, where, range),
    readTimeInStatus(db, where, range, now),
  ]);
  const openRow = byStatus.find((s) => s.status === "open")!;
  const ages = open.flatMap((o) => (o.ageDays === null ? [] : [o.ageDays]));
  const counts = new Map<string, number>();
  for (const h of hires) {
    const key = periodStart(h.filledAt, range.interval).toISOString().slice(0, 10);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return {
    company,
    range,
    byStatus,
    open,
    openSummary: { requisitions: openRow.requisitions, openings: openRow.openings, filled: openRow.filled, medianAgeDays: median(ages), meanAgeDays: mean(ages) },
    hires,
    timeToFill: summarize(hires.map((h) => h.days)),
    byRequisition: summarizeBy(hires, (h) => h.requisitionId, (h) => h.days).map(({ first, summary }) => ({
      requisitionId: first.requisitionId,
      number: first.number,
      title: first.title,
      department: first.department,
      summary,
    })),
    byDepartment: summarizeBy(hires, (h) => h.department, (h) => h.days)
      .map(({ key, summary }) => ({ department: key, summary }))
      .sort((a, b) => a.department.localeCompare(b.department)),
    timeInStatus,
    hiresOverTime: fillPeriods(range, counts),
  };
}

/** The admin tracker: one row per company with requisitions, those with the most open first. */
export async function readRequisitionCompanies(db: Db, range: TrackerRange, companyId: string | null): Promise<RequisitionTrackerCompanyRow[]> {
  const where = requisitionScope(companyId, {});
  const { rows } = await db.execute<{ id: string; name: string; open: number; openings: number; filled: number; hires: number; known: number; median_days: number | null; mean_days: number | null }>(sql`
    with counts as (
      select r.company_id, count(*) filter (where r.status = 'open')::int as open,
        coalesce(sum(r.openings) filter (where r.status = 'open'), 0)::int as openings,
        coalesce(sum(r.filled_count) filter (where r.status = 'open'), 0)::int as filled
      from requisitions r where ${where} group by r.company_id
    ),
    fills as (
      select r.company_id, case when r.opened_at is null then null else greatest(extract(epoch from h.filled_at - r.opened_at), 0) / 86400 end as days
      from requisition_hires h join requisitions r on r.id = h.requisition_id
      where ${where} and h.filled_at >= ${range.from.toISOString()}::timestamptz and h.filled_at < ${range.to.toISOString()}::timestamptz
    ),
    filled as (
      select company_id, count(*)::int as hires, count(days)::int as known,
        (percentile_cont(0.5) within group (order by days))::float8 as median_days, avg(days)::float8 as mean_days
      from fills group by company_id
    )
    select c.id, c.name, counts.open, counts.openings, counts.filled, coalesce(filled.hires, 0) as hires, coalesce(filled.known, 0) as known, filled.median_days, filled.mean_days
    from counts
    join companies c on c.id = counts.company_id
    left join filled on filled.company_id = counts.company_id
    order by counts.open desc, coalesce(filled.hires, 0) desc, c.name, c.id
    limit ${DETAIL_ROW_LIMIT}`);
  return rows.map((r) => ({
    companyId: r.id,
    companyName: r.name,
    openRequisitions: r.open,
    openings: r.openings,
    filled: r.filled,
    timeToFill: { count: r.hires, medianDays: r.known ? r.median_days : null, meanDays: r.known ? r.mean_days : null },
  }));
}
