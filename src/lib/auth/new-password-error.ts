import { ApiError } from "@/lib/api/client";

/**
 * The server's verdict on a new password (400 PASSWORD_TOO_SHORT / _LONG / _COMMON from
 * account-rules.ts: it also checks a breach list too big for the browser), as the message the forms
 * show at the password field; null for any other failure.
 */
export function newPasswordProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = (error.data as { error?: { reason?: unknown; message?: unknown } } | null)?.error;
  return typeof body?.reason === "string" && body.reason.startsWith("PASSWORD_TOO_") && typeof body.message === "string" ? body.message : null;
}
