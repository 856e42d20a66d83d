import "server-only";
import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { getDb } from "@/db/client";
import * as schema from "@/db/schema";
import { env } from "@/lib/env";
import { authLogger } from "@/lib/logger";
import { actionMail, sendMail } from "@/lib/email";
import { deleteFilesOfUser } from "@/lib/uploads/user-files";
import { forgetSentMailOf } from "@/lib/email/forget-sent-mail";
import { safeReturnTo } from "./return-to";
import { serverOwnedUserFields } from "./server-owned-fields";
import { accountRules, deletePasswordResetTokens } from "./account-rules";
import { attachEmailJobAlerts } from "./attach-email-job-alerts";
import { markActive, refuseLockedSession } from "./account-lock";
import { employerSignUpCheck, employerSignUpFields, recordEmployerSignUp } from "./employer-sign-up";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, totpReplayGuard } from "./totp-replay";
import { contextHeaders, recordSecurityEvent, SECURITY_ACTIONS, securityAudit } from "./security-audit";

export const AUTH_BASE_PATH = "/api/identity/auth";
export const SOCIAL_PROVIDERS = ["google", "facebook", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function configuredSocialProviders() {
  const e = env();
  const providers: Partial<Record<SocialProvider, { clientId: string; clientSecret: string }>> = {};
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) providers.google = { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET };
  if (e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET) providers.facebook = { clientId: e.FACEBOOK_CLIENT_ID, clientSecret: e.FACEBOOK_CLIENT_SECRET };
  if (e.APPLE_CLIENT_ID && e.APPLE_CLIENT_SECRET) providers.apple = { clientId: e.APPLE_CLIENT_ID, clientSecret: e.APPLE_CLIENT_SECRET };
  return providers;
}

function trustedOrigins(): string[] {
  const e = env();
  const list = [new URL(e.BASE_URL).origin, ...(e.TRUSTED_ORIGINS?.split(",").map((o) => o.trim()).filter(Boolean) ?? [])];
  if (e.APP_ENV !== "production") list.push("http://localhost:*", "http://127.0.0.1:*");
  if (configuredSocialProviders().apple) list.push("https://appleid.apple.com");
  return list;
}

/**
 * The email confirmation link: /auth/confirm-account, with employer=true for employer sign-ups and
 * the page the person signed up on the way to (returnTo, a same-site path; decision 033).
 */
export function confirmAccountUrl(token: string, callbackURL: string | null): string {
  const url = new URL("/auth/confirm-account", env().BASE_URL);
  url.searchParams.set("token", token);
  if (callbackURL?.includes("employer=true")) url.searchParams.set("employer", "true");
  const returnTo = safeReturnTo(URL.parse(callbackURL ?? "", url)?.searchParams.get("returnTo"), "");
  if (returnTo) url.searchParams.set("returnTo", returnTo);
  return url.toString();
}

/**
 * The greeting of a mail: by name only to a confirmed address. Whoever signs up chooses the name, and
 * until the address is confirmed the mail may reach someone else, who must not get a stranger's text
 * (a name like "Win a prize at evil.example" that a mail client would turn into a link).
 */
function greeting(user: { name: string; emailVerified: boolean }, opening: "Hi" | "Welcome to Upstep"): string {
  if (!user.emailVerified) return opening === "Hi" ? "Hello," : "Welcome to Upstep!";
  return opening === "Hi" ? `Hi ${user.name},` : `Welcome to Upstep, ${user.name}!`;
}

