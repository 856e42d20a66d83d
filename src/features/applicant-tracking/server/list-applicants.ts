import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobScreeningQuestions } from "@/db/schema";
import type { ApplicationSource, ApplicationStage } from "@/db/schema/applications";
import type { RejectionReason } from "@/db/schema/employers";
import { ATS_LIMITS, type ApplicantFilters } from "../schemas";
import type { ApplicantCard, ApplicantPage, ApplicantSort, BoardColumn, FilterQuestion, StageView } from "../types";
import { ensurePipelineStages } from "./pipeline-stages";

/*
 * A posting's applicants, as the list (one page, counts per stage) and the board (the first page of
 * every stage in one statement) read them (decision 040). One row per sent application on Upstep:
 * application_tracking (stage, time in stage, rating) joined to applications (name and headline from
 * the profile snapshot, applied date, source, knock-out flag). Applications made on the employer's
 * own site ("Did you apply? yes": channel external) are the candidate's record only and not listed;
 * withdrawn ones only when asked for. Paged by offset (a posting's applicants are thousands at most).
 */
type Row = {
  id: string;
  name: string;
  headline: string;
  submitted_at: Date | string;
  source: ApplicationSource;
  knocked_out: number;
  rating_average: number | null;
  rating_count: number;
  stage_id: string;
  stage_entered_at: Date | string;
  stage: ApplicationStage;
  rejection_reason: RejectionReason | null;
  total?: number | string;
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function toCard(r: Row): ApplicantCard {
  return {
    id: r.id,
    name: r.name,
    headline: r.headline,
    appliedAt: iso(r.submitted_at),
    source: r.source,
    knockedOut: Number(r.knocked_out) === 1,
    ratingAverage: r.rating_average === null ? null : Math.round(Number(r.rating_average) * 10) / 10,
    ratingCount: Number(r.rating_count),
    stageId: r.stage_id,
    stageEnteredAt: iso(r.stage_entered_at),
    candidateStage: r.stage,
    rejectionReason: r.rejection_reason,
  };
}

const ORDER: Record<ApplicantSort, SQL> = {
  "applied-desc": sql`a.submitted_at desc, a.id desc`,
  "applied-asc": sql`a.submitted_at asc, a.id asc`,
  "rating-desc": sql`t.rating_average desc nulls last, a.submitted_at desc, a.id desc`,
  "stage-time-desc": sql`t.stage_entered_at asc, a.id asc`,
  "name-asc": sql`lower(coalesce(a.profile_snapshot->>'name', '')) asc, a.id asc`,
};

function stageExpr(appliedStageId: string): SQL {
  return sql`coalesce(t.pipeline_stage_id, ${appliedStageId}::uuid)`;
}

/** The WHERE of every read: the job, sent on Upstep, and the filters (but the stage). */
function conditions(jobId: string, f: Omit<ApplicantFilters, "sort" | "stage">): SQL {
  const parts: SQL[] = [sql`t.job_id = ${jobId}::uuid`, sql`a.channel = 'upstep'`];
  if (!f.withdrawn) parts.push(sql`a.stage <> 'withdrawn'`);
  if (f.knockout === "knocked-out") parts.push(sql`a.knocked_out = 1`);
  if (f.knockout === "passed") parts.push(sql`a.knocked_out = 0`);
  if (f.answer) {
    const at = f.answer.indexOf(":");
    const questionId = f.answer.slice(0, at).toLowerCase();
    const answer = f.answer.slice(at + 1);
    parts.push(sql`a.answers @> ${JSON.stringify([{ questionId, answer }])}::jsonb`);
  }
  if (f.minRating) parts.push(sql`t.rating_average >= ${f.minRating}`);
  if (f.source) parts.push(sql`a.source = ${f.source}`);
  return sql.join(parts, sql` and `);
}

/** The details of the rows a page shows, read only for those rows (the profile snapshot is jsonb, read from TOAST). */
const DETAILS = sql`
  a.id, coalesce(a.profile_snapshot->>'name', 'Applicant') as name, coalesce(a.profile_snapshot->>'headline', '') as headline,
  a.submitted_at, a.source, a.knocked_out, t.rating_average, t.rating_count, p.stage_id,
  t.stage_entered_at, a.stage, t.rejection_reason`;

/** The sort keys the inner queries carry (the name only when sorting by it). */
function sortKeys(sort: ApplicantSort): SQL {
  return sort === "name-asc" ? sql`a.submitted_at, t.rating_average, t.stage_entered_at, lower(coalesce(a.profile_snapshot->>'name', '')) as sort_name` : sql`a.submitted_at, t.rating_average, t.stage_entered_at`;
}

const OUTER_ORDER: Record<ApplicantSort, SQL> = {
  "applied-desc": sql`p.submitted_at desc, p.application_id desc`,
  "applied-asc": sql`p.submitted_at asc, p.application_id asc`,
  "rating-desc": sql`p.rating_average desc nulls last, p.submitted_at desc, p.application_id desc`,
  "stage-time-desc": sql`p.stage_entered_at asc, p.application_id asc`,
  "name-asc": sql`p.sort_name asc, p.application_id asc`,
};

function appliedStage(stages: StageView[]): StageView {
  return stages.find((s) => s.kind === "applied") ?? stages[0]!;
}

/**
 * One page of the list (or of one board column, with `filters.stage`) and the counts per stage under
 * the filters (the page's total comes from them); the two statements run side by side.
 */
export async function listApplicantsPage(
  db: Db,
  params: { jobId: string; stages: StageView[]; filters: ApplicantFilters; cursor: number; pageSize?: number },
): Promise<{ page: ApplicantPage; counts: Record<string, number> }> {
  const { jobId, stages, filters, cursor } = params;
  const size = params.pageSize ?? ATS_LIMITS.pageSize;
  const applied = appliedStage(stages).id;
  const where = filters.stage ? sql`${conditions(jobId, filters)} and ${stageExpr(applied)} = ${filters.stage.toLowerCase()}::uuid` : conditions(jobId, filters);
  const [counts, { rows }] = await Promise.all([
    countByStage(db, { jobId, stages, filters: { ...filters, stage: undefined } }),
    db.execute<Row>(sql`
    select ${DETAILS}
    from (
      select t.application_id, ${stageExpr(applied)} as stage_id, ${sortKeys(filters.sort)}
      from application_tracking t join applications a on a.id = t.application_id
      where ${where}
      order by ${ORDER[filters.sort]}
      limit ${size} offset ${cursor}
    ) p
    join applications a on a.id = p.application_id
    join application_tracking t on t.application_id = p.application_id
    order by ${OUTER_ORDER[filters.sort]}`),
  ]);
  const total = filters.stage ? (counts[filters.stage.toLowerCase()] ?? 0) : Object.values(counts).reduce((n, c) => n + c, 0);
  return { page: { items: rows.map(toCard), total, nextCursor: cursor + rows.length < total ? cursor + rows.length : null }, counts };
}

/** Applicants per stage under the filters (the list's stage tabs). */
export async function countByStage(db: Db, params: { jobId: string; stages: StageView[]; filters: ApplicantFilters }): Promise<Record<string, number>> {
  const applied = appliedStage(params.stages).id;
  const { rows } = await db.execute<{ stage_id: string; n: number }>(sql`
    select ${stageExpr(applied)} as stage_id, count(*)::int as n
    from application_tracking t join applications a on a.id = t.application_id
    where ${conditions(params.jobId, params.filters)}
    group by 1`);
  const counts: Record<string, number> = Object.fromEntries(params.stages.map((s) => [s.id, 0]));
  for (const r of rows) counts[r.stage_id] = Number(r.n);
  return counts;
}

/** The board: every stage's first page and its total, in one statement. */
export async function boardColumns(db: Db, params: { jobId: string; stages: StageView[]; filters: ApplicantFilters; pageSize?: number }): Promise<BoardColumn[]> {
  const { jobId, stages, filters } = params;
  const size = params.pageSize ?? ATS_LIMITS.boardPageSize;
  const applied = appliedStage(stages).id;
  const { rows } = await db.execute<Row & { rn: number }>(sql`
    select ${DETAILS}, p.rn, p.total
    from (
      select * from (
        select t.application_id, ${stageExpr(applied)} as stage_id, ${sortKeys(filters.sort)},
          row_number() over (partition by ${stageExpr(applied)} order by ${ORDER[filters.sort]}) as rn,
          count(*) over (partition by ${stageExpr(applied)}) as total
        from application_tracking t join applications a on a.id = t.application_id
        where ${conditions(jobId, filters)}
      ) x where rn <= ${size}
      -- At most a page per stage: the limit tells the planner so, and the details are then read by key.
      limit ${size * stages.length}
    ) p
    join applications a on a.id = p.application_id
    join application_tracking t on t.application_id = p.application_id
    order by p.stage_id, p.rn`);
  const byStage = new Map<string, Row[]>();
  for (const r of rows) byStage.set(r.stage_id, [...(byStage.get(r.stage_id) ?? []), r]);
  return stages.map((s) => {
    const items = byStage.get(s.id) ?? [];
    const total = items.length ? Number(items[0]!.total) : 0;
    return { ...s, items: items.map(toCard), total, nextCursor: items.length < total ? items.length : null };
  });
}

/** The job's choice and yes/no questions with their possible answers: the knock-out filter's choices. */
export async function filterQuestions(db: Db, jobId: string): Promise<FilterQuestion[]> {
  const rows = await db
    .select({ id: jobScreeningQuestions.id, prompt: jobScreeningQuestions.prompt, kind: jobScreeningQuestions.kind, options: jobScreeningQuestions.options })
    .from(jobScreeningQuestions)
    .where(and(eq(jobScreeningQuestions.jobId, jobId), inArray(jobScreeningQuestions.kind, ["yes-no", "choice"])))
    .orderBy(asc(jobScreeningQuestions.position));
  return rows.map((q) => ({ id: q.id, prompt: q.prompt, answers: q.kind === "yes-no" ? ["yes", "no"] : q.options }));
}

export async function postingStages(db: Db, companyId: string): Promise<StageView[]> {
  return ensurePipelineStages(db, companyId);
}
