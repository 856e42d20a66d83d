import "server-only";
import type { PgBoss } from "pg-boss";
import type { FieldIssue } from "@/lib/errors";

/** Feeds are imported at most this often: an import of a large feed takes minutes and runs one at a time. */
export const MIN_FEED_INTERVAL_MINUTES = 5;

/**
 * Reads a schedule the way the worker will (pg-boss's own cron reader, UTC): null when it is
 * valid, comes round again, and leaves at least MIN_FEED_INTERVAL_MINUTES between two runs.
 */
export function scheduleIssue(boss: PgBoss, cron: string, now = new Date()): FieldIssue | null {
  let next: Date[];
  try {
    next = boss.previewSchedule(cron, { tz: "UTC", from: now, count: 13 });
  } catch (err) {
    return { path: "cron", message: `This schedule cannot be read: ${err instanceof Error ? err.message : String(err)}` };
  }
  if (!next.length) return { path: "cron", message: "This schedule never runs." };
  for (let i = 1; i < next.length; i++) {
    if (next[i]!.getTime() - next[i - 1]!.getTime() < MIN_FEED_INTERVAL_MINUTES * 60_000) {
      return { path: "cron", message: `Runs must be at least ${MIN_FEED_INTERVAL_MINUTES} minutes apart (a large feed takes minutes to import).` };
    }
  }
  return null;
}

export function nextRunAt(boss: PgBoss, cron: string, now = new Date()): string | null {
  try {
    return boss.previewSchedule(cron, { tz: "UTC", from: now, count: 1 })[0]?.toISOString() ?? null;
  } catch {
    return null;
  }
}
