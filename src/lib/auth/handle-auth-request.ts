import "server-only";
import type { Db } from "@/db/client";
import { AppError, codeForStatus, type ErrorBody } from "@/lib/errors";
import { env } from "@/lib/env";
import { clearLimit, clientIp, hitLimit, peekLimit, type Limit } from "@/lib/rate-limit";
import { AUTH_BASE_PATH, getAuth } from "./auth";

/*
 * Every request to better-auth's endpoints passes through here (from the wrapped catch-all route):
 *  - failed log-ins (password or two-factor code) are counted per email and per client address, and
 *    once over the limit the endpoint answers 429 with Retry-After, before checking the password;
 *  - sign-up and "email me a link" endpoints are limited per client address;
 *  - better-auth's error bodies are rewritten into Upstep's one error shape with the correlationId.
 */
const LOGIN_PATHS = new Set(["/sign-in/email"]);
const SECOND_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const MAIL_PATHS = new Set(["/sign-up/email", "/request-password-reset", "/forget-password", "/send-verification-email"]);

export const FRIENDLY_AUTH_MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: "Please confirm your email address first. We have sent you a new confirmation link.",
  INVALID_EMAIL_OR_PASSWORD: "That email and password do not match an Upstep account.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Log in instead, or reset your password.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "An account with this email already exists. Log in instead, or reset your password.",
  INVALID_CODE: "That code is not right. Check your authenticator app and try again.",
  INVALID_TOKEN: "This link is not valid or has expired. Ask for a new one.",
  PASSWORD_TOO_SHORT: "Your password must be at least 8 characters.",
  PASSWORD_TOO_LONG: "Your password must be at most 128 characters.",
  INVALID_PASSWORD: "That password is not right.",
  INVALID_BACKUP_CODE: "That backup code is not valid or has been used already.",
  INVALID_TWO_FACTOR_COOKIE: "Your log-in step has expired. Please log in again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Please log in again to get a new chance.",
};

function limits(): { login: Limit; loginByIp: Limit; mail: Limit } {
  const e = env();
  return {
    login: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    loginByIp: { max: e.AUTH_RATE_LIMIT_MAX * 4, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    mail: { max: e.AUTH_RATE_LIMIT_MAX * 2, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
  };
}

function tooMany(retryAfterSeconds: number, what: "failed attempts" | "requests" = "failed attempts"): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError("RATE_LIMITED", `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

async function emailOf(bodyText: string): Promise<string | null> {
  try {
    const parsed = JSON.parse(bodyText) as { email?: unknown };
    return typeof parsed.email === "string" ? parsed.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

async function rewriteError(response: Response, correlationId: string): Promise<Response> {
  if (response.ok || !(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const original = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  const reason = original?.code;
  const message = (reason && FRIENDLY_AUTH_MESSAGES[reason]) || original?.message || "Something went wrong, please try again.";
  const body: ErrorBody = { error: { code: codeForStatus(response.status), message, correlationId, ...(reason ? { reason } : {}) } };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

export async function handleAuthRequest(db: Db, request: Request, correlationId: string): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(AUTH_BASE_PATH.length) || "/";
  const ip = clientIp(request.headers);
  const l = limits();

  if (request.method === "POST" && (LOGIN_PATHS.has(path) || SECOND_FACTOR_PATHS.has(path))) {
    const bodyText = await request.text();
    const email = LOGIN_PATHS.has(path) ? await emailOf(bodyText) : null;
    const keys = [`login:ip:${ip}`, ...(email ? [`login:email:${email}`] : [])];
    const [byIp, byEmail] = await Promise.all([peekLimit(db, keys[0]!, l.loginByIp), email ? peekLimit(db, keys[1]!, l.login) : null]);
    if (byEmail?.limited) throw tooMany(byEmail.retryAfterSeconds);
    if (byIp.limited) throw tooMany(byIp.retryAfterSeconds);
    const forwarded = new Request(request.url, { method: "POST", headers: request.headers, body: bodyText });
    const response = await getAuth().handler(forwarded);
    if (response.status === 401 || (SECOND_FACTOR_PATHS.has(path) && response.status === 400)) {
      await hitLimit(db, keys[0]!, l.loginByIp);
      if (email) await hitLimit(db, keys[1]!, l.login);
    } else if (response.ok && email) {
      await clearLimit(db, keys[1]!);
    }
    return rewriteError(response, correlationId);
  }

  // better-auth skips the password check for a fresh session when no password is sent; Upstep always
  // asks for it before deleting an account.
  if (request.method === "POST" && path === "/delete-user") {
    const bodyText = await request.text();
    const password = (() => {
      try {
        return (JSON.parse(bodyText) as { password?: unknown }).password;
      } catch {
        return undefined;
      }
    })();
    if (typeof password !== "string" || !password) {
      throw new AppError("BAD_REQUEST", "Please enter your password to delete your account.", { issues: [{ path: "password", message: "Password is required" }] });
    }
    const forwarded = new Request(request.url, { method: "POST", headers: request.headers, body: bodyText });
    return rewriteError(await getAuth().handler(forwarded), correlationId);
  }

  if (request.method === "POST" && MAIL_PATHS.has(path)) {
    const state = await hitLimit(db, `auth-mail:ip:${ip}`, l.mail);
    if (state.limited) throw tooMany(state.retryAfterSeconds, "requests");
  }
  return rewriteError(await getAuth().handler(request), correlationId);
}
