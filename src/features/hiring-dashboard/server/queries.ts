import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { PipelineStageKind, PostingStatus } from "@/db/schema/employers";
import { requireCompanyCapability, type CompanyActor } from "@/lib/auth/company-access";
import { ensurePipelineStages } from "@/features/applicant-tracking/server/queries";
import { buildFunnel, buildTimeInStage, type FunnelGroup, type StageTimeStat } from "../funnel";
import type { DashboardPosting, DashboardStage, DashboardTotals, HiringDashboard } from "../types";

/** The funnel and time-in-stage rules, for the trackers (decision 046), which count the same way over a period. */
export { buildFunnel, buildTimeInStage, timedStages, type FunnelGroup, type StageTimeStat } from "../funnel";

/*
 * The hiring dashboard's reads (issue 16 part 4, decision 041). Every function checks the actor's
 * standing in the company first ("postings.read": every member, administrators with two-factor) and
 * every statement is bound to that company's id, so another company's rows never come back.
 * Definitions (funnel, time in stage, this week) are the decision's. Sized for a company with 50
 * postings and 5,000 applicants on one posting: counts come from the partial index on
 * applications (job_id, submitted_at) where stage <> 'draft', postings from (company_id, status),
 * stages from application_tracking (job_id, pipeline_stage_id, ...) and the activity's
 * (application_id, created_at).
 */

/** Postings per page of the overview's list. */
export const DASHBOARD_POSTINGS_PER_PAGE = 10;
/** "Applicants this week": applications sent in the last 7 days. */
export const WEEK_MS = 7 * 86_400_000;

const iso = (d: Date) => d.toISOString();
const toDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/** The company's name (the overview's heading names the company it acts for). */
async function companyName(db: Db, companyId: string): Promise<string> {
  const { rows } = await db.execute<{ name: string }>(sql`select name from companies where id = ${companyId}`);
  return rows[0]?.name ?? "";
}

async function readStages(db: Db, companyId: string): Promise<DashboardStage[]> {
  const stages = await ensurePipelineStages(db, companyId);
  return stages.map((s) => ({ id: s.id, name: s.name, position: s.position, kind: s.kind as PipelineStageKind, candidateStage: s.candidateStage }));
}

/** Company-wide numbers at the top of the overview. */
async function readTotals(db: Db, companyId: string, now: Date): Promise<DashboardTotals & { postingCount: number }> {
  const { rows } = await db.execute<{ open: number; all: number; week: number; interview: number; offers: number }>(sql`
    with postings as (
      select id, status from job_postings where company_id = ${companyId}
    ),
    stage_now as (
      -- Each posting's interviewing and offer stages through (job_id, pipeline_stage_id, ...).
      select s.candidate_stage, count(*)::int as n
      from company_pipeline_stages s
      join postings p on true
      join application_tracking t on t.job_id = p.id and t.pipeline_stage_id = s.id and t.company_id = ${companyId}
      join applications a on a.id = t.application_id and a.stage not in ('draft', 'withdrawn')
      where s.company_id = ${companyId} and s.candidate_stage in ('interviewing', 'offer')
      group by s.candidate_stage
    )
    select
      (select count(*) from postings where status = 'published')::int as open,
      (select count(*) from postings)::int as all,
      (select count(*) from applications a join postings p on p.id = a.job_id
        where a.company_id = ${companyId} and a.stage <> 'draft' and a.submitted_at > ${iso(new Date(now.getTime() - WEEK_MS))}::timestamptz)::int as week,
      coalesce((select n from stage_now where candidate_stage = 'interviewing'), 0) as interview,
      coalesce((select n from stage_now where candidate_stage = 'offer'), 0) as offers`);
  const r = rows[0]!;
  return { openPostings: r.open, applicantsThisWeek: r.week, inInterview: r.interview, offersOut: r.offers, postingCount: r.all };
}

type PostingRow = {
  id: string;
  title: string;
  status: PostingStatus;
  opened_at: Date | string | null;
  expires_at: Date | string | null;
  paused_at: Date | string | null;
  total: number;
  fresh: number;
  active_count: number;
  active_total: number;
  active_fresh: number;
};

