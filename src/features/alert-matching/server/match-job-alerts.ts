import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { AlertSpec } from "../alert-spec";
import { withinRadius } from "../geo";
import { JobIndex } from "../job-index";
import { holds, phraseLexemes, phrasesAreExact, type QueryNode } from "../tsquery-plan";
import { alertSpec, matchInSql, resolveAlerts, type AlertSearch } from "./alert-search";
import { loadNewJobs, loadPositions, newJobIds, type NewJobs } from "./load-new-jobs";
import type { AlertSearchColumns } from "@/features/job-alerts/types";

/*
 * The job alert matcher (decision 037), run by the match-job-alerts queue after an import or a
 * posting. One pass for every active, confirmed alert:
 *  1. the new jobs are read once (lexemes, place, facets) and indexed in memory (JobIndex);
 *  2. every alert is resolved as its /jobs search (alert-search.ts) and checked against the jobs of
 *     the run's jobs as bitsets (JobIndex.match); phrases are decided from their words' positions,
 *     read once; what is left (the radius's edge, NOT or OR inside a phrase) is asked of PostgreSQL
 *     with the search's own WHERE;
 *  3. the matches are written to job_alert_matches, whose primary key keeps a job from being
 *     matched (and so mailed) twice for one alert.
 */
export type MatchStats = { jobs: number; alerts: number; matches: number; inserted: number; verifiedInSql: number; ms: number };

type AlertRow = AlertSearchColumns & { frequency: string };

const toSearch = (r: AlertRow): AlertSearch => ({
  id: r.id,
  createdAt: new Date(r.created_at),
  keywords: r.keywords,
  location: r.location,
  radiusMiles: r.radius_miles,
  remoteOnly: r.remote_only,
  employmentTypes: r.employment_types,
  categorySlug: r.category_slug,
  subcategorySlug: r.subcategory_slug,
  companySlug: r.company_slug,
  minSalary: r.min_salary,
});

/** Active, confirmed alerts made before the newest of these jobs (a later alert has no new job in them). */
export async function loadActiveAlerts(db: Db, createdBefore: Date | null): Promise<(AlertSearch & { frequency: string })[]> {
  const res = await db.execute<AlertRow>(sql`
    select id, created_at, keywords, location, radius_miles, remote_only, employment_types, category_slug, subcategory_slug, company_slug, min_salary, frequency
    from job_alerts where active and confirmed_at is not null
      ${createdBefore ? sql`and created_at <= ${createdBefore.toISOString()}::timestamptz` : sql``}
`);
  return res.rows.map((r) => ({ ...toSearch(r), frequency: r.frequency }));
}

/**
 * How many matches of one run an alert keeps: its newest by posting date. A mail shows at most 20
 * (decision 037); five more leave room for jobs that close before the mail goes. A nationwide
 * one-word alert matches thousands of a day's jobs, which are not written one row each: the mail's
 * "See all N new jobs" counts them with the search itself when an alert holds this many unsent.
 */
export const MAX_MATCHES_PER_RUN = 25;

/** The MAX_MATCHES_PER_RUN newest (by posting date) of a list of job numbers, in one pass. */
export function newestOf(list: readonly number[], jobs: readonly { postedAtMs: number }[]): readonly number[] {
  if (list.length <= MAX_MATCHES_PER_RUN) return list;
  const top: number[] = [];
  for (const n of list) {
    const t = jobs[n]!.postedAtMs;
    if (top.length === MAX_MATCHES_PER_RUN && t <= jobs[top[top.length - 1]!]!.postedAtMs) continue;
    let i = top.length;
    while (i > 0 && jobs[top[i - 1]!]!.postedAtMs < t) i--;
    top.splice(i, 0, n);
    if (top.length > MAX_MATCHES_PER_RUN) top.pop();
  }
  return top;
}

export type Pair = { alertId: string; jobId: string };
export type FoundMatches = {
  /** What is written: each alert's newest MAX_MATCHES_PER_RUN matches. */
  kept: Pair[];
  /** Every match of the alerts named in `options.everyMatchOf` (the brute-force check compares these). */
  every: Pair[];
  /** Matches found (at least the kept ones: an alert's search stops at its newest MAX_MATCHES_PER_RUN sure ones). */
  matched: number;
  jobs: number;
  alerts: number;
  verifiedInSql: number;
  alertFrequency: Map<string, string>;
  /** Milliseconds per step (read jobs, read alerts, resolve, index, match, verify). */
  steps: Record<string, number>;
};

