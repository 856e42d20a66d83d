/*
 * Crash benchmark for applying (issue 15): N people (default 500) apply at once over loopback to
 * on-platform jobs through the app's own routes (apply-server.ts: save the draft, then submit); once
 * a share of the submits (default 40%) has been acknowledged, the server is killed with SIGKILL in
 * the middle of the rest. Then:
 *  1. with the server down, every application whose submit was acknowledged with a 2xx must be in
 *     the database as applied (durability of an acknowledgement);
 *  2. the server starts again and the unacknowledged clients retry as a browser would (the draft
 *     again, or read it back when it was already sent; then submit again);
 *  3. every person has exactly one application, applied; exactly one "applied" history row and one
 *     confirmation mail each; none duplicated; the files left by interrupted resume copies counted.
 * Every wait is bounded. Loopback only.
 *   npx tsx --conditions=react-server bench/apply-crash/apply-crash-bench.ts [--people 500] [--kill-after 0.4] [--port 3412]
 * Needs the machine's PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test);
 * makes and drops a database of its own. Results: bench/.results/apply-crash-<date>.json.
 */
import type { ChildProcess } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { startBenchServer } from "../spawn-server";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const PEOPLE = Number(arg("people", "500"));
const KILL_AFTER = Number(arg("kill-after", "0.4"));
const PORT = Number(arg("port", "3412"));
const JOBS = 5;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_NAME = `upstep_apply_bench_${process.pid}`;
const ROOT = path.resolve(import.meta.dirname, "../..");
const SECRET = "apply-bench-secret-0123456789abcdef0123456789";
const BASE = `http://127.0.0.1:${PORT}`;
const UPLOAD_DIR = mkdtempSync(path.join(os.tmpdir(), "upstep-apply-bench-"));
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();
// The app's modules read these (storage, env) when first used, in this process as in the server.
Object.assign(process.env, { DATABASE_URL: databaseUrl, AUTH_SECRET: SECRET, BASE_URL: BASE, UPLOAD_DIR, LOG_LEVEL: "warn" });

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

function startServer(): Promise<ChildProcess> {
  return startBenchServer(path.join(import.meta.dirname, "apply-server.ts"), { ...process.env, PORT: String(PORT), NODE_ENV: "production" });
}