/** The published and paused postings, those with the most new applicants first, one page of them. */
async function readActivePostings(db: Db, companyId: string, since: Date | null, page: number) {
  const sinceParam = since ? iso(since) : null;
  const { rows } = await db.execute<PostingRow>(sql`
    with counted as (
      select p.id, p.title, p.status, coalesce(p.first_published_at, p.published_at) as opened_at, p.expires_at, p.paused_at, p.created_at,
        c.total, c.fresh
      from job_postings p
      cross join lateral (
        select count(*)::int as total,
          count(*) filter (where ${sinceParam}::timestamptz is null or a.submitted_at > ${sinceParam}::timestamptz)::int as fresh
        from applications a
        -- The posting is the company's (below) and an application's company is its job's: no
        -- company_id here, so the count is an index-only scan of applications_job_submitted_idx.
        where a.job_id = p.id and a.stage <> 'draft'
      ) c
      where p.company_id = ${companyId} and p.status in ('published', 'paused')
    )
    select *, count(*) over ()::int as active_count, (sum(total) over ())::int as active_total, (sum(fresh) over ())::int as active_fresh
    from counted
    order by fresh desc, (status = 'published') desc, coalesce(opened_at, created_at) desc, id
    limit ${DASHBOARD_POSTINGS_PER_PAGE} offset ${(page - 1) * DASHBOARD_POSTINGS_PER_PAGE}`);
  return rows;
}

/** Active postings and applications to them when the page asked for is past the last one (the counts alone). */
async function readActiveCounts(db: Db, companyId: string, since: Date | null) {
  const sinceParam = since ? iso(since) : null;
  const { rows } = await db.execute<{ n: number; total: number; fresh: number }>(sql`
    select count(distinct p.id)::int as n, count(a.id)::int as total,
      count(a.id) filter (where ${sinceParam}::timestamptz is null or a.submitted_at > ${sinceParam}::timestamptz)::int as fresh
    from job_postings p
    left join applications a on a.job_id = p.id and a.stage <> 'draft'
    where p.company_id = ${companyId} and p.status in ('published', 'paused')`);
  return rows[0]!;
}

/**
 * Per posting, in one pass over its applications and their stage moves (read once, used twice):
 *
 * - funnel groups: applications by current stage, furthest stage reached and withdrawn. The furthest
 *   stage is the latest (by position) of the current stage and every stage a move came from or went
 *   to, Rejected aside; an application never moved has reached Applied.
 * - stage times: the stays applications made in each stage, in days. A finished stay runs from
 *   entering the stage (the previous move, or the submission for the first one) to the move that
 *   left it (the move's fromStageId names the stage; none: Applied). A current stay runs from
 *   stage_entered_at to now (to the withdrawal for a withdrawn application). Hired and Rejected are
 *   outcomes and not timed.
 */
