import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { DEAD_LETTER_QUEUE, QUEUES, type QueueName } from "./queues";
import { queueSender } from "./enqueue";

/*
 * What /admin/system shows about the queue (decision 018), read from pg-boss's own tables: counts by
 * state right now (pg-boss's cached queue counts lag by a minute), the dead letters with the error
 * their last attempt threw, and the schedules with their next run.
 */

export type QueueCounts = { queued: number; retrying: number; active: number; completed: number; failed: number; cancelled: number; deadLetters: number };
export type QueueSummary = { name: QueueName; label: string; description: string; retryLimit: number; counts: QueueCounts };
export type DeadLetter = { id: string; queue: string; label: string; error: string; attempts: number; failedAt: string; firstQueuedAt: string | null; data: string };
export type ScheduleSummary = { queue: string; label: string; key: string; cron: string; nextRunAt: string | null };

const EMPTY: QueueCounts = { queued: 0, retrying: 0, active: 0, completed: 0, failed: 0, cancelled: 0, deadLetters: 0 };

export async function queueSummaries(db: Db): Promise<QueueSummary[]> {
  const rows = (
    await db.execute<{ name: string; state: string; n: number }>(sql`select name, state::text as state, count(*)::int as n from pgboss.job group by name, state`)
  ).rows;
  const dead = (
    await db.execute<{ name: string; n: number }>(
      sql`select source_name as name, count(*)::int as n from pgboss.job where name = ${DEAD_LETTER_QUEUE} and state in ('created', 'retry') group by source_name`,
    )
  ).rows;
  return QUEUES.map((q) => {
    const counts = { ...EMPTY };
    for (const r of rows.filter((row) => row.name === q.name)) {
      if (r.state === "created") counts.queued += r.n;
      else if (r.state === "retry") counts.retrying += r.n;
      else if (r.state === "active") counts.active += r.n;
      else if (r.state === "completed") counts.completed += r.n;
      else if (r.state === "failed") counts.failed += r.n;
      else if (r.state === "cancelled") counts.cancelled += r.n;
    }
    counts.deadLetters = dead.find((d) => d.name === q.name)?.n ?? 0;
    return { name: q.name, label: q.label, description: q.description, retryLimit: q.options.retryLimit, counts };
  });
}

function errorText(output: unknown): string {
  if (output && typeof output === "object") {
    const o = output as Record<string, unknown>;
    if (typeof o.message === "string" && o.message) return o.message.slice(0, 1000);
    if (typeof o.value === "string") return o.value.slice(0, 1000);
  }
  return output ? JSON.stringify(output).slice(0, 1000) : "No error was recorded.";
}

/** Dead letters waiting for a decision, newest first. */
export async function deadLetters(db: Db, limit = 50): Promise<DeadLetter[]> {
  const rows = (
    await db.execute<{ id: string; source_name: string | null; source_output: unknown; output: unknown; source_retry_count: number | null; created_on: string; source_created_on: string | null; data: unknown }>(sql`
      select id, source_name, source_output, output, source_retry_count, created_on, source_created_on, data
      from pgboss.job where name = ${DEAD_LETTER_QUEUE} and state in ('created', 'retry')
      order by created_on desc limit ${limit}`)
  ).rows;
  return rows.map((r) => ({
    id: r.id,
    queue: r.source_name ?? "unknown",
    label: QUEUES.find((q) => q.name === r.source_name)?.label ?? r.source_name ?? "Unknown queue",
    error: errorText(r.source_output ?? r.output),
    attempts: (r.source_retry_count ?? 0) + 1,
    failedAt: new Date(r.created_on).toISOString(),
    firstQueuedAt: r.source_created_on ? new Date(r.source_created_on).toISOString() : null,
    data: JSON.stringify(r.data ?? {}).slice(0, 500),
  }));
}

export async function scheduleSummaries(): Promise<ScheduleSummary[]> {
  const boss = await queueSender();
  const schedules = await boss.getSchedules();
  const now = new Date();
  return schedules
    .map((s) => {
      let nextRunAt: string | null = null;
      try {
        nextRunAt = boss.previewSchedule(s.cron, { tz: s.timezone || "UTC", from: now, count: 1 })[0]?.toISOString() ?? null;
      } catch {
        nextRunAt = null;
      }
      return { queue: s.name, label: QUEUES.find((q) => q.name === s.name)?.label ?? s.name, key: s.key, cron: s.cron, nextRunAt };
    })
    .sort((a, b) => a.queue.localeCompare(b.queue) || a.key.localeCompare(b.key));
}

/** Sends one dead letter back to the queue it failed on, as a new job with fresh retries; false if it is gone. */
export async function redriveDeadLetter(id: string): Promise<{ queue: string } | null> {
  const boss = await queueSender();
  const [job] = await boss.findJobs(DEAD_LETTER_QUEUE, { id });
  if (!job || !("sourceName" in job) || !job.sourceName) return null;
  const moved = await boss.redrive(DEAD_LETTER_QUEUE, { ids: [id] });
  return moved > 0 ? { queue: String(job.sourceName) } : null;
}
