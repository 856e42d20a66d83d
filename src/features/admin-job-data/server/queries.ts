import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { RejectionReasons } from "@/db/schema/jobs";
import type { FeedFormat, FeedSourceOrigin, TagRuleField, TagRuleMatch, TagRuleRunStatus } from "@/db/schema/admin-job-data";
import { feedSchedule } from "@/lib/queue/feeds";
import type { QueueSchedule } from "@/lib/queue/queues";
import { queueSender } from "@/lib/queue/enqueue";
import { cronLabel } from "../cron-label";
import type { RunsQuery, RunSort } from "../schemas";
import type { FeedQueueState, FeedSourceRow, ImportRunDetail, ImportRunSummary, TagRuleRow, TagRuleRunRow } from "../types";
import { nextRunAt } from "./schedule-check";

/* Reads of the job data back office (decision 055). */

export const RUNS_PAGE_SIZE = 25;
/** The CSV holds at most this many runs (the newest, or the first in the chosen order). */
export const RUNS_CSV_MAX = 10_000;
export const LAST_RUNS_PER_SOURCE = 3;
/** Charts without a chosen range show this many days up to today. */
export const DEFAULT_CHART_DAYS = 30;

const arr = (values: readonly unknown[]): SQL => sql`${sql.param(values)}`;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

type RunRecord = {
  id: string;
  source: string;
  status: ImportRunSummary["status"];
  started_at: Date | string;
  finished_at: Date | string | null;
  read_count: number;
  created_count: number;
  updated_count: number;
  unchanged_count: number;
  expired_count: number;
  rejected_count: number;
  error: string | null;
};
const RUN_COLUMNS = sql`id, source, status, started_at, finished_at, read_count, created_count, updated_count, unchanged_count, expired_count, rejected_count, error`;

function toRun(r: RunRecord): ImportRunSummary {
  const startedAt = iso(r.started_at)!;
  const finishedAt = iso(r.finished_at);
  return {
    id: r.id,
    source: r.source,
    status: r.status,
    startedAt,
    finishedAt,
    durationMs: finishedAt ? new Date(finishedAt).getTime() - new Date(startedAt).getTime() : null,
    read: r.read_count,
    created: r.created_count,
    updated: r.updated_count,
    unchanged: r.unchanged_count,
    expired: r.expired_count,
    rejected: r.rejected_count,
    error: r.error,
  };
}

/** The enabled sources as the worker schedules them (the worker re-reads these every minute). */
export async function loadFeedSchedules(db: Db): Promise<QueueSchedule[]> {
  const rows = await db.execute<{ source_key: string; url: string; format: FeedFormat; cron: string }>(sql`
    select source_key, url, format, cron from job_feed_sources where enabled order by source_key`);
  return rows.rows.map((r) => feedSchedule({ source: r.source_key, url: r.url, format: r.format, cron: r.cron, label: cronLabel(r.cron) }));
}

/** Every feed source with its schedule in words, its next run, what the queue holds for it and its last runs. */
export async function listFeedSources(db: Db): Promise<FeedSourceRow[]> {
  const sources = await db.execute<{
    id: string; source_key: string; name: string; url: string; format: FeedFormat; cron: string; enabled: boolean; origin: FeedSourceOrigin; updated_at: Date | string;
  }>(sql`select id, source_key, name, url, format, cron, enabled, origin, updated_at from job_feed_sources order by lower(name), source_key`);
  if (!sources.rows.length) return [];
  const keys = sources.rows.map((s) => s.source_key);
  const [runs, queued] = await Promise.all([
    db.execute<RunRecord>(sql`
      select ${RUN_COLUMNS} from (
        select *, row_number() over (partition by source order by started_at desc, id desc) as n
        from import_runs where source = any(${arr(keys)}::text[])
      ) r where n <= ${LAST_RUNS_PER_SOURCE} order by source, started_at desc, id desc`),
    db.execute<{ source: string; active: boolean }>(sql`
      select data->>'source' as source, bool_or(state = 'active') as active from pgboss.job
      where name = 'import-feed' and state in ('created', 'retry', 'active') and data->>'source' = any(${arr(keys)}::text[])
      group by 1`),
  ]);
  const boss = await queueSender();
  return sources.rows.map((s) => {
    const lastRuns = runs.rows.filter((r) => r.source === s.source_key).map(toRun);
    const q = queued.rows.find((r) => r.source === s.source_key);
    const running = lastRuns[0]?.status === "running" && Date.now() - new Date(lastRuns[0].startedAt).getTime() < 3_600_000;
    const queue: FeedQueueState = running || q?.active ? "running" : q ? "queued" : null;
    return {
      id: s.id,
      sourceKey: s.source_key,
      name: s.name,
      url: s.url,
      format: s.format,
      cron: s.cron,
      cronLabel: cronLabel(s.cron),
      enabled: s.enabled,
      origin: s.origin,
      updatedAt: iso(s.updated_at)!,
      nextRunAt: s.enabled ? nextRunAt(boss, s.cron) : null,
      queue,
      lastRuns,
    };
  });
}

