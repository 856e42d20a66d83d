import "server-only";
import type { Db } from "@/db/client";
import { AppError, codeForStatus, type ErrorBody } from "@/lib/errors";
import { clientAddress } from "@/lib/client-address";
import { env } from "@/lib/env";
import { clearLimit, hitLimit, refundLimit, type Limit, type LimitState } from "@/lib/rate-limit";
import type { CurrentUser } from "./session";
import { AUTH_BASE_PATH, getAuth } from "./auth";
import { PASSWORD_MESSAGES } from "./password-policy";
import { ACCOUNT_LOCKED_MESSAGE, ACCOUNT_LOCKED_REASON } from "./account-lock";
import { recordSecurityEvent, SECURITY_ACTIONS, type SecurityTarget } from "./security-audit";

/*
 * Every request to better-auth's endpoints passes through here (from the wrapped catch-all route):
 *  - every guess at a secret (a log-in's password, a second-factor code, the password that signed-in
 *    account actions ask for) is counted per account and per client address BEFORE it is checked, in
 *    one atomic step, and answered 429 with Retry-After past the limit. A success clears the
 *    account's counter and gives the address its hit back; an answer that was not about a wrong
 *    secret gives both back. So the limit holds for parallel requests too;
 *  - the body of those requests is parsed here, whatever type better-auth would accept, and handed
 *    on as the JSON that was counted, so the account that is counted is the one that is checked;
 *  - sign-up and "email me a link" endpoints are limited per client address (and every mail per
 *    recipient, in lib/email.ts);
 *  - better-auth's error bodies are rewritten into Upstep's one error shape with the correlationId;
 *  - the first request a counter refuses in its window is a security event (security.rate_limited,
 *    security-audit.ts): one per counter and window, so a flood of refused requests is one row.
 */
/** Bodies of auth requests are small (the largest is an OAuth provider's form_post); apiRoute stops reading past this. */
export const AUTH_MAX_BODY_BYTES = 8 * 1024;

const SIGN_IN_PATH = "/sign-in/email";
const SECOND_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
/** Signed-in actions that check the account's password before doing anything. */
const PASSWORD_CHECK_PATHS = new Set([
  "/change-password",
  "/delete-user",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
]);
const MAIL_PATHS = new Set(["/sign-up/email", "/request-password-reset", "/forget-password", "/send-verification-email"]);
/** better-auth's reasons for "the secret you sent is wrong": such an attempt stays counted. */
const WRONG_SECRET_REASONS = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_PASSWORD", "INVALID_CODE", "INVALID_BACKUP_CODE"]);
/** The JSON media types better-auth reads as JSON (better-call's own test). */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

export const FRIENDLY_AUTH_MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: "Please confirm your email address first. We have sent you a new confirmation link.",
  INVALID_EMAIL_OR_PASSWORD: "That email and password do not match an Upstep account.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Log in instead, or reset your password.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "An account with this email already exists. Log in instead, or reset your password.",
  INVALID_CODE: "That code is not right. Check your authenticator app and try again.",
  INVALID_TOKEN: "This link is not valid or has expired. Ask for a new one.",
  PASSWORD_TOO_SHORT: PASSWORD_MESSAGES.tooShort,
  PASSWORD_TOO_LONG: "Your password must be at most 128 characters.",
  INVALID_PASSWORD: "That password is not right.",
  INVALID_BACKUP_CODE: "That backup code is not valid or has been used already.",
  INVALID_TWO_FACTOR_COOKIE: "Your log-in step has expired. Please log in again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Please log in again to get a new chance.",
  [ACCOUNT_LOCKED_REASON]: ACCOUNT_LOCKED_MESSAGE,
};

