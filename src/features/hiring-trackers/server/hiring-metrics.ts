import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { PipelineStageKind } from "@/db/schema/employers";
import type { DashboardStage } from "@/features/hiring-dashboard/types";
import { buildFunnel, buildTimeInStage, type FunnelGroup, type StageTimeStat } from "@/features/hiring-dashboard/server/queries";
import { fillPeriods, periodStart, type TrackerRange } from "../range";
import type { HiringTracker, HiringTrackerCompanyRow, TrackerCompany } from "../types";

/*
 * The hiring tracker's reads (decision 046): the hiring dashboard's funnel and time in stage
 * (decision 041, the same rules and the same pure functions) over the applications sent in a
 * period instead of one posting's, plus hires over time. No authorization here (server/queries.ts
 * checks first); every statement is bound to the company, or groups by company for the admin tracker.
 *
 * - The cohort: applications to the company's postings sent in the period (optionally one posting,
 *   or the postings linked to a department's requisitions).
 * - Funnel: per application its current stage and furthest stage (the latest by position of the
 *   current stage and every stage a move came from or went to, Rejected aside; never moved: Applied).
 * - Time in stage: finished stays (entering the stage -> the move that left it) and current ones
 *   (stage_entered_at -> now, or the withdrawal), Applied and the working stages only.
 * - Hires over time: stage moves into the Hired stage made in the period, by when they were made.
 */
export type HiringFilters = { department?: string; posting?: string };

function cohortScope(companyId: string | null, range: TrackerRange, filters: HiringFilters): SQL {
  return sql.join(
    [
      companyId ? sql`a.company_id = ${companyId}` : undefined,
      sql`a.stage <> 'draft'`,
      sql`a.submitted_at >= ${range.from.toISOString()}::timestamptz and a.submitted_at < ${range.to.toISOString()}::timestamptz`,
      filters.posting ? sql`a.job_id = ${filters.posting}` : undefined,
      filters.department !== undefined
        ? sql`a.job_id in (select rp.posting_id from requisition_postings rp join requisitions r on r.id = rp.requisition_id where r.company_id = a.company_id and r.department = ${filters.department})`
        : undefined,
    ].filter((p): p is SQL => p !== undefined),
    sql` and `,
  );
}

type PipelineRow = {
  part: "funnel" | "time" | "time-all";
  company_id: string;
  job_id: string | null;
  stage_id: string | null;
  furthest: number | null;
  withdrawn: boolean | null;
  n: number;
  average_days: number | null;
  median_days: number | null;
};

/** Funnel groups per company and posting, stays per company and stage (and per company over every timed stage). */
async function readPipelineRows(db: Db, companyId: string | null, range: TrackerRange, filters: HiringFilters, now: Date): Promise<PipelineRow[]> {
  const nowParam = now.toISOString();
  const { rows } = await db.execute<PipelineRow>(sql`
    with st as (
      select id::text as sid, company_id, position, kind from company_pipeline_stages ${companyId ? sql`where company_id = ${companyId}` : sql``}
    ),
    applied as (
      select company_id, sid, position from st where kind = 'applied'
    ),
    apps as materialized (
      select a.id as application_id, a.company_id, a.job_id, coalesce(t.pipeline_stage_id::text, ap.sid) as stage_id,
        coalesce(t.stage_entered_at, a.submitted_at) as stage_entered_at, a.submitted_at, a.stage = 'withdrawn' as withdrawn,
        case when a.stage = 'withdrawn' then least(coalesce(a.withdrawn_at, a.stage_changed_at, ${nowParam}::timestamptz), ${nowParam}::timestamptz)
             else ${nowParam}::timestamptz end as until,
        ap.sid as applied_id, ap.position as applied_position
      from applications a
      join job_postings p on p.id = a.job_id and p.company_id = a.company_id
      left join application_tracking t on t.application_id = a.id
      left join applied ap on ap.company_id = a.company_id
      where ${cohortScope(companyId, range, filters)}
    ),
    moves as materialized (
      select ev.application_id, apps.company_id, coalesce(ev.detail->>'fromStageId', apps.applied_id) as from_id, ev.detail->>'toStageId' as to_id,
        ev.created_at - coalesce(lag(ev.created_at) over (partition by ev.application_id order by ev.created_at, ev.id), apps.submitted_at) as spent
      from apps
      join application_activity ev on ev.application_id = apps.application_id and ev.kind = 'stage' and ev.company_id = apps.company_id
    ),
    furthest as (
      select m.application_id, max(greatest(f.position, t.position)) as position
      from moves m
      left join st f on f.sid = m.from_id and f.kind <> 'rejected'
      left join st t on t.sid = m.to_id and t.kind <> 'rejected'
      group by m.application_id
    ),
    stays as (
      select company_id, from_id as stage_id, spent from moves
      union all
      select company_id, stage_id, until - stage_entered_at from apps
    ),
    timed as (
      select stays.company_id, stays.stage_id, greatest(extract(epoch from spent), 0) / 86400 as days
      from stays
      join st on st.sid = stays.stage_id and st.company_id = stays.company_id and st.kind in ('applied', 'active')
    )
    select 'funnel' as part, apps.company_id, apps.job_id, apps.stage_id,
      coalesce(greatest(cur.position, furthest.position), apps.applied_position) as furthest, apps.withdrawn, count(*)::int as n,
      null::float8 as average_days, null::float8 as median_days
    from apps
    left join st cur on cur.sid = apps.stage_id and cur.kind <> 'rejected'
    left join furthest on furthest.application_id = apps.application_id
    group by 2, 3, 4, 5, 6
    union all
    select 'time', company_id, null, stage_id, null, null, count(*)::int, avg(days)::float8, (percentile_cont(0.5) within group (order by days))::float8
    from timed group by 2, 4
    union all
    select 'time-all', company_id, null, null, null, null, count(*)::int, avg(days)::float8, (percentile_cont(0.5) within group (order by days))::float8
    from timed group by 2`);
  return rows;
}

