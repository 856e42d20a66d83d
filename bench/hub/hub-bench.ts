/*
 * Live hub benchmark (issue 13): N concurrent hub connections (default 1,000, one person each) to
 * hub-server.ts in its own process on PostgreSQL, using the app's own browser client (HubClient)
 * and key issuing; then
 *  1. a targeted notification to each person, stored and published from this process (another
 *     "app instance", over LISTEN/NOTIFY or Redis) as notify() does: delivery time from just before the
 *     insert to the client's handler, p50/p99; a burst (10 at a time, the pool's size) and a paced run;
 *  2. the server's memory per connection (RSS and heap after a full GC, before and after connecting);
 *  3. kill -9 the server, store one notification per person while it is down, start it again: the
 *     clients reconnect (0/2/10/30 s) with Last-Event-ID and every stored notification must arrive.
 * Every wait is bounded. Loopback only.
 *   npx tsx --conditions=react-server bench/hub/hub-bench.ts [--clients 1000] [--port 3411] [--bus postgres|redis]
 * Needs the machine's PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test);
 * makes and drops a database of its own. Results: bench/.results/hub-<date>.json.
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@/db/schema";
import { migrateDatabase } from "@/db/migrate";
import { notificationCreatedEvent, type NotificationView } from "@/features/notifications/live-event";
import { createPostgresBus, createRedisBus, type Bus } from "@/features/realtime/server/bus";
import { issueHubKey } from "@/features/realtime/server/hub-keys";
import { HubClient, type HubState } from "@/features/realtime/client/hub-client";
import { startBenchServer } from "../spawn-server";
import { summarize } from "../stats";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const CLIENTS = Number(arg("clients", "1000"));
const PORT = Number(arg("port", "3411"));
/** The bus between this process (the publisher) and the server: postgres (LISTEN/NOTIFY) or redis. */
const BUS = arg("bus", "postgres");
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_NAME = `upstep_hub_bench_${process.pid}`;
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
    await new Promise((r) => setTimeout(r, 20));
  }
  return now() - started;
}

function startServer(databaseUrl: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: "hub-bench-secret-0123456789abcdef0123456789",
    PORT: String(PORT),
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    HUB_MAX_CONNECTIONS: String(CLIENTS * 2),
    HUB_BUS: BUS,
    REDIS_URL: BUS === "redis" ? REDIS_URL : "",
  };
  return startBenchServer(path.join(import.meta.dirname, "hub-server.ts"), env, ["--expose-gc"]);
}

async function memory() {
  const r = await fetch(`http://127.0.0.1:${PORT}/bench/memory`);
  return (await r.json()) as { rss: number; heapUsed: number; external: number; arrayBuffers: number; connections: number; bus: string };
}

