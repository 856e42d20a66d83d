import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { getAuth } from "@/lib/auth/auth";
import type { CurrentUser } from "@/lib/auth/session";
import { hitLimit } from "@/lib/rate-limit";
import { PEOPLE_MESSAGES } from "../messages";
import type { ResendConfirmationResultDto } from "../types";
import { requireAdmin } from "./authorize";

export const CONFIRMATION_RESEND_ACTION = "admin.user.confirmation.resend";
/** Per user, across administrators: a stuck inbox does not need more than this. */
export const CONFIRMATION_RESEND_LIMIT = { max: 3, windowSeconds: 60 * 60 };

/*
 * Sends a user who has not confirmed their email a new confirmation link, through better-auth's own
 * verification mail (lib/auth/auth.ts sendVerificationEmail: the same text and link as at sign-up),
 * which queues it (lib/email: queued for the worker, and limited per recipient). Limited here too, per
 * user, and audited. Nothing to undo: a link that is not used expires in 24 hours.
 */
export async function resendConfirmation(db: Db, actorUser: CurrentUser | null, targetUserId: string, correlationId: string): Promise<ResendConfirmationResultDto> {
  const actor = requireAdmin(actorUser);
  const [target] = await db.select({ id: users.id, email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, targetUserId));
  if (!target) throw new AppError("NOT_FOUND", PEOPLE_MESSAGES.userNotFound);
  if (target.emailVerified) throw new AppError("CONFLICT", PEOPLE_MESSAGES.alreadyConfirmed);
  const limit = await hitLimit(db, `admin:confirmation-resend:${targetUserId}`, CONFIRMATION_RESEND_LIMIT);
  if (limit.limited) {
    throw new AppError("RATE_LIMITED", PEOPLE_MESSAGES.confirmationRateLimited, { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  await getAuth().api.sendVerificationEmail({ body: { email: target.email, callbackURL: "/" } });
  await recordAudit(db, { actorUserId: actor.id, action: CONFIRMATION_RESEND_ACTION, targetType: "user", targetId: targetUserId, data: {}, correlationId });
  return { userId: targetUserId, queued: true };
}