/** Moves into a Hired stage made in the period: their times (one company) or counts per company. */
function hiresScope(companyId: string | null, range: TrackerRange, filters: HiringFilters): SQL {
  return sql`
    from application_activity ev
    join company_pipeline_stages hs on hs.id::text = ev.detail->>'toStageId' and hs.company_id = ev.company_id and hs.kind = 'hired'
    join applications a on a.id = ev.application_id
    where ev.kind = 'stage' ${companyId ? sql`and ev.company_id = ${companyId}` : sql``}
      and ev.created_at >= ${range.from.toISOString()}::timestamptz and ev.created_at < ${range.to.toISOString()}::timestamptz
      ${filters.posting ? sql`and a.job_id = ${filters.posting}` : sql``}
      ${
        filters.department !== undefined
          ? sql`and a.job_id in (select rp.posting_id from requisition_postings rp join requisitions r on r.id = rp.requisition_id where r.company_id = ev.company_id and r.department = ${filters.department})`
          : sql``
      }`;
}

async function readStagesOf(db: Db, companyIds: string[]): Promise<Map<string, DashboardStage[]>> {
  const out = new Map<string, DashboardStage[]>();
  if (!companyIds.length) return out;
  const { rows } = await db.execute<{ id: string; company_id: string; name: string; position: number; kind: PipelineStageKind; candidate_stage: string | null }>(sql`
    select id, company_id, name, position, kind, candidate_stage from company_pipeline_stages where company_id = any(${sql.param(companyIds)}::uuid[]) order by company_id, position`);
  for (const r of rows) {
    const list = out.get(r.company_id) ?? [];
    list.push({ id: r.id, name: r.name, position: r.position, kind: r.kind, candidateStage: r.candidate_stage });
    out.set(r.company_id, list);
  }
  return out;
}

const toGroup = (r: PipelineRow, appliedPosition: number): FunnelGroup => ({
  currentStageId: r.stage_id ?? "",
  furthestPosition: r.furthest ?? appliedPosition,
  withdrawn: Boolean(r.withdrawn),
  count: r.n,
});

