/*
 * HTTP benchmark: autocannon (50 connections, 10 s per target) against the running app, and against
 * a bare Node server that serves the same detail-page bytes (the ceiling of this machine).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx --conditions=react-server bench/http-bench.ts
 *
 * Targets (--targets, comma-separated; the default is the first five):
 *   detail           job detail /jobs/all/all/all/all/all/{id}, rotating over --ids open jobs (1,000)
 *   detail-one       job detail of one job only (the best case of any page cache)
 *   browse-state     /browse-jobs/state/{state}, rotating over the 50 states and DC
 *   browse-category  /browse-jobs/category/{slug}, rotating over the 10 categories
 *   ceiling          bench/ceiling-server.ts with the bytes of the first detail page, on --ceiling-port
 *   browse-state-all /browse-jobs/state/{state}/all (the state's job list), rotating over the states
 *   search           /jobs?..., rotating over the 300 searches of bench/search-queries.ts
 * Every request of a rotating target takes the next URL of its list (one shared counter), so the
 * run never measures a single cached URL. Before each app target, every URL is fetched once
 * (--no-warmup skips it): the run measures the steady state, and the first hits are reported apart.
 *
 * Latency p50 / p95 / p99 / max are computed here from every response's time (autocannon's own
 * table has p97.5 and p99 but no p95, in whole milliseconds and for 2xx only; its p97.5 and p99 are
 * kept in the JSON). req/s is autocannon's mean of per-second samples.
 *
 * The page cache: each warm-up response's cache header, "front:HIT" / "front:MISS" for the job page front
 * (x-upstep-page-cache, src/server/job-page-front.ts), else Next's x-nextjs-cache (HIT / STALE / MISS, "-" when the page
 * is dynamic) is tallied, and up to 20 URLs are fetched again after the run to show what was served.
 *
 * Options: --base-url (http://127.0.0.1:3200), --duration S (10), --connections N (50), --ids N
 * (1000), --targets LIST, --seed S (1), --ceiling-port P (3299), --ceiling-file FILE (serve this
 * file instead of fetching a detail page), --no-warmup, --out FILE (bench/.results/http-<date>.json).
 * DATABASE_URL is needed for the detail targets (real open job ids). Exits 1 when a target could not
 * run or answered anything but 2xx.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { JOB_CATEGORIES } from "@/seed/jobs/occupations";
import { Prng } from "@/seed/jobs/prng";
import { browseCategoryPath, browseStateAllPath, browseStatePath, jobDetailPath } from "@/lib/job-routes";
import { slugify } from "@/lib/slugify";
import { US_STATES } from "@/lib/us-states";
import { buildSearchQueries, shuffled } from "./search-queries";
import { describeMachine, fmtMs, gitRevision, summarize, type Summary } from "./stats";

const ALL_TARGETS = ["detail", "detail-one", "browse-state", "browse-category", "ceiling", "browse-state-all", "search"] as const;
type TargetName = (typeof ALL_TARGETS)[number];
const DEFAULT_TARGETS: TargetName[] = ["detail", "detail-one", "browse-state", "browse-category", "ceiling"];

const { values } = parseArgs({
  options: {
    "base-url": { type: "string", default: "http://127.0.0.1:3200" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    ids: { type: "string", default: "1000" },
    targets: { type: "string" },
    seed: { type: "string", default: "1" },
    "ceiling-port": { type: "string", default: "3299" },
    "ceiling-file": { type: "string" },
    "no-warmup": { type: "boolean", default: false },
    out: { type: "string" },
  },
});

const baseUrl = values["base-url"]!.replace(/\/+$/, "");
const duration = Number(values.duration);
const connections = Number(values.connections);
const idCount = Number(values.ids);
const seed = values.seed!;
const log = (message = "") => console.log(message);

type TargetResult = {
  target: TargetName;
  url: string;
  distinctPaths: number;
  error?: string;
  warmup?: { requests: number; latency: Summary; non2xx: number; cache: Record<string, number> };
  /** x-nextjs-cache of up to 20 of the URLs fetched again after the run (HIT: served from the page cache). */
  cacheAfter?: Record<string, number>;
  reqPerSec?: number;
  requests?: number;
  latency?: Summary;
  autocannon?: { p50: number; p97_5: number; p99: number; max: number; reqPerSecP50: number; reqPerSecMin: number };
  statusCodes?: Record<string, number>;
  non2xx?: number;
  errors?: number;
  timeouts?: number;
  bytesPerResponse?: number;
};

/* ---------- the URLs ---------- */

/** Open, unexpired jobs, a seeded sample spread over the whole table (not the first rows inserted). */
async function openJobIds(n: number): Promise<string[]> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("the detail targets need DATABASE_URL (to pick real open job ids)");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const est = Number((await client.query<{ n: string }>("select reltuples::bigint as n from pg_class where oid = 'public.jobs'::regclass")).rows[0]?.n ?? 0);
    const percent = est > 0 ? Math.min(100, ((n * 4) / est) * 100) : 100;
    const seedNumber = new Prng(`ids:${seed}`).int(1, 2_000_000_000);
    const { rows } = await client.query<{ id: string }>(
      `select id from jobs tablesample bernoulli (${percent.toFixed(6)}) repeatable (${seedNumber})
       where status = 'open' and (valid_through is null or valid_through > now()) limit ${n}`,
    );
    if (!rows.length) throw new Error("no open jobs in the database at DATABASE_URL");
    return shuffled(
      rows.map((r) => r.id),
      new Prng(`ids-order:${seed}`),
    );
  } finally {
    await client.end();
  }
}

