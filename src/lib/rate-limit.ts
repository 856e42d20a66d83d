import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateLimits } from "@/db/schema";

/*
 * Fixed-window counters in PostgreSQL, so every app instance shares them. A request is counted before
 * the work it limits is done, in one atomic UPSERT ... RETURNING, so parallel requests each see their
 * own count and only the allowance gets through (reading first and writing after the work let every
 * request of a parallel burst through). Work that turns out not to need limiting gives its hit back.
 */
export type Limit = { max: number; windowSeconds: number };
export type LimitState = { count: number; limited: boolean; retryAfterSeconds: number };

function state(count: number, windowStartedAt: Date, limit: Limit): LimitState {
  const elapsed = (Date.now() - windowStartedAt.getTime()) / 1000;
  const retryAfterSeconds = Math.max(1, Math.ceil(limit.windowSeconds - elapsed));
  return { count, limited: count > limit.max, retryAfterSeconds };
}

/** Adds one to a counter (starting a new window when the old one has passed) and returns the state. */
export async function hitLimit(db: Db, key: string, limit: Limit): Promise<LimitState> {
  const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${limit.windowSeconds})`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  const row = rows[0]!;
  return state(row.count, row.windowStartedAt, limit);
}

/** Takes back one hit (the request it counted turned out not to be what the limit is about). */
export async function refundLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
