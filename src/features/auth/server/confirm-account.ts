import "server-only";
import { isAPIError } from "better-auth/api";
import { getAuth } from "@/lib/auth/auth";
import { emailSchema } from "../schemas";

export type ConfirmAccountResult =
  | { ok: true }
  /** email: read (unverified) from the token only to pre-fill the "send a new link" form. */
  | { ok: false; reason: "expired" | "invalid"; email: string | null };

/*
 * Confirms an account from the link in the confirmation mail (/auth/confirm-account?token=...).
 * The token is better-auth's signed, 24-hour email-verification token; verifying it twice is
 * harmless (an already confirmed account answers success again).
 */
export async function confirmAccount(token: string): Promise<ConfirmAccountResult> {
  try {
    await getAuth().api.verifyEmail({ query: { token } });
    return { ok: true };
  } catch (error) {
    // better-auth answers a bad token with an APIError (TOKEN_EXPIRED, INVALID_TOKEN, USER_NOT_FOUND);
    // anything else is a real failure and goes to the error page.
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code;
    return { ok: false, reason: code === "TOKEN_EXPIRED" ? "expired" : "invalid", email: emailInToken(token) };
  }
}

/** The email address inside a (possibly expired) verification token, without trusting it. */
export function emailInToken(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown };
    const parsed = emailSchema.safeParse(json.email);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
