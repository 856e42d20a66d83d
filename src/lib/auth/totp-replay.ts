import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { getDb } from "@/db/client";
import { twoFactors } from "@/db/schema";

/*
 * Each authenticator code works once (RFC 6238 section 5.2). better-auth's two-factor plugin accepts
 * a code of the current 30-second step or the one either side, as often as it is sent; so two people
 * (or two tabs of an attacker who saw the code) could each open a session with it.
 *
 * This plugin runs before POST /two-factor/verify-totp, the one endpoint that takes a code (the
 * log-in's second step and the confirmation that turns two-factor on; `/totp/generate` is
 * server-only and makes codes). It finds the user as better-auth will (the session, else the
 * log-in's signed two_factor cookie), works out which step the code belongs to from the user's
 * secret, and claims it in one statement: two_factors.totp_last_step moves up to that step only if
 * it is below it. A code at or before the last accepted step, or one that lost the race to the same
 * code, is refused with 401 CODE_ALREADY_USED before better-auth checks it. A code that matches no
 * step is left to better-auth, which answers INVALID_CODE and counts the failure.
 *
 * A claimed code is spent even when the request then fails for another reason (an expired log-in
 * step, a locked account); the user enters the app's next code.
 *
 * Backup codes need nothing here: better-auth removes a used code with a compare-and-set on the
 * stored list, so a backup code also works once, in parallel too (two-factor-replay.int.test.ts).
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** better-auth's window: the step before and after the current one are accepted too. */
const WINDOW = 1;
/** better-auth/plugins/two-factor's cookie of a log-in waiting for its second step (not exported). */
const TWO_FACTOR_COOKIE = "two_factor";

export const CODE_ALREADY_USED = {
  code: "CODE_ALREADY_USED",
  message: "That code has been used already. Enter the next code your authenticator app shows.",
} as const;

/** RFC 4226 HOTP with HMAC-SHA1, the secret's bytes as better-auth uses them (its UTF-8 text). */
function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 15;
  const value = ((mac[offset]! & 127) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(value % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, "0");
}

/** The latest time step within better-auth's window whose code is `code`, or null. */
export function matchingStep(secret: Buffer, code: string, nowMs = Date.now()): number | null {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return null;
  const current = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  for (let step = current + WINDOW; step >= current - WINDOW; step--) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code))) return step;
  }
  return null;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The user whose code this is, found the way better-auth's verifyTwoFactor finds them. */
async function userIdOf(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge && new Date(challenge.expiresAt) > new Date() ? challenge.value : null;
}

export function totpReplayGuard() {
  return {
    id: "upstep-totp-replay-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const userId = await userIdOf(ctx);
            if (!userId) return;
            const db = getDb();
            const [factor] = await db.select({ id: twoFactors.id, secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
            if (!factor) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: factor.secret });
            // Secrets imported from another provider are stored as "base32:..."; Upstep never imports one.
            if (secret.startsWith("base32:")) throw new Error("TOTP secrets imported in base32 are not supported");
            const step = matchingStep(Buffer.from(secret, "utf8"), code);
            if (step === null) return;
            const claimed = await db
              .update(twoFactors)
              .set({ totpLastStep: step })
              .where(and(eq(twoFactors.id, factor.id), lt(twoFactors.totpLastStep, step)))
              .returning({ id: twoFactors.id });
            if (claimed.length === 0) throw new APIError("UNAUTHORIZED", CODE_ALREADY_USED);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
