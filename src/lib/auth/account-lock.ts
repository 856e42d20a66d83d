import "server-only";
import { eq, sql } from "drizzle-orm";
import { APIError } from "better-auth/api";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { contextHeaders, recordSecurityEvent, SECURITY_ACTIONS } from "./security-audit";

/*
 * An administrator's lock on an account (issue 19, decision 052). Locking deletes every session of
 * the user in the same transaction (features/admin-people); here:
 *  - no new session can be created for a locked user (password, social, second-factor step: all go
 *    through better-auth's session.create), answered 403 with reason ACCOUNT_LOCKED, which the log-in
 *    form shows. better-auth creates the session only after the password is checked, so the message
 *    tells nothing to someone who does not know the password;
 *  - getCurrentUser refuses a session of a locked user, so a session created in a race with the lock
 *    is not honoured either.
 * A refused log-in is a security event (security.sign_in_locked, security-audit.ts) on the user.
 */
export const ACCOUNT_LOCKED_REASON = "ACCOUNT_LOCKED";
export const ACCOUNT_LOCKED_MESSAGE = "This account is locked. Please contact Upstep support if you think this is a mistake.";

export async function refuseLockedSession(
  session: { userId: string },
  context?: { path?: string; headers?: Headers; request?: Request } | null,
): Promise<void> {
  const [row] = await getDb().select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, session.userId));
  if (!row?.lockedAt) return;
  await recordSecurityEvent(getDb(), {
    action: SECURITY_ACTIONS.signInLocked,
    target: { userId: session.userId, actor: false },
    headers: contextHeaders(context),
    data: context?.path ? { path: context.path } : {},
  });
  throw new APIError("FORBIDDEN", { code: ACCOUNT_LOCKED_REASON, message: ACCOUNT_LOCKED_MESSAGE });
}

/** "Last active" on the admin's users list: a sign-in or a session refresh (at most daily). */
export async function markActive(session: { userId?: string | null }): Promise<void> {
  if (!session.userId) return;
  await getDb().update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, session.userId));
}