function limits(): { account: Limit; address: Limit; mail: Limit } {
  const e = env();
  return {
    account: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    address: { max: e.AUTH_RATE_LIMIT_MAX * 4, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    mail: { max: e.AUTH_RATE_LIMIT_MAX * 2, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
  };
}

function tooMany(retryAfterSeconds: number, what: "failed attempts" | "requests" = "failed attempts"): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError("RATE_LIMITED", `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

/**
 * The body of a counted request as an object: JSON for every endpoint, and form-encoded where
 * better-auth accepts that too (the log-in form, which works without JavaScript).
 */
async function readCountedBody(request: Request, allowForm: boolean): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  const text = await request.text();
  if (allowForm && type.toLowerCase().startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  if (!JSON_TYPE.test(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be JSON (Content-Type: application/json).");
  }
  let parsed: unknown;
  try {
    parsed = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new AppError("BAD_REQUEST", "The request body must be a JSON object.");
  return parsed as Record<string, unknown>;
}

function withJsonBody(request: Request, body: Record<string, unknown>): Request {
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
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

async function reasonOf(response: Response): Promise<string | undefined> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return undefined;
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === "string" ? body.code : undefined;
}

/** Who a refused request was about, and where it came from: what its security.rate_limited event records. */
type LimitedRequest = { request: Request; path: string; target: SecurityTarget; correlationId: string };

/** Records security.rate_limited for each counter this request was the first one to be refused by. */
async function recordFirstRefusals(db: Db, about: LimitedRequest, refused: { counter: "account" | "address" | "mail"; state: LimitState; limit: Limit }[]) {
  const first = refused.filter((r) => r.state.count === r.limit.max + 1);
  if (first.length === 0) return;
  await recordSecurityEvent(db, {
    action: SECURITY_ACTIONS.rateLimited,
    target: about.target,
    headers: about.request.headers,
    correlationId: about.correlationId,
    data: { path: about.path, counters: first.map((r) => r.counter), retryAfterSeconds: Math.max(...first.map((r) => r.state.retryAfterSeconds)) },
  });
}

/**
 * Counts one guess at a secret for the account (when known) and the client address, then lets
 * better-auth check it unless either is over its limit.
 */
async function guarded(db: Db, keys: { account: string | null; address: string }, about: LimitedRequest, check: () => Promise<Response>): Promise<Response> {
  const l = limits();
  const [byAccount, byAddress] = await Promise.all([
    keys.account ? hitLimit(db, keys.account, l.account) : null,
    hitLimit(db, keys.address, l.address),
  ]);
  const limited = [byAccount, byAddress].filter((s): s is LimitState => Boolean(s?.limited));
  if (limited.length > 0) {
    await recordFirstRefusals(db, about, [
      ...(byAccount?.limited ? [{ counter: "account" as const, state: byAccount, limit: l.account }] : []),
      ...(byAddress.limited ? [{ counter: "address" as const, state: byAddress, limit: l.address }] : []),
    ]);
    throw tooMany(Math.max(...limited.map((s) => s.retryAfterSeconds)));
  }
  const response = await check();
  const wrongSecret = response.status === 401 || WRONG_SECRET_REASONS.has((await reasonOf(response)) ?? "");
  if (response.ok) {
    await Promise.all([keys.account ? clearLimit(db, keys.account) : null, refundLimit(db, keys.address)]);
  } else if (!wrongSecret) {
    await Promise.all([keys.account ? refundLimit(db, keys.account) : null, refundLimit(db, keys.address)]);
  }
  return response;
}

export async function handleAuthRequest(db: Db, request: Request, ctx: { user: CurrentUser | null; correlationId: string }): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(AUTH_BASE_PATH.length) || "/";
  const from = clientAddress(request.headers);
  const address = `auth:address:${from}`;
  const auth = getAuth();

  if (request.method === "POST" && path === SIGN_IN_PATH) {
    const body = await readCountedBody(request, true);
    // Counted and checked as the same string: better-auth looks the account up in lower case.
    if (typeof body.email === "string") body.email = body.email.trim().toLowerCase();
    const account = typeof body.email === "string" && body.email ? `auth:password:${body.email}` : null;
    const target: SecurityTarget = typeof body.email === "string" && body.email ? { email: body.email } : { type: "address" };
    const about = { request, path, target, correlationId: ctx.correlationId };
    const response = await guarded(db, { account, address }, about, () => auth.handler(withJsonBody(request, body)));
    return rewriteError(response, ctx.correlationId);
  }

  if (request.method === "POST" && SECOND_FACTOR_PATHS.has(path)) {
    const body = await readCountedBody(request, false);
    const about = { request, path, target: { type: "address" } as const, correlationId: ctx.correlationId };
    const response = await guarded(db, { account: null, address }, about, () => auth.handler(withJsonBody(request, body)));
    return rewriteError(response, ctx.correlationId);
  }

  // Signed out, better-auth answers 401 without looking at a password: nothing to count.
  if (request.method === "POST" && PASSWORD_CHECK_PATHS.has(path) && ctx.user) {
    const body = await readCountedBody(request, false);
    // better-auth skips the password check for a fresh session when no password is sent; Upstep always
    // asks for it before deleting an account.
    if (path === "/delete-user" && (typeof body.password !== "string" || !body.password)) {
      throw new AppError("BAD_REQUEST", "Please enter your password to delete your account.", { issues: [{ path: "password", message: "Password is required" }] });
    }
    // The same counter as the account's log-ins: these are guesses at the same password.
    const account = `auth:password:${ctx.user.email.trim().toLowerCase()}`;
    const about = { request, path, target: { userId: ctx.user.id }, correlationId: ctx.correlationId };
    const response = await guarded(db, { account, address }, about, () => auth.handler(withJsonBody(request, body)));
    return rewriteError(response, ctx.correlationId);
  }

  if (request.method === "POST" && MAIL_PATHS.has(path)) {
    const mail = limits().mail;
    const state = await hitLimit(db, `auth-mail:address:${from}`, mail);
    if (state.limited) {
      await recordFirstRefusals(db, { request, path, target: { type: "address" }, correlationId: ctx.correlationId }, [{ counter: "mail", state, limit: mail }]);
      throw tooMany(state.retryAfterSeconds, "requests");
    }
  }
  return rewriteError(await auth.handler(request), ctx.correlationId);
}