function runFilters(q: RunsQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.source) parts.push(sql`source = ${q.source}`);
  if (q.status) parts.push(sql`status = ${q.status}`);
  if (q.from) parts.push(sql`started_at >= ${q.from}::date::timestamp at time zone 'UTC'`);
  if (q.to) parts.push(sql`started_at < (${q.to}::date + 1)::timestamp at time zone 'UTC'`);
  return sql.join(parts, sql` and `);
}

const SORT_SQL: Record<RunSort, SQL> = {
  started: sql`started_at`,
  duration: sql`(finished_at - started_at)`,
  read: sql`read_count`,
  created: sql`created_count`,
  updated: sql`updated_count`,
  expired: sql`expired_count`,
  rejected: sql`rejected_count`,
};

function runOrder(q: RunsQuery): SQL {
  const dir = q.dir === "asc" ? sql`asc` : sql`desc`;
  return sql`${SORT_SQL[q.sort ?? "started"]} ${dir} nulls last, started_at desc, id desc`;
}

export type RunsPage = { runs: ImportRunSummary[]; total: number; page: number; pageCount: number; pageSize: number };

/** The runs table: filtered, sorted and paginated on the server. */
export async function listImportRuns(db: Db, q: RunsQuery): Promise<RunsPage> {
  const where = runFilters(q);
  const total = (await db.execute<{ n: number }>(sql`select count(*)::int as n from import_runs where ${where}`)).rows[0]!.n;
  const pageCount = Math.max(1, Math.ceil(total / RUNS_PAGE_SIZE));
  const page = Math.min(q.page ?? 1, pageCount);
  const rows = await db.execute<RunRecord>(sql`
    select ${RUN_COLUMNS} from import_runs where ${where} order by ${runOrder(q)} limit ${RUNS_PAGE_SIZE} offset ${(page - 1) * RUNS_PAGE_SIZE}`);
  return { runs: rows.rows.map(toRun), total, page, pageCount, pageSize: RUNS_PAGE_SIZE };
}

/** Every run the filters select, in the table's order (the CSV), up to RUNS_CSV_MAX. */
export async function listImportRunsForCsv(db: Db, q: RunsQuery): Promise<ImportRunSummary[]> {
  const rows = await db.execute<RunRecord>(sql`select ${RUN_COLUMNS} from import_runs where ${runFilters(q)} order by ${runOrder(q)} limit ${RUNS_CSV_MAX}`);
  return rows.rows.map(toRun);
}

export async function getImportRun(db: Db, id: string): Promise<ImportRunDetail | null> {
  const rows = await db.execute<RunRecord & { input: string | null; rejection_reasons: RejectionReasons }>(sql`
    select ${RUN_COLUMNS}, input, rejection_reasons from import_runs where id = ${id}::uuid`);
  const r = rows.rows[0];
  return r ? { ...toRun(r), input: r.input, rejectionReasons: r.rejection_reasons ?? {} } : null;
}

/** The chart range: the chosen dates, or the last DEFAULT_CHART_DAYS days up to today (UTC). */
export function chartRange(q: RunsQuery, now = new Date()): { from: string; to: string } {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const to = q.to ?? day(now);
  const from = q.from ?? day(new Date(new Date(`${to}T00:00:00Z`).getTime() - (DEFAULT_CHART_DAYS - 1) * 86_400_000));
  return from <= to ? { from, to } : { from: to, to: from };
}