/* ---------- load ---------- */

/** Next's page-cache header: HIT, STALE, MISS, or "-" (dynamic, not cached). */
const cacheState = (res: Response) => {
  const front = res.headers.get("x-upstep-page-cache");
  return front ? `front:${front}` : (res.headers.get("x-nextjs-cache") ?? "-");
};
const count = (tally: Record<string, number>, key: string) => void (tally[key] = (tally[key] ?? 0) + 1);

async function warmup(origin: string, paths: string[]): Promise<TargetResult["warmup"]> {
  const times: number[] = [];
  const cache: Record<string, number> = {};
  let non2xx = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(8, paths.length) }, async () => {
      while (next < paths.length) {
        const p = paths[next++]!;
        const t = performance.now();
        const res = await fetch(origin + p, { redirect: "manual" });
        await res.arrayBuffer();
        times.push(performance.now() - t);
        count(cache, cacheState(res));
        if (res.status < 200 || res.status > 299) non2xx++;
      }
    }),
  );
  return { requests: times.length, latency: summarize(times), non2xx, cache };
}

async function cacheCheck(origin: string, paths: string[]): Promise<Record<string, number>> {
  const cache: Record<string, number> = {};
  for (const p of paths.slice(0, 20)) {
    const res = await fetch(origin + p, { redirect: "manual" });
    await res.arrayBuffer();
    count(cache, `${res.status} ${cacheState(res)}`);
  }
  return cache;
}

function cannon(origin: string, paths: string[], title: string): Promise<{ result: autocannon.Result; times: number[] }> {
  let counter = 0;
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration,
        title,
        requests: [{ method: "GET", path: paths[0], setupRequest: (request) => ({ ...request, path: paths[counter++ % paths.length] }) }],
      },
      (err, result) => (err ? reject(err) : resolve({ result, times })),
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
    });
  });
}

async function measure(target: TargetName, origin: string, paths: string[], warm: boolean): Promise<TargetResult> {
  const out: TargetResult = { target, url: origin + paths[0], distinctPaths: paths.length };
  // Preflight: the first URL must answer 200 (a 404 or 500 page is fast and would flatter the figures).
  try {
    const res = await fetch(origin + paths[0], { redirect: "manual" });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${origin + paths[0]} answered ${res.status}`);
  } catch (err) {
    out.error = err instanceof Error ? `${err.message}${err.cause instanceof Error ? ` (${err.cause.message})` : ""}` : String(err);
    return out;
  }
  if (warm) out.warmup = await warmup(origin, paths);
  const { result, times } = await cannon(origin, paths, target);
  const responses = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  Object.assign(out, {
    reqPerSec: result.requests.mean,
    requests: times.length,
    latency: summarize(times),
    autocannon: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
      reqPerSecP50: result.requests.p50,
      reqPerSecMin: result.requests.min,
    },
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: responses ? Math.round(result.throughput.total / responses) : 0,
  } satisfies Partial<TargetResult>);
  out.cacheAfter = await cacheCheck(origin, paths);
  return out;
}

/** Starts bench/ceiling-server.ts as a child (its own core, as the app has), resolves when it listens. */
async function startCeiling(source: { from?: string; file?: string }, port: string): Promise<ChildProcess> {
  const script = path.join(path.dirname(new URL(import.meta.url).pathname), "ceiling-server.ts");
  const args = [...process.execArgv, script, "--port", port, ...(source.file ? ["--file", source.file] : ["--from", source.from!])];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error("the ceiling server did not start within 20 s")), 20_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("ceiling: listening")) {
        clearTimeout(timer);
        log(`  ${text.trim()}`);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the ceiling server exited (${code}) before listening`));
    });
  });
  return child;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

/* ---------- main ---------- */

const tally = (t: Record<string, number> | undefined) =>
  t ? Object.entries(t).map(([k, n]) => `${k}: ${n}`).join(", ") : "-";

