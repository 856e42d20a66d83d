import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveEvent } from "@/features/notifications/live-event";

/*
 * Issue 13 part 5: two app instances, each its own Node process with its own connections, on one
 * real PostgreSQL (a database made for this test and dropped after) and on one Redis: a live event
 * published in one reaches a subscriber in the other, including one over NOTIFY's 8000-byte limit
 * and with characters outside ASCII. Needs the machine's PostgreSQL (HUB_TEST_POSTGRES_URL, default
 * TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test) and Redis (REDIS_URL, default
 * redis://127.0.0.1:6379), which this machine and CI run.
 */
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const CHILD = path.join(import.meta.dirname, "bus-process.testing.ts");
const ADMIN_URL = process.env.HUB_TEST_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

type Line = { ready?: boolean; delivered?: LiveEvent; published?: boolean; error?: string; pid?: number };

function instance(env: Record<string, string>) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ["--import", "tsx", CHILD], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: "test" },
  });
  const lines: Line[] = [];
  const waiters: { test: (l: Line) => boolean; resolve: (l: Line) => void }[] = [];
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += String(d)));
  createInterface({ input: child.stdout }).on("line", (text) => {
    let line: Line;
    try {
      line = JSON.parse(text) as Line;
    } catch {
      return;
    }
    lines.push(line);
    for (const w of [...waiters]) {
      if (!w.test(line)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return {
    /** Resolves with the first line (already seen or still to come) that passes `test`; rejects if the process exits first. */
    waitFor(test: (l: Line) => boolean): Promise<Line> {
      const seen = lines.find(test);
      if (seen) return Promise.resolve(seen);
      return Promise.race([
        new Promise<Line>((resolve) => waiters.push({ test, resolve })),
        exited.then((code) => Promise.reject(new Error(`instance exited (${code}) before the line: ${stderr.slice(-2000)}`))),
      ]);
    },
    deliveries: () => lines.filter((l) => l.delivered).map((l) => l.delivered!),
    publish: (event: LiveEvent) => child.stdin.write(`${JSON.stringify(event)}\n`),
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

function events(): LiveEvent[] {
  const userId = randomUUID();
  return [
    { userId, target: "toast", content: { eventName: "toast", eventData: { message: "from the other instance" } } },
    // Over NOTIFY's 8000 bytes, with characters outside ASCII: chunked and put back together.
    { userId, seq: 42, target: "notification", content: { eventName: "notification.created", eventData: { message: "Ünïcødé ✓ 🚀", body: "é✓🚀".repeat(4_000) } } },
  ];
}

async function deliversAcross(a: ReturnType<typeof instance>, b: ReturnType<typeof instance>) {
  await Promise.all([a.waitFor((l) => l.ready === true), b.waitFor((l) => l.ready === true)]);
  const [small, large] = events() as [LiveEvent, LiveEvent];
  a.publish(small);
  a.publish(large);
  const got = await b.waitFor((l) => l.delivered?.seq === 42);
  expect(got.delivered).toEqual(large);
  expect(b.deliveries()).toEqual([small, large]);
  // And back the other way; the publisher's own process gets its events too.
  const back: LiveEvent = { ...small, content: { eventName: "toast", eventData: { message: "and back" } } };
  b.publish(back);
  expect((await a.waitFor((l) => l.delivered?.content.eventData.message === "and back")).delivered).toEqual(back);
  expect(a.deliveries().slice(0, 2)).toEqual([small, large]);
}

describe("the live hub's bus across two app processes", () => {
  const database = `upstep_hub_bus_${process.pid}_${randomUUID().slice(0, 6)}`;
  let databaseUrl = "";

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${database}`);
    } finally {
      await admin.end();
    }
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  });

  it("PostgreSQL LISTEN/NOTIFY: a publish in one process reaches the other", async () => {
    const a = instance({ BUS_MODE: "postgres", DATABASE_URL: databaseUrl });
    const b = instance({ BUS_MODE: "postgres", DATABASE_URL: databaseUrl });
    try {
      await deliversAcross(a, b);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("Redis pub/sub: a publish in one process reaches the other", async () => {
    const channel = `upstep:live:test:${randomUUID()}`;
    const a = instance({ BUS_MODE: "redis", REDIS_URL, REDIS_CHANNEL: channel });
    const b = instance({ BUS_MODE: "redis", REDIS_URL, REDIS_CHANNEL: channel });
    try {
      await deliversAcross(a, b);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