function createAuth() {
  const e = env();
  return betterAuth({
    appName: "Upstep",
    logger: authLogger,
    baseURL: e.BASE_URL,
    basePath: AUTH_BASE_PATH,
    secret: e.AUTH_SECRET,
    trustedOrigins: trustedOrigins(),
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
      },
    }),
    advanced: {
      database: { generateId: () => randomUUID() },
      cookiePrefix: "upstep",
    },
    // Upstep counts failed log-ins itself (lib/rate-limit.ts) so the limit is shared by every instance.
    rateLimit: { enabled: false },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    // A deleted account takes its stored files with it (lib/uploads/user-files.ts), and the record of
    // mail sent to it forgets the address (lib/email/forget-sent-mail.ts).
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await deleteFilesOfUser(getDb(), user.id);
          await forgetSentMailOf(getDb(), user.id);
        },
      },
    },
    // An employer sign-up (/join?employer=true) keeps its company name and job title and gets the
    // Hiring Manager role as its account is created (employer-sign-up.ts, decision 038).
    databaseHooks: {
      // A locked account gets no session (account-lock.ts); a new or refreshed session marks the user active.
      // Signing out and turning two-factor on or off are security events (security-audit.ts).
      session: {
        create: { before: refuseLockedSession, after: markActive },
        update: { after: markActive },
        delete: {
          after: async (session, context) => {
            if (context?.path !== "/sign-out") return;
            await recordSecurityEvent(getDb(), { action: SECURITY_ACTIONS.signOut, target: { userId: session.userId }, headers: contextHeaders(context) });
          },
        },
      },
      user: {
        update: {
          after: async (user, context) => {
            const path = context?.path;
            if (path !== "/two-factor/disable" && !path?.startsWith("/two-factor/verify-") && path !== "/two-factor/enable") return;
            const action = user.twoFactorEnabled ? SECURITY_ACTIONS.twoFactorEnabled : SECURITY_ACTIONS.twoFactorDisabled;
            await recordSecurityEvent(getDb(), { action, target: { userId: user.id }, headers: contextHeaders(context) });
          },
        },
        create: {
          after: async (user, context) => {
            const fields = context?.path === "/sign-up/email" ? employerSignUpFields(context.body) : null;
            if (fields) await recordEmployerSignUp(getDb(), user.id, fields);
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // The whole password rule (also: not a common password) is in password-policy.ts, checked by accountRules().
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // A reset voids every other reset link the user was sent (a change does too: account-rules.ts).
      onPasswordReset: async ({ user }, request) => {
        await deletePasswordResetTokens(getDb(), user.id);
        await recordSecurityEvent(getDb(), { action: SECURITY_ACTIONS.passwordReset, target: { userId: user.id }, headers: request?.headers });
      },
      // A sign-up for an existing address answers like any sign-up (no account enumeration) and
      // tells the real owner instead.
      onExistingUserSignUp: async ({ user }) => {
        await sendMail(
          actionMail({
            to: user.email,
            userId: user.id,
            subject: "Someone tried to create an Upstep account with your email",
            greeting: greeting(user, "Hi"),
            body: "Someone, perhaps you, tried to sign up for Upstep with this email address, which already has an account. If it was you, log in instead, or reset your password if you have forgotten it.",
            actionLabel: "Log in to Upstep",
            url: new URL("/login", e.BASE_URL).toString(),
          }),
        );
      },
      sendResetPassword: async ({ user, token }) => {
        const url = new URL("/reset-password", e.BASE_URL);
        url.searchParams.set("token", token);
        await sendMail(
          actionMail({
            to: user.email,
            userId: user.id,
            subject: "Reset your Upstep password",
            greeting: greeting(user, "Hi"),
            body: "We received a request to reset the password of your Upstep account. The link works for one hour.",
            actionLabel: "Choose a new password",
            url: url.toString(),
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      // Job alerts made with just this address join the account (attach-email-job-alerts.ts).
      afterEmailVerification: async (user, request) => {
        await attachEmailJobAlerts(getDb(), { userId: user.id, email: user.email });
        await recordSecurityEvent(getDb(), { action: SECURITY_ACTIONS.emailVerified, target: { userId: user.id }, headers: request?.headers });
      },
      sendVerificationEmail: async ({ user, url, token }) => {
        const callbackURL = new URL(url).searchParams.get("callbackURL");
        await sendMail(
          actionMail({
            to: user.email,
            userId: user.id,
            subject: "Confirm your Upstep account",
            greeting: greeting(user, "Welcome to Upstep"),
            body: "Please confirm your email address to finish creating your account. The link works for 24 hours.",
            actionLabel: "Confirm my account",
            url: confirmAccountUrl(token, callbackURL),
          }),
        );
      },
    },
    socialProviders: configuredSocialProviders(),
    plugins: [
      twoFactor({ issuer: "Upstep", totpOptions: { period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS } }),
      // Each authenticator code works once (totp-replay.ts).
      totpReplayGuard(),
      // update-user takes only the name, sign-up only the form's fields (server-owned-fields.ts).
      serverOwnedUserFields(),
      // Password and name rules; a password change voids reset links (account-rules.ts).
      accountRules(),
      // The employer variant of sign-up: its two fields checked, refused while g2-employment-v2 is off.
      employerSignUpCheck(),
      // Last, so it sees what the two-factor plugin made of a log-in (security-audit.ts).
      securityAudit(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as unknown as { upstepAuth?: Auth };

/** Created on first use so that building the app never needs a database or secrets. */
export function getAuth(): Auth {
  holder.upstepAuth ??= createAuth();
  return holder.upstepAuth;
}

/** Test hook: rebuild the auth instance after the database or env changed. */
export function resetAuthForTests() {
  holder.upstepAuth = undefined;
}
