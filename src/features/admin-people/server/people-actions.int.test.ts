import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, sessions, userRoles, users } from "@/db/schema";
import { GET as contextGet } from "@/app/api/context/route";
import { PATCH as rolesPatch } from "@/app/api/admin/users/[id]/roles/route";
import { DELETE as unlockDelete, POST as lockPost } from "@/app/api/admin/users/[id]/lock/route";
import { POST as resendPost } from "@/app/api/admin/users/[id]/resend-confirmation/route";
import { DELETE as endAllDelete } from "@/app/api/admin/users/[id]/sessions/route";
import { DELETE as endOneDelete } from "@/app/api/admin/users/[id]/sessions/[sessionId]/route";
import { callRoute } from "@/testing/http";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { deliveredOutbox } from "@/testing/mail";
import { ACCOUNT_LOCKED_MESSAGE } from "@/lib/auth/account-lock";
import type { CurrentUser } from "@/lib/auth/session";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { PEOPLE_MESSAGES } from "../messages";
import { ROLE_GRANT_ACTION, ROLE_REVOKE_ACTION, setUserRole } from "./set-user-role";
import { LOCK_ACTION, UNLOCK_ACTION } from "./lock-user";
import { CONFIRMATION_RESEND_ACTION, CONFIRMATION_RESEND_LIMIT } from "./resend-confirmation";
import { SESSION_END_ACTION, SESSIONS_END_ALL_ACTION } from "./end-sessions";
import { listUserAuditTrail, listUserSessions } from "./queries";

const path = (id: string, rest: string) => `/api/admin/users/${id}/${rest}`;

function setRole(id: string, cookie: string, body: unknown) {
  return callRoute(rolesPatch, { method: "PATCH", path: path(id, "roles"), params: { id }, cookie, body });
}
function lock(id: string, cookie: string, body: unknown = { reason: "Spam postings reported by three employers" }) {
  return callRoute(lockPost, { method: "POST", path: path(id, "lock"), params: { id }, cookie, body });
}
function unlock(id: string, cookie: string) {
  return callRoute(unlockDelete, { method: "DELETE", path: path(id, "lock"), params: { id }, cookie });
}
function resend(id: string, cookie: string) {
  return callRoute(resendPost, { method: "POST", path: path(id, "resend-confirmation"), params: { id }, cookie });
}
function endAll(id: string, cookie: string) {
  return callRoute(endAllDelete, { method: "DELETE", path: path(id, "sessions"), params: { id }, cookie });
}
function endOne(id: string, sessionId: string, cookie: string) {
  return callRoute(endOneDelete, { method: "DELETE", path: path(id, `sessions/${sessionId}`), params: { id, sessionId }, cookie });
}

async function isSignedIn(cookie: string): Promise<boolean> {
  const res = await callRoute(contextGet, { path: "/api/context", cookie });
  return (await res.json()).session.isAuthenticated;
}

async function rolesOf(id: string): Promise<string[]> {
  return (await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id))).map((r) => r.role).sort();
}

async function auditsOf(action: string, targetId: string) {
  return getDb().select().from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));
}

/** A user logged in on two devices. */
async function userOnTwoDevices() {
  const phone = await signedInUser({ name: "Pat Two-Devices" });
  const laptop = await logIn(phone.email, phone.password, { "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36" });
  return { ...phone, cookies: [phone.cookie, laptop.cookie] };
}

