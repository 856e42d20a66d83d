import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { adminBroadcastRecipients, adminBroadcasts, auditEvents, candidatePreferences, candidateProfiles, emailPreferences, jobAlerts, notifications, sessions, users } from "@/db/schema";
import { GET as listGet, POST as sendPost } from "@/app/api/admin/notifications/route";
import { GET as previewGet } from "@/app/api/admin/notifications/preview/route";
import { emailNotificationJob } from "@/features/notifications/server/email-notification";
import { notify } from "@/features/notifications/server/notify";
import { queueSender } from "@/lib/queue/enqueue";
import { callRoute } from "@/testing/http";
import { deliverQueuedMail } from "@/testing/mail";
import { createUser } from "@/testing/factories";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import type { Role } from "@/lib/auth/roles";
import type { BroadcastSegment, BroadcastsPage, SegmentPreview } from "../types";
import { deliverBroadcastJob } from "./deliver-broadcast";
import { previewSegment } from "./queries";
import { BROADCAST_SEND_ACTION } from "./send-broadcast";

/*
 * Broadcasts (decision 057) against real rows: each segment criterion, the preview being exactly who
 * receives it, the send through the admin-broadcast queue's handler (one notification per recipient,
 * a retry never doubles), delivery, email and open counts, and administrators only.
 */
const segment = (s: Partial<BroadcastSegment>): BroadcastSegment => ({ role: null, state: null, category: null, activeDays: null, ...s });

/** A state no other test file's rows use. */
const uniqueState = () => `Z${randomUUID().slice(0, 6)}`;

async function person(state: string, roles: Role[] = []) {
  const user = await createUser({ roles, name: `Person ${randomUUID().slice(0, 4)}` });
  await getDb().insert(candidateProfiles).values({ userId: user.id, state });
  return user;
}

/** Works the queued admin-broadcast jobs with the worker's handler; returns the handler's results. */
async function runBroadcastJobs() {
  const boss = await queueSender();
  const results = [];
  for (;;) {
    const jobs = await boss.fetch("admin-broadcast", { batchSize: 10 });
    if (!jobs.length) return results;
    for (const job of jobs) {
      results.push(await deliverBroadcastJob(getDb(), job.data, { notify }));
      await boss.complete("admin-broadcast", job.id);
    }
  }
}

function preview(cookie: string, s: Partial<BroadcastSegment>) {
  const qs = new URLSearchParams(Object.entries(s).map(([k, v]) => [k, String(v ?? "")])).toString();
  return callRoute(previewGet, { path: `/api/admin/notifications/preview?${qs}`, cookie });
}

beforeEach(async () => {
  await getDb().execute(sql`truncate pgboss.job`);
});

