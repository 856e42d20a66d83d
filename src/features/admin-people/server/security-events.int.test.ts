import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signJWT } from "better-auth/crypto";
import {
  GET as authGet,
  POST as authPost,
} from "@/app/api/identity/auth/[...all]/route";
import { POST as logoutPost } from "@/app/api/auth/logout/route";
import { getDb } from "@/db/client";
import { auditEvents, users } from "@/db/schema";
import {
  recordSecurityEvent,
  SECURITY_ACTION_LIST,
  SECURITY_ACTIONS,
} from "@/lib/auth/security-audit";
import { env } from "@/lib/env";
import { createUser } from "@/testing/factories";
import { callRoute, cookiesFrom } from "@/testing/http";
import { deliveredOutbox } from "@/testing/mail";
import {
  enableTwoFactor,
  isSignedIn,
  passwordStep,
} from "@/testing/two-factor";
import { auditLogQuerySchema } from "../schemas";
import { actionGroups } from "../components/audit-log-filter-form";
import {
  auditLogFilterOptions,
  listAuditLog,
  listUserAuditTrail,
} from "./queries";

/*
 * Security events (issue 19, decision 052, lib/auth/security-audit.ts) recorded by driving the real
 * auth endpoints on the real database: who, from where, and never a password, code or token.
 */
const AGENT = "SecurityEventsTest/1.0 (integration)";
let lastAddress = 0;
/** A fresh client address per call, so the per-address limits of one test never reach another. */
function newAddress() {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}
function client(address = newAddress()) {
  return { "x-forwarded-for": address, "user-agent": AGENT };
}

function auth(
  path: string,
  body: unknown,
  opts: { cookie?: string; headers?: Record<string, string> } = {},
) {
  return callRoute(authPost, {
    method: "POST",
    path: `/api/identity/auth${path}`,
    body,
    cookie: opts.cookie,
    headers: opts.headers ?? client(),
  });
}
function logIn(email: string, password: string, headers = client()) {
  return auth("/sign-in/email", { email, password }, { headers });
}

type Event = typeof auditEvents.$inferSelect;

/** The security events about a user (as target or actor), oldest first. */
async function eventsOf(userId: string): Promise<Event[]> {
  return getDb()
    .select()
    .from(auditEvents)
    .where(
      and(
        or(
          eq(auditEvents.actorUserId, userId),
          and(
            eq(auditEvents.targetType, "user"),
            eq(auditEvents.targetId, userId),
          ),
        ),
        inArray(auditEvents.action, SECURITY_ACTION_LIST),
      ),
    )
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
}

function actions(events: Event[]): string[] {
  return events.map((e) => e.action);
}

function expectNoSecret(events: Event[], secrets: string[]) {
  const stored = JSON.stringify(
    events.map((e) => [e.data, e.targetId, e.targetType]),
  );
  for (const secret of secrets) expect(stored).not.toContain(secret);
}