async function readPipelines(db: Db, companyId: string, postingIds: string[], stages: DashboardStage[], now: Date) {
  const applied = stages.find((s) => s.kind === "applied")!;
  const nowParam = iso(now);
  const { rows } = await db.execute<{
    part: "funnel" | "time";
    job_id: string;
    stage_id: string;
    furthest: number | null;
    withdrawn: boolean | null;
    n: number;
    average_days: number | null;
    median_days: number | null;
  }>(sql`
    with st as (
      select id::text as sid, position, kind from company_pipeline_stages where company_id = ${companyId}
    ),
    apps as materialized (
      select a.id as application_id, a.job_id, coalesce(t.pipeline_stage_id::text, ${applied.id}::text) as stage_id, t.stage_entered_at,
        coalesce(a.submitted_at, t.stage_entered_at) as submitted_at, a.stage = 'withdrawn' as withdrawn,
        case when a.stage = 'withdrawn' then least(coalesce(a.withdrawn_at, a.stage_changed_at, ${nowParam}::timestamptz), ${nowParam}::timestamptz)
             else ${nowParam}::timestamptz end as until
      from applications a
      join application_tracking t on t.application_id = a.id
      where a.job_id = any(${sql.param(postingIds)}::uuid[]) and a.stage <> 'draft' and t.company_id = ${companyId}
    ),
    moves as materialized (
      select ev.application_id, apps.job_id, coalesce(ev.detail->>'fromStageId', ${applied.id}::text) as from_id, ev.detail->>'toStageId' as to_id,
        ev.created_at - coalesce(lag(ev.created_at) over (partition by ev.application_id order by ev.created_at, ev.id), apps.submitted_at) as spent
      from apps
      join application_activity ev on ev.application_id = apps.application_id and ev.kind = 'stage' and ev.company_id = ${companyId}
    ),
    furthest as (
      select m.application_id, max(greatest(f.position, t.position)) as position
      from moves m
      left join st f on f.sid = m.from_id and f.kind <> 'rejected'
      left join st t on t.sid = m.to_id and t.kind <> 'rejected'
      group by m.application_id
    ),
    stays as (
      select job_id, from_id as stage_id, spent from moves
      union all
      select job_id, stage_id, until - stage_entered_at from apps
    )
    select 'funnel' as part, apps.job_id, apps.stage_id, greatest(cur.position, furthest.position) as furthest, apps.withdrawn, count(*)::int as n,
      null::float8 as average_days, null::float8 as median_days
    from apps
    left join st cur on cur.sid = apps.stage_id and cur.kind <> 'rejected'
    left join furthest on furthest.application_id = apps.application_id
    group by 2, 3, 4, 5
    union all
    select 'time', stays.job_id, stays.stage_id, null, null, count(*)::int,
      avg(greatest(extract(epoch from spent), 0) / 86400)::float8,
      percentile_cont(0.5) within group (order by greatest(extract(epoch from spent), 0) / 86400)::float8
    from stays
    join st on st.sid = stays.stage_id and st.kind in ('applied', 'active')
    group by 2, 3`);
  const groups = new Map<string, FunnelGroup[]>();
  const times = new Map<string, StageTimeStat[]>();
  for (const r of rows) {
    if (r.part === "funnel") {
      const list = groups.get(r.job_id) ?? [];
      list.push({ currentStageId: r.stage_id, furthestPosition: r.furthest ?? applied.position, withdrawn: Boolean(r.withdrawn), count: r.n });
      groups.set(r.job_id, list);
    } else {
      const list = times.get(r.job_id) ?? [];
      list.push({ stageId: r.stage_id, stays: r.n, averageDays: r.average_days ?? 0, medianDays: r.median_days ?? 0 });
      times.set(r.job_id, list);
    }
  }
  return { groups, times };
}

/**
 * The overview: company totals, the active postings with their new applicants (after `newSince`;
 * null: all are new), and each listed posting's funnel and time in stage.
 */
export async function readHiringDashboard(
  db: Db,
  actor: CompanyActor,
  companyId: string,
  options: { now: Date; newSince: Date | null; newSinceKind?: HiringDashboard["newSinceKind"]; page?: number },
): Promise<HiringDashboard> {
  await requireCompanyCapability(db, actor, companyId, "postings.read");
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const [name, stages, totals, rows] = await Promise.all([
    companyName(db, companyId),
    readStages(db, companyId),
    readTotals(db, companyId, options.now),
    readActivePostings(db, companyId, options.newSince, page),
  ]);
  const counts = rows[0]
    ? { n: rows[0].active_count, total: rows[0].active_total, fresh: rows[0].active_fresh }
    : page > 1
      ? await readActiveCounts(db, companyId, options.newSince)
      : { n: 0, total: 0, fresh: 0 };
  const ids = rows.map((r) => r.id);
  const { groups, times } = ids.length
    ? await readPipelines(db, companyId, ids, stages, options.now)
    : { groups: new Map<string, FunnelGroup[]>(), times: new Map<string, StageTimeStat[]>() };
  const postings: DashboardPosting[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    openedAt: toDate(r.opened_at),
    expiresAt: toDate(r.expires_at),
    pausedAt: toDate(r.paused_at),
    totalApplicants: r.total,
    newApplicants: r.fresh,
    funnel: buildFunnel(stages, groups.get(r.id) ?? []),
    timeInStage: buildTimeInStage(stages, times.get(r.id) ?? []),
  }));
  const { postingCount, ...companyTotals } = totals;
  return {
    company: { id: companyId, name },
    newSince: options.newSince,
    newSinceKind: options.newSinceKind ?? "last-visit",
    totals: companyTotals,
    postingCount,
    activePostingCount: counts.n,
    activeApplicants: counts.total,
    newApplicants: counts.fresh,
    postings,
    page,
    pageCount: Math.max(1, Math.ceil(counts.n / DASHBOARD_POSTINGS_PER_PAGE)),
  };
}
