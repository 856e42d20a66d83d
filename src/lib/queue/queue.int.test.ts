import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { getDb, getPool } from "@/db/client";
import { jobEffects } from "@/db/schema";
import { enqueue, jobIdFor, queueSender } from "./enqueue";
import { once } from "./effects";
import { deadLetters, queueSummaries, redriveDeadLetter, scheduleSummaries } from "./inspect";
import { DEAD_LETTER_QUEUE, QUEUES } from "./queues";
import { startWorker, type Handlers, type RunningWorker } from "./worker";

/*
 * The queue on the real test database (PGlite here, PostgreSQL in CI): idempotent sends, a worker
 * that works and retries with backoff, dead letters and their redrive, schedules, and once().
 */
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let worker: RunningWorker | null = null;

// Each test starts with an empty queue (the file shares one database).
beforeEach(async () => {
  await getDb().execute(sql`truncate pgboss.job, pgboss.schedule`);
});

afterEach(async () => {
  await worker?.stop(false);
  worker = null;
});

type JobRow = { id: string; state: string; retry_count: number; start_after: string; completed_on: string | null; output: unknown };

async function jobRow(queue: string, id: string): Promise<JobRow | undefined> {
  const r = await getDb().execute<JobRow>(sql`select id, state::text as state, retry_count, start_after, completed_on, output from pgboss.job where name = ${queue} and id = ${id}::uuid`);
  return r.rows[0];
}

async function start(handlers: Handlers, schedules?: Parameters<typeof startWorker>[0]["schedules"]) {
  worker = await startWorker({ pool: getPool(), handlers, schedules, pollingIntervalSeconds: 0.5, log: quiet });
  return worker;
}