/** better-auth's signed session cookie (better-call signCookieValue: value.base64(HMAC-SHA256)). */
function sessionCookie(token: string): string {
  const signature = createHmac("sha256", SECRET).update(token).digest("base64");
  return `upstep.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

type Person = { userId: string; token: string; resumeId: string; jobId: string; applicationId?: string; ackedAt?: number; attempts: number; statuses: number[] };

async function call(p: Person, method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: { cookie: sessionCookie(p.token), origin: BASE, "x-csrf": "1", "x-auth-version": "2", ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** One person's whole apply: the draft (or the application already there), then submit. Throws on a dropped connection. */
async function apply(p: Person, onAck: () => void): Promise<void> {
  p.attempts++;
  const draft = await call(p, "PUT", `/api/candidates/applications/by-job/${p.jobId}`, { resumeId: p.resumeId, coverLetter: "I would like to work with you.", draftStep: "review" });
  p.statuses.push(draft.status);
  let id = (draft.json as { application?: { id: string } } | null)?.application?.id ?? (draft.json as { id?: string } | null)?.id;
  if (draft.status === 409) {
    const current = await call(p, "GET", `/api/candidates/applications/by-job/${p.jobId}`);
    id = (current.json as { application: { id: string } }).application.id;
  } else if (draft.status >= 300 || !id) throw new Error(`draft answered ${draft.status}: ${JSON.stringify(draft.json).slice(0, 200)}`);
  p.applicationId = id;
  const submit = await call(p, "POST", `/api/candidates/applications/${id}/submit`);
  p.statuses.push(submit.status);
  if (submit.status >= 200 && submit.status < 300) {
    p.ackedAt = performance.now();
    onAck();
  } else throw new Error(`submit answered ${submit.status}`);
}

async function main() {
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // DROP DATABASE ... WITH (FORCE) at the end ends idle connections: not an error of the run.
  pool.on("error", () => {});
  const schema = await import("@/db/schema");
  const db = drizzle(pool, { schema });
  const { migrateDatabase } = await import("@/db/migrate");
  const { installQueues } = await import("@/lib/queue/boss");
  const { importJobs } = await import("@/features/jobs/server/import/import-jobs");
  const { fileStorage, newFileKey } = await import("@/lib/uploads/storage");
  const { makePdf } = await import("@/lib/uploads/test-fixtures");
  let server: ChildProcess | null = null;
  const result: Record<string, unknown> = { date: new Date().toISOString(), people: PEOPLE, killAfter: KILL_AFTER, node: process.version };
  try {
    await migrateDatabase(db as never);
    await installQueues({ pool });
    const day = 86_400_000;
    await importJobs(db as never, {
      source: "apply-bench",
      records: Array.from({ length: JOBS }, (_, i) => ({
        title: `Bench Nurse ${i}`,
        referenceNumber: `AB-${i}`,
        date: new Date(Date.now() - day).toISOString(),
        validThrough: new Date(Date.now() + 30 * day).toISOString(),
        applyOnPlatform: true,
        company: "Bench Health",
        city: "Chicago",
        state: "IL",
        country: "US",
        description: "<p>Care for patients.</p>",
        category: "Healthcare",
      })),
    });
    const jobIds = (await db.select({ id: schema.jobs.id }).from(schema.jobs)).map((j) => j.id);
    if (jobIds.length !== JOBS) throw new Error(`expected ${JOBS} jobs, found ${jobIds.length}`);

    // People, sessions, profiles and a resume each, written directly (a password hash each would take minutes).
    const pdf = makePdf(["Bench Person", "Registered Nurse", "Chicago, IL"]);
    const people: Person[] = Array.from({ length: PEOPLE }, (_, i) => ({ userId: randomUUID(), token: randomUUID(), resumeId: randomUUID(), jobId: jobIds[i % JOBS]!, attempts: 0, statuses: [] }));
    for (let i = 0; i < people.length; i += 250) {
      const slice = people.slice(i, i + 250);
      await db.insert(schema.users).values(slice.map((p, j) => ({ id: p.userId, name: `Bench Person ${i + j}`, email: `bench-${i + j}@example.test`, emailVerified: true })));
      await db.insert(schema.sessions).values(slice.map((p) => ({ id: randomUUID(), userId: p.userId, token: p.token, expiresAt: new Date(Date.now() + day) })));
      await db.insert(schema.candidateProfiles).values(slice.map((p, j) => ({ userId: p.userId, firstName: "Bench", lastName: `Person ${i + j}`, headline: "Registered Nurse", city: "Chicago", state: "IL" })));
      const keys = slice.map(() => newFileKey("pdf"));
      for (const key of keys) await fileStorage().put(key, pdf);
      await db.insert(schema.resumes).values(slice.map((p, j) => ({ id: p.resumeId, userId: p.userId, originalFileName: "resume.pdf", storageKey: keys[j]!, mime: "application/pdf", sizeBytes: pdf.length, isDefault: true })));
    }
    const filesBefore = countFiles(UPLOAD_DIR);

    // 1. Everyone at once; SIGKILL once KILL_AFTER of them are acknowledged.
    server = await startServer();
    const firstServer = server;
    const exited = new Promise<void>((resolve) => firstServer.once("exit", () => resolve()));
    const killAt = Math.max(1, Math.floor(PEOPLE * KILL_AFTER));
    let acked = 0;
    let killedAt = 0;
    const started = performance.now();
    const firstRun = await Promise.allSettled(
      people.map((p) =>
        apply(p, () => {
          acked++;
          if (acked === killAt && server) {
            server.kill("SIGKILL");
            killedAt = performance.now() - started;
          }
        }),
      ),
    );
    await exited;
    const ackedBeforeKill = people.filter((p) => p.ackedAt !== undefined).map((p) => p.userId);
    const failedFirst = firstRun.filter((r) => r.status === "rejected").length;
    server = null;

    // 2. Down: every acknowledged application is stored as applied.
    const stored = await db.execute<{ user_id: string; stage: string }>(sql`select user_id, stage from applications`);
    const stageOf = new Map(stored.rows.map((r) => [r.user_id, r.stage]));
    const lostAcks = ackedBeforeKill.filter((u) => stageOf.get(u) !== "applied");

    // 3. Up again: the rest retry (bounded), as a browser would.
    server = await startServer();
    const retryStarted = performance.now();
    for (let round = 0; round < 3; round++) {
      const pending = people.filter((p) => p.ackedAt === undefined);
      if (!pending.length) break;
      for (let i = 0; i < pending.length; i += 50) await Promise.allSettled(pending.slice(i, i + 50).map((p) => apply(p, () => {})));
    }
    const retryMs = performance.now() - retryStarted;

    const [dupes, counts, events, mails] = await Promise.all([
      db.execute<{ n: number }>(sql`select count(*)::int as n from (select job_id, user_id from applications group by 1, 2 having count(*) > 1) d`),
      db.execute<{ stage: string; n: number }>(sql`select stage, count(*)::int as n from applications group by 1`),
      db.execute<{ n: number; max: number }>(sql`select count(*)::int as n, coalesce(max(c), 0)::int as max from (select application_id, count(*) as c from application_events where stage = 'applied' group by 1) e`),
      db.execute<{ n: number; max: number }>(sql`select count(*)::int as n, coalesce(max(c), 0)::int as max from (select data->>'key', count(*) as c from pgboss.job where name = 'send-email' and data->>'template' = 'application-submitted' group by 1) m`),
    ]);
    const referenced = (await db.execute<{ n: number }>(sql`select count(*)::int as n from applications where resume_storage_key is not null`)).rows[0]!.n;
    const orphanFiles = countFiles(UPLOAD_DIR) - filesBefore - referenced;

    Object.assign(result, {
      ackedBeforeKill: ackedBeforeKill.length,
      killedAtMs: Math.round(killedAt),
      failedInFirstRun: failedFirst,
      lostAcknowledgements: lostAcks.length,
      retryMs: Math.round(retryMs),
      neverAcknowledged: people.filter((p) => p.ackedAt === undefined).length,
      stages: Object.fromEntries(counts.rows.map((r) => [r.stage, r.n])),
      duplicateApplications: dupes.rows[0]!.n,
      appliedHistoryRows: events.rows[0],
      confirmationMails: mails.rows[0],
      orphanResumeCopies: orphanFiles,
      maxAttempts: Math.max(...people.map((p) => p.attempts)),
    });
    const ok =
      lostAcks.length === 0 &&
      dupes.rows[0]!.n === 0 &&
      result.neverAcknowledged === 0 &&
      (result.stages as Record<string, number>).applied === PEOPLE &&
      events.rows[0]!.n === PEOPLE &&
      events.rows[0]!.max === 1 &&
      mails.rows[0]!.n === PEOPLE &&
      mails.rows[0]!.max === 1;
    result.ok = ok;
    console.log(JSON.stringify(result, null, 2));
    mkdirSync(path.join(ROOT, "bench/.results"), { recursive: true });
    writeFileSync(path.join(ROOT, `bench/.results/apply-crash-${new Date().toISOString().slice(0, 19).replace(/:/g, "-")}.json`), JSON.stringify(result, null, 2));
    if (!ok) process.exitCode = 1;
  } finally {
    server?.kill("SIGKILL");
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    rmSync(UPLOAD_DIR, { recursive: true, force: true });
  }
}

function countFiles(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) n += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : entry.name.endsWith(".tmp") ? 0 : 1;
  return n;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
