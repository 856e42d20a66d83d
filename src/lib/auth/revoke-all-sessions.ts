import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, sessions } from "@/db/schema";

/** Deletes every session of a user (all devices); the next request of each is signed out. */
export async function revokeAllSessions(db: Db, userId: string, correlationId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await tx.insert(auditEvents).values({ actorUserId: userId, action: "sessions.revoke-all", targetType: "user", targetId: userId, data: { count: deleted.length }, correlationId });
    return deleted.length;
  });
}