describe("enqueue", () => {
  it("sends a job once per idempotency key", async () => {
    const first = await enqueue("expire-jobs", { n: 1 }, { key: "sweep-2026-11-25T10:00" });
    const second = await enqueue("expire-jobs", { n: 2 }, { key: "sweep-2026-11-25T10:00" });
    expect(first).toBe(jobIdFor("expire-jobs", "sweep-2026-11-25T10:00"));
    expect(second).toBeNull();
    const r = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'expire-jobs'`);
    expect(r.rows[0]!.n).toBe(1);
    // Another key, or the same key on another queue, is another job.
    expect(await enqueue("expire-jobs", {}, { key: "other" })).not.toBeNull();
    expect(await enqueue("sweep", {}, { key: "sweep-2026-11-25T10:00" })).not.toBeNull();
  });

  it("sends inside a transaction: the job exists only if it commits", async () => {
    const db = getDb();
    await expect(
      db.transaction(async (tx) => {
        await enqueue("sweep", { inside: "rolled back" }, { tx });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const id = await db.transaction((tx) => enqueue("sweep", { inside: "committed" }, { tx }));
    const rows = await db.execute<{ data: { inside: string } }>(sql`select data from pgboss.job where name = 'sweep'`);
    expect(rows.rows.map((r) => r.data.inside)).toEqual(["committed"]);
    expect(id).not.toBeNull();
  });

  it("keeps a job until its start time", async () => {
    const at = new Date(Date.now() + 3_600_000);
    const id = (await enqueue("sweep", {}, { startAfter: at }))!;
    const row = await jobRow("sweep", id);
    expect(new Date(row!.start_after).getTime()).toBe(at.getTime());
  });
});

describe("the worker", () => {
  it("runs a queued job with its payload and records the output", async () => {
    const seen: unknown[] = [];
    await start({ sweep: async (data) => (seen.push(data), { swept: 3 }) });
    const id = (await enqueue("sweep", { reason: "test" }))!;
    await vi.waitFor(async () => expect((await jobRow("sweep", id))?.state).toBe("completed"), { timeout: 10_000, interval: 100 });
    expect(seen).toEqual([{ reason: "test" }]);
    expect((await jobRow("sweep", id))?.output).toEqual({ swept: 3 });
  });

  it("retries a failing job later, each wait longer than the last (exponential backoff)", async () => {
    const def = QUEUES.find((q) => q.name === "sweep")!;
    let attempts = 0;
    await start({
      sweep: async () => {
        attempts++;
        throw new Error(`attempt ${attempts} failed`);
      },
    });
    const id = (await enqueue("sweep", {}))!;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      await vi.waitFor(
        async () => {
          const row = await jobRow("sweep", id);
          expect(row?.state).toBe("retry");
          // pg-boss counts a retry when it claims the job again.
          expect(row?.retry_count).toBe(attempt - 1);
        },
        { timeout: 10_000, interval: 100 },
      );
      const row = (await jobRow("sweep", id))!;
      const wait = (new Date(row.start_after).getTime() - Date.now()) / 1000;
      waits.push(wait);
      // Time passes: the retry is due now (instead of waiting the minute out).
      await getDb().execute(sql`update pgboss.job set start_after = now() where name = 'sweep' and id = ${id}::uuid`);
    }
    // pg-boss's backoff: attempt n waits retryDelay x 2^(n-1) x (1 + a random fraction), at most retryDelayMax.
    const d = def.options.retryDelay;
    expect(waits[0]).toBeGreaterThan(d - 2);
    expect(waits[0]).toBeLessThanOrEqual(2 * d + 1);
    expect(waits[1]).toBeGreaterThan(2 * d - 2);
    expect(waits[1]).toBeLessThanOrEqual(Math.min(4 * d, def.options.retryDelayMax) + 1);
  });

  it("dead-letters a job after its last retry; /admin/system lists it with its error and can send it back", async () => {
    const def = QUEUES.find((q) => q.name === "sweep")!;
    let fail = true;
    const ran: number[] = [];
    await start({
      sweep: async () => {
        ran.push(Date.now());
        if (fail) throw new Error("the mail server refused the connection");
        return { ok: true };
      },
    });
    const id = (await enqueue("sweep", { batch: 7 }))!;
    await vi.waitFor(
      async () => {
        const row = await jobRow("sweep", id);
        if (row?.state === "retry") await getDb().execute(sql`update pgboss.job set start_after = now() where name = 'sweep' and id = ${id}::uuid`);
        expect(row?.state).toBe("failed");
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(ran).toHaveLength(def.options.retryLimit + 1);

    const [letter] = await deadLetters(getDb());
    expect(letter).toMatchObject({ queue: "sweep", label: def.label, error: "the mail server refused the connection", attempts: def.options.retryLimit + 1 });
    expect(JSON.parse(letter!.data)).toEqual({ batch: 7 });
    const summary = (await queueSummaries(getDb())).find((q) => q.name === "sweep")!;
    expect(summary.counts).toMatchObject({ failed: 1, deadLetters: 1 });

    // Fixed: send it back; it runs again as a new job and succeeds; the dead letter is gone.
    fail = false;
    expect(await redriveDeadLetter(letter!.id)).toEqual({ queue: "sweep" });
    await vi.waitFor(
      async () => {
        const s = (await queueSummaries(getDb())).find((q) => q.name === "sweep")!;
        expect(s.counts.completed).toBe(1);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await deadLetters(getDb())).toEqual([]);
    expect(await redriveDeadLetter(letter!.id)).toBeNull();
  });

  it("keeps the cron schedules registered, the configured feeds among them, and drops a feed no longer configured", async () => {
    const noop = async () => null;
    const feed = { queue: "import-feed" as const, key: "acme", cron: "0 */6 * * *", data: { source: "acme", url: "https://feeds.example/acme.xml" }, label: "" };
    await start({ "expire-jobs": noop, sweep: noop, "import-feed": noop }, [feed]);
    let schedules = await scheduleSummaries();
    expect(schedules.map((s) => `${s.queue}/${s.key} ${s.cron}`)).toEqual(["expire-jobs/default */15 * * * *", "import-feed/acme 0 */6 * * *", "sweep/default 17 3 * * *"]);
    expect(new Date(schedules[0]!.nextRunAt!).getTime()).toBeGreaterThan(Date.now());
    await worker!.stop(false);
    worker = null;
    await start({ "expire-jobs": noop, sweep: noop, "import-feed": noop }, []);
    schedules = await scheduleSummaries();
    expect(schedules.map((s) => s.key)).not.toContain("acme");
  });
});

describe("once()", () => {
  it("runs an effect once per key however often the job runs, and not at all if it rolls back", async () => {
    const db = getDb();
    let effects = 0;
    const first = await once(db, "sweep", "notify:alert-1:job-9", async () => ++effects);
    const again = await once(db, "sweep", "notify:alert-1:job-9", async () => ++effects);
    expect(first).toEqual({ ran: true, value: 1 });
    expect(again).toEqual({ ran: false });
    await expect(once(db, "sweep", "rolled-back", async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect((await db.select().from(jobEffects)).map((e) => e.key)).toEqual(["notify:alert-1:job-9"]);
  });
});

it("installs every queue with its retry policy and the dead-letter queue", async () => {
  const boss = await queueSender();
  for (const q of QUEUES) {
    const installed = await boss.getQueue(q.name);
    expect(installed).toMatchObject({ retryLimit: q.options.retryLimit, retryDelay: q.options.retryDelay, retryBackoff: true, deadLetter: DEAD_LETTER_QUEUE });
  }
  expect(await boss.getQueue(DEAD_LETTER_QUEUE)).not.toBeNull();
});
