/*
 * Mail queue benchmark (issue 13): N mails (default 10,000) queued to the send-email queue and
 * delivered by the real worker process (src/worker/main.ts) to an SMTP sink started here (smtp-server),
 * on the machine's PostgreSQL. Each mail takes the whole path: payload validation, the mail log
 * (idempotency), the person's preference, react-email rendering (HTML + text), List-Unsubscribe
 * headers, SMTP.
 *  1. throughput: queue N, start the worker, time until the sink has N distinct Message-IDs;
 *  2. crash: queue N more, start the worker, kill -9 it when about a third has arrived, start a new
 *     worker: every mail must arrive, and the sink counts copies of any Message-ID (none twice).
 * Every wait is bounded. Loopback only.
 *   npx tsx --conditions=react-server bench/mail/mail-bench.ts [--mails 10000]
 * Needs the machine's PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test);
 * makes and drops a database of its own. Results: bench/.results/mail-<date>.json.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { SMTPServer } from "smtp-server";
import * as schema from "@/db/schema";
import { migrateDatabase } from "@/db/migrate";
import { installQueues } from "@/lib/queue/boss";
import { jobIdFor } from "@/lib/queue/enqueue";
import { sendEmailPayload } from "@/lib/email/queue-email";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const MAILS = Number(arg("mails", "10000"));
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_NAME = `upstep_mail_bench_${process.pid}`;
const ROOT = path.resolve(import.meta.dirname, "../..");
const now = () => performance.now();

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function until(what: string, test: () => boolean, timeoutMs: number): Promise<number> {
  const started = now();
  while (!test()) {
    if (now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return now() - started;
}

/** The sink: counts each Message-ID it receives (reads the headers only). */
function startSink() {
  const seen = new Map<string, number>();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 1_000_000,
    onData(stream, _session, callback) {
      let head = "";
      let done = false;
      stream.on("data", (chunk: Buffer) => {
        if (done) return;
        head += chunk.toString("utf8");
        const end = head.indexOf("\r\n\r\n");
        if (end >= 0) {
          done = true;
          head = head.slice(0, end);
        }
      });
      stream.on("end", () => {
        const id = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? `none-${randomUUID()}`;
        seen.set(id, (seen.get(id) ?? 0) + 1);
        received++;
        callback();
      });
    },
  });
  // A worker killed mid-conversation resets its connections: expected here.
  server.on("error", () => {});
  return {
    server,
    seen,
    received: () => received,
    duplicates: () => [...seen.values()].filter((n) => n > 1).length,
  };
}

function startWorker(env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ["--import", "./src/worker/register-hooks.mjs", "--import", "tsx", path.join("src", "worker", "main.ts")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function stopWorker(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null) return;
  child.kill(signal);
  await new Promise((r) => child.once("exit", r));
}

async function queueMails(boss: PgBoss, userId: string, from: number, count: number) {
  const started = now();
  for (let i = from; i < from + count; i += 500) {
    const jobs = [];
    for (let j = i; j < Math.min(i + 500, from + count); j++) {
      const key = `bench:${j}`;
      const data = sendEmailPayload.parse({
        key,
        to: `person${j}@bench.test`,
        userId,
        category: "events",
        template: "notification",
        props: { subject: `Career fair #${j} tomorrow`, greeting: "Hi Bench,", title: `Career fair #${j} tomorrow`, body: "Austin Convention Center, 10 am to 4 pm. Bring your resume.", url: `http://localhost:3000/notifications/${j}`, actionLabel: "Open in Upstep" },
      });
      jobs.push({ id: jobIdFor("send-email", key), data });
    }
    await boss.insert("send-email", jobs);
  }
  return now() - started;
}

async function main() {
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME}`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  const databaseUrl = url.toString();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const sink = startSink();
  let worker: ChildProcess | null = null;
  try {
    const db = drizzle(pool, { schema });
    await migrateDatabase(db);
    await installQueues({ pool });
    const userId = randomUUID();
    await pool.query(`insert into users (id, name, email, email_verified) values ($1, 'Bench Person', 'bench@bench.test', true)`, [userId]);

    await new Promise<void>((r) => sink.server.listen(0, "127.0.0.1", r));
    const smtpUrl = `smtp://127.0.0.1:${(sink.server.server.address() as AddressInfo).port}`;
    const env = { ...process.env, DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123", LOG_LEVEL: "warn", NODE_ENV: "production" as const };
    const boss = new PgBoss({ connectionString: databaseUrl, max: 2, supervise: false, schedule: false, migrate: false });
    boss.on("error", () => {});
    await boss.start();

    // 1. Throughput.
    const queueMs = await queueMails(boss, userId, 0, MAILS);
    const t0 = now();
    worker = startWorker(env);
    await until(`${MAILS} mails`, () => sink.seen.size >= MAILS, 15 * 60_000);
    const deliverMs = now() - t0;
    const throughput = { mails: MAILS, queueMs: Math.round(queueMs), deliverMs: Math.round(deliverMs), mailsPerSecond: Math.round((MAILS / deliverMs) * 1000 * 10) / 10, duplicates: sink.duplicates() };
    console.log("throughput (including the worker's start):", throughput);
    await stopWorker(worker, "SIGTERM");

    // 2. kill -9 mid-run.
    const before = sink.seen.size;
    await queueMails(boss, userId, MAILS, MAILS);
    worker = startWorker(env);
    await until("a third of the second batch", () => sink.seen.size - before >= MAILS / 3, 10 * 60_000);
    const t1 = now();
    await stopWorker(worker, "SIGKILL");
    const atKill = sink.seen.size - before;
    worker = startWorker(env);
    const recoveryMs = await until(`all ${MAILS} of the second batch`, () => sink.seen.size - before >= MAILS, 15 * 60_000);
    // Anything still arriving (a retried job) would show as a duplicate: give the worker 5 s more.
    await new Promise((r) => setTimeout(r, 5_000));
    const crash = {
      mails: MAILS,
      deliveredBeforeKill: atKill,
      recoveredAfterMs: Math.round(recoveryMs),
      totalMs: Math.round(now() - t1),
      delivered: sink.seen.size - before,
      duplicates: sink.duplicates(),
      smtpMessagesReceived: sink.received(),
    };
    console.log("kill -9 mid-run:", crash);
    const log = await pool.query(`select status, count(*)::int as n from sent_emails group by status order by status`);
    console.log("mail log:", log.rows);
    await boss.stop({ graceful: false, close: true });

    mkdirSync(path.join(ROOT, "bench", ".results"), { recursive: true });
    const file = path.join(ROOT, "bench", ".results", `mail-${new Date().toISOString().slice(0, 19).replace(/:/g, "-")}.json`);
    writeFileSync(file, JSON.stringify({ machine: { cpus: os.cpus().length, node: process.version }, throughput, crash, log: log.rows }, null, 2));
    console.log(`written ${path.relative(ROOT, file)}`);
  } finally {
    if (worker) await stopWorker(worker, "SIGKILL");
    sink.server.close();
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
