import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notifications } from "@/db/schema";
import type { AppError } from "@/lib/errors";
import { createUser } from "@/testing/factories";
import { NOTIFICATION_CREATED, NOTIFICATION_READ, type LiveEvent } from "../live-event";
import { NOTIFICATION_TYPES } from "../types";
import type * as NotifyModule from "./notify";
import type * as MarkReadModule from "./mark-read";
import type * as QueriesModule from "./queries";

// The live hub's interface is real code owned by the realtime module; here we record what notify
// hands it (and let it run).
const published = vi.hoisted(() => [] as LiveEvent[]);
vi.mock("@/features/realtime/server/publish", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/features/realtime/server/publish")>();
  return {
    publishLive: async (event: LiveEvent) => {
      published.push(event);
      return actual.publishLive(event);
    },
  };
});

// Integration files share a worker's module cache (isolate: false): an earlier file may already have
// loaded notify() with the real publishLive, so this file loads its own copy, under the mock above.
let notify: typeof NotifyModule.notify;
let markRead: typeof MarkReadModule.markRead;
let markAllRead: typeof MarkReadModule.markAllRead;
let getNotification: typeof QueriesModule.getNotification;
let listNotifications: typeof QueriesModule.listNotifications;
let listUnreadDueForEmail: typeof QueriesModule.listUnreadDueForEmail;
let markEmailed: typeof QueriesModule.markEmailed;
let unreadCount: typeof QueriesModule.unreadCount;

beforeAll(async () => {
  vi.resetModules();
  ({ notify } = await import("./notify"));
  ({ markRead, markAllRead } = await import("./mark-read"));
  ({ getNotification, listNotifications, listUnreadDueForEmail, markEmailed, unreadCount } = await import("./queries"));
});

beforeEach(() => {
  published.length = 0;
});

const event = (over: Record<string, unknown> = {}) => ({ type: "application-update" as const, title: "Your application was viewed", body: "Northwind Health looked at it.", link: "/jobs", ...over });

async function expectBadRequest(promise: Promise<unknown>, path: string) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  // By name: this file's notify() is its own module copy (see beforeAll), with its own AppError class.
  expect(err, path).toMatchObject({ name: "AppError", code: "BAD_REQUEST" });
  expect((err as AppError).options.issues?.map((i) => i.path)).toContain(path);
}

describe("the notification types table", () => {
  it("has the eight types, each with an email category or none, and the 24 h fallback flag", () => {
    expect(Object.keys(NOTIFICATION_TYPES).sort()).toEqual(["account-security", "application-update", "employer-message", "event-reminder", "job-alert", "product-news", "system", "talent-match"]);
    expect(NOTIFICATION_TYPES["job-alert"].emailCategory).toBe("job-alerts");
    expect(NOTIFICATION_TYPES["account-security"]).toMatchObject({ emailCategory: null, transactional: true });
    expect(NOTIFICATION_TYPES.system.emailCategory).toBeNull();
    // A saved talent search's match is in-app only: its email is the saved searches' daily email (decision 044).
    expect(NOTIFICATION_TYPES["talent-match"]).toMatchObject({ label: "Saved search match", emailCategory: null, emailWhenUnreadAfter24h: false, transactional: false });
  });
});

describe("notify", () => {
  it("stores the notification, returns it with the unread count and pushes notification.created live", async () => {
    const a = await createUser();
    const first = await notify(a.id, event());
    expect(first.unreadCount).toBe(1);
    expect(first.notification).toMatchObject({ type: "application-update", title: "Your application was viewed", body: "Northwind Health looked at it.", link: "/jobs", data: {}, readAt: null });
    const second = await notify(a.id, event({ type: "system", title: "Welcome", body: undefined, link: undefined, data: { jobId: "x" } }));
    expect(second.unreadCount).toBe(2);
    expect(second.notification).toMatchObject({ body: "", link: null, data: { jobId: "x" } });
    expect(second.notification.seq).toBeGreaterThan(first.notification.seq);

    const [row] = await getDb().select().from(notifications).where(eq(notifications.id, first.notification.id));
    expect(row).toMatchObject({ userId: a.id, type: "application-update", readAt: null, emailedAt: null });

    expect(published).toHaveLength(2);
    expect(published[1]).toEqual({
      userId: a.id,
      seq: second.notification.seq,
      target: "notification",
      content: { eventName: NOTIFICATION_CREATED, eventData: { notification: second.notification, unreadCount: 2, message: "Welcome" } },
    });
  });

  it("validates: known type, title 1-200, body <= 2,000, an internal link, data <= 4 kB; nothing is stored on refusal", async () => {
    const a = await createUser();
    await expectBadRequest(notify(a.id, event({ type: "spam" })), "type");
    await expectBadRequest(notify(a.id, event({ title: "" })), "title");
    await expectBadRequest(notify(a.id, event({ title: "x".repeat(201) })), "title");
    await expectBadRequest(notify(a.id, event({ title: "a\u0000b" })), "title");
    await expectBadRequest(notify(a.id, event({ body: "x".repeat(2001) })), "body");
    for (const link of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "/\t/evil.example", "jobs", "javascript:alert(1)", " /jobs", "/" + "x".repeat(2048)]) {
      await expectBadRequest(notify(a.id, event({ link })), "link");
    }
    await expectBadRequest(notify(a.id, event({ data: { blob: "x".repeat(4100) } })), "data");
    await expectBadRequest(notify(a.id, event({ extra: 1 })), "(root)");
    expect(await unreadCount(getDb(), a.id)).toBe(0);
    expect(published).toEqual([]);

    // At the limits it is accepted.
    const ok = await notify(a.id, event({ title: "x".repeat(200), body: "y".repeat(2000), link: "/jobs?q=nurse#top", data: { blob: "x".repeat(4000) } }));
    expect(ok.notification.link).toBe("/jobs?q=nurse#top");
  });

  it("refuses a recipient who does not exist (404), storing nothing", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const err = await notify(id, event()).catch((e: unknown) => e);
      expect(err).toMatchObject({ name: "AppError", code: "NOT_FOUND" });
    }
    expect(published).toEqual([]);
  });
});