async function main() {
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  const databaseUrl = url.toString();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzle(pool, { schema });
  let server: ChildProcess | null = null;
  const clients: HubClient[] = [];
  try {
    await migrateDatabase(db);
    // People and sessions written directly (a password hash each would take minutes); keys as the route issues them.
    const people = Array.from({ length: CLIENTS }, (_, i) => ({ userId: randomUUID(), sessionId: randomUUID(), i }));
    for (let i = 0; i < people.length; i += 500) {
      const slice = people.slice(i, i + 500);
      await db.insert(schema.users).values(slice.map((p) => ({ id: p.userId, name: `Bench ${p.i}`, email: `bench-${p.i}@example.test`, emailVerified: true })));
      await db.insert(schema.sessions).values(slice.map((p) => ({ id: p.sessionId, userId: p.userId, token: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000) })));
    }

    server = await startServer(databaseUrl);
    await until("the server's bus", () => true, 1);
    const before = await memory();

    // Deliveries seen by each person's client: notification id -> receive time.
    const received = people.map(() => new Map<string, number>());
    const states = new Map<HubState, number>();
    const stateOf: HubState[] = people.map(() => "Disconnected");
    const connectTimes: number[] = [];
    let connectStarted = 0;
    const setState = (i: number, s: HubState) => {
      if (s === "Connected" && stateOf[i] === "Connecting") connectTimes.push(now() - connectStarted);
      states.set(stateOf[i]!, (states.get(stateOf[i]!) ?? 1) - 1);
      stateOf[i] = s;
      states.set(s, (states.get(s) ?? 0) + 1);
    };
    const connected = () => stateOf.filter((s) => s === "Connected").length;
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    for (const p of people) {
      const client = new HubClient({
        url: `http://127.0.0.1:${PORT}/api/hub`,
        fetchKey: () => issueHubKey(db, p),
        onEvent: (event) => {
          const n = event.content.eventData.notification as NotificationView | undefined;
          if (!n) return;
          const t = now();
          if (!received[p.i]!.has(n.id)) {
            received[p.i]!.set(n.id, t);
            const s = sentAt.get(n.id);
            if (s !== undefined) latencies.push(t - s);
          }
        },
        onStateChange: (s) => setState(p.i, s),
      });
      clients.push(client);
    }
    connectStarted = now();
    for (const c of clients) c.start();
    await until(`${CLIENTS} connections`, () => connected() === CLIENTS, 120_000);
    const connectMs = now() - connectStarted;
    await new Promise((r) => setTimeout(r, 1_000));
    const after = await memory();
    const connectEach = summarize(connectTimes);
    console.log(`connected ${CLIENTS} in ${Math.round(connectMs)} ms (each: p50 ${connectEach.p50} ms, p99 ${connectEach.p99} ms); bus ${after.bus}; server connections ${after.connections}`);

    const quiet = { deliver: () => {}, onGap: () => {} };
    let bus: Bus;
    if (BUS === "redis") bus = await createRedisBus({ ...quiet, url: REDIS_URL });
    else {
      const pgBus = createPostgresBus({ ...quiet, connectionString: databaseUrl, publisher: pool });
      await pgBus.ready;
      bus = pgBus;
    }
    const store = async (p: (typeof people)[number], publish: boolean, label: string) => {
      const id = randomUUID();
      const t0 = now();
      sentAt.set(id, t0);
      const [row] = await db.insert(schema.notifications).values({ id, userId: p.userId, type: "bench", title: `${label} for ${p.i}` }).returning();
      if (!publish) return id;
      const view: NotificationView = { id, seq: row!.seq, type: "bench", title: row!.title, body: "", link: null, data: {}, createdAt: row!.createdAt.toISOString(), readAt: null };
      await bus.publish(notificationCreatedEvent(p.userId, view, 1));
      return id;
    };
    const runRound = async (label: string, perSecond: number | null) => {
      latencies.length = 0;
      const ids: string[] = new Array(CLIENTS);
      const started = now();
      if (perSecond === null) {
        let next = 0;
        await Promise.all(Array.from({ length: 10 }, async () => {
          while (next < people.length) {
            const p = people[next++]!;
            ids[p.i] = await store(p, true, label);
          }
        }));
      } else {
        const pending: Promise<void>[] = [];
        for (const p of people) {
          const due = started + (p.i * 1000) / perSecond;
          const wait = due - now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          pending.push(store(p, true, label).then((id) => void (ids[p.i] = id)));
        }
        await Promise.all(pending);
      }
      await until(`${label}: every notification`, () => people.every((p) => ids[p.i] && received[p.i]!.has(ids[p.i]!)), 60_000);
      const s = summarize(latencies);
      console.log(`${label}: ${CLIENTS} notifications in ${Math.round(now() - started)} ms; delivery p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms`);
      return { label, perSecond, ms: Math.round(now() - started), delivery: s };
    };
    const rounds = [await runRound("burst", null), await runRound("paced 200/s", 200), await runRound("burst again", null)];

    // Kill the server, store one notification per person while it is down, start it again.
    server.kill("SIGKILL");
    await new Promise((r) => server!.once("exit", r));
    const killedAt = now();
    const missed: string[] = new Array(CLIENTS);
    let nextMissed = 0;
    await Promise.all(Array.from({ length: 10 }, async () => {
      while (nextMissed < people.length) {
        const p = people[nextMissed++]!;
        missed[p.i] = await store(p, true, "while down");
      }
    }));
    const storedWhileDownMs = now() - killedAt;
    server = await startServer(databaseUrl);
    const restartedAt = now();
    const all = () => people.filter((p) => received[p.i]!.has(missed[p.i]!)).length;
    let recoveredMs: number | null = null;
    try {
      recoveredMs = await until("every notification stored while the server was down", () => all() === CLIENTS, 90_000);
    } catch (err) {
      console.log(String(err));
    }
    const lost = CLIENTS - all();
    console.log(`kill -9 + restart: ${CLIENTS - lost} of ${CLIENTS} got the notification stored while down (${lost} lost); stored in ${Math.round(storedWhileDownMs)} ms, all back ${recoveredMs === null ? "never" : `${Math.round(recoveredMs)} ms after the restart`}`);

    const perConnection = {
      rssBytes: Math.round((after.rss - before.rss) / CLIENTS),
      heapBytes: Math.round((after.heapUsed - before.heapUsed) / CLIENTS),
    };
    console.log(`memory per connection: RSS ${perConnection.rssBytes} B, heap ${perConnection.heapBytes} B (RSS ${Math.round(before.rss / 1e6)} -> ${Math.round(after.rss / 1e6)} MB)`);
    const result = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      clients: CLIENTS,
      bus: after.bus,
      connectMs: Math.round(connectMs),
      connectEach,
      rounds,
      memory: { before, after, perConnection },
      restart: { lost, storedWhileDownMs: Math.round(storedWhileDownMs), recoveredMsAfterRestart: recoveredMs === null ? null : Math.round(recoveredMs), restartedAt: Math.round(restartedAt - killedAt) },
    };
    mkdirSync(path.join(ROOT, "bench/.results"), { recursive: true });
    const file = path.join(ROOT, `bench/.results/hub-${result.date.slice(0, 19).replace(/[:T]/g, "-")}.json`);
    writeFileSync(file, JSON.stringify(result, null, 2));
    console.log(`written ${path.relative(ROOT, file)}`);
    await bus.stop();
  } finally {
    for (const c of clients) c.stop();
    server?.kill("SIGKILL");
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
