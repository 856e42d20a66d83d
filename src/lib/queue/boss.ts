import { PgBoss, type Clock, type ConstructorOptions } from "pg-boss";
import type pg from "pg";
import { DEAD_LETTER_QUEUE, QUEUES } from "./queues";

/*
 * pg-boss instances (decision 018). The web process only sends: its instance runs on the app's own
 * pool (no extra connections) with maintenance and scheduling off. The worker process (src/worker)
 * owns a pool of its own and does maintenance, schedules and the work. The schema (`pgboss`) is
 * installed by the setup step (installQueues), before either starts.
 * No "server-only" import: the worker and the setup step load this outside Next.
 */

export const QUEUE_SCHEMA = "pgboss";

/** pg-boss's database adapter over one of our pools (the web process shares the app's). */
export function poolAdapter(pool: pg.Pool) {
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values as unknown[]) };
}

type BossOptions = { pool?: pg.Pool; connectionString?: string; max?: number; clock?: Clock; role: "sender" | "worker" | "installer" };

export function createBoss(options: BossOptions): PgBoss {
  const base: ConstructorOptions = {
    schema: QUEUE_SCHEMA,
    application_name: `upstep-queue-${options.role}`,
    // The queue table is small: it keeps finished jobs 7 days for /admin/system, then deletes them.
    persistWarnings: false,
    monitorVacuum: false,
    registerInstance: options.role === "worker",
  };
  const connection: ConstructorOptions = options.pool ? { db: poolAdapter(options.pool) } : { connectionString: options.connectionString, max: options.max ?? 4 };
  // The worker supervises every 15 s (pg-boss's default is 60): a job whose worker died is retried
  // soon after its heartbeat stops (lib/queue/queues.ts).
  if (options.role === "worker") return new PgBoss({ ...base, ...connection, clock: options.clock, supervise: true, superviseIntervalSeconds: 15, schedule: true, migrate: false });
  if (options.role === "installer") return new PgBoss({ ...base, ...connection, supervise: false, schedule: false, migrate: true });
  return new PgBoss({ ...base, ...connection, supervise: false, schedule: false, migrate: false });
}

/**
 * Installs or migrates the queue schema and creates (or updates) every queue with its policy: run by
 * the setup step before the app and the worker start, and by the test database's migration.
 */
export async function installQueues(options: { pool?: pg.Pool; connectionString?: string }): Promise<void> {
  const boss = createBoss({ ...options, role: "installer" });
  boss.on("error", () => {
    /* reported by the failing call */
  });
  await boss.start();
  try {
    await ensureQueue(boss, DEAD_LETTER_QUEUE, { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 });
    for (const q of QUEUES) await ensureQueue(boss, q.name, { ...q.options, deadLetter: DEAD_LETTER_QUEUE });
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

async function ensureQueue(boss: PgBoss, name: string, options: Record<string, unknown>) {
  // Finished jobs are kept 7 days (what /admin/system lists); dead letters 30 days.
  const keep = { deleteAfterSeconds: name === DEAD_LETTER_QUEUE ? 30 * 86_400 : 7 * 86_400, retentionSeconds: 30 * 86_400 };
  if (await boss.getQueue(name)) await boss.updateQueue(name, { ...options, ...keep });
  else await boss.createQueue(name, { ...options, ...keep });
}