/** Matches every active alert against the new jobs: in memory, then SQL for the undecided pairs. */
export async function findMatches(db: Db, which: NewJobs, options: { everyMatchOf?: ReadonlySet<string> } = {}): Promise<FoundMatches> {
  const ids = await newJobIds(db, which);
  const found: FoundMatches = { kept: [], every: [], matched: 0, jobs: 0, alerts: 0, verifiedInSql: 0, alertFrequency: new Map(), steps: {} };
  let t = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    found.steps[name] = Math.round(now - t);
    t = now;
  };
  if (!ids.length) return found;
  const { jobs, lexemes } = await loadNewJobs(db, ids);
  step("readJobs");
  if (!jobs.length) return found;
  const newest = jobs.reduce((m, j) => Math.max(m, j.createdAtMs), 0);
  const alerts = await loadActiveAlerts(db, new Date(newest + 1));
  step("readAlerts");
  const resolved = await resolveAlerts(db, alerts);
  step("resolve");
  const index = new JobIndex(jobs, lexemes);
  step("index");
  const numberOf = new Map(jobs.map((j, n) => [j.id, n]));
  const matchedBy = new Map<string, number[]>();
  const phrased: { alert: AlertSearch; spec: AlertSpec; query: QueryNode; maybe: number[] }[] = [];
  const undecided: { alert: AlertSearch; jobIds: string[] }[] = [];
  for (const alert of alerts) {
    const spec = alertSpec(alert, resolved);
    const { yes, maybe } = index.match(spec, options.everyMatchOf?.has(alert.id) ? Infinity : MAX_MATCHES_PER_RUN);
    if (yes.length) matchedBy.set(alert.id, yes);
    if (!maybe.length) continue;
    if (spec.query && spec.query !== "nothing" && phrasesAreExact(spec.query)) phrased.push({ alert, spec, query: spec.query, maybe });
    else undecided.push({ alert, jobIds: maybe.map((n) => jobs[n]!.id) });
  }
  step("match");
  // Phrases of plain words: decided here from the words' positions, read once for every such alert.
  const phraseWords = new Set<string>();
  const phraseJobs = new Set<number>();
  for (const p of phrased) {
    phraseLexemes(p.query, phraseWords);
    for (const n of p.maybe) phraseJobs.add(n);
  }
  const positions = await loadPositions(db, [...phraseJobs].map((n) => jobs[n]!.id), [...phraseWords]);
  for (const p of phrased) {
    const still: string[] = [];
    for (const n of p.maybe) {
      const job = jobs[n]!;
      const near = p.spec.place.kind === "point" ? withinRadius(p.spec.place.center, p.spec.place.meters, job.box, job.places) : true;
      if (near === "maybe") still.push(job.id);
      else if (near && holds(p.query, (term) => index.has(term, n), (term) => positions.get(job.id)?.get(term.lexeme) ?? [])) {
        const list = matchedBy.get(p.alert.id);
        if (list) list.push(n);
        else matchedBy.set(p.alert.id, [n]);
      }
    }
    if (still.length) undecided.push({ alert: p.alert, jobIds: still });
  }
  step("phrases");
  for (const pair of await matchInSql(db, resolved, undecided)) {
    const list = matchedBy.get(pair.alertId);
    if (list) list.push(numberOf.get(pair.jobId)!);
    else matchedBy.set(pair.alertId, [numberOf.get(pair.jobId)!]);
  }
  step("verify");
  for (const [alertId, list] of matchedBy) {
    found.matched += list.length;
    if (options.everyMatchOf?.has(alertId)) for (const n of list) found.every.push({ alertId, jobId: jobs[n]!.id });
    for (const n of newestOf(list, jobs)) found.kept.push({ alertId, jobId: jobs[n]!.id });
  }
  step("cap");
  found.jobs = jobs.length;
  found.alerts = alerts.length;
  found.verifiedInSql = undecided.reduce((s, u) => s + u.jobIds.length, 0);
  found.alertFrequency = new Map(alerts.map((a) => [a.id, a.frequency]));
  return found;
}

/** Inserts matches (in alert order: the primary key's pages are written in turn); an existing pair is kept as it was. */
export async function writeMatches(db: Db, unsorted: readonly Pair[]): Promise<number> {
  const pairs = [...unsorted].sort((a, b) => (a.alertId < b.alertId ? -1 : a.alertId > b.alertId ? 1 : 0));
  let inserted = 0;
  const chunks: Pair[][] = [];
  for (let i = 0; i < pairs.length; i += 10_000) chunks.push(pairs.slice(i, i + 10_000));
  // Two statements at a time: PostgreSQL checks the foreign keys and grows the indexes on both cores.
  await Promise.all(
    [0, 1].map(async () => {
      for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
        const res = await db.execute(sql`insert into job_alert_matches (alert_id, job_id)
          select * from unnest(${sql.param(chunk.map((p) => p.alertId))}::uuid[], ${sql.param(chunk.map((p) => p.jobId))}::uuid[])
          on conflict do nothing`);
        inserted += res.rowCount ?? 0;
      }
    }),
  );
  return inserted;
}

/** One matcher run: find and record. Returns the instant alerts that gained matches (to mail at once). */
export async function matchJobAlerts(db: Db, which: NewJobs): Promise<MatchStats & { instantAlertIds: string[] }> {
  const started = performance.now();
  const found = await findMatches(db, which);
  const inserted = await writeMatches(db, found.kept);
  const instant = new Set<string>();
  for (const p of found.kept) if (found.alertFrequency.get(p.alertId) === "instant") instant.add(p.alertId);
  return {
    jobs: found.jobs,
    alerts: found.alerts,
    matches: found.matched,
    inserted,
    verifiedInSql: found.verifiedInSql,
    ms: Math.round(performance.now() - started),
    instantAlertIds: [...instant],
  };
}