function printTable(results: TargetResult[]) {
  const head = `${"target".padEnd(17)} ${"urls".padStart(5)} ${"req/s".padStart(8)} ${"p50".padStart(9)} ${"p95".padStart(9)} ${"p99".padStart(9)} ${"max".padStart(9)} ${"non-2xx".padStart(8)} ${"err".padStart(5)} ${"KB/resp".padStart(8)}`;
  log(`\n${head}`);
  for (const r of results) {
    if (r.error || !r.latency) {
      log(`${r.target.padEnd(17)} not run: ${r.error}`);
      continue;
    }
    log(
      `${r.target.padEnd(17)} ${String(r.distinctPaths).padStart(5)} ${r.reqPerSec!.toFixed(0).padStart(8)} ${fmtMs(r.latency.p50).padStart(9)} ${fmtMs(r.latency.p95).padStart(9)} ${fmtMs(r.latency.p99).padStart(9)} ${fmtMs(r.latency.max).padStart(9)} ${String(r.non2xx).padStart(8)} ${String(r.errors! + r.timeouts!).padStart(5)} ${(r.bytesPerResponse! / 1024).toFixed(1).padStart(8)}`,
    );
  }
  const warmed = results.filter((r) => r.warmup);
  if (warmed.length) {
    log(`\nfirst hit of each URL (warm-up, 8 at a time; not in the figures above):`);
    for (const r of warmed) {
      const w = r.warmup!;
      log(`${r.target.padEnd(17)} ${String(w.requests).padStart(5)} requests  p50 ${fmtMs(w.latency.p50)}  p95 ${fmtMs(w.latency.p95)}  max ${fmtMs(w.latency.max)}${w.non2xx ? `  ${w.non2xx} non-2xx` : ""}  cache ${tally(w.cache)}`);
    }
  }
}

async function main() {
  if (!(duration > 0) || !(connections > 0) || !(idCount > 0)) throw new Error("--duration, --connections and --ids must be positive numbers");
  const targets = (values.targets?.split(",").map((t) => t.trim()).filter(Boolean) ?? DEFAULT_TARGETS) as TargetName[];
  for (const t of targets) if (!ALL_TARGETS.includes(t)) throw new Error(`unknown target ${t}; targets: ${ALL_TARGETS.join(", ")}`);
  const warm = !values["no-warmup"];
  const startedAt = new Date();

  const needIds = targets.some((t) => t === "detail" || t === "detail-one" || (t === "ceiling" && !values["ceiling-file"]));
  const ids = needIds ? await openJobIds(idCount) : [];
  const detailPaths = ids.map(jobDetailPath);
  const states = US_STATES.filter((s) => s.kind !== "territory");
  const pathsOf: Record<TargetName, string[]> = {
    detail: detailPaths,
    "detail-one": detailPaths.slice(0, 1),
    "browse-state": shuffled(states.map((s) => browseStatePath(s.slug)), new Prng(`states:${seed}`)),
    "browse-category": shuffled(JOB_CATEGORIES.map((c) => browseCategoryPath(slugify(c.name))), new Prng(`categories:${seed}`)),
    "browse-state-all": shuffled(states.map((s) => browseStateAllPath(s.slug)), new Prng(`states-all:${seed}`)),
    search: shuffled(buildSearchQueries().map((q) => q.url), new Prng(`search:${seed}`)),
    ceiling: detailPaths.length ? detailPaths : ["/"],
  };

  const machine = describeMachine();
  log(`HTTP benchmark: ${baseUrl}, ${connections} connections, ${duration} s per target, targets ${targets.join(", ")}${needIds ? `, ${ids.length} open job ids` : ""}`);
  log(`machine: ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGB} GB, Node ${machine.node} (autocannon runs on the same cores as the server)`);

  const results: TargetResult[] = [];
  for (const target of targets) {
    log(`\n${target}: ${pathsOf[target].length} URL(s), e.g. ${pathsOf[target][0]}`);
    if (target === "ceiling") {
      const port = values["ceiling-port"]!;
      let child: ChildProcess | null = null;
      try {
        child = await startCeiling({ file: values["ceiling-file"], from: values["ceiling-file"] ? undefined : baseUrl + detailPaths[0] }, port);
        results.push(await measure(target, `http://127.0.0.1:${port}`, pathsOf.ceiling, false));
      } catch (err) {
        results.push({ target, url: `http://127.0.0.1:${port}/`, distinctPaths: 1, error: err instanceof Error ? err.message : String(err) });
      } finally {
        if (child) await stopChild(child);
      }
    } else {
      results.push(await measure(target, baseUrl, pathsOf[target], warm));
    }
    const last = results[results.length - 1]!;
    log(
      last.error
        ? `  not run: ${last.error}`
        : `  ${last.reqPerSec!.toFixed(0)} req/s, p50 ${fmtMs(last.latency!.p50)}, p95 ${fmtMs(last.latency!.p95)}, p99 ${fmtMs(last.latency!.p99)}, non-2xx ${last.non2xx}; after the run (status cache): ${tally(last.cacheAfter)}`,
    );
    await sleep(1000);
  }

  printTable(results);
  const finishedAt = new Date();
  const out = values.out ?? path.join("bench", ".results", `http-${finishedAt.toISOString().replace(/[:.]/g, "-").slice(0, 19)}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        benchmark: "http",
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        options: { baseUrl, connections, duration, ids: ids.length, targets, seed, warmup: warm },
        git: gitRevision(),
        machine,
        notes: [
          "latency p50/p95/p99/max: nearest rank over every response time recorded here (all status codes); autocannon's own p97.5/p99 (2xx only, whole ms) are under `autocannon`",
          "reqPerSec: autocannon's mean of per-second samples; the load generator shares the machine's cores with the server",
        ],
        results,
      },
      null,
      1,
    )}\n`,
  );
  log(`\nresults: ${out}`);
  if (results.some((r) => r.error || r.non2xx || r.errors || r.timeouts)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
