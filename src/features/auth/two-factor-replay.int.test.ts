import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createUser } from "@/testing/factories";
import { cookiesFrom } from "@/testing/http";
import { enableTwoFactor, isSignedIn, passwordStep, postAuth, TOTP_PERIOD_MS } from "@/testing/two-factor";

/*
 * An authenticator code works once: the server remembers the last time step it accepted per user
 * and refuses a code of that step or an earlier one (RFC 6238 section 5.2), on every endpoint that
 * takes a code: the log-in's second step and the confirmation that turns two-factor on. Backup codes
 * are single use. The clock is controlled (only Date is faked), so each test knows which period it is in.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // One second into a period, so "the next period" is a known 29 s away.
  vi.setSystemTime(Math.floor(Date.now() / TOTP_PERIOD_MS) * TOTP_PERIOD_MS + 1000);
});
afterEach(() => {
  vi.useRealTimers();
});

function nextPeriod() {
  vi.setSystemTime(Date.now() + TOTP_PERIOD_MS);
}

describe("authenticator codes cannot be replayed", () => {
  it("a code that completed a log-in does not complete a second one, nor does an older code; the next period's code does", async () => {
    const user = await createUser();
    const { app } = await enableTwoFactor(user);
    nextPeriod();
    const code = app.code();

    const first = await postAuth("/two-factor/verify-totp", { code }, await passwordStep(user.email, user.password));
    expect(first.status).toBe(200);
    expect(await isSignedIn(cookiesFrom(first))).toBe(true);

    const replay = await postAuth("/two-factor/verify-totp", { code }, await passwordStep(user.email, user.password));
    expect(replay.status).toBe(401);
    expect((await replay.json()).error).toMatchObject({ reason: "CODE_ALREADY_USED", message: "That code has been used already. Enter the next code your authenticator app shows." });
    expect(cookiesFrom(replay)).not.toMatch(/session_token=[^;]/);

    // The previous period's code is still inside the accepted window but older than the one used.
    const older = await postAuth("/two-factor/verify-totp", { code: app.code(-1) }, await passwordStep(user.email, user.password));
    expect(older.status).toBe(401);

    nextPeriod();
    const fresh = await postAuth("/two-factor/verify-totp", { code: app.code() }, await passwordStep(user.email, user.password));
    expect(fresh.status).toBe(200);
    expect(await isSignedIn(cookiesFrom(fresh))).toBe(true);
  });

  it("one code sent twice at once opens one session", async () => {
    const user = await createUser();
    const { app } = await enableTwoFactor(user);
    nextPeriod();
    const code = app.code();
    const [a, b] = [await passwordStep(user.email, user.password), await passwordStep(user.email, user.password)];
    const answers = await Promise.all([postAuth("/two-factor/verify-totp", { code }, a), postAuth("/two-factor/verify-totp", { code }, b)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    const signedIn = await Promise.all(answers.map((r) => isSignedIn(cookiesFrom(r))));
    expect(signedIn.filter(Boolean)).toHaveLength(1);
  });

  it("the code that turned two-factor on does not also log in; the app's next code does", async () => {
    const user = await createUser();
    const { app, confirmingCode } = await enableTwoFactor(user);
    // Still the same period: the app shows the same code.
    expect(app.code()).toBe(confirmingCode);
    const replay = await postAuth("/two-factor/verify-totp", { code: confirmingCode }, await passwordStep(user.email, user.password));
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.reason).toBe("CODE_ALREADY_USED");

    // The next period's code is accepted early (the window of one period either side).
    const next = await postAuth("/two-factor/verify-totp", { code: app.code(1) }, await passwordStep(user.email, user.password));
    expect(next.status).toBe(200);
  });

  it("a signed-in user cannot re-send the confirming code either", async () => {
    const user = await createUser();
    const { confirmingCode, session } = await enableTwoFactor(user);
    const again = await postAuth("/two-factor/verify-totp", { code: confirmingCode }, session);
    expect(again.status).toBe(401);
    expect((await again.json()).error.reason).toBe("CODE_ALREADY_USED");
  });

  it("a backup code sent twice at once opens one session", async () => {
    const user = await createUser();
    const { backupCodes } = await enableTwoFactor(user);
    const code = backupCodes[0]!;
    const [a, b] = [await passwordStep(user.email, user.password), await passwordStep(user.email, user.password)];
    const answers = await Promise.all([postAuth("/two-factor/verify-backup-code", { code }, a), postAuth("/two-factor/verify-backup-code", { code }, b)]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const signedIn = await Promise.all(answers.map((r) => isSignedIn(cookiesFrom(r))));
    expect(signedIn.filter(Boolean)).toHaveLength(1);
    // And it is spent: a third log-in cannot use it.
    const later = await postAuth("/two-factor/verify-backup-code", { code }, await passwordStep(user.email, user.password));
    expect(later.status).toBe(401);
    expect((await later.json()).error.reason).toBe("INVALID_BACKUP_CODE");
  });
});
