import { z } from "zod";
import { ACCOUNT_MESSAGES as M } from "./messages";

/*
 * zod inputs of Account and security. The server-side checks are better-auth's own (password
 * length 8-128, password verification); these give the same answers in the form before a round trip.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z.string().min(1, M.passwordRequired);

export const newPasswordSchema = z.string().min(PASSWORD_MIN, M.newPasswordTooShort).max(PASSWORD_MAX, M.newPasswordTooLong);

/** A TOTP code as people type it: spaces and dashes are ignored, then exactly six digits. */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, M.codeInvalid));

export const enableTwoFactorSchema = z.object({ password: passwordSchema });
export const disableTwoFactorSchema = z.object({ password: passwordSchema });
export const verifyTotpSchema = z.object({ code: totpCodeSchema });
export const deleteAccountSchema = z.object({ password: passwordSchema });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, M.currentPasswordRequired),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
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