describe("roles", () => {
  it("grants and removes a role, each audited with the roles before and after", async () => {
    const admin = await signedInAdmin();
    const target = await signedInUser({ name: "Rae Recruiter" });

    const granted = await setRole(target.id, admin.cookie, { role: "Recruiter", granted: true });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ userId: target.id, role: "Recruiter", granted: true, roles: ["Recruiter"] });
    expect(await rolesOf(target.id)).toEqual(["Recruiter"]);
    const [grant] = await auditsOf(ROLE_GRANT_ACTION, target.id);
    expect(grant).toMatchObject({ actorUserId: admin.id, targetType: "user", data: { role: "Recruiter", before: { roles: [] }, after: { roles: ["Recruiter"] } } });
    expect(grant!.correlationId).toBe(granted.headers.get("x-correlation-id"));

    const again = await setRole(target.id, admin.cookie, { role: "Recruiter", granted: true });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(PEOPLE_MESSAGES.roleAlreadyGranted);

    const revoked = await setRole(target.id, admin.cookie, { role: "Recruiter", granted: false });
    expect(revoked.status).toBe(200);
    expect(await rolesOf(target.id)).toEqual([]);
    expect((await auditsOf(ROLE_REVOKE_ACTION, target.id))[0]).toMatchObject({ data: { before: { roles: ["Recruiter"] }, after: { roles: [] } } });
    // The change reaches the user's next request (roles are read per request).
    const ctx = await (await callRoute(contextGet, { path: "/api/context", cookie: target.cookie })).json();
    expect(ctx.session.isAuthenticated).toBe(true);
  });

  it("validates the role and the user", async () => {
    const admin = await signedInAdmin();
    const target = await createUser();
    const bad = await setRole(target.id, admin.cookie, { role: "Superuser", granted: true });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.issues[0]).toMatchObject({ path: "role", message: PEOPLE_MESSAGES.roleUnknown });
    const missing = await setRole(randomUUID(), admin.cookie, { role: "Recruiter", granted: true });
    expect(missing.status).toBe(404);
  });

  it("an administrator cannot remove their own Administrator role, and the last administrator keeps it", async () => {
    const admin = await signedInAdmin();
    const own = await setRole(admin.id, admin.cookie, { role: "Administrator", granted: false });
    expect(own.status).toBe(400);
    expect((await own.json()).error.message).toBe(PEOPLE_MESSAGES.cannotRemoveOwnAdmin);
    expect(await rolesOf(admin.id)).toContain("Administrator");

    // Another administrator can remove it while there are two.
    const second = await signedInUser({ roles: ["Administrator"] });
    expect((await setRole(second.id, admin.cookie, { role: "Administrator", granted: false })).status).toBe(200);
    expect(await rolesOf(second.id)).toEqual([]);

    // The last one keeps it: an actor whose own role went in the meantime (a stale session in a race).
    await getDb().delete(userRoles).where(eq(userRoles.role, "Administrator"));
    const last = await createUser({ roles: ["Administrator"] });
    const stale: CurrentUser = { id: admin.id, name: "Ada", email: admin.email, emailVerified: true, twoFactorEnabled: true, createdAt: new Date(), roles: ["Administrator"], sessionId: randomUUID() };
    await expect(setUserRole(getDb(), stale, last.id, { role: "Administrator", granted: false }, "c")).rejects.toMatchObject({ code: "CONFLICT", message: PEOPLE_MESSAGES.lastAdministrator });
    expect(await rolesOf(last.id)).toEqual(["Administrator"]);
  });

  it("refuses everyone who is not an administrator with two-factor", async () => {
    const target = await createUser();
    for (const who of [await signedInUser({ roles: ["Recruiter"] }), await signedInUser({ roles: ["Administrator"] }), await signedInUser()]) {
      const res = await setRole(target.id, who.cookie, { role: "Administrator", granted: true });
      expect(res.status).toBe(403);
      expect((await lock(target.id, who.cookie)).status).toBe(403);
      expect((await endAll(target.id, who.cookie)).status).toBe(403);
    }
    expect(await rolesOf(target.id)).toEqual([]);
  });
});

