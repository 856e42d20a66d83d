/*
 * Search benchmark: server time of searchJobsCached(), the function the /jobs page calls (searchJobs
 * behind the page's per-process cache of hot searches, search-cache.ts), over the 300
 * searches of bench/search-queries.ts, against the database at DATABASE_URL.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx --conditions=react-server bench/search-bench.ts
 *
 * One run, in this order:
 *   cold  each of the 300 searches once, in a seeded shuffled order, before anything else has run
 *         any of them in this process (PostgreSQL's buffers and the OS page cache may still be warm
 *         from the load or an earlier run: --drop-caches empties both first);
 *   mix   N draws (3,000) from the 300 with Zipf exponent 1.0 (a few popular searches, a long tail),
 *         run one after another (or --concurrency at a time).
 * The time is the wall time around the searchJobs() call in this process: the same code the page runs
 * (location lookup, hits, facets and count, "did you mean" queries), through drizzle over a pg Pool,
 * without Next's rendering and HTTP.
 *
 * Options:
 *   --draws N          mix draws (3000); 0 skips the mix
 *   --seed S           seed of the cold order and the draws (1); the 300 searches never change
 *   --only-kind K,K    only these kinds (keyword, common, phrase, ... see search-queries.ts)
 *   --concurrency C    searches in flight at once (1)
 *   --drop-caches      restart PostgreSQL (pg_ctlcluster) and drop the OS page cache before the cold
 *                      pass; needs root and a local server, otherwise it says why and does nothing
 *   --force            with --drop-caches: restart even if other sessions are busy on the server
 *   --reset-stats      pg_stat_reset() on this database first (the run reports its own deltas anyway)
 *   --out FILE         result JSON (bench/.results/search-<date>.json; that folder is gitignored)
 *   --mix-empty-cache  empty the page's cache before the mix (by default the cold pass has filled it)
 *   --mix-uncached     also run the mix through searchJobs() itself, past the cache: the database's own
 *                      time for the traffic mix with warm buffers (slow: every draw is a search)
 *   --query-seed S, --data-seed S   see search-queries.ts (keep the defaults to compare runs)
 * Exits 1 if any search throws.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "@/db/schema";
import { Prng } from "@/seed/jobs/prng";
import { clearSearchCache, searchCacheStats, searchJobsCached } from "@/features/jobs/server/search/search-cache";
import { searchJobs } from "@/features/jobs/server/search/search-jobs";
import { QUERY_KINDS, buildSearchQueries, shuffled, zipfDraws, type BenchQuery, type QueryKind } from "./search-queries";
import { describeMachine, fmtMs, gitRevision, summarize, type Summary } from "./stats";
import { databaseUrl, dropCaches, ioCounters, ioDelta, serverInfo, type IoDelta } from "./search-server";

const { values } = parseArgs({
  options: {
    draws: { type: "string", default: "3000" },
    seed: { type: "string", default: "1" },
    "only-kind": { type: "string" },
    concurrency: { type: "string", default: "1" },
    "drop-caches": { type: "boolean", default: false },
    force: { type: "boolean", default: false },
    "reset-stats": { type: "boolean", default: false },
    out: { type: "string" },
    "query-seed": { type: "string" },
    "data-seed": { type: "string" },
    "mix-uncached": { type: "boolean", default: false },
    "mix-empty-cache": { type: "boolean", default: false },
  },
});

const draws = Number(values.draws);
const concurrency = Number(values.concurrency);
const seed = values.seed!;

type Timing = { query: BenchQuery; ms: number; total?: number; capped?: boolean; hits?: number; error?: string };
type PassResult = { name: string; timings: Timing[]; wallMs: number; io: IoDelta | null };

const log = (message = "") => console.log(message);

/* ---------- running ---------- */

/** The counters, or null where they cannot be read (not PostgreSQL 15+, no permission). */
const tryIoCounters = (pool: pg.Pool) => ioCounters(pool).catch(() => null);