/** One company's tracker; `stages` are the company's pipeline stages (made from the defaults on first use by the caller). */
export async function readHiringTracker(
  db: Db,
  company: TrackerCompany,
  stages: DashboardStage[],
  range: TrackerRange,
  filters: HiringFilters,
  now: Date,
): Promise<HiringTracker> {
  const [rows, hires] = await Promise.all([
    readPipelineRows(db, company.id, range, filters, now),
    db.execute<{ at_ms: number }>(sql`select (extract(epoch from ev.created_at) * 1000)::float8 as at_ms ${hiresScope(company.id, range, filters)}`),
  ]);
  const applied = stages.find((s) => s.kind === "applied")!;
  const byJob = new Map<string, FunnelGroup[]>();
  const stats: StageTimeStat[] = [];
  for (const r of rows) {
    if (r.part === "funnel") {
      const list = byJob.get(r.job_id!) ?? [];
      list.push(toGroup(r, applied.position));
      byJob.set(r.job_id!, list);
    } else if (r.part === "time") {
      stats.push({ stageId: r.stage_id!, stays: r.n, averageDays: r.average_days ?? 0, medianDays: r.median_days ?? 0 });
    }
  }
  const ids = [...byJob.keys()];
  const titles = new Map<string, string>();
  if (ids.length) {
    const { rows: t } = await db.execute<{ id: string; title: string }>(sql`select id, title from job_postings where company_id = ${company.id} and id = any(${sql.param(ids)}::uuid[])`);
    for (const p of t) titles.set(p.id, p.title);
  }
  const funnel = buildFunnel(stages, [...byJob.values()].flat());
  const byPosting = ids
    .map((id) => ({ postingId: id, title: titles.get(id) || "Untitled posting", funnel: buildFunnel(stages, byJob.get(id)!) }))
    .sort((a, b) => (b.funnel.stages[0]?.reached ?? 0) - (a.funnel.stages[0]?.reached ?? 0) || a.title.localeCompare(b.title));
  const counts = new Map<string, number>();
  for (const h of hires.rows) {
    const key = periodStart(new Date(Number(h.at_ms)), range.interval).toISOString().slice(0, 10);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const applications = funnel.stages[0]?.reached ?? 0;
  const hired = funnel.stages.find((s) => s.kind === "hired")?.reached ?? 0;
  return {
    company,
    range,
    stages,
    funnel,
    byPosting,
    timeInStage: buildTimeInStage(stages, stats),
    hiresOverTime: fillPeriods(range, counts),
    totals: { applications, hired, conversion: applications ? hired / applications : null },
  };
}

/** The admin tracker: one row per company with applications in the period (or hires), the most applications first. */
export async function readHiringCompanies(db: Db, range: TrackerRange, companyId: string | null, now: Date): Promise<HiringTrackerCompanyRow[]> {
  const [rows, hires] = await Promise.all([
    readPipelineRows(db, companyId, range, {}, now),
    db.execute<{ company_id: string; n: number }>(sql`select ev.company_id, count(*)::int as n ${hiresScope(companyId, range, {})} group by ev.company_id`),
  ]);
  const companyIds = [...new Set([...rows.map((r) => r.company_id), ...hires.rows.map((h) => h.company_id)])];
  if (!companyIds.length) return [];
  const [stagesOf, names] = await Promise.all([
    readStagesOf(db, companyIds),
    db.execute<{ id: string; name: string }>(sql`select id, name from companies where id = any(${sql.param(companyIds)}::uuid[])`),
  ]);
  const nameOf = new Map(names.rows.map((r) => [r.id, r.name]));
  const hiresOf = new Map(hires.rows.map((h) => [h.company_id, h.n]));
  const out = companyIds.map((id): HiringTrackerCompanyRow => {
    const stages = stagesOf.get(id) ?? [];
    const applied = stages.find((s) => s.kind === "applied");
    const hiredStage = stages.find((s) => s.kind === "hired");
    const mine = rows.filter((r) => r.company_id === id);
    const groups = mine.filter((r) => r.part === "funnel");
    const all = mine.find((r) => r.part === "time-all");
    const applications = groups.reduce((sum, g) => sum + g.n, 0);
    const reached = (position: number | undefined) => (position === undefined ? 0 : groups.reduce((sum, g) => ((g.furthest ?? -1) >= position ? sum + g.n : sum), 0));
    return {
      companyId: id,
      companyName: nameOf.get(id) ?? "",
      applications,
      movedOn: applied ? groups.reduce((sum, g) => ((g.furthest ?? applied.position) > applied.position ? sum + g.n : sum), 0) : 0,
      hired: reached(hiredStage?.position),
      hiresInPeriod: hiresOf.get(id) ?? 0,
      medianDaysInStage: all ? all.median_days : null,
    };
  });
  return out.sort((a, b) => b.applications - a.applications || b.hiresInPeriod - a.hiresInPeriod || a.companyName.localeCompare(b.companyName));
}
