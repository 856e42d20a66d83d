import { describe, expect, it } from "vitest";
import { FRIENDLY_AUTH_MESSAGES } from "@/lib/auth/handle-auth-request";
import { createUser } from "@/testing/factories";
import { cookiesFrom } from "@/testing/http";
import { enableTwoFactor, isSignedIn, postAuth as post } from "@/testing/two-factor";
import { backupCodeSchema, totpSchema } from "./schemas";
import { REASON_MESSAGES } from "./messages";

/*
 * The server side of the login page's second step: a user with two-step verification gets
 * { twoFactorRedirect: true } from the password step, then logs in with an authenticator code
 * (verify-totp) or a backup code (verify-backup-code). Two-factor is switched on through the real
 * endpoints, the way the account-security page does it. The code that switched it on is spent, so
 * log-ins use the app's next code (which the server accepts a period early).
 */
async function userWithTwoFactor() {
  const user = await createUser();
  const { app, backupCodes } = await enableTwoFactor(user);
  return { ...user, nextCode: () => app.code(1), backupCodes };
}

async function passwordStep(email: string, password: string) {
  const res = await post("/sign-in/email", { email, password, rememberMe: true });
  expect(res.status).toBe(200);
  const body = await res.json();
  return { body, cookie: cookiesFrom(res) };
}

describe("logging in with two-step verification", () => {
  it("asks for a second step, then the authenticator code completes the log-in", async () => {
    const user = await userWithTwoFactor();
    const { body, cookie } = await passwordStep(user.email, user.password);
    expect(body).toMatchObject({ twoFactorRedirect: true });
    expect(cookie).not.toMatch(/upstep\.session_token=/);

    // What the form sends: the schema strips the spaces an app shows.
    const code = totpSchema.parse({ code: user.nextCode().replace(/(\d{3})/, "$1 ") }).code;
    const verified = await post("/two-factor/verify-totp", { code }, cookie);
    expect(verified.status).toBe(200);
    expect(await isSignedIn(cookiesFrom(verified))).toBe(true);
  });

  it("answers a wrong code with the friendly INVALID_CODE message", async () => {
    const user = await userWithTwoFactor();
    const { cookie } = await passwordStep(user.email, user.password);
    const wrong = String((Number(user.nextCode()) + 1) % 1_000_000).padStart(6, "0");
    const res = await post("/two-factor/verify-totp", { code: wrong }, cookie);
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatchObject({ reason: "INVALID_CODE", message: FRIENDLY_AUTH_MESSAGES.INVALID_CODE });
  });

  it("accepts a backup code once", async () => {
    const user = await userWithTwoFactor();
    const backup = backupCodeSchema.parse({ code: ` ${user.backupCodes[0]} ` }).code;
    const first = await passwordStep(user.email, user.password);
    const ok = await post("/two-factor/verify-backup-code", { code: backup }, first.cookie);
    expect(ok.status).toBe(200);
    expect(await isSignedIn(cookiesFrom(ok))).toBe(true);

    const second = await passwordStep(user.email, user.password);
    const reused = await post("/two-factor/verify-backup-code", { code: backup }, second.cookie);
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.reason).toBe("INVALID_BACKUP_CODE");
  });

  it("without the first step's cookie the second step says to start again (the form returns to the password step)", async () => {
    const user = await userWithTwoFactor();
    const res = await post("/two-factor/verify-totp", { code: user.nextCode() });
    expect(res.status).toBe(401);
    expect((await res.json()).error.reason).toBe("INVALID_TWO_FACTOR_COOKIE");
    expect(REASON_MESSAGES.INVALID_TWO_FACTOR_COOKIE).toMatch(/enter your email and password again/);
  });
});