async function runPass(db: ReturnType<typeof drizzle<typeof schema>>, pool: pg.Pool, name: string, list: BenchQuery[], cached = true): Promise<PassResult> {
  const search = cached ? searchJobsCached : searchJobs;
  const before = await tryIoCounters(pool);
  const timings: Timing[] = new Array(list.length);
  let next = 0;
  let done = 0;
  const started = performance.now();
  const progressEvery = Math.max(50, Math.ceil(list.length / 10));
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < list.length) {
        const i = next++;
        const query = list[i]!;
        const t = performance.now();
        try {
          const result = await search(db, query.params);
          timings[i] = { query, ms: performance.now() - t, total: result.total, capped: result.totalCapped, hits: result.hits.length };
        } catch (err) {
          timings[i] = { query, ms: performance.now() - t, error: err instanceof Error ? err.message : String(err) };
          console.error(`  ${query.id} ${query.url} threw: ${timings[i].error}`);
        }
        done++;
        if (process.stdout.isTTY && done % progressEvery === 0 && done < list.length) process.stdout.write(`  ${name}: ${done}/${list.length}\r`);
      }
    }),
  );
  const wallMs = performance.now() - started;
  const after = await tryIoCounters(pool);
  const io = before && after ? ioDelta(before, after) : null;
  return { name, timings, wallMs, io };
}

/* ---------- reporting ---------- */

const row = (label: string, s: Summary) =>
  `${label.padEnd(12)} ${String(s.n).padStart(5)}  ${fmtMs(s.p50).padStart(9)} ${fmtMs(s.p95).padStart(9)} ${fmtMs(s.p99).padStart(9)} ${fmtMs(s.max).padStart(9)} ${fmtMs(s.mean).padStart(9)}`;
const HEADER = `${"".padEnd(12)} ${"n".padStart(5)}  ${"p50".padStart(9)} ${"p95".padStart(9)} ${"p99".padStart(9)} ${"max".padStart(9)} ${"mean".padStart(9)}`;

function byKind(timings: Timing[]): Partial<Record<QueryKind, Summary>> {
  const out: Partial<Record<QueryKind, Summary>> = {};
  for (const kind of QUERY_KINDS) {
    const ms = timings.filter((t) => t.query.kind === kind && !t.error).map((t) => t.ms);
    if (ms.length) out[kind] = summarize(ms);
  }
  return out;
}

function printPass(pass: PassResult) {
  const ok = pass.timings.filter((t) => !t.error).map((t) => t.ms);
  const s = summarize(ok);
  const io = pass.io;
  log(`\n${pass.name}: ${pass.timings.length} searches in ${fmtMs(pass.wallMs)} (${((pass.timings.length / pass.wallMs) * 1000).toFixed(1)}/s, concurrency ${concurrency})`);
  if (io) {
    const ratio = io.hitRatio === null ? "n/a" : `${(io.hitRatio * 100).toFixed(2)}%`;
    log(`  PostgreSQL buffers: ${io.blksHit.toLocaleString("en-US")} hits, ${io.blksRead.toLocaleString("en-US")} reads (hit ratio ${ratio}; reads may still come from the OS page cache); temp files ${io.tempFiles} (${Math.round(io.tempBytes / 1048576)} MB)`);
  }
  log(HEADER);
  log(row("all", s));
  return s;
}

function printKinds(kinds: Partial<Record<QueryKind, Summary>>) {
  log(`\n  per kind:`);
  log(`  ${HEADER}`);
  for (const [kind, s] of Object.entries(kinds)) log(`  ${row(kind, s)}`);
}

/** The parameters that differ between searches (not the page's constant ones, nor the unused default radius). */
const paramsText = (q: BenchQuery) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(q.params).filter(
        ([k, v]) => v !== undefined && v !== false && !["pageSize", "facets", "suggestions"].includes(k) && !(k === "page" && v === 1) && !(k === "radiusMiles" && !q.params.location),
      ),
    ),
  );

