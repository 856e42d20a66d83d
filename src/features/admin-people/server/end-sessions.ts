import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { PEOPLE_MESSAGES } from "../messages";
import type { EndSessionsResultDto } from "../types";
import { requireAdmin } from "./authorize";

export const SESSION_END_ACTION = "admin.user.session.end";
export const SESSIONS_END_ALL_ACTION = "admin.user.sessions.end-all";

/*
 * Ends one session of a user, or all of them: the session rows are deleted, so the device's next
 * request is signed out (every request re-reads its session). An administrator's own current
 * session is kept: they log out for that.
 */
export async function endUserSession(db: Db, actorUser: CurrentUser | null, targetUserId: string, sessionId: string, correlationId: string): Promise<EndSessionsResultDto> {
  const actor = requireAdmin(actorUser);
  if (sessionId === actor.sessionId) throw new AppError("BAD_REQUEST", PEOPLE_MESSAGES.cannotEndOwnCurrentSession);
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, targetUserId)))
      .returning({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt });
    const session = ended[0];
    if (!session) throw new AppError("NOT_FOUND", PEOPLE_MESSAGES.sessionNotFound);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: SESSION_END_ACTION,
      targetType: "user",
      targetId: targetUserId,
      data: { sessionId: session.id, userAgent: session.userAgent, ipAddress: session.ipAddress, createdAt: session.createdAt.toISOString() },
      correlationId,
    });
    return { userId: targetUserId, sessionsEnded: 1 };
  });
}

export async function endAllUserSessions(db: Db, actorUser: CurrentUser | null, targetUserId: string, correlationId: string): Promise<EndSessionsResultDto> {
  const actor = requireAdmin(actorUser);
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, targetUserId));
    if (!target) throw new AppError("NOT_FOUND", PEOPLE_MESSAGES.userNotFound);
    const mine = targetUserId === actor.id ? ne(sessions.id, actor.sessionId) : undefined;
    const ended = await tx.delete(sessions).where(and(eq(sessions.userId, targetUserId), mine)).returning({ id: sessions.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: SESSIONS_END_ALL_ACTION,
      targetType: "user",
      targetId: targetUserId,
      data: { sessionsEnded: ended.length, keptCurrentSession: Boolean(mine) },
      correlationId,
    });
    return { userId: targetUserId, sessionsEnded: ended.length };
  });
}
