import { z } from "zod";
import { text } from "@/lib/text-schema";
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth/password-policy";
import { ACCOUNT_MESSAGES as M } from "./messages";

/*
 * zod inputs of Account and security. The server checks the same rule (lib/auth/password-policy.ts:
 * 10-128 characters, not a common password) and the current password; these give the same answers
 * in the form before a round trip.
 */
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;

export const passwordSchema = text().min(1, M.passwordRequired);

export const newPasswordSchema = text()
  .min(PASSWORD_MIN, M.newPasswordTooShort)
  .max(PASSWORD_MAX, M.newPasswordTooLong)
  .refine((p) => p.length < PASSWORD_MIN || !isCommonPassword(p), M.newPasswordTooCommon);

/** A TOTP code as people type it: spaces and dashes are ignored, then exactly six digits. */
export const totpCodeSchema = text()
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(text().regex(/^\d{6}$/, M.codeInvalid));

export const enableTwoFactorSchema = z.object({ password: passwordSchema });
export const disableTwoFactorSchema = z.object({ password: passwordSchema });
export const verifyTotpSchema = z.object({ code: totpCodeSchema });
export const deleteAccountSchema = z.object({ password: passwordSchema });

export const changePasswordSchema = z
  .object({
    currentPassword: text().min(1, M.currentPasswordRequired),
    newPassword: newPasswordSchema,
    confirmPassword: text(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: M.passwordsDoNotMatch, path: ["confirmPassword"] })
  .refine((v) => v.newPassword !== v.currentPassword, { message: M.newPasswordSameAsCurrent, path: ["newPassword"] });

export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** The base32 secret inside an otpauth:// URI, grouped by four for typing into an app by hand. */
export function manualEntryKey(totpURI: string): string | null {
  let secret: string | null;
  try {
    secret = new URL(totpURI).searchParams.get("secret");
  } catch {
    return null;
  }
  return secret ? (secret.match(/.{1,4}/g) ?? []).join(" ") : null;
}
