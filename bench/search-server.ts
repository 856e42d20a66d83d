/*
 * The PostgreSQL server under the search benchmark: its URL, restarting it with empty caches
 * (--drop-caches), its I/O counters and settings. Used by search-bench.ts.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { fmtMs } from "./stats";

export type IoDelta = { blksHit: number; blksRead: number; hitRatio: number | null; tempFiles: number; tempBytes: number };


export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the benchmark database, e.g. postgres://postgres@127.0.0.1:5432/bench");
  return url;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function waitForServer(url: string, seconds: number) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      await withClient(url, (c) => c.query("select 1"));
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await sleep(250);
    }
  }
}

/**
 * Restart the PostgreSQL cluster (empties shared_buffers) and drop the OS page cache, so the cold pass
 * reads from disk. Returns what was done, or why nothing was.
 */
export async function dropCaches(url: string, force: boolean): Promise<string> {
  const host = new URL(url).hostname;
  if (process.getuid?.() !== 0) return "skipped: not running as root (restarting PostgreSQL and writing /proc/sys/vm/drop_caches need root)";
  if (!["127.0.0.1", "localhost", "::1", "[::1]", ""].includes(host)) return `skipped: the database host ${host} is not this machine`;
  try {
    execFileSync("pg_lsclusters", ["-h"], { stdio: "ignore" });
  } catch {
    return "skipped: pg_ctlcluster / pg_lsclusters (Debian's postgresql-common) are not installed";
  }
  const info = await withClient(url, async (c) => {
    const cluster = (await c.query<{ v: string }>("select current_setting('cluster_name') as v")).rows[0]?.v ?? "";
    const busy = (
      await c.query<{ pid: number; datname: string | null; state: string | null; query: string }>(`
        select pid, datname, state, left(query, 80) as query from pg_stat_activity
        where backend_type = 'client backend' and pid <> pg_backend_pid() and state is distinct from 'idle'`)
    ).rows;
    return { cluster, busy };
  });
  const match = /^(\d+)\/(.+)$/.exec(info.cluster);
  if (!match) return `skipped: cluster_name is "${info.cluster}", not Debian's "<version>/<name>"`;
  if (info.busy.length && !force) {
    const list = info.busy.map((b) => `pid ${b.pid} on ${b.datname} (${b.state}): ${b.query}`).join("; ");
    throw new Error(`--drop-caches would restart PostgreSQL under ${info.busy.length} busy session(s): ${list}. Wait for them or add --force.`);
  }
  const [, version, name] = match as unknown as [string, string, string];
  const t = performance.now();
  execFileSync("pg_ctlcluster", [version, name, "stop", "-m", "fast"], { stdio: "inherit" });
  let osCache = "OS page cache dropped";
  try {
    execFileSync("sync");
    writeFileSync("/proc/sys/vm/drop_caches", "3");
  } catch (err) {
    osCache = `OS page cache NOT dropped (${(err as Error).message})`;
  }
  execFileSync("pg_ctlcluster", [version, name, "start"], { stdio: "inherit" });
  await waitForServer(url, 60);
  return `PostgreSQL ${version}/${name} restarted (shared buffers empty), ${osCache}, in ${fmtMs(performance.now() - t)}`;
}

/** Buffer and temp-file counters of this database (pg_stat_database). */
export type IoCounters = { blksHit: number; blksRead: number; tempFiles: number; tempBytes: number };

/**
 * PostgreSQL 15 backends publish their statistics when they go idle, at most once a second: ask
 * every connection of the pool to flush on its next idle, then read the database's counters.
 */
export async function ioCounters(pool: pg.Pool): Promise<IoCounters> {
  const clients: pg.PoolClient[] = [];
  try {
    for (let i = 0; i < pool.totalCount; i++) clients.push(await pool.connect());
    await Promise.all(clients.map((c) => c.query("select pg_stat_force_next_flush()")));
  } finally {
    for (const c of clients) c.release();
  }
  await sleep(100);
  const { rows } = await pool.query<{ hit: string; read: string; tf: string; tb: string }>(`
    select blks_hit as hit, blks_read as read, temp_files as tf, temp_bytes as tb from pg_stat_database where datname = current_database()`);
  const r = rows[0]!;
  return { blksHit: Number(r.hit), blksRead: Number(r.read), tempFiles: Number(r.tf), tempBytes: Number(r.tb) };
}

export function ioDelta(a: IoCounters, b: IoCounters): IoDelta {
  const blksHit = b.blksHit - a.blksHit;
  const blksRead = b.blksRead - a.blksRead;
  return {
    blksHit,
    blksRead,
    hitRatio: blksHit + blksRead ? blksHit / (blksHit + blksRead) : null,
    tempFiles: b.tempFiles - a.tempFiles,
    tempBytes: b.tempBytes - a.tempBytes,
  };
}

export async function serverInfo(pool: pg.Pool) {
  const settings = ["server_version", "shared_buffers", "work_mem", "effective_cache_size", "jit", "max_parallel_workers_per_gather", "random_page_cost"];
  const { rows } = await pool.query<{ name: string; setting: string }>(
    `select name, current_setting(name) as setting from pg_settings where name = any($1)`,
    [settings],
  );
  // Planner estimates only: an exact count(*) would read the tables before the cold pass.
  const sizes = await pool.query<{ relname: string; rows: string; bytes: string }>(`
    select c.relname, c.reltuples::bigint as rows, pg_total_relation_size(c.oid) as bytes from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relname in ('jobs', 'job_search', 'job_documents', 'locations', 'job_locations')`);
  return {
    settings: Object.fromEntries(rows.map((r) => [r.name, r.setting])),
    tables: Object.fromEntries(sizes.rows.map((r) => [r.relname, { estimatedRows: Number(r.rows), totalMB: Math.round(Number(r.bytes) / 1048576) }])),
  };
}

