import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateLimits } from "@/db/schema";

/*
 * Fixed-window counters in PostgreSQL, so every app instance shares them. Used for failed log-ins
 * (counted only when a log-in fails, cleared when one succeeds) and for sign-up / reset requests.
 */
export type Limit = { max: number; windowSeconds: number };
export type LimitState = { count: number; limited: boolean; retryAfterSeconds: number };

function state(count: number, windowStartedAt: Date, limit: Limit): LimitState {
  const elapsed = (Date.now() - windowStartedAt.getTime()) / 1000;
  const retryAfterSeconds = Math.max(1, Math.ceil(limit.windowSeconds - elapsed));
  return { count, limited: count >= limit.max, retryAfterSeconds };
}

/** Reads a counter without changing it. */
export async function peekLimit(db: Db, key: string, limit: Limit): Promise<LimitState> {
  const rows = await db
    .select({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  const row = rows[0];
  if (!row) return { count: 0, limited: false, retryAfterSeconds: 0 };
  if ((Date.now() - row.windowStartedAt.getTime()) / 1000 >= limit.windowSeconds) return { count: 0, limited: false, retryAfterSeconds: 0 };
  return state(row.count, row.windowStartedAt, limit);
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
  return { ...state(row.count, row.windowStartedAt, limit), limited: row.count > limit.max };
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The client address as seen by the first trusted proxy, or "local" when there is none. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip") || "local";
}
