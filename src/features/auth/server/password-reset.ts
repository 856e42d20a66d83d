import "server-only";
import { getAuth } from "@/lib/auth/auth";

/*
 * Whether a password-reset token from the mail can still be used, so /reset-password can say
 * "ask for a new link" before the user types a new password. Read through better-auth's own
 * adapter, which knows how it stores the identifier (reset-password:<token>).
 */
export async function isPasswordResetTokenUsable(token: string): Promise<boolean> {
  const context = await getAuth().$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && new Date(verification.expiresAt) > new Date());
}
