import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, featureFlags, sessions, twoFactors, users, verifications } from "@/db/schema";
import { GET as contextGet } from "@/app/api/context/route";
import { POST as mfaResetPost } from "@/app/api/admin/users/[id]/mfa-reset/route";
import { callRoute } from "@/testing/http";
import { logIn } from "@/testing/auth";
import { signedInAdmin, signedInUser } from "../admin-session.testing";
import { ADMIN_MESSAGES } from "../messages";
import { MFA_RESET_ACTION } from "./reset-user-mfa";

function reset(id: string, cookie?: string) {
  return callRoute(mfaResetPost, { method: "POST", path: `/api/admin/users/${id}/mfa-reset`, params: { id }, cookie });
}

/** A user with two-factor on (a TOTP row and a trusted device), signed in on two devices. */
async function userWithMfa() {
  const phone = await signedInUser({ name: "Mo Mobile" });
  const laptop = await logIn(phone.email, phone.password);
  const db = getDb();
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, phone.id));
  await db.insert(twoFactors).values({ id: randomUUID(), userId: phone.id, secret: "encrypted-secret", backupCodes: "encrypted-codes", verified: true });
  await db.insert(verifications).values({ id: randomUUID(), identifier: `trust-device-${randomUUID()}`, value: phone.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { ...phone, cookies: [phone.cookie, laptop.cookie] };
}

async function isSignedIn(cookie: string): Promise<boolean> {
  const res = await callRoute(contextGet, { path: "/api/context", cookie });
  return (await res.json()).session.isAuthenticated;
}

describe("POST /api/admin/users/[id]/mfa-reset", () => {
  it("turns off the user's two-factor, deletes their factors and trusted devices, ends their sessions, audits", async () => {
    const admin = await signedInAdmin();
    const target = await userWithMfa();
    expect(await isSignedIn(target.cookies[1]!)).toBe(true);

    const res = await reset(target.id, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ userId: target.id, twoFactorWasEnabled: true, sessionsRevoked: 2 });

    const db = getDb();
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, target.id))).toHaveLength(0);
    const [u] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, target.id));
    expect(u!.on).toBe(false);
    expect(await db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    expect(await db.select().from(verifications).where(eq(verifications.value, target.id))).toHaveLength(0);
    for (const cookie of target.cookies) expect(await isSignedIn(cookie)).toBe(false);
    // The admin is still signed in.
    expect(await isSignedIn(admin.cookie)).toBe(true);

    const audit = await db.select().from(auditEvents).where(and(eq(auditEvents.action, MFA_RESET_ACTION), eq(auditEvents.targetId, target.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.id,
      targetType: "user",
      correlationId: res.headers.get("x-correlation-id"),
      data: { twoFactorWasEnabled: true, factorsDeleted: 1, sessionsRevoked: 2 },
    });
  });

  it("answers 404 for everyone while the mfa-reset flag is off", async () => {
    const admin = await signedInAdmin();
    const target = await userWithMfa();
    await getDb().update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "mfa-reset"));
    try {
      const res = await reset(target.id, admin.cookie);
      expect(res.status).toBe(404);
      const [u] = await getDb().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, target.id));
      expect(u!.on).toBe(true);
    } finally {
      await getDb().update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "mfa-reset"));
    }
  });

  it("refuses an admin's own reset with 400 and a clear message", async () => {
    const admin = await signedInAdmin();
    const res = await reset(admin.id, admin.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(ADMIN_MESSAGES.cannotResetOwnMfa);
    expect(await isSignedIn(admin.cookie)).toBe(true);
  });

  it("answers 404 for an unknown user, 400 for a malformed id", async () => {
    const admin = await signedInAdmin();
    const unknown = await reset(randomUUID(), admin.cookie);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe(ADMIN_MESSAGES.userNotFound);
    const bad = await reset("12345", admin.cookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(ADMIN_MESSAGES.invalidId);
  });

  it("answers 401 signed out, 403 for non-admins and admins without two-factor", async () => {
    const target = await userWithMfa();
    expect((await reset(target.id)).status).toBe(401);
    const recruiter = await signedInUser({ roles: ["Recruiter"] });
    expect((await reset(target.id, recruiter.cookie)).status).toBe(403);
    const noMfa = await signedInUser({ roles: ["Administrator"] });
    const res = await reset(target.id, noMfa.cookie);
    expect(res.status).toBe(403);
    expect(res.headers.get("x-auth-redirect")).toBe("/account/security?mfa=required");
    const [u] = await getDb().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, target.id));
    expect(u!.on).toBe(true);
  });
});