describe("security events in the audit log", () => {
  it("records a log-in with the client's address and agent, and a sign-out (both ways out)", async () => {
    const user = await createUser();
    const address = newAddress();
    const first = await logIn(user.email, user.password, client(address));
    expect(first.status).toBe(200);
    const [signIn] = await eventsOf(user.id);
    expect(signIn).toMatchObject({
      action: "security.sign_in",
      actorUserId: user.id,
      targetType: "user",
      targetId: user.id,
    });
    expect(signIn!.data).toEqual({
      address,
      userAgent: AGENT,
      method: "email_password",
    });

    // Log out through Upstep's route (what the menu's link does) and through better-auth's own endpoint.
    const out = await callRoute(logoutPost, {
      method: "POST",
      path: "/api/auth/logout",
      cookie: cookiesFrom(first),
      headers: client(),
    });
    expect(out.status).toBe(204);
    const second = await logIn(user.email, user.password);
    expect(
      (await auth("/sign-out", {}, { cookie: cookiesFrom(second) })).status,
    ).toBe(200);
    // Signing out with no session is no event.
    expect(
      (
        await callRoute(logoutPost, {
          method: "POST",
          path: "/api/auth/logout",
          headers: client(),
        })
      ).status,
    ).toBe(204);

    const events = await eventsOf(user.id);
    expect(actions(events)).toEqual([
      "security.sign_in",
      "security.sign_out",
      "security.sign_in",
      "security.sign_out",
    ]);
    expect(events[1]).toMatchObject({
      actorUserId: user.id,
      targetId: user.id,
      data: expect.objectContaining({ userAgent: AGENT }),
    });
    expectNoSecret(events, [user.password]);
  });

  it("records a wrong password on the account, and one for an unknown email without keeping what was typed", async () => {
    const user = await createUser();
    const wrong = `wrong-${randomUUID()}`;
    const address = newAddress();
    expect(
      (await logIn(` ${user.email.toUpperCase()} `, wrong, client(address)))
        .status,
    ).toBe(401);
    const [failed] = await eventsOf(user.id);
    expect(failed).toMatchObject({
      action: "security.sign_in_failed",
      actorUserId: null,
      targetType: "user",
      targetId: user.id,
    });
    expect(failed!.data).toEqual({
      address,
      userAgent: AGENT,
      reason: "INVALID_EMAIL_OR_PASSWORD",
    });
    expectNoSecret([failed!], [wrong]);

    const unknownAddress = newAddress();
    const nobody = `nobody-${randomUUID()}@example.test`;
    const typed = `typed-${randomUUID()}`;
    expect((await logIn(nobody, typed, client(unknownAddress))).status).toBe(
      401,
    );
    const rows = await getDb()
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, SECURITY_ACTIONS.signInFailed),
          eq(auditEvents.targetType, "email"),
          isNull(auditEvents.targetId),
        ),
      );
    const mine = rows.filter((r) => r.data.address === unknownAddress);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      actorUserId: null,
      data: {
        address: unknownAddress,
        userAgent: AGENT,
        reason: "INVALID_EMAIL_OR_PASSWORD",
      },
    });
    expectNoSecret(mine, [typed, nobody]);
  });

  it("records a password change and a password reset, without the old or new password or the reset token", async () => {
    const user = await createUser();
    const session = cookiesFrom(await logIn(user.email, user.password));
    const changed = "a fresh changed password";
    expect(
      (
        await auth(
          "/change-password",
          {
            currentPassword: user.password,
            newPassword: changed,
            revokeOtherSessions: true,
          },
          { cookie: session },
        )
      ).status,
    ).toBe(200);

    expect(
      (
        await auth("/request-password-reset", {
          email: user.email,
          redirectTo: "/reset-password",
        })
      ).status,
    ).toBe(200);
    const mail = (await deliveredOutbox(1000)).find(
      (m) => m.to === user.email && m.subject === "Reset your Upstep password",
    );
    const token = new URL(
      mail!.text.match(/https?:\/\/\S+\/reset-password\?\S+/)![0],
    ).searchParams.get("token")!;
    const reset = "a reset new password";
    expect(
      (await auth("/reset-password", { token, newPassword: reset })).status,
    ).toBe(200);

    const events = await eventsOf(user.id);
    expect(actions(events)).toEqual([
      "security.sign_in",
      "security.password_changed",
      "security.password_reset",
    ]);
    expect(events[1]).toMatchObject({
      actorUserId: user.id,
      targetId: user.id,
      data: expect.objectContaining({
        otherSessionsEnded: true,
        userAgent: AGENT,
      }),
    });
    expect(events[2]).toMatchObject({
      actorUserId: user.id,
      targetId: user.id,
      data: expect.objectContaining({ userAgent: AGENT }),
    });
    expectNoSecret(events, [user.password, changed, reset, token]);
  });

  it("records two-factor turned on, a wrong code, a log-in with the code, new backup codes and two-factor turned off, and no code", async () => {
    const user = await createUser();
    const { app, backupCodes, confirmingCode } = await enableTwoFactor(user);

    const step = await passwordStep(user.email, user.password);
    const wrongCode = app.code(5);
    expect(
      (
        await auth(
          "/two-factor/verify-totp",
          { code: wrongCode },
          { cookie: step },
        )
      ).status,
    ).toBe(401);
    const secondCode = app.code(1);
    const signedIn = await auth(
      "/two-factor/verify-totp",
      { code: secondCode },
      { cookie: step },
    );
    expect(signedIn.status).toBe(200);
    const session = cookiesFrom(signedIn);
    expect(await isSignedIn(session)).toBe(true);

    const regenerated = await auth(
      "/two-factor/generate-backup-codes",
      { password: user.password },
      { cookie: session },
    );
    expect(regenerated.status).toBe(200);
    const newCodes = ((await regenerated.json()) as { backupCodes: string[] })
      .backupCodes;
    expect(
      (
        await auth(
          "/two-factor/disable",
          { password: user.password },
          { cookie: cookiesFrom(regenerated) || session },
        )
      ).status,
    ).toBe(200);

    const events = await eventsOf(user.id);
    expect(actions(events)).toEqual([
      "security.sign_in",
      "security.two_factor_enabled",
      "security.two_factor_failed",
      "security.sign_in",
      "security.backup_codes_regenerated",
      "security.two_factor_disabled",
    ]);
    // The password step alone (two-factor pending) is no log-in; the wrong code is on the user, by nobody known.
    expect(events[2]).toMatchObject({
      actorUserId: null,
      targetType: "user",
      targetId: user.id,
      data: expect.objectContaining({ reason: "INVALID_CODE", method: "totp" }),
    });
    expect(events[3]!.data).toMatchObject({
      method: "email_password",
      secondFactor: "totp",
      userAgent: AGENT,
    });
    for (const e of [events[1], events[4], events[5]])
      expect(e).toMatchObject({ actorUserId: user.id, targetId: user.id });
    expectNoSecret(events, [
      user.password,
      confirmingCode,
      wrongCode,
      secondCode,
      ...backupCodes,
      ...newCodes,
    ]);
  });

  it("records the first refused attempt of a rate limit once, on the account", async () => {
    const user = await createUser();
    const address = newAddress();
    const max = env().AUTH_RATE_LIMIT_MAX;
    for (let i = 0; i < max; i++)
      expect(
        (await logIn(user.email, `wrong-${i}`, client(address))).status,
      ).toBe(401);
    expect(
      (await logIn(user.email, user.password, client(address))).status,
    ).toBe(429);
    expect(
      (await logIn(user.email, user.password, client(address))).status,
    ).toBe(429);

    const events = await eventsOf(user.id);
    const limited = events.filter(
      (e) => e.action === SECURITY_ACTIONS.rateLimited,
    );
    expect(limited).toHaveLength(1);
    expect(limited[0]).toMatchObject({
      actorUserId: null,
      targetType: "user",
      targetId: user.id,
    });
    expect(limited[0]!.data).toMatchObject({
      address,
      userAgent: AGENT,
      path: "/sign-in/email",
      counters: ["account"],
    });
    expect(limited[0]!.correlationId).toBeTruthy();
    expect(
      events.filter((e) => e.action === SECURITY_ACTIONS.signInFailed),
    ).toHaveLength(max);
    expectNoSecret(events, [user.password]);
  });

  it("records a log-in refused because the account is locked (only with the right password), and a confirmed address", async () => {
    const user = await createUser();
    await getDb()
      .update(users)
      .set({ lockedAt: new Date(), lockedReason: "test" })
      .where(eq(users.id, user.id));
    expect((await logIn(user.email, "not-the-password")).status).toBe(401);
    const refused = await logIn(user.email, user.password);
    expect(refused.status).toBe(403);
    expect(
      ((await refused.json()) as { error: { reason: string } }).error.reason,
    ).toBe("ACCOUNT_LOCKED");
    const events = await eventsOf(user.id);
    expect(actions(events)).toEqual([
      "security.sign_in_failed",
      "security.sign_in_locked",
    ]);
    expect(events[1]).toMatchObject({
      actorUserId: null,
      targetType: "user",
      targetId: user.id,
      data: expect.objectContaining({
        userAgent: AGENT,
        path: "/sign-in/email",
      }),
    });

    const unconfirmed = await createUser({ verified: false });
    const token = await signJWT(
      { email: unconfirmed.email.toLowerCase() },
      env().AUTH_SECRET,
      3600,
    );
    const verified = await callRoute(authGet, {
      path: `/api/identity/auth/verify-email?token=${encodeURIComponent(token)}`,
      headers: client(),
    });
    expect(verified.status).toBeLessThan(400);
    const confirmed = await eventsOf(unconfirmed.id);
    expect(actions(confirmed)).toEqual(["security.email_verified"]);
    expect(confirmed[0]).toMatchObject({
      actorUserId: unconfirmed.id,
      targetId: unconfirmed.id,
    });
    expectNoSecret(confirmed, [token]);
  });

  it("is found by the audit log's security.* filter, offered before any happened, and on the user's audit trail", async () => {
    const user = await createUser();
    await logIn(user.email, "a wrong password");
    await logIn(user.email, user.password);

    const options = await auditLogFilterOptions(getDb());
    for (const action of SECURITY_ACTION_LIST)
      expect(options.actions).toContain(action);
    expect(actionGroups(options.actions)).toContain("security.*");

    const page = await listAuditLog(
      getDb(),
      auditLogQuerySchema.parse({ action: "security.*", actor: user.email }),
    );
    expect(page.items.map((e) => e.action)).toEqual(["security.sign_in"]);
    const all = await listAuditLog(
      getDb(),
      auditLogQuerySchema.parse({ action: "security.*" }),
      1000,
    );
    expect(all.items.every((e) => e.action.startsWith("security."))).toBe(true);
    const trail = await listUserAuditTrail(getDb(), user.id, 1);
    expect(trail.items.map((e) => e.action)).toEqual([
      "security.sign_in",
      "security.sign_in_failed",
    ]);
  });

  it("never fails the request it records: an insert that throws is logged and swallowed", async () => {
    const broken = {
      insert: () => {
        throw new Error("database unavailable");
      },
    } as unknown as Parameters<typeof recordSecurityEvent>[0];
    await expect(
      recordSecurityEvent(broken, {
        action: SECURITY_ACTIONS.signIn,
        target: { userId: randomUUID() },
      }),
    ).resolves.toBeUndefined();
  });
});