describe("lock and unlock", () => {
  it("locking ends every session at once, refuses the old cookies and the log-in with a clear message; unlocking restores it", async () => {
    const admin = await signedInAdmin();
    const target = await userOnTwoDevices();
    for (const c of target.cookies) expect(await isSignedIn(c)).toBe(true);

    const res = await lock(target.id, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ userId: target.id, locked: true, sessionsEnded: 2 });
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    for (const c of target.cookies) expect(await isSignedIn(c)).toBe(false);
    const [row] = await getDb().select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ lockedReason: "Spam postings reported by three employers", lockedByUserId: admin.id });
    expect(row!.lockedAt).toBeInstanceOf(Date);
    expect((await auditsOf(LOCK_ACTION, target.id))[0]).toMatchObject({ actorUserId: admin.id, data: { reason: "Spam postings reported by three employers", sessionsEnded: 2 } });

    // The right password: refused with the lock's message. A wrong one: the usual answer (the lock is not revealed).
    const refused = await logIn(target.email, target.password);
    expect(refused.response.status).toBe(403);
    expect((await refused.response.json()).error).toMatchObject({ reason: "ACCOUNT_LOCKED", message: ACCOUNT_LOCKED_MESSAGE });
    expect(refused.cookie).toBe("");
    const wrong = await logIn(target.email, "not-the-password-at-all");
    expect(wrong.response.status).toBe(401);
    expect((await wrong.response.json()).error.reason).toBe("INVALID_EMAIL_OR_PASSWORD");

    expect((await lock(target.id, admin.cookie)).status).toBe(409);

    const un = await unlock(target.id, admin.cookie);
    expect(un.status).toBe(200);
    expect((await auditsOf(UNLOCK_ACTION, target.id))[0]).toMatchObject({ data: { before: { locked: true, reason: "Spam postings reported by three employers" }, after: { locked: false } } });
    const back = await logIn(target.email, target.password);
    expect(back.response.status).toBe(200);
    expect(await isSignedIn(back.cookie)).toBe(true);
    expect((await unlock(target.id, admin.cookie)).status).toBe(409);
  });

  it("a session of a locked user is refused even if it survived the lock (a sign-in racing it)", async () => {
    const target = await signedInUser();
    await getDb().update(users).set({ lockedAt: new Date() }).where(eq(users.id, target.id));
    expect(await isSignedIn(target.cookie)).toBe(false);
    await getDb().update(users).set({ lockedAt: null }).where(eq(users.id, target.id));
    expect(await isSignedIn(target.cookie)).toBe(true);
  });

  it("needs a reason, and nobody locks their own account", async () => {
    const admin = await signedInAdmin();
    const target = await signedInUser();
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const res = await lock(target.id, admin.cookie, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.issues[0].path).toBe("reason");
    }
    const self = await lock(admin.id, admin.cookie);
    expect(self.status).toBe(400);
    expect((await self.json()).error.message).toBe(PEOPLE_MESSAGES.cannotLockSelf);
    expect(await isSignedIn(target.cookie)).toBe(true);
    expect(await isSignedIn(admin.cookie)).toBe(true);
  });
});

describe("resend confirmation", () => {
  it("queues the confirmation mail through better-auth's verification mail, rate-limited per user, audited", async () => {
    const admin = await signedInAdmin();
    const target = await createUser({ verified: false, name: "Una Unconfirmed" });
    await deliveredOutbox();

    const res = await resend(target.id, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ userId: target.id, queued: true });
    const mails = (await deliveredOutbox()).filter((m) => m.to === target.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Confirm your Upstep account");
    expect(mails[0]!.text).toContain("/auth/confirm-account?token=");
    expect(await auditsOf(CONFIRMATION_RESEND_ACTION, target.id)).toHaveLength(1);

    for (let i = 1; i < CONFIRMATION_RESEND_LIMIT.max; i++) expect((await resend(target.id, admin.cookie)).status).toBe(200);
    const limited = await resend(target.id, admin.cookie);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toBe(PEOPLE_MESSAGES.confirmationRateLimited);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });

  it("refuses a confirmed address", async () => {
    const admin = await signedInAdmin();
    const target = await createUser();
    const res = await resend(target.id, admin.cookie);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(PEOPLE_MESSAGES.alreadyConfirmed);
  });
});