describe("segments", () => {
  it("count each criterion against real rows: role, state, category interest, recent activity", async () => {
    const db = getDb();
    const state = uniqueState();
    const candidate = await person(state);
    const manager = await person(state, ["Hiring Manager"]);
    const h2o = await person(state, ["H2O Hiring Manager"]);
    const recruiter = await person(state, ["Recruiter"]);
    const admin = await person(state, ["Administrator"]);
    const locked = await person(state);
    await db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, locked.id));
    const count = async (s: Partial<BroadcastSegment>) => (await previewSegment(db, segment({ state, ...s }))).count;

    expect(await count({})).toBe(5);
    expect(await count({ state: state.toLowerCase() })).toBe(5);
    expect(await count({ role: "candidate" })).toBe(1);
    expect(await count({ role: "hiring-manager" })).toBe(2);
    expect(await count({ role: "recruiter" })).toBe(1);
    expect(await count({ role: "admin" })).toBe(1);

    // Category interest: a preferred category, or an active job alert's (a paused one does not count).
    const slug = `cat-${randomUUID().slice(0, 6)}`;
    await db.insert(candidatePreferences).values({ userId: candidate.id, desiredCategories: [slug, "other"] });
    await db.insert(jobAlerts).values({ userId: recruiter.id, name: "Alert", categorySlug: slug });
    await db.insert(jobAlerts).values({ userId: admin.id, name: "Paused", categorySlug: slug, active: false });
    expect(await count({ category: slug })).toBe(2);
    expect(await count({ category: slug, role: "candidate" })).toBe(1);

    // Activity: a session used within the days, or last_active_at; an old session does not count.
    const now = new Date();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    await db.update(users).set({ lastActiveAt: daysAgo(2) }).where(eq(users.id, manager.id));
    await db.insert(sessions).values({ id: randomUUID(), token: randomUUID(), userId: h2o.id, expiresAt: daysAgo(-30), createdAt: daysAgo(40), updatedAt: daysAgo(5) });
    await db.insert(sessions).values({ id: randomUUID(), token: randomUUID(), userId: candidate.id, expiresAt: daysAgo(-30), createdAt: daysAgo(60), updatedAt: daysAgo(60) });
    expect(await count({ activeDays: 3 })).toBe(1);
    expect(await count({ activeDays: 7 })).toBe(2);
    expect(await count({ activeDays: 90 })).toBe(3);
    expect(await count({ activeDays: 90, role: "hiring-manager" })).toBe(2);
  });

  it("previews the count and a few recipients over the API; bad criteria are 400; non-administrators refused", async () => {
    const admin = await signedInAdmin();
    const state = uniqueState();
    const a = await person(state);
    const b = await person(state);
    const res = await preview(admin.cookie, { state });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SegmentPreview & { emailable: number };
    expect(body.count).toBe(2);
    expect(body.samples.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    expect(body.emailable).toBe(0);
    for (const bad of [{ role: "wizard" }, { activeDays: "0" }, { activeDays: "abc" }] as Record<string, string>[]) {
      expect((await callRoute(previewGet, { path: `/api/admin/notifications/preview?${new URLSearchParams(bad)}`, cookie: admin.cookie })).status, JSON.stringify(bad)).toBe(400);
    }
    for (const roles of [[], ["Hiring Manager"], ["Recruiter"]] as const) {
      const other = await signedInUser({ roles: [...roles] });
      expect((await preview(other.cookie, { state })).status).toBe(403);
      expect((await callRoute(sendPost, { method: "POST", path: "/api/admin/notifications", cookie: other.cookie, body: { title: "x", segment: { state } } })).status).toBe(403);
    }
    expect((await preview("", { state })).status).toBe(401);
  });
});

