import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Db } from "@/db/client";
import { getDb } from "@/db/client";
import { auditEvents, users, verifications } from "@/db/schema";
import { clientAddress } from "@/lib/client-address";
import { logger, serializeError } from "@/lib/logger";

/*
 * Security events in the audit log (issue 19, decision 052): sign-ins and their failures, sign-outs,
 * password changes and resets, two-factor changes and wrong codes, rate limits, confirmed addresses
 * and log-ins refused because the account is locked. Each is ONE insert into audit_events (a user
 * that must be looked up by email or by the two-factor step's cookie is found by a subquery of that
 * insert), made after better-auth has answered, and a failed insert is logged, never thrown: the
 * audit log must not break signing in.
 *
 * Never stored: a password, a code, a token, a cookie. `data` holds the client address, the user
 * agent and, for failures, better-auth's reason code. A failed log-in for an email that has no
 * account is recorded with target type "email" and no id: the typed text is not kept (people type
 * their password into the email field).
 *
 * Where each is recorded:
 *  - securityAudit() below, a better-auth plugin of after-hooks (runs for HTTP requests and for
 *    auth.api calls alike): sign_in, sign_in_failed, two_factor_failed, password_changed,
 *    backup_codes_regenerated;
 *  - auth.ts databaseHooks: sign_out (session.delete on /sign-out), two_factor_enabled/disabled
 *    (user.update of twoFactorEnabled), password_reset (onPasswordReset), email_verified
 *    (afterEmailVerification), sign_in_locked (account-lock.ts refuses the session);
 *  - handle-auth-request.ts: rate_limited, once per counter and window (the first refused request).
 */
export const SECURITY_ACTIONS = {
  signIn: "security.sign_in",
  signInFailed: "security.sign_in_failed",
  signInLocked: "security.sign_in_locked",
  signOut: "security.sign_out",
  passwordChanged: "security.password_changed",
  passwordReset: "security.password_reset",
  twoFactorEnabled: "security.two_factor_enabled",
  twoFactorDisabled: "security.two_factor_disabled",
  twoFactorFailed: "security.two_factor_failed",
  backupCodesRegenerated: "security.backup_codes_regenerated",
  rateLimited: "security.rate_limited",
  emailVerified: "security.email_verified",
} as const;
export type SecurityAction =
  (typeof SECURITY_ACTIONS)[keyof typeof SECURITY_ACTIONS];
/** Every security action, so the audit log's filter offers them (and the security.* group) from the start. */
export const SECURITY_ACTION_LIST: SecurityAction[] =
  Object.values(SECURITY_ACTIONS).sort();

const USER_AGENT_MAX = 300;

/** Who the event is about: a known user, a user found by email or by a verification row, or nobody known. */
export type SecurityTarget =
  | { userId: string; actor?: boolean }
  | { email: string }
  | { verificationIdentifier: string; actorUserId?: string | null }
  | { type: "address" };

export type SecurityEvent = {
  action: SecurityAction;
  target: SecurityTarget;
  headers?: Headers | null;
  data?: Record<string, unknown>;
  correlationId?: string | null;
};

/** The client address and user agent of a request, as stored in an event's data. */
export function requestFacts(
  headers: Headers | null | undefined,
): Record<string, string> {
  if (!headers) return {};
  const facts: Record<string, string> = { address: clientAddress(headers) };
  const agent = headers.get("user-agent");
  if (agent) facts.userAgent = agent.slice(0, USER_AGENT_MAX);
  return facts;
}

function columns(target: SecurityTarget): {
  actorUserId: string | null | SQL;
  targetType: string | SQL;
  targetId: string | null | SQL;
} {
  if ("userId" in target)
    return {
      actorUserId: target.actor === false ? null : target.userId,
      targetType: "user",
      targetId: target.userId,
    };
  if ("email" in target) {
    const email = target.email.trim().toLowerCase();
    const id = sql`(select ${users.id}::text from ${users} where ${users.email} = ${email})`;
    return {
      actorUserId: null,
      targetType: sql`case when ${id} is null then 'email' else 'user' end`,
      targetId: id,
    };
  }
  if ("verificationIdentifier" in target) {
    const id = sql`(select ${verifications.value} from ${verifications} where ${verifications.identifier} = ${target.verificationIdentifier} limit 1)`;
    return {
      actorUserId: target.actorUserId ?? null,
      targetType: "user",
      targetId: id,
    };
  }
  return { actorUserId: null, targetType: "address", targetId: null };
}

/** Records one security event; never throws (a failure is logged). */
export async function recordSecurityEvent(
  db: Pick<Db, "insert">,
  event: SecurityEvent,
): Promise<void> {
  try {
    await db.insert(auditEvents).values({
      ...columns(event.target),
      action: event.action,
      data: { ...requestFacts(event.headers), ...event.data },
      correlationId: event.correlationId ?? null,
    });
  } catch (error) {
    logger.error(
      { err: serializeError(error), action: event.action },
      "could not record a security event",
    );
  }
}

