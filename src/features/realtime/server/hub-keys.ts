import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { hubKeys, sessions } from "@/db/schema";
import { HUB_KEY_TTL_MS } from "../hub-constants";

/*
 * Spec 7's GET /get-redis-key: a random key that opens one hub connection within 60 s for the session
 * that asked for it. Only its SHA-256 is stored (a database reader cannot open anyone's hub), and it
 * is spent in one UPDATE ... WHERE used_at IS NULL, so two connections racing with one key get one
 * connection between them.
 */
function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export async function issueHubKey(db: Db, owner: { userId: string; sessionId: string }, now = new Date()): Promise<string> {
  const key = randomBytes(32).toString("base64url");
  await db.insert(hubKeys).values({
    keyHash: hashKey(key),
    userId: owner.userId,
    sessionId: owner.sessionId,
    expiresAt: new Date(now.getTime() + HUB_KEY_TTL_MS),
  });
  // Spent and expired keys are worth nothing: clear the ones older than a few minutes as we go.
  await db.delete(hubKeys).where(lt(hubKeys.expiresAt, sql`now() - interval '5 minutes'`));
  return key;
}

export type HubKeyOwner = { userId: string; sessionId: string; sessionExpiresAt: Date };

/**
 * Spends `key` and returns whom it opens the hub for, or null when it is unknown, already used,
 * expired, or its session has ended (a deleted session deletes its keys; an expired one is checked).
 */
export async function consumeHubKey(db: Db, key: string): Promise<HubKeyOwner | null> {
  const spent = await db
    .update(hubKeys)
    .set({ usedAt: sql`now()` })
    .where(and(eq(hubKeys.keyHash, hashKey(key)), isNull(hubKeys.usedAt), gt(hubKeys.expiresAt, sql`now()`)))
    .returning({ userId: hubKeys.userId, sessionId: hubKeys.sessionId });
  const owner = spent[0];
  if (!owner) return null;
  const [session] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, owner.sessionId), gt(sessions.expiresAt, sql`now()`)));
  return session ? { ...owner, sessionExpiresAt: session.expiresAt } : null;
}

/** Of these sessions, the ones still live (the hub closes the streams of the others). */
export async function liveSessionIds(db: Db, sessionIds: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < sessionIds.length; i += 5_000) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, sessionIds.slice(i, i + 5_000)), gt(sessions.expiresAt, sql`now()`)));
    for (const r of rows) live.add(r.id);
  }
  return live;
}