describe("sending a broadcast", () => {
  it("notifies exactly the previewed people through the queue, once each even when retried, and counts delivery, email and opens", async () => {
    const db = getDb();
    const admin = await signedInAdmin();
    const state = uniqueState();
    const people = [await person(state), await person(state), await person(state, ["Recruiter"])];
    // One of them takes product news by email.
    await db.insert(emailPreferences).values({ userId: people[0]!.id, category: "product-news", enabled: true });
    const previewed = (await (await preview(admin.cookie, { state })).json()) as SegmentPreview & { emailable: number };
    expect(previewed).toMatchObject({ count: 3, emailable: 1 });

    const res = await callRoute(sendPost, {
      method: "POST",
      path: "/api/admin/notifications",
      cookie: admin.cookie,
      body: { title: "Job fair on Friday", body: "Meet 40 employers downtown.", link: "/events", email: true, segment: { state }, expectedCount: previewed.count },
    });
    expect(res.status).toBe(200);
    const { id, recipients } = (await res.json()) as { id: string; recipients: number };
    expect(recipients).toBe(3);
    const recipientIds = (await db.select({ userId: adminBroadcastRecipients.userId }).from(adminBroadcastRecipients).where(eq(adminBroadcastRecipients.broadcastId, id))).map((r) => r.userId).sort();
    expect(recipientIds).toEqual(previewed.samples.map((s) => s.id).sort());
    const [audit] = await db.select().from(auditEvents).where(and(eq(auditEvents.action, BROADCAST_SEND_ACTION), eq(auditEvents.targetId, id)));
    expect(audit).toMatchObject({ actorUserId: admin.id, targetType: "broadcast", data: { after: { title: "Job fair on Friday", recipients: 3, segment: { state } } } });
    // Queued until the worker runs it.
    const [queued] = await db.select().from(adminBroadcasts).where(eq(adminBroadcasts.id, id));
    expect(queued).toMatchObject({ status: "queued", recipientCount: 3 });

    const results = await runBroadcastJobs();
    expect(results).toEqual([{ delivered: 3, status: "sent" }]);
    const made = await db.select().from(notifications).where(sql`${notifications.data} ->> 'broadcastId' = ${id}`);
    expect(made.map((n) => n.userId).sort()).toEqual(recipientIds);
    expect(made[0]).toMatchObject({ type: "product-news", title: "Job fair on Friday", body: "Meet 40 employers downtown.", link: "/events" });

    // A run that stopped after notifying but before marking the recipients: the retry adopts the notifications.
    await db.update(adminBroadcastRecipients).set({ deliveredAt: null, notificationId: null }).where(eq(adminBroadcastRecipients.broadcastId, id));
    await db.update(adminBroadcasts).set({ status: "sending" }).where(eq(adminBroadcasts.id, id));
    expect(await deliverBroadcastJob(db, { broadcastId: id }, { notify })).toEqual({ delivered: 3, status: "sent" });
    // And a finished one does nothing.
    expect(await deliverBroadcastJob(db, { broadcastId: id }, { notify })).toEqual({ delivered: 0, status: "sent" });
    expect(await db.$count(notifications, sql`${notifications.data} ->> 'broadcastId' = ${id}`)).toBe(3);

    // Email by preference (only the one who said yes), and one opened in Upstep.
    for (;;) {
      const boss = await queueSender();
      const jobs = await boss.fetch("notification-email", { batchSize: 20 });
      if (!jobs.length) break;
      for (const job of jobs) {
        await emailNotificationJob(db, job.data);
        await boss.complete("notification-email", job.id);
      }
    }
    await deliverQueuedMail();
    await db.update(notifications).set({ readAt: new Date() }).where(and(eq(notifications.userId, people[1]!.id), sql`${notifications.data} ->> 'broadcastId' = ${id}`));

    const list = (await (await callRoute(listGet, { path: "/api/admin/notifications", cookie: admin.cookie })).json()) as BroadcastsPage;
    const item = list.items.find((b) => b.id === id)!;
    expect(item).toMatchObject({ status: "sent", recipients: 3, delivered: 3, emailed: 1, read: 1, email: true, createdBy: "Ada Admin", segment: { state } });
  });

  it("sends in-app only when email is off, and refuses an empty segment, a changed count and bad input", async () => {
    const db = getDb();
    const admin = await signedInAdmin();
    const state = uniqueState();
    const one = await person(state);
    const send = (body: unknown) => callRoute(sendPost, { method: "POST", path: "/api/admin/notifications", cookie: admin.cookie, body });

    const empty = await send({ title: "Hello", segment: { state: uniqueState() } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toMatch(/No one matches/);
    const changed = await send({ title: "Hello", segment: { state }, expectedCount: 2 });
    expect(changed.status).toBe(409);
    expect(await db.$count(adminBroadcasts, sql`${adminBroadcasts.segment} ->> 'state' = ${state}`)).toBe(0);
    for (const bad of [{ title: "", segment: {} }, { title: "x", link: "https://evil.example", segment: {} }, { title: "x", segment: { role: "wizard" } }]) {
      expect((await send(bad)).status, JSON.stringify(bad)).toBe(400);
    }

    const ok = await send({ title: "Maintenance tonight", segment: { state }, expectedCount: 1 });
    expect(ok.status).toBe(200);
    await runBroadcastJobs();
    const [n] = await db.select().from(notifications).where(eq(notifications.userId, one.id));
    expect(n).toMatchObject({ type: "system", title: "Maintenance tonight", link: null });
    const jobs = await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'notification-email'`);
    expect(jobs.rows[0]!.n).toBe(0);
  });

  it("marks the broadcast failed when its last attempt fails, with the reason", async () => {
    const db = getDb();
    const admin = await signedInAdmin();
    const state = uniqueState();
    await person(state);
    const res = await callRoute(sendPost, { method: "POST", path: "/api/admin/notifications", cookie: admin.cookie, body: { title: "Will fail", segment: { state } } });
    const { id } = (await res.json()) as { id: string };
    const failing = async () => {
      throw new Error("hub down");
    };
    await expect(deliverBroadcastJob(db, { broadcastId: id }, { notify: failing })).rejects.toThrow("hub down");
    expect((await db.select().from(adminBroadcasts).where(eq(adminBroadcasts.id, id)))[0]).toMatchObject({ status: "sending", error: "hub down" });
    await expect(deliverBroadcastJob(db, { broadcastId: id }, { notify: failing, lastAttempt: true })).rejects.toThrow("hub down");
    expect((await db.select().from(adminBroadcasts).where(eq(adminBroadcasts.id, id)))[0]).toMatchObject({ status: "failed", error: "hub down" });
    // A retry from the dead letters delivers it.
    expect(await deliverBroadcastJob(db, { broadcastId: id }, { notify })).toEqual({ delivered: 1, status: "sent" });
  });
});
