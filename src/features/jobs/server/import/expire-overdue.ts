import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/**
 * Expires open jobs whose valid-through date has passed (decision 005's open consequence): the
 * importer sets status from valid_through only when a feed is read, so a job could stay open for
 * days between imports. Run every 15 minutes by the worker's expire-jobs schedule; idempotent (a
 * second run finds nothing to do). The jobs table's trigger tells the job page caches.
 */
export async function expireOverdueJobs(db: Db, now = new Date()): Promise<number> {
  const r = await db.execute(sql`
    update jobs set status = 'expired', expired_at = ${now.toISOString()}::timestamptz, updated_at = now()
    where status = 'open' and valid_through is not null and valid_through < ${now.toISOString()}::timestamptz`);
  return r.rowCount ?? 0;
}
