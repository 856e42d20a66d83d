import "server-only";
import { and, eq, like, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, sessions, twoFactors, users, verifications } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { checkPermission } from "@/lib/auth/permissions";
import type { CurrentUser } from "@/lib/auth/session";
import { isFeatureEnabled } from "@/lib/flags/server";
import { ADMIN_MESSAGES } from "../messages";
import type { MfaResetResultDto } from "../types";

export const MFA_RESET_ACTION = "user.mfa-reset";

/*
 * An administrator resets another user's two-factor authentication (the user lost their
 * authenticator): their TOTP secret and backup codes are deleted, two-factor is turned off, every
 * session they have is ended, and their "trust this device" marks and pending sign-in challenges are
 * dropped so that nothing issued under the old second factor survives. Administrators manage their
 * own two-factor from Account and security, with their password, never through this back door.
 */
export async function resetUserMfa(db: Db, actor: CurrentUser | null, targetUserId: string, correlationId: string): Promise<MfaResetResultDto> {
  if (!checkPermission(actor, "admin").ok) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  if (!(await isFeatureEnabled("mfa-reset", db))) throw new AppError("NOT_FOUND", "Not found.");
  if (actor!.id === targetUserId) throw new AppError("BAD_REQUEST", ADMIN_MESSAGES.cannotResetOwnMfa);

  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, twoFactorEnabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, targetUserId))
      .for("update");
    if (!target) throw new AppError("NOT_FOUND", ADMIN_MESSAGES.userNotFound);

    const factors = await tx.delete(twoFactors).where(eq(twoFactors.userId, targetUserId)).returning({ id: twoFactors.id });
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: sql`now()` }).where(eq(users.id, targetUserId));
    const revoked = await tx.delete(sessions).where(eq(sessions.userId, targetUserId)).returning({ id: sessions.id });
    // better-auth keeps trusted devices and in-flight second-factor challenges as verification rows
    // whose value is the user id.
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, targetUserId), or(like(verifications.identifier, "trust-device-%"), like(verifications.identifier, "2fa-%"))));

    const result: MfaResetResultDto = { userId: targetUserId, twoFactorWasEnabled: target.twoFactorEnabled, sessionsRevoked: revoked.length };
    await tx.insert(auditEvents).values({
      actorUserId: actor!.id,
      action: MFA_RESET_ACTION,
      targetType: "user",
      targetId: targetUserId,
      data: { twoFactorWasEnabled: target.twoFactorEnabled, factorsDeleted: factors.length, sessionsRevoked: revoked.length },
      correlationId,
    });
    return result;
  });
}
