/**
 * Where a cold search's time goes: runs searches of the benchmark's 300 once each through
 * `searchJobs()` (past the page's cache) and times every SQL statement they send, so the slowest
 * searches can be read statement by statement.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx --conditions=react-server bench/search-profile.ts [options]
 *
 *   --ids q012,q040    only these searches (ids of search-queries.ts)
 *   --only-kind K,K    only these kinds
 *   --top N            print the N slowest with their statements (20)
 *   --explain ID       EXPLAIN (ANALYZE, BUFFERS) every statement of one search instead
 *   --tuning JSON      searchJobs() tuning, e.g. '{"windowMargin":0}' 
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "@/db/schema";
import { searchJobs } from "@/features/jobs/server/search/search-jobs";
import type { SearchTuning } from "@/features/jobs/server/search/types";
import { buildSearchQueries } from "./search-queries";
import { percentile } from "./stats";

const { values } = parseArgs({
  options: {
    ids: { type: "string" },
    "only-kind": { type: "string" },
    top: { type: "string", default: "20" },
    explain: { type: "string" },
    tuning: { type: "string" },
  },
});

type Statement = { ms: number; text: string };
let current: Statement[] | null = null;

// Time every statement the pool's clients run (pg's Pool.query calls client.query(config, values, callback)).
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
let explainPool: pg.Pool | null = null;
pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as { text?: string; values?: unknown[] } | string;
  const text = typeof config === "string" ? config : (config.text ?? "");
  const values = (typeof config === "object" && config.values) || (Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined);
  const log = current;
  const last = args[args.length - 1];
  if (!log || typeof last !== "function" || /^\s*(explain|begin|commit|select set_config)/i.test(text)) return originalQuery.apply(this, args);
  const callback = last as (...a: unknown[]) => void;
  const run = () => {
    const started = performance.now();
    originalQuery.apply(this, [
      ...args.slice(0, -1),
      (...a: unknown[]) => {
        log.push({ ms: performance.now() - started, text: text.replace(/\s+/g, " ").trim() });
        callback(...a);
      },
    ]);
  };
  if (!explainPool) return run();
  // --explain: the statement's plan first (on another connection), then the statement itself.
  explainPool
    .query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${text}`, values)
    .then((res) => {
      console.log(`\n--- ${text.replace(/\s+/g, " ").slice(0, 400)}\n    values: ${JSON.stringify(values)}`);
      for (const r of res.rows) console.log(`    ${r["QUERY PLAN"]}`);
    })
    .catch((e: unknown) => console.log(`explain failed: ${String(e)}`))
    .finally(run);
} as typeof pg.Client.prototype.query;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is required (the benchmark database)");
  const pool = new pg.Pool({ connectionString: url, max: 10, options: "-c jit=off -c work_mem=64MB" /* as src/db/client.ts */ });
  const db = drizzle(pool, { schema });
  const all = buildSearchQueries();
  const ids = values.ids?.split(",");
  const kinds = values["only-kind"]?.split(",");
  let queries = all.filter((q) => (!ids || ids.includes(q.id)) && (!kinds || kinds.includes(q.kind)));
  if (values.explain) {
    explainPool = new pg.Pool({ connectionString: url, max: 2, options: "-c jit=off -c work_mem=64MB" });
    queries = all.filter((q) => q.id === values.explain);
  }
  await Promise.all(Array.from({ length: 4 }, () => pool.query("select 1")));

  const results: { id: string; kind: string; url: string; ms: number; total: number; approximate: boolean; statements: Statement[] }[] = [];
  for (const q of queries) {
    current = [];
    const started = performance.now();
    const res = await searchJobs(db, q.params, values.tuning ? (JSON.parse(values.tuning) as SearchTuning) : {});
    const ms = performance.now() - started;
    results.push({ id: q.id, kind: q.kind, url: q.url, ms, total: res.total, approximate: res.approximate, statements: current });
    current = null;
  }
  await pool.end();
  if (explainPool) return void (await explainPool.end());

  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`${results.length} searches: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
  const top = [...results].sort((a, b) => b.ms - a.ms).slice(0, Number(values.top));
  for (const r of top) {
    console.log(`\n#${r.id} ${r.kind} ${r.ms.toFixed(1)} ms, total ${r.approximate ? "about " : ""}${r.total}: ${r.url}`);
    for (const s of r.statements) console.log(`  ${s.ms.toFixed(1).padStart(7)} ms  ${s.text.slice(0, 150)}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
