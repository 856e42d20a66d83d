import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { PEOPLE_MESSAGES } from "../messages";
import type { LockUserInput } from "../schemas";
import type { LockResultDto } from "../types";
import { requireAdmin } from "./authorize";

export const LOCK_ACTION = "admin.user.lock";
export const UNLOCK_ACTION = "admin.user.unlock";

/*
 * Locks an account: every session of the user is deleted in the same transaction (their next request
 * is signed out) and lib/auth/account-lock.ts refuses any new one, so they cannot log in until an
 * administrator unlocks the account. Their data stays as it is.
 */
export async function lockUser(db: Db, actorUser: CurrentUser | null, targetUserId: string, input: LockUserInput, correlationId: string): Promise<LockResultDto> {
  const actor = requireAdmin(actorUser);
  if (targetUserId === actor.id) throw new AppError("BAD_REQUEST", PEOPLE_MESSAGES.cannotLockSelf);
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id, lockedAt: users.lockedAt }).from(users).where(eq(users.id, targetUserId)).for("update");
    if (!target) throw new AppError("NOT_FOUND", PEOPLE_MESSAGES.userNotFound);
    if (target.lockedAt) throw new AppError("CONFLICT", PEOPLE_MESSAGES.alreadyLocked);
    await tx
      .update(users)
      .set({ lockedAt: sql`now()`, lockedReason: input.reason, lockedByUserId: actor.id, updatedAt: sql`now()` })
      .where(eq(users.id, targetUserId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, targetUserId)).returning({ id: sessions.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: LOCK_ACTION,
      targetType: "user",
      targetId: targetUserId,
      data: { reason: input.reason, sessionsEnded: ended.length, before: { locked: false }, after: { locked: true } },
      correlationId,
    });
    return { userId: targetUserId, locked: true, sessionsEnded: ended.length };
  });
}

/** Lifts the lock: the user can log in again (their old sessions stay ended). */
export async function unlockUser(db: Db, actorUser: CurrentUser | null, targetUserId: string, correlationId: string): Promise<LockResultDto> {
  const actor = requireAdmin(actorUser);
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, lockedAt: users.lockedAt, lockedReason: users.lockedReason, lockedByUserId: users.lockedByUserId })
      .from(users)
      .where(eq(users.id, targetUserId))
      .for("update");
    if (!target) throw new AppError("NOT_FOUND", PEOPLE_MESSAGES.userNotFound);
    if (!target.lockedAt) throw new AppError("CONFLICT", PEOPLE_MESSAGES.notLocked);
    await tx.update(users).set({ lockedAt: null, lockedReason: null, lockedByUserId: null, updatedAt: sql`now()` }).where(eq(users.id, targetUserId));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: UNLOCK_ACTION,
      targetType: "user",
      targetId: targetUserId,
      data: {
        before: { locked: true, lockedAt: target.lockedAt.toISOString(), reason: target.lockedReason, lockedByUserId: target.lockedByUserId },
        after: { locked: false },
      },
      correlationId,
    });
    return { userId: targetUserId, locked: false, sessionsEnded: 0 };
  });
}