describe("sessions", () => {
  it("lists the user's sessions with device and address, ends one, then all, audited", async () => {
    const admin = await signedInAdmin();
    const target = await userOnTwoDevices();
    const listed = await listUserSessions(getDb(), target.id);
    expect(listed).toHaveLength(2);
    expect(listed.map((s) => s.userAgent)).toContain("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36");
    for (const s of listed) expect(s.expiresAt.getTime()).toBeGreaterThan(s.createdAt.getTime());

    const laptop = listed.find((s) => s.userAgent?.includes("Macintosh"))!;
    const res = await endOne(target.id, laptop.id, admin.cookie);
    expect(res.status).toBe(200);
    expect(await isSignedIn(target.cookies[1]!)).toBe(false);
    expect(await isSignedIn(target.cookies[0]!)).toBe(true);
    expect((await auditsOf(SESSION_END_ACTION, target.id))[0]).toMatchObject({ data: { sessionId: laptop.id } });
    expect((await endOne(target.id, laptop.id, admin.cookie)).status).toBe(404);

    const all = await endAll(target.id, admin.cookie);
    expect(await all.json()).toEqual({ userId: target.id, sessionsEnded: 1 });
    expect(await isSignedIn(target.cookies[0]!)).toBe(false);
    expect((await auditsOf(SESSIONS_END_ALL_ACTION, target.id))[0]).toMatchObject({ data: { sessionsEnded: 1 } });
  });

  it("an administrator's own current session is kept (they log out for that)", async () => {
    const admin = await signedInAdmin();
    const [current] = await listUserSessions(getDb(), admin.id);
    // A second device (with two-factor on, a log-in stops at the second step, so the row is made here).
    await getDb().insert(sessions).values({ id: randomUUID(), token: randomUUID(), userId: admin.id, expiresAt: new Date(Date.now() + 86_400_000), userAgent: "other device" });
    const all = await endAll(admin.id, admin.cookie);
    expect(await all.json()).toEqual({ userId: admin.id, sessionsEnded: 1 });
    expect(await isSignedIn(admin.cookie)).toBe(true);
    expect((await listUserSessions(getDb(), admin.id)).map((s) => s.id)).toEqual([current!.id]);
    const own = await endOne(admin.id, current!.id, admin.cookie);
    expect(own.status).toBe(400);
    expect((await own.json()).error.message).toBe(PEOPLE_MESSAGES.cannotEndOwnCurrentSession);
    expect(await isSignedIn(admin.cookie)).toBe(true);
  });
});

describe("audit trail", () => {
  it("lists the events where the user acted or was acted on, newest first, in pages", async () => {
    const admin = await signedInAdmin();
    const target = await signedInUser();
    await setRole(target.id, admin.cookie, { role: "Recruiter", granted: true });
    await setRole(target.id, admin.cookie, { role: "Hiring Manager", granted: true });
    await lock(target.id, admin.cookie);
    await unlock(target.id, admin.cookie);
    // An event the user did themselves, and one about someone else (not in the trail).
    await getDb().insert(auditEvents).values({ actorUserId: target.id, action: "sessions.revoke-all", targetType: "user", targetId: target.id, data: { count: 0 } });
    await getDb().insert(auditEvents).values({ actorUserId: admin.id, action: "flag.update", targetType: "feature_flag", targetId: randomUUID(), data: {} });

    const p1 = await listUserAuditTrail(getDb(), target.id, 1, 3);
    // Five changes, and the user's own log-in (a security event, lib/auth/security-audit.ts) first of all.
    expect(p1.total).toBe(6);
    expect(p1.pageCount).toBe(2);
    expect(p1.items.map((e) => e.action)).toEqual(["sessions.revoke-all", UNLOCK_ACTION, LOCK_ACTION]);
    expect(p1.items[1]!.actor).toMatchObject({ id: admin.id, email: admin.email });
    const p2 = await listUserAuditTrail(getDb(), target.id, 2, 3);
    expect(p2.items.map((e) => e.action)).toEqual([ROLE_GRANT_ACTION, ROLE_GRANT_ACTION, "security.sign_in"]);
    expect(p2.items.slice(0, 2).map((e) => e.data.role)).toEqual(["Hiring Manager", "Recruiter"]);

    // The admin's own trail has what they did.
    expect((await listUserAuditTrail(getDb(), admin.id, 1)).items.map((e) => e.action)).toContain(LOCK_ACTION);
  });
});