describe("reading and marking, always by the owner", () => {
  it("lists newest first, 20 a page, all or unread only, with counts", async () => {
    const a = await createUser();
    const b = await createUser();
    for (let i = 1; i <= 23; i += 1) await notify(a.id, event({ title: `A${i}` }));
    await notify(b.id, event({ title: "B1" }));

    const page1 = await listNotifications(getDb(), a.id, { page: 1 });
    expect(page1).toMatchObject({ page: 1, pageSize: 20, total: 23, pageCount: 2, unreadCount: 23 });
    expect(page1.items.map((n) => n.title).slice(0, 3)).toEqual(["A23", "A22", "A21"]);
    const page2 = await listNotifications(getDb(), a.id, { page: 2 });
    expect(page2.items.map((n) => n.title)).toEqual(["A3", "A2", "A1"]);
    expect((await listNotifications(getDb(), a.id, { page: 3 })).items).toEqual([]);

    await markRead(getDb(), a.id, page1.items[0]!.id);
    const unread = await listNotifications(getDb(), a.id, { unreadOnly: true });
    expect(unread).toMatchObject({ total: 22, unreadCount: 22 });
    expect(unread.items[0]!.title).toBe("A22");
    expect((await listNotifications(getDb(), a.id)).unreadCount).toBe(22);
    expect((await listNotifications(getDb(), b.id)).items.map((n) => n.title)).toEqual(["B1"]);
  });

  it("markRead: once, by the owner only, pushing notification.read with the new count; others' ids are not found", async () => {
    const a = await createUser();
    const b = await createUser();
    const { notification: n1 } = await notify(a.id, event());
    await notify(a.id, event());
    const { notification: theirs } = await notify(b.id, event());
    published.length = 0;

    expect(await markRead(getDb(), b.id, n1.id)).toBeNull();
    expect(await getNotification(getDb(), b.id, n1.id)).toBeNull();
    expect(await markRead(getDb(), a.id, theirs.id)).toBeNull();
    expect(await markRead(getDb(), a.id, "nope")).toBeNull();
    expect(published).toEqual([]);
    expect(await unreadCount(getDb(), b.id)).toBe(1);

    const at = new Date("2026-11-25T10:00:00Z");
    expect(await markRead(getDb(), a.id, n1.id, at)).toEqual({ id: n1.id, readAt: at.toISOString(), unreadCount: 1, changed: true });
    expect(published).toEqual([{ userId: a.id, target: "notification", content: { eventName: NOTIFICATION_READ, eventData: { ids: [n1.id], unreadCount: 1 } } }]);
    // A second time keeps the first time and pushes nothing.
    expect(await markRead(getDb(), a.id, n1.id, new Date("2026-11-26T10:00:00Z"))).toMatchObject({ readAt: at.toISOString(), changed: false });
    expect(published).toHaveLength(1);
    expect((await getNotification(getDb(), a.id, n1.id))?.readAt).toBe(at.toISOString());
  });

  it("markAllRead marks only the owner's, and pushes once", async () => {
    const a = await createUser();
    const b = await createUser();
    await notify(a.id, event());
    await notify(a.id, event());
    await notify(b.id, event());
    published.length = 0;
    expect(await markAllRead(getDb(), a.id)).toEqual({ marked: 2, unreadCount: 0 });
    expect(published).toEqual([{ userId: a.id, target: "notification", content: { eventName: NOTIFICATION_READ, eventData: { all: true, unreadCount: 0 } } }]);
    expect(await markAllRead(getDb(), a.id)).toEqual({ marked: 0, unreadCount: 0 });
    expect(published).toHaveLength(1);
    expect(await unreadCount(getDb(), b.id)).toBe(1);
  });
});

describe("the email step's reads (unread after 24 h)", () => {
  it("finds unread, never-emailed notifications of fallback types older than the cut-off; markEmailed sets it once", async () => {
    const a = await createUser();
    const old = new Date("2026-11-20T00:00:00Z");
    const { notification: due } = await notify(a.id, event({ type: "employer-message" }));
    // A type without the fallback (system: in-app only; the mailed-at-once types are the email step's tests).
    const { notification: noFallback } = await notify(a.id, event({ type: "system" }));
    const { notification: read } = await notify(a.id, event({ type: "application-update" }));
    await notify(a.id, event({ type: "application-update" })); // fresh: not due
    for (const id of [due.id, noFallback.id, read.id]) await getDb().update(notifications).set({ createdAt: old }).where(eq(notifications.id, id));
    await markRead(getDb(), a.id, read.id);

    const cutOff = new Date("2026-11-24T00:00:00Z");
    expect((await listUnreadDueForEmail(getDb(), cutOff)).map((n) => [n.id, n.userId])).toEqual([[due.id, a.id]]);
    expect(await markEmailed(getDb(), due.id)).toBe(true);
    expect(await markEmailed(getDb(), due.id)).toBe(false);
    expect(await listUnreadDueForEmail(getDb(), cutOff)).toEqual([]);
  });
});
