import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobEffects } from "@/db/schema";

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/*
 * At-least-once delivery means a handler can run twice (a retry after a crash that came after the
 * work but before pg-boss heard it finished). An effect that must happen once runs through once():
 * its key is recorded in the same transaction as the effect, so the effect and the record commit or
 * roll back together, and a second run finds the key and does nothing.
 */
export async function once<T>(db: Db, queue: string, key: string, effect: (tx: Transaction) => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(jobEffects)
      .values({ key, queue })
      .onConflictDoNothing()
      .returning({ key: jobEffects.key });
    if (!claimed.length) return { ran: false as const };
    return { ran: true as const, value: await effect(tx) };
  });
}

/** Idempotency records older than this are deleted by the housekeeping sweep (the queue keeps jobs 7 days). */
export const EFFECT_RETENTION_DAYS = 30;

export async function deleteOldEffects(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - EFFECT_RETENTION_DAYS * 86_400_000);
  const r = await db.execute(sql`delete from job_effects where created_at < ${cutoff.toISOString()}::timestamptz`);
  return r.rowCount ?? 0;
}