/* ---------- main ---------- */

async function main() {
  if (!Number.isInteger(draws) || draws < 0) throw new Error("--draws must be a whole number >= 0");
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new Error("--concurrency must be 1..64");
  const url = databaseUrl();
  const onlyKinds = values["only-kind"]?.split(",").map((k) => k.trim()).filter(Boolean);
  for (const k of onlyKinds ?? []) if (!QUERY_KINDS.includes(k as QueryKind)) throw new Error(`unknown kind ${k}; kinds: ${QUERY_KINDS.join(", ")}`);

  const all = buildSearchQueries({
    seed: values["query-seed"] ? Number(values["query-seed"]) : undefined,
    dataSeed: values["data-seed"] ? Number(values["data-seed"]) : undefined,
  });
  const queries = onlyKinds ? all.filter((q) => onlyKinds.includes(q.kind)) : all;
  const startedAt = new Date();
  const notes: string[] = [];

  let cacheNote = "not dropped: PostgreSQL's shared buffers and the OS page cache may be warm from the data load or earlier runs (use --drop-caches for a cold start)";
  if (values["drop-caches"]) {
    cacheNote = await dropCaches(url, values.force ?? false);
    log(`--drop-caches: ${cacheNote}`);
  }
  notes.push(`caches: ${cacheNote}`);

  // The app's pool (src/db/client.ts): one pg Pool by URL, DB_POOL_MAX connections (10), drizzle over it.
  const poolMax = Math.max(Number(process.env.DB_POOL_MAX ?? 10), concurrency * 2 + 1);
  const pool = new pg.Pool({ connectionString: url, max: poolMax, options: "-c jit=off -c work_mem=64MB" /* as src/db/client.ts */ });
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  const errors: Timing[] = [];
  try {
    if (values["reset-stats"]) await pool.query("select pg_stat_reset()");
    // Open the connections the searches will use (2 per search in flight: hits and facets run in
    // parallel), so connecting is not timed; no search has run yet.
    const warm = await Promise.all(Array.from({ length: Math.min(poolMax, concurrency * 2) }, () => pool.connect()));
    await Promise.all(warm.map((c) => c.query("select 1")));
    warm.forEach((c) => c.release());
    const server = await serverInfo(pool);
    const machine = describeMachine();

    log(`search benchmark: ${queries.length} searches${onlyKinds ? ` (kinds ${onlyKinds.join(", ")})` : ""}, ${draws} mix draws, seed ${seed}, concurrency ${concurrency}`);
    log(`machine: ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGB} GB, Node ${machine.node}; PostgreSQL ${server.settings.server_version}`);
    log(`settings: ${Object.entries(server.settings).filter(([k]) => k !== "server_version").map(([k, v]) => `${k}=${v}`).join(" ")}`);
    log(`tables (estimates): ${Object.entries(server.tables).map(([k, v]) => `${k} ${v.estimatedRows.toLocaleString("en-US")} rows / ${v.totalMB} MB`).join(", ")}`);
    log(`cold pass caches: ${cacheNote}`);

    const coldOrder = shuffled(queries, new Prng(`cold:${seed}`));
    const cold = await runPass(db, pool, "cold", coldOrder);
    const coldSummary = printPass(cold);
    const coldKinds = byKind(cold.timings);
    printKinds(coldKinds);
    const slowest = [...cold.timings].filter((t) => !t.error).sort((a, b) => b.ms - a.ms).slice(0, 10);
    log(`\n  10 slowest cold searches:`);
    for (const t of slowest) {
      log(`  ${fmtMs(t.ms).padStart(9)}  ${t.query.id} ${t.query.kind.padEnd(9)} total ${t.total}  ${paramsText(t.query)}`);
    }
    errors.push(...cold.timings.filter((t) => t.error));

    let mix: PassResult | null = null;
    let mixSummary: Summary | null = null;
    let mixCache: { fresh: number; stale: number; misses: number } | null = null;
    let mixUncached: PassResult | null = null;
    let mixUncachedSummary: Summary | null = null;
    if (draws > 0) {
      if (values["mix-empty-cache"]) clearSearchCache();
      log(`mix: the page's cache ${values["mix-empty-cache"] ? "emptied first: each search's first draw is a miss" : "as the cold pass left it (every search in it)"}`);
      const statsBefore = searchCacheStats();
      mix = await runPass(db, pool, "mix", zipfDraws(queries, draws, seed));
      mixSummary = printPass(mix);
      const statsAfter = searchCacheStats();
      mixCache = { fresh: statsAfter.fresh - statsBefore.fresh, stale: statsAfter.stale - statsBefore.stale, misses: statsAfter.misses - statsBefore.misses };
      const distinct = new Set(mix.timings.map((t) => t.query.id)).size;
      log(`  ${distinct} distinct searches drawn (Zipf s = 1.0 over a seeded permutation of the ${queries.length})`);
      log(`  page cache: ${mixCache.fresh} fresh, ${mixCache.stale} stale (served, refreshed in the background), ${mixCache.misses} misses`);
      errors.push(...mix.timings.filter((t) => t.error));
      if (values["mix-uncached"]) {
        mixUncached = await runPass(db, pool, "mix-uncached", zipfDraws(queries, draws, seed), false);
        mixUncachedSummary = printPass(mixUncached);
        errors.push(...mixUncached.timings.filter((t) => t.error));
      }
    }

    const finishedAt = new Date();
    const result = {
      benchmark: "search",
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      options: { draws, seed, concurrency, onlyKinds: onlyKinds ?? null, dropCaches: values["drop-caches"], poolMax, mixEmptyCache: values["mix-empty-cache"] },
      git: gitRevision(),
      machine,
      database: { url: url.replace(/\/\/[^@/]*@/, "//"), ...server },
      notes: [
        ...notes,
        "times are wall time around searchJobsCached() in this process (the /jobs page's parameters: 20 per page, facets and suggestions on), no HTTP or rendering",
        "cold: each search once, shuffled, before anything else ran it in this process; mix: Zipf draws after the cold pass, through the page's cache (fresh 1 min, served stale up to 10 min while refreshed in the background); mix-uncached: the same draws through searchJobs() past the cache",
      ],
      passes: {
        cold: {
          summary: coldSummary,
          wallMs: cold.wallMs,
          io: cold.io,
          byKind: coldKinds,
          slowest: slowest.map((t) => ({ id: t.query.id, kind: t.query.kind, ms: t.ms, total: t.total, capped: t.capped, url: t.query.url, params: t.query.params })),
          searches: cold.timings.map((t, order) => ({ order, id: t.query.id, kind: t.query.kind, ms: round(t.ms), total: t.total, capped: t.capped, hits: t.hits, error: t.error, url: t.query.url })),
        },
        mix: mix && {
          summary: mixSummary,
          wallMs: mix.wallMs,
          io: mix.io,
          byKind: byKind(mix.timings),
          distinctSearches: new Set(mix.timings.map((t) => t.query.id)).size,
          pageCache: mixCache,
          draws: mix.timings.map((t) => [t.query.id, round(t.ms)]),
        },
        mixUncached: mixUncached && {
          summary: mixUncachedSummary,
          wallMs: mixUncached.wallMs,
          io: mixUncached.io,
          byKind: byKind(mixUncached.timings),
        },
      },
      errors: errors.map((t) => ({ id: t.query.id, url: t.query.url, error: t.error })),
    };
    const out = values.out ?? path.join("bench", ".results", `search-${finishedAt.toISOString().replace(/[:.]/g, "-").slice(0, 19)}.json`);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
    log(`\nresults: ${out}`);
  } finally {
    await pool.end();
  }
  if (errors.length) {
    console.error(`${errors.length} search(es) threw`);
    process.exitCode = 1;
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
