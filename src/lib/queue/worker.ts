import type pg from "pg";
import type { Clock, PgBoss } from "pg-boss";
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
  /** Schedules beyond the fixed ones (the JOB_FEEDS imports). */
  schedules?: readonly QueueSchedule[];
  /** How often an idle queue is polled, in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  clock?: Clock;
  log: WorkerLog;
};

export type RunningWorker = { boss: PgBoss; stop: (graceful?: boolean) => Promise<void> };

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const boss = createBoss({ role: "worker", connectionString: options.connectionString, pool: options.pool, clock: options.clock, max: 6 });
  boss.on("error", (err) => options.log.error({ err }, "queue error"));
  await boss.start();

  for (const q of QUEUES) {
    const handler = options.handlers[q.name];
    if (!handler) continue;
    await boss.work(
      q.name,
      { localConcurrency: q.concurrency, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        const started = Date.now();
        try {
          const output = await handler(job.data, { jobId: job.id, retryCount: job.retryCount, queue: q.name, signal: job.signal });
          options.log.info({ queue: q.name, jobId: job.id, ms: Date.now() - started }, "job done");
          return output;
        } catch (err) {
          const last = job.retryCount >= job.retryLimit;
          options.log[last ? "error" : "warn"]({ err, queue: q.name, jobId: job.id, attempt: job.retryCount + 1 }, last ? "job failed for good: dead-lettered" : "job failed: it will be retried");
          throw err;
        }
      },
    );
  }

  // Schedules: the fixed ones and the configured feeds; any other schedule left from an earlier
  // configuration (a feed removed from JOB_FEEDS) is removed, so the list is exactly what is configured.
  const wanted = [...FIXED_SCHEDULES, ...(options.schedules ?? [])].filter((s) => options.handlers[s.queue]);
  for (const s of wanted) await boss.schedule(s.queue, s.cron, s.data, { key: s.key, tz: "UTC" });
  for (const existing of await boss.getSchedules()) {
    if (!wanted.some((s) => s.queue === existing.name && s.key === existing.key)) await boss.unschedule(existing.name, existing.key);
  }

  return {
    boss,
    stop: async (graceful = true) => {
      await boss.stop({ graceful, timeout: 20_000, close: true });
    },
  };
}