export type DayTotals = { day: string; created: number; updated: number; expired: number; rejected: number };
export type SourceTotals = { source: string; runs: number; created: number; updated: number; expired: number; rejected: number };

/** Created / updated / expired / rejected per UTC day of the range (every day listed, zeros included). */
export async function importTotalsByDay(db: Db, q: RunsQuery, now = new Date()): Promise<DayTotals[]> {
  const range = chartRange(q, now);
  const rows = await db.execute<DayTotals>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      coalesce(sum(r.created_count), 0)::int as created, coalesce(sum(r.updated_count), 0)::int as updated,
      coalesce(sum(r.expired_count), 0)::int as expired, coalesce(sum(r.rejected_count), 0)::int as rejected
    from generate_series(${range.from}::date::timestamp, ${range.to}::date::timestamp, interval '1 day') as d(day)
    left join import_runs r on (r.started_at at time zone 'UTC')::date = d.day::date and ${runFilters({ source: q.source, status: q.status })}
    group by d.day order by d.day`);
  return rows.rows;
}

/** The same totals per source over the range. */
export async function importTotalsBySource(db: Db, q: RunsQuery, now = new Date()): Promise<SourceTotals[]> {
  const range = chartRange(q, now);
  const rows = await db.execute<SourceTotals>(sql`
    select source, count(*)::int as runs,
      sum(created_count)::int as created, sum(updated_count)::int as updated, sum(expired_count)::int as expired, sum(rejected_count)::int as rejected
    from import_runs where ${runFilters({ source: q.source, status: q.status, from: range.from, to: range.to })}
    group by source order by source`);
  return rows.rows;
}

/** Every source key seen in runs or configured (the filter's choices). */
export async function listRunSources(db: Db): Promise<string[]> {
  const rows = await db.execute<{ source: string }>(sql`
    select source from (select distinct source from import_runs union select source_key from job_feed_sources) s order by source`);
  return rows.rows.map((r) => r.source);
}

export async function listTagRules(db: Db): Promise<TagRuleRow[]> {
  const rows = await db.execute<{
    id: string; field: TagRuleField; match: TagRuleMatch; keywords: string[]; pattern: string | null; tag: string; enabled: boolean; updated_at: Date | string;
  }>(sql`select id, field, match, keywords, pattern, tag, enabled, updated_at from job_tag_rules order by tag, field, created_at, id`);
  return rows.rows.map((r) => ({
    id: r.id,
    field: r.field,
    match: r.match,
    keywords: r.keywords ?? [],
    pattern: r.pattern,
    value: r.match === "regex" ? (r.pattern ?? "") : (r.keywords ?? []).join(", "),
    tag: r.tag,
    enabled: r.enabled,
    updatedAt: iso(r.updated_at)!,
  }));
}

export async function listTagRuleRuns(db: Db, limit = 5): Promise<TagRuleRunRow[]> {
  const rows = await db.execute<{
    id: string; status: TagRuleRunStatus; requested_at: Date | string; started_at: Date | string | null; finished_at: Date | string | null;
    checked: number; changed: number; added: number; removed: number; error: string | null;
  }>(sql`select id, status, requested_at, started_at, finished_at, checked, changed, added, removed, error from job_tag_rule_runs order by requested_at desc, id desc limit ${limit}`);
  return rows.rows.map((r) => ({
    id: r.id,
    status: r.status,
    requestedAt: iso(r.requested_at)!,
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
    checked: r.checked,
    changed: r.changed,
    added: r.added,
    removed: r.removed,
    error: r.error,
  }));
}

/** Open jobs carrying each tag a rule put there. */
export async function ruleTagCounts(db: Db): Promise<{ tag: string; jobs: number }[]> {
  const rows = await db.execute<{ tag: string; jobs: number }>(sql`
    select rt.tag, count(*)::int as jobs from job_rule_tags rt join jobs j on j.id = rt.job_id and j.status = 'open' group by rt.tag order by rt.tag`);
  return rows.rows;
}
