import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { getDb } from "@/db/client";
import { twoFactors, users } from "@/db/schema";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { GET as contextGet } from "@/app/api/context/route";
import { GET as adminFeaturesGet } from "@/app/api/admin/features/route";
import { callRoute, cookiesFrom } from "@/testing/http";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";

function auth(path: string, body: unknown, cookie?: string) {
  return callRoute(authPost, { method: "POST", path: `/api/identity/auth${path}`, body, cookie });
}

/** The code an authenticator app would show, `offset` periods from now. */
function codeFor(totpURI: string, offsetPeriods = 0): string {
  const totp = OTPAuth.URI.parse(totpURI);
  if (!(totp instanceof OTPAuth.TOTP)) throw new Error("not a TOTP URI");
  return totp.generate({ timestamp: Date.now() + offsetPeriods * totp.period * 1000 });
}

async function twoFactorEnabled(userId: string): Promise<boolean> {
  const [row] = await getDb().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row!.on;
}

async function isSignedIn(cookie: string): Promise<boolean> {
  return (await (await callRoute(contextGet, { path: "/api/context", cookie })).json()).session.isAuthenticated;
}

describe("two-factor enrolment through the real endpoints", () => {
  it("enables TOTP with the password, verifies a code, then demands the second factor at log-in", async () => {
    const user = await createUser({ roles: ["Administrator"] });
    const first = await logIn(user.email, user.password);
    let cookie = first.cookie;

    // An administrator without two-factor is sent to set it up.
    const blocked = await callRoute(adminFeaturesGet, { path: "/api/admin/features", cookie });
    expect(blocked.status).toBe(403);
    expect(blocked.headers.get("x-auth-redirect")).toBe("/account/security?mfa=required");

    const wrongPassword = await auth("/two-factor/enable", { password: "not-my-password" }, cookie);
    expect(wrongPassword.status).toBe(400);
    expect((await wrongPassword.json()).error.message).toBe("That password is not right.");

    const enable = await auth("/two-factor/enable", { password: user.password }, cookie);
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Upstep:/);
    expect(new URL(totpURI).searchParams.get("secret")).toMatch(/^[A-Z2-7]+$/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    // Not on until a code from the app proves the secret was saved.
    expect(await twoFactorEnabled(user.id)).toBe(false);

    const wrongCode = await auth("/two-factor/verify-totp", { code: codeFor(totpURI, 10) }, cookie);
    expect(wrongCode.status).toBe(401);
    expect((await wrongCode.json()).error.reason).toBe("INVALID_CODE");
    expect(await twoFactorEnabled(user.id)).toBe(false);

    const verify = await auth("/two-factor/verify-totp", { code: codeFor(totpURI) }, cookie);
    expect(verify.status).toBe(200);
    expect(await twoFactorEnabled(user.id)).toBe(true);
    const [factor] = await getDb().select({ verified: twoFactors.verified }).from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(factor!.verified).toBe(true);
    // better-auth replaces the session when two-factor turns on; the new cookie reaches the admin API.
    cookie = cookiesFrom(verify) || cookie;
    expect(await isSignedIn(cookie)).toBe(true);
    expect((await callRoute(adminFeaturesGet, { path: "/api/admin/features", cookie })).status).toBe(200);

    // A later password log-in stops at the second factor...
    const second = await logIn(user.email, user.password);
    expect(second.response.status).toBe(200);
    expect(await second.response.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await isSignedIn(second.cookie)).toBe(false);

    // ...and a fresh code from the app completes it with a real session.
    const complete = await auth("/two-factor/verify-totp", { code: codeFor(totpURI, 1) }, second.cookie);
    expect(complete.status).toBe(200);
    const sessionCookie = cookiesFrom(complete);
    expect(sessionCookie).toMatch(/session_token=/);
    expect(await isSignedIn(sessionCookie)).toBe(true);
    expect((await callRoute(adminFeaturesGet, { path: "/api/admin/features", cookie: sessionCookie })).status).toBe(200);
  });

  it("turns two-factor off again with the password", async () => {
    const user = await createUser();
    const { cookie } = await logIn(user.email, user.password);
    const enable = await auth("/two-factor/enable", { password: user.password }, cookie);
    const { totpURI } = await enable.json();
    const verify = await auth("/two-factor/verify-totp", { code: codeFor(totpURI) }, cookie);
    const fresh = cookiesFrom(verify);
    expect(await twoFactorEnabled(user.id)).toBe(true);

    expect((await auth("/two-factor/disable", { password: "wrong-password" }, fresh)).status).toBe(400);
    expect(await twoFactorEnabled(user.id)).toBe(true);
    const disable = await auth("/two-factor/disable", { password: user.password }, fresh);
    expect(disable.status).toBe(200);
    expect(await twoFactorEnabled(user.id)).toBe(false);
    expect(await getDb().select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toHaveLength(0);
    // A plain password log-in works again.
    const again = await logIn(user.email, user.password);
    expect(await again.response.json()).not.toHaveProperty("twoFactorRedirect");
    expect(await isSignedIn(again.cookie)).toBe(true);
  });
});
