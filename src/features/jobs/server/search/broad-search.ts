import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";

/*
 * Broad searches (decision 006 amendment, issue 4 part 8): above BROAD_MATCHES estimated matches,
 * the total and the facet counts come from a random sample of about SAMPLE_JOBS jobs and are shown
 * as approximate ("about 770,000"): counting every match of a very common word costs seconds at 1M
 * jobs. Below it they are exact.
 */
export const BROAD_MATCHES = 20_000;
/**
 * 5,000: a facet value held by 1% of jobs is seen ~50 times (about ±14%, shown to two digits as
 * "about"); the sample's rows are read one by one, so its size is the broad search's cost.
 */
export const SAMPLE_JOBS = 5_000;

/**
 * The planner's estimate of a filtered search can be several times too low (it multiplies the
 * filters' shares as if independent): above BROAD_MATCHES / 8 the sample is counted first.
 */
export const SAMPLE_FIRST_RATIO = 8;

/** The planner's estimate of a query's rows (EXPLAIN, no execution: about a millisecond). */
export async function estimateRows(db: Db, query: SQL): Promise<number> {
  const res = await db.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(sql`explain (format json) ${query}`);
  const raw = res.rows[0]?.["QUERY PLAN"];
  const doc = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }] | undefined;
  return Number(doc?.[0]?.Plan["Plan Rows"] ?? 0);
}

let jobsCount: { at: number; jobs: number } | null = null;
const JOBS_COUNT_MS = 60_000;

/**
 * The number of jobs from table statistics (no scan; kept by ANALYZE and autovacuum), remembered
 * for a minute: it only sizes samples and windows, and a round trip less is ~1 ms off every search.
 */
export async function jobsInTable(db: Db): Promise<number> {
  if (jobsCount && Date.now() - jobsCount.at < JOBS_COUNT_MS) return jobsCount.jobs;
  const res = await db.execute<{ jobs: number }>(sql`select greatest(reltuples, 0)::float8 as jobs from pg_class where oid = 'jobs'::regclass`);
  const jobs = Number(res.rows[0]?.jobs ?? 0);
  jobsCount = { at: Date.now(), jobs };
  return jobs;
}

/** Forget the remembered statistics (tests, after ANALYZE). */
export function forgetTableStatistics() {
  jobsCount = null;
  histogram = null;
}

/** The share of all jobs that makes a sample of about `sampleJobs`. */
export function sampleFraction(jobsCount: number, sampleJobs: number): number {
  return jobsCount > sampleJobs ? sampleJobs / jobsCount : 1;
}

/** The UUID below which `fraction` of uniformly random UUIDs fall. */
export function uuidAtFraction(fraction: number): string {
  const top = Math.min(0xffffffff, Math.max(0, Math.floor(fraction * 0x100000000)));
  return `${top.toString(16).padStart(8, "0")}-0000-0000-0000-000000000000`;
}

/** A scaled count shown as "about": two significant digits (0 stays 0). */
export function roughly(n: number): number {
  if (n <= 0) return 0;
  const digits = Math.max(0, Math.floor(Math.log10(n)) - 1);
  const unit = 10 ** digits;
  return Math.max(1, Math.round(n / unit) * unit);
}

/** Whether a tsquery holds a phrase (<-> or <N>), whose breadth the planner underestimates. */
export function hasPhrase(tsquery: string): boolean {
  return /<(?:-|\d+)>/.test(tsquery);
}

/**
 * The newest matches of a search come from a recent window: with an estimated `matches` matches
 * spread over all jobs, the newest `need` are among the newest ~need/matches of all jobs. The
 * window asks for WINDOW_MARGIN times that share, so an estimate off by that factor still fills it
 * (2.5 measured against 4 at 1M: median keyword search 47 -> 41 ms, no more fallbacks than 4);
 * when it does not, the search runs again without it (one SQL statement either way: hits query).
 */
export const WINDOW_MARGIN = 2.5;
/**
 * Above this share of all jobs a window saves nothing: the posted_at index's bitmap alone reads that
 * share of the index, and the matches outside it are few enough to sort.
 */
export const WINDOW_MAX_SHARE = 0.25;

const HISTOGRAM_MS = 10 * 60_000;
let histogram: { at: number; bounds: string[] } | null = null;

/**
 * The posted_at above which about `fraction` of jobs were posted, read off the planner's histogram
 * of job_search.posted_at (no scan; remembered for 10 minutes: jobs posted since are newer than any
 * bound, so they are inside every window). null: no statistics yet, or the window is everything.
 */
export async function postedAtCutoff(db: Db, fraction: number): Promise<string | null> {
  if (!(fraction > 0 && fraction < 1)) return null;
  if (!histogram || Date.now() - histogram.at > HISTOGRAM_MS) {
    // One row per bound (histogram_bounds is an anyarray: through text to rows, in its order).
    const res = await db.execute<{ bound: string }>(sql`
      select bounds.bound from pg_stats stats, unnest(stats.histogram_bounds::text::text[]) with ordinality as bounds(bound, ordinal)
      where stats.schemaname = current_schema() and stats.tablename = 'job_search' and stats.attname = 'posted_at'
      order by bounds.ordinal`);
    histogram = { at: Date.now(), bounds: res.rows.map((row) => row.bound) };
  }
  const bounds = histogram.bounds;
  if (bounds.length < 2) return null;
  // bounds[k] (0-based, ascending) has about k/(n-1) of the rows below it.
  const k = Math.floor((1 - fraction) * (bounds.length - 1));
  return k > 0 ? bounds[k]! : null;
}
