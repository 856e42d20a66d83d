import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { PipelineStageKind, PostingStatus } from "@/db/schema/employers";
import { requireCompanyCapability, type CompanyActor } from "@/lib/auth/company-access";
import { ensurePipelineStages } from "@/features/applicant-tracking/server/queries";
import { buildFunnel, buildTimeInStage, type FunnelGroup, type StageTimeStat } from "../funnel";
import type { CompanyPostingsPage, DashboardPosting, DashboardStage, DashboardTotals, HiringDashboard } from "../types";

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
/** Rows per page of the job-postings view's list. */
export const COMPANY_POSTINGS_PER_PAGE = 20;
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
      select s.candidate_stage, count(*)::int as n
      from postings p
      join application_tracking t on t.job_id = p.id and t.company_id = ${companyId}
      join company_pipeline_stages s on s.id = t.pipeline_stage_id and s.candidate_stage in ('interviewing', 'offer')
      join applications a on a.id = t.application_id and a.stage not in ('draft', 'withdrawn')
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
        where a.job_id = p.id and a.company_id = ${companyId} and a.stage <> 'draft'
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
    left join applications a on a.job_id = p.id and a.company_id = ${companyId} and a.stage <> 'draft'
    where p.company_id = ${companyId} and p.status in ('published', 'paused')`);
  return rows[0]!;
}

/**
 * Per posting: applications grouped by current stage, furthest stage reached and withdrawn. The
 * furthest stage is the latest (by position) of the current stage and every stage a stage move came
 * from or went to, Rejected aside; an application never moved has reached Applied.
 */
async function readFunnelGroups(db: Db, companyId: string, postingIds: string[], stages: DashboardStage[]) {
  const applied = stages.find((s) => s.kind === "applied")!;
  const { rows } = await db.execute<{ job_id: string; current_stage: string; furthest: number | null; withdrawn: boolean; n: number }>(sql`
    with st as (
      select id, position, kind from company_pipeline_stages where company_id = ${companyId}
    ),
    apps as (
      select t.application_id, t.job_id, coalesce(t.pipeline_stage_id, ${applied.id}::uuid) as stage_id, a.stage = 'withdrawn' as withdrawn
      from application_tracking t
      join applications a on a.id = t.application_id
      where t.job_id = any(${sql.param(postingIds)}::uuid[]) and t.company_id = ${companyId} and a.stage <> 'draft'
    ),
    moved as (
      select ev.application_id, max(s.position) as furthest
      from apps
      join application_activity ev on ev.application_id = apps.application_id and ev.kind = 'stage' and ev.company_id = ${companyId}
      join st s on s.kind <> 'rejected' and (s.id::text = ev.detail->>'toStageId' or s.id::text = ev.detail->>'fromStageId')
      group by ev.application_id
    )
    select apps.job_id, apps.stage_id as current_stage, greatest(cur.position, moved.furthest) as furthest, apps.withdrawn, count(*)::int as n
    from apps
    left join st cur on cur.id = apps.stage_id and cur.kind <> 'rejected'
    left join moved on moved.application_id = apps.application_id
    group by 1, 2, 3, 4`);
  const byPosting = new Map<string, FunnelGroup[]>();
  for (const r of rows) {
    const list = byPosting.get(r.job_id) ?? [];
    list.push({ currentStageId: r.current_stage, furthestPosition: r.furthest ?? applied.position, withdrawn: r.withdrawn, count: r.n });
    byPosting.set(r.job_id, list);
  }
  return byPosting;
}

/**
 * Per posting and stage: the stays applications made there, in days. A finished stay runs from
 * entering the stage (the previous stage move, or the application's submission for the first one)
 * to the stage move that left it (the move's fromStageId names the stage; none: Applied). A current
 * stay runs from stage_entered_at to now (to the withdrawal for a withdrawn application). Hired and
 * Rejected are outcomes and not timed.
 */
async function readStageTimes(db: Db, companyId: string, postingIds: string[], stages: DashboardStage[], now: Date) {
  const applied = stages.find((s) => s.kind === "applied")!;
  const { rows } = await db.execute<{ job_id: string; stage_id: string; stays: number; average_days: number; median_days: number }>(sql`
    with apps as (
      select t.application_id, t.job_id, coalesce(t.pipeline_stage_id, ${applied.id}::uuid) as stage_id, t.stage_entered_at,
        coalesce(a.submitted_at, t.stage_entered_at) as submitted_at,
        case when a.stage = 'withdrawn' then least(coalesce(a.withdrawn_at, a.stage_changed_at, ${iso(now)}::timestamptz), ${iso(now)}::timestamptz)
             else ${iso(now)}::timestamptz end as until
      from application_tracking t
      join applications a on a.id = t.application_id
      where t.job_id = any(${sql.param(postingIds)}::uuid[]) and t.company_id = ${companyId} and a.stage <> 'draft'
    ),
    moves as (
      select apps.job_id, coalesce(ev.detail->>'fromStageId', ${applied.id}::text) as stage_id, ev.created_at as left_at,
        coalesce(lag(ev.created_at) over (partition by ev.application_id order by ev.created_at, ev.id), apps.submitted_at) as entered_at
      from apps
      join application_activity ev on ev.application_id = apps.application_id and ev.kind = 'stage' and ev.company_id = ${companyId}
    ),
    stays as (
      select job_id, stage_id, left_at - entered_at as spent from moves
      union all
      select job_id, stage_id::text, until - stage_entered_at from apps
    )
    select stays.job_id, stays.stage_id, count(*)::int as stays,
      avg(greatest(extract(epoch from spent), 0) / 86400)::float8 as average_days,
      percentile_cont(0.5) within group (order by greatest(extract(epoch from spent), 0) / 86400)::float8 as median_days
    from stays
    join company_pipeline_stages s on s.id::text = stays.stage_id and s.company_id = ${companyId} and s.kind in ('applied', 'active')
    group by 1, 2`);
  const byPosting = new Map<string, StageTimeStat[]>();
  for (const r of rows) {
    const list = byPosting.get(r.job_id) ?? [];
    list.push({ stageId: r.stage_id, stays: r.stays, averageDays: r.average_days, medianDays: r.median_days });
    byPosting.set(r.job_id, list);
  }
  return byPosting;
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
  const [groups, times] = ids.length
    ? await Promise.all([readFunnelGroups(db, companyId, ids, stages), readStageTimes(db, companyId, ids, stages, options.now)])
    : [new Map<string, FunnelGroup[]>(), new Map<string, StageTimeStat[]>()];
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

/**
 * The job-postings view's list until the postings list of features/job-postings lands: every
 * posting of the company, newest change first, with its applications.
 */
export async function listCompanyPostings(db: Db, actor: CompanyActor, companyId: string, options: { page?: number } = {}): Promise<CompanyPostingsPage> {
  await requireCompanyCapability(db, actor, companyId, "postings.read");
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const { rows } = await db.execute<{
    id: string;
    title: string;
    status: PostingStatus;
    updated_at: Date | string;
    opened_at: Date | string | null;
    expires_at: Date | string | null;
    applicants: number;
    total: number;
  }>(sql`
    select p.id, p.title, p.status, p.updated_at, coalesce(p.first_published_at, p.published_at) as opened_at, p.expires_at,
      (select count(*) from applications a where a.job_id = p.id and a.company_id = ${companyId} and a.stage <> 'draft')::int as applicants,
      count(*) over ()::int as total
    from job_postings p
    where p.company_id = ${companyId}
    order by p.updated_at desc, p.id
    limit ${COMPANY_POSTINGS_PER_PAGE} offset ${(page - 1) * COMPANY_POSTINGS_PER_PAGE}`);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page > 1) {
    const { rows: c } = await db.execute<{ n: number }>(sql`select count(*)::int as n from job_postings where company_id = ${companyId}`);
    total = c[0]!.n;
  }
  return {
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      applicants: r.applicants,
      updatedAt: new Date(r.updated_at),
      openedAt: toDate(r.opened_at),
      expiresAt: toDate(r.expires_at),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / COMPANY_POSTINGS_PER_PAGE)),
  };
}