/** The headers of a better-auth endpoint context (an HTTP request's, or those an auth.api call was given). */
export function contextHeaders(
  ctx: { headers?: Headers; request?: Request } | null | undefined,
): Headers | null {
  return ctx?.request?.headers ?? ctx?.headers ?? null;
}

const SIGN_IN_PATHS = new Set([
  "/sign-in/email",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);
const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);
const WRONG_CODE_REASONS = new Set([
  "INVALID_CODE",
  "INVALID_BACKUP_CODE",
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
]);
/** A failed password step worth recording (a locked account is recorded by account-lock.ts, with its user). */
const SIGN_IN_FAILURE_REASONS = new Set([
  "INVALID_EMAIL_OR_PASSWORD",
  "EMAIL_NOT_VERIFIED",
]);
const SIGNED_IN_ACTIONS: Record<string, SecurityAction> = {
  "/change-password": SECURITY_ACTIONS.passwordChanged,
  "/two-factor/generate-backup-codes": SECURITY_ACTIONS.backupCodesRegenerated,
};
const SECOND_FACTOR_METHOD: Record<string, string> = {
  "/two-factor/verify-totp": "totp",
  "/two-factor/verify-backup-code": "backup_code",
  "/two-factor/verify-otp": "otp",
};
const TWO_FACTOR_COOKIE = "two_factor";

function reasonOf(returned: unknown): string | undefined {
  if (!isAPIError(returned)) return undefined;
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : String(returned.status);
}

export function securityAudit() {
  return {
    id: "upstep-security-audit",
    hooks: {
      after: [
        {
          matcher: (ctx) =>
            ctx.path !== undefined &&
            (SIGN_IN_PATHS.has(ctx.path) ||
              ctx.path in SIGNED_IN_ACTIONS ||
              ctx.path.startsWith("/callback/")),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const headers = contextHeaders(ctx);
            const path = ctx.path;
            const signedIn = ctx.context.session?.user.id ?? null;

            if (!isAPIError(returned)) {
              const action = SIGNED_IN_ACTIONS[path];
              if (action && signedIn) {
                const data =
                  path === "/change-password"
                    ? {
                        otherSessionsEnded: Boolean(
                          (
                            ctx.body as
                              { revokeOtherSessions?: unknown } | undefined
                          )?.revokeOtherSessions,
                        ),
                      }
                    : {};
                return recordSecurityEvent(getDb(), {
                  action,
                  target: { userId: signedIn },
                  headers,
                  data,
                });
              }
              // A session made by a log-in (not the refreshed one of a signed-in user confirming two-factor).
              const made = ctx.context.newSession;
              if (made && !signedIn && !action) {
                // ctx.path is the route's pattern ("/callback/:id"); the provider is its parameter.
                const provider = (ctx.params as { id?: unknown } | undefined)?.id;
                const method = path.startsWith("/callback/") ? `social:${typeof provider === "string" ? provider : "unknown"}` : "email_password";
                const secondFactor = SECOND_FACTOR_METHOD[path];
                return recordSecurityEvent(getDb(), {
                  action: SECURITY_ACTIONS.signIn,
                  target: { userId: made.user.id },
                  headers,
                  data: { method, ...(secondFactor ? { secondFactor } : {}) },
                });
              }
              return;
            }

            const reason = reasonOf(returned);
            if (
              path === "/sign-in/email" &&
              reason &&
              SIGN_IN_FAILURE_REASONS.has(reason)
            ) {
              const email = (ctx.body as { email?: unknown } | undefined)
                ?.email;
              if (typeof email !== "string" || !email) return;
              return recordSecurityEvent(getDb(), {
                action: SECURITY_ACTIONS.signInFailed,
                target: { email },
                headers,
                data: { reason },
              });
            }
            if (
              SECOND_FACTOR_PATHS.has(path) &&
              reason &&
              WRONG_CODE_REASONS.has(reason)
            ) {
              const data = { reason, method: SECOND_FACTOR_METHOD[path] };
              if (signedIn)
                return recordSecurityEvent(getDb(), {
                  action: SECURITY_ACTIONS.twoFactorFailed,
                  target: { userId: signedIn },
                  headers,
                  data,
                });
              const identifier = await ctx.getSignedCookie(
                ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name,
                ctx.context.secret,
              );
              if (!identifier) return;
              return recordSecurityEvent(getDb(), {
                action: SECURITY_ACTIONS.twoFactorFailed,
                target: { verificationIdentifier: identifier },
                headers,
                data,
              });
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
