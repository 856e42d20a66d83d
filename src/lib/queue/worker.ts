import type pg from "pg";
import type { Clock, JobResult, JobWithMetadata, PgBoss } from "pg-boss";
import { createBoss } from "./boss";
import { FIXED_SCHEDULES, QUEUES, type QueueName, type QueueSchedule } from "./queues";

/*
 * The worker side of the queue (decision 018): one pg-boss instance that runs maintenance, keeps the
 * cron schedules registered and works every queue that has a handler. Composed with the handlers by
 * src/worker (the process `npm start` runs beside the web server) and by the tests.
 */

export type JobContext = { jobId: string; retryCount: number; queue: QueueName; signal: AbortSignal };
export type JobHandler = (data: unknown, context: JobContext) => Promise<unknown>;
export type Handlers = Partial<Record<QueueName, JobHandler>>;

export type WorkerLog = {
  info: (fields: Record<string, unknown>, message: string) => void;
  warn: (fields: Record<string, unknown>, message: string) => void;
  error: (fields: Record<string, unknown>, message: string) => void;
};

export type WorkerOptions = {
  connectionString?: string;
  pool?: pg.Pool;
  handlers: Handlers;
  /** Schedules beyond the fixed ones. */
  schedules?: readonly QueueSchedule[];
  /**
   * Schedules read from the database (the feed sources, decision 055): loaded at start and again
   * every refreshSeconds, so a source added, changed or disabled reaches the worker without a
   * restart even if the page's own schedule() call was lost.
   */
  dynamicSchedules?: { load: () => Promise<readonly QueueSchedule[]>; refreshSeconds: number };
  /** How often an idle queue is polled, in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  clock?: Clock;
  log: WorkerLog;
};

export type RunningWorker = { boss: PgBoss; stop: (graceful?: boolean) => Promise<void>; syncSchedules: () => Promise<void> };

/** jsonb keeps an object's keys in its own order, so two payloads are compared key by key. */
function sameData(a: object, b: object): boolean {
  const sorted = (o: object) => JSON.stringify(Object.entries(o).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return sorted(a) === sorted(b);
}

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const boss = createBoss({ role: "worker", connectionString: options.connectionString, pool: options.pool, clock: options.clock, max: 6 });
  boss.on("error", (err) => options.log.error({ err }, "queue error"));
  await boss.start();

  for (const q of QUEUES) {
    const handler = options.handlers[q.name];
    if (!handler) continue;
    const runOne = async (job: JobWithMetadata): Promise<JobResult> => {
      const started = Date.now();
      try {
        const output = await handler(job.data, { jobId: job.id, retryCount: job.retryCount, queue: q.name, signal: job.signal });
        options.log.info({ queue: q.name, jobId: job.id, ms: Date.now() - started }, "job done");
        return { id: job.id, status: "completed", output: output && typeof output === "object" ? output : { value: output ?? null } };
      } catch (err) {
        const last = job.retryCount >= job.retryLimit;
        options.log[last ? "error" : "warn"]({ err, queue: q.name, jobId: job.id, attempt: job.retryCount + 1 }, last ? "job failed for good: dead-lettered" : "job failed: it will be retried");
        const message = err instanceof Error ? err.message : String(err);
        return { id: job.id, status: "failed", output: { name: err instanceof Error ? err.name : "Error", message: message.slice(0, 2000) } };
      }
    };
    // A batch of jobs per fetch, worked `concurrency` at a time, each settled on its own; while
    // fetches come back full the worker fetches again at once (burst), else it polls.
    await boss.work(
      q.name,
      { batchSize: q.concurrency * 2, burstWhenBatchFull: true, perJobResults: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, includeMetadata: true },
      async (jobs: JobWithMetadata[]) => {
        const results: JobResult[] = [];
        let next = 0;
        const lanes = Array.from({ length: Math.min(q.concurrency, jobs.length) }, async () => {
          while (next < jobs.length) results.push(await runOne(jobs[next++]!));
        });
        await Promise.all(lanes);
        return results;
      },
    );
  }

  // Schedules: the fixed ones, the configured ones and the database's (feed sources); any other
  // schedule left from an earlier configuration (a source deleted or disabled) is removed, so the list
  // is exactly what is configured. A schedule already as wanted is not rewritten.
  const syncSchedules = async () => {
    const dynamic = options.dynamicSchedules ? await options.dynamicSchedules.load() : [];
    const wanted = [...FIXED_SCHEDULES, ...(options.schedules ?? []), ...dynamic].filter((s) => options.handlers[s.queue]);
    const existing = await boss.getSchedules();
    for (const s of wanted) {
      const same = existing.find((e) => e.name === s.queue && e.key === s.key);
      if (same && same.cron === s.cron && sameData(same.data ?? {}, s.data)) continue;
      await boss.schedule(s.queue, s.cron, s.data, { key: s.key, tz: "UTC" });
    }
    for (const e of existing) {
      if (!wanted.some((s) => s.queue === e.name && s.key === e.key)) await boss.unschedule(e.name, e.key);
    }
  };
  await syncSchedules();
  let timer: ReturnType<typeof setInterval> | null = null;
  if (options.dynamicSchedules) {
    timer = setInterval(() => {
      syncSchedules().catch((err: unknown) => options.log.error({ err }, "could not refresh the schedules"));
    }, options.dynamicSchedules.refreshSeconds * 1000);
    timer.unref?.();
  }

  return {
    boss,
    syncSchedules,
    stop: async (graceful = true) => {
      if (timer) clearInterval(timer);
      await boss.stop({ graceful, timeout: 20_000, close: true });
    },
  };
}
