/*
 * Alert matching (issue 15 benchmark): 100,000 job alerts against a day's 20,000 new jobs in <= 60 s,
 * and the matches equal a brute-force check on a 2,000-alert sample.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/alertbench npx tsx --conditions=react-server bench/alert-matching/alert-matching-bench.ts
 *
 * The data: any jobs database (bench/generate-jobs.ts) holding "the day" as one import run, e.g.
 *   generate-jobs.ts --count 30000 --seed 4242 --source bench-old      (older jobs around them)
 *   generate-jobs.ts --count 20000 --seed 777 --source alert-bench-day (the day's new jobs)
 * Options: --source NAME (alert-bench-day: the day's jobs are that source's), --alerts N (100000),
 * --sample N (2000), --seed S (1), --keep (leave the alerts), --out FILE.
 *
 * The alerts are written as the app writes email-only alerts (confirmed, under @alert-bench.invalid),
 * made a day before the jobs. Their variety is drawn from the data: keywords from the day's and older
 * job titles (one or two words, a quoted title, "a OR b", a word minus another, a prefix*), places from
 * the generator's cities (ZIP or "City, ST", radius 5-200 miles), states, "Remote", remote only,
 * employment types, categories, subcategories, companies and minimum pay, in realistic shares.
 * The timed part is the matcher as the queue runs it (findMatches + writeMatches: read the jobs,
 * resolve the alerts, match, verify in SQL, insert); the check then runs each sampled alert's search
 * (the job search's own WHERE, buildPlan) over the day's jobs and compares the sets.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import * as schema from "@/db/schema";
import { pickCity, pickState } from "@/seed/jobs/places";
import { Prng } from "@/seed/jobs/prng";
import { findMatches, loadActiveAlerts, writeMatches } from "@/features/alert-matching/server/match-job-alerts";
import { matchInSql, resolveAlerts } from "@/features/alert-matching/server/alert-search";
import { databaseUrl } from "../search-server";
import { describeMachine, fmtMs, gitRevision } from "../stats";

const { values } = parseArgs({
  options: {
    source: { type: "string", default: "alert-bench-day" },
    alerts: { type: "string", default: "100000" },
    sample: { type: "string", default: "2000" },
    seed: { type: "string", default: "1" },
    keep: { type: "boolean", default: false },
    out: { type: "string" },
  },
});
const EMAIL_DOMAIN = "alert-bench.invalid";
const log = (m = "") => console.log(m);
const TYPES = ["full-time", "part-time", "contract", "temporary", "internship", "per-diem"];
const STOP = new Set(["and", "or", "the", "of", "i", "ii", "iii", "a", "to", "in", "for", "with", "-", "&", "/"]);

type Vocabulary = { titles: string[]; categories: { slug: string; subs: string[] }[]; companies: string[] };

async function vocabulary(db: ReturnType<typeof drizzle<typeof schema>>, source: string): Promise<Vocabulary> {
  const titles = await db.execute<{ title: string }>(sql`select title from jobs tablesample system (20) limit 20000`);
  const cats = await db.execute<{ slug: string; subs: string[] }>(sql`
    select c.slug, coalesce(array_agg(s.slug) filter (where s.slug is not null), '{}') as subs
    from categories c join category_types t on t.id = c.type_id left join categories s on s.parent_id = c.id
    where t.slug = 'jobs' and c.parent_id is null group by c.slug`);
  const companies = await db.execute<{ slug: string }>(sql`select distinct c.slug from jobs j join companies c on c.id = j.company_id where j.source = ${source} limit 3000`);
  return { titles: titles.rows.map((r) => r.title), categories: cats.rows, companies: companies.rows.map((r) => r.slug) };
}

function words(title: string): string[] {
  return title.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 1 && !STOP.has(w.toLowerCase()));
}

function keywordsFor(rng: Prng, v: Vocabulary): string {
  const title = rng.pick(v.titles);
  const w = words(title);
  if (!w.length) return title;
  const kind = rng.weighted([["one", 35], ["two", 25], ["title", 10], ["phrase", 8], ["or", 8], ["not", 6], ["prefix", 8]] as const);
  const one = () => rng.pick(w);
  switch (kind) {
    case "one": return one();
    case "two": return w.length > 1 ? `${w[0]} ${w[w.length - 1]}` : one();
    case "title": return title;
    case "phrase": return w.length > 1 ? `"${w.slice(0, 2).join(" ")}"` : one();
    case "or": return `${one()} OR ${rng.pick(words(rng.pick(v.titles))) ?? one()}`;
    case "not": return `${one()} -${rng.pick(words(rng.pick(v.titles))) ?? "manager"}`;
    case "prefix": return `${one().slice(0, Math.max(3, Math.min(5, one().length - 1)))}*`;
  }
}

type AlertRow = typeof schema.jobAlerts.$inferInsert;

function buildAlerts(n: number, seed: string, v: Vocabulary, createdAt: Date): AlertRow[] {
  const rng = new Prng(`alert-bench:${seed}`);
  return Array.from({ length: n }, (_, i) => {
    const hasKeywords = rng.chance(0.85);
    const placeKind = rng.weighted([["zip", 40], ["city", 30], ["state", 8], ["remote", 4], ["none", 18]] as const);
    const state = pickState(rng);
    const city = pickCity(rng, state);
    let location = "";
    if (placeKind === "zip") location = rng.pick(city.zips);
    else if (placeKind === "city") location = `${city.name}, ${city.stateCode}`;
    else if (placeKind === "state") location = state;
    else if (placeKind === "remote") location = "Remote";
    const point = placeKind === "zip" || placeKind === "city";
    const category = rng.chance(0.1) ? rng.pick(v.categories) : null;
    const types = rng.chance(0.2) ? [...new Set([rng.pick(TYPES), ...(rng.chance(0.3) ? [rng.pick(TYPES)] : [])])] : [];
    const remoteOnly = !location && rng.chance(0.3) ? true : rng.chance(0.03);
    const alert: AlertRow = {
      email: `alert-${i + 1}@${EMAIL_DOMAIN}`,
      confirmedAt: createdAt,
      name: `Bench alert ${i + 1}`,
      keywords: hasKeywords || (!location && !remoteOnly && !types.length) ? keywordsFor(rng, v) : "",
      location,
      radiusMiles: point ? rng.pick([5, 10, 10, 25, 25, 25, 50, 50, 100, rng.int(1, 200)]) : null,
      remoteOnly,
      employmentTypes: types,
      categorySlug: category?.slug ?? "",
      subcategorySlug: category && category.subs.length && rng.chance(0.5) ? rng.pick(category.subs) : "",
      companySlug: rng.chance(0.03) ? rng.pick(v.companies) : "",
      minSalary: rng.chance(0.1) ? rng.pick([30_000, 40_000, 50_000, 75_000, 100_000]) : null,
      frequency: rng.pick(["instant", "daily", "daily", "weekly"]),
      createdAt,
    };
    return alert;
  });
}

async function main() {
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 4 });
  pool.on("connect", (c) => void c.query("set jit = off"));
  const db = drizzle(pool, { schema });
  const source = values.source!;
  const day = await db.execute<{ n: string; first: Date | null }>(sql`select count(*) as n, min(created_at) as first from jobs where source = ${source} and status = 'open'`);
  const dayJobs = Number(day.rows[0]!.n);
  if (!dayJobs) throw new Error(`no open jobs of source ${source}: load them with bench/generate-jobs.ts --source ${source}`);
  const createdAt = new Date(new Date(day.rows[0]!.first!).getTime() - 24 * 3600 * 1000);
  const total = await db.execute<{ n: string }>(sql`select count(*) as n from jobs`);
  log(`[alerts] ${Number(total.rows[0]!.n).toLocaleString("en-US")} jobs, ${dayJobs.toLocaleString("en-US")} of them the day's (${source})`);

  await db.execute(sql`delete from job_alerts where email like ${`%@${EMAIL_DOMAIN}`}`);
  const v = await vocabulary(db, source);
  const alerts = buildAlerts(Number(values.alerts), values.seed!, v, createdAt);
  const writeStarted = performance.now();
  for (let i = 0; i < alerts.length; i += 2000) await db.insert(schema.jobAlerts).values(alerts.slice(i, i + 2000));
  await db.execute(sql`analyze job_alerts`);
  log(`[alerts] ${alerts.length.toLocaleString("en-US")} alerts written in ${fmtMs(performance.now() - writeStarted)}`);

  // The sample for the brute-force check, drawn before the run (the run keeps every match of these).
  const rng = new Prng(`alert-bench-sample:${values.seed}`);
  const ours = await loadActiveAlerts(db, null);
  const benchIds = new Set((await db.execute<{ id: string }>(sql`select id from job_alerts where email like ${`%@${EMAIL_DOMAIN}`}`)).rows.map((r) => r.id));
  const pool2 = ours.filter((a) => benchIds.has(a.id));
  for (let i = pool2.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [pool2[i], pool2[j]] = [pool2[j]!, pool2[i]!];
  }
  const sample = pool2.slice(0, Number(values.sample));
  const sampleIds = new Set(sample.map((a) => a.id));

  // The timed run, as the match-job-alerts queue does it.
  const since = new Date(day.rows[0]!.first!);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const found = await findMatches(db, { since }, { everyMatchOf: sampleIds });
  const matchedMs = performance.now() - started;
  const inserted = await writeMatches(db, found.kept);
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  log(`[alerts] matched ${found.alerts.toLocaleString("en-US")} alerts x ${found.jobs.toLocaleString("en-US")} jobs: ${found.matched.toLocaleString("en-US")} matches, ${found.kept.length.toLocaleString("en-US")} kept (${found.verifiedInSql.toLocaleString("en-US")} pairs verified in SQL) in ${fmtMs(matchedMs)}; written (${inserted.toLocaleString("en-US")} rows) by ${fmtMs(totalMs)}`);
  const perAlert = new Map<string, number>();
  for (const p of found.kept) perAlert.set(p.alertId, (perAlert.get(p.alertId) ?? 0) + 1);
  const counts = [...perAlert.values()].concat(Array(Math.max(0, found.alerts - perAlert.size)).fill(0)).sort((a, b) => a - b);
  const pct = (q: number) => counts[Math.min(counts.length - 1, Math.floor(q * counts.length))] ?? 0;
  log(`[alerts] steps (ms): ${JSON.stringify(found.steps)}`);
  log(`[alerts] kept matches per alert: p50 ${pct(0.5)}, p90 ${pct(0.9)}, p99 ${pct(0.99)}, max ${counts[counts.length - 1] ?? 0}`);
  log(`[alerts] memory: rss ${Math.round(rssBefore / 2 ** 20)} MB before, peak ${Math.round(peakRss / 2 ** 20)} MB`);

  // The brute-force check: each sampled alert's search over the day's jobs, in PostgreSQL.
  const checkStarted = performance.now();
  const resolved = await resolveAlerts(db, sample);
  const dayIds = sql`select id from jobs where source = ${source} and status = 'open'`;
  const brute = await matchInSql(db, resolved, sample.map((alert) => ({ alert, jobIds: dayIds })));
  const checkMs = performance.now() - checkStarted;
  const key = (p: { alertId: string; jobId: string }) => `${p.alertId}/${p.jobId}`;
  const expected = new Set(brute.map(key));
  const got = new Set(found.every.map(key));
  const missing = [...expected].filter((k) => !got.has(k));
  const extra = [...got].filter((k) => !expected.has(k));
  const withMatches = new Set(brute.map((p) => p.alertId)).size;
  log(`[alerts] brute-force check on ${sample.length.toLocaleString("en-US")} alerts (${withMatches} with matches, ${expected.size.toLocaleString("en-US")} pairs) in ${fmtMs(checkMs)}: ${missing.length} missing, ${extra.length} extra -> ${missing.length + extra.length === 0 ? "EQUAL" : "DIFFERENT"}`);
  if (missing.length || extra.length) log(`[alerts] e.g. missing ${missing.slice(0, 5).join(", ")} extra ${extra.slice(0, 5).join(", ")}`);

  const result = {
    date: new Date().toISOString(),
    machine: describeMachine(),
    git: gitRevision(),
    jobsInDatabase: Number(total.rows[0]!.n),
    dayJobs,
    alerts: found.alerts,
    matches: found.matched,
    kept: found.kept.length,
    inserted,
    verifiedInSql: found.verifiedInSql,
    steps: found.steps,
    matchMs: Math.round(matchedMs),
    totalMs: Math.round(totalMs),
    rssBeforeMB: Math.round(rssBefore / 2 ** 20),
    peakRssMB: Math.round(peakRss / 2 ** 20),
    check: { sample: sample.length, withMatches, pairs: expected.size, missing: missing.length, extra: extra.length, ms: Math.round(checkMs) },
  };
  const out = values.out ?? path.join("bench", ".results", `alert-matching-${result.date.slice(0, 19).replace(/[:T]/g, "-")}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(result, null, 2));
  log(`[alerts] wrote ${out}`);
  if (!values.keep) await db.execute(sql`delete from job_alerts where email like ${`%@${EMAIL_DOMAIN}`}`);
  await pool.end();
  if (missing.length || extra.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
