import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { hubKeys, sessions } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { notificationCreatedEvent, type NotificationView } from "@/features/notifications/live-event";
import { fetchKey, hubReader, keyFor, openHub, signedIn, storeNotification } from "../realtime.testing";
import { getHub, resetHubForTests, storedPollForTests } from "./get-hub";
import { publishLive } from "./publish";
import { HUB_KEY_RATE_LIMIT } from "../hub-constants";
import { GET as hubRoute } from "@/app/api/hub/route";

/*
 * The live hub end to end through its two routes on the real database (issue 13 part 4): keys, who
 * may open which stream, replay after Last-Event-ID, limits, keep-alive and the end of a session.
 */
const readers: { cancel: () => Promise<unknown> }[] = [];
const track = <T extends { cancel: () => Promise<unknown> }>(r: T) => (readers.push(r), r);

beforeAll(() => resetHubForTests());
afterEach(async () => {
  await Promise.all(readers.splice(0).map((r) => r.cancel()));
});
afterAll(async () => {
  await resetHubForTests();
  delete process.env.HUB_MAX_CONNECTIONS_PER_USER;
  resetEnvCache();
});

function toast(userId: string, message: string) {
  return { userId, target: "toast" as const, content: { eventName: "toast", eventData: { message } } };
}

describe("GET /api/get-redis-key", () => {
  it("answers 401 in the API error shape to a signed-out caller", async () => {
    const response = await fetchKey();
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { code: string; correlationId: string } };
    expect(body.error.code).toBe("UNAUTHENTICATED");
    expect(body.error.correlationId).toBeTruthy();
  });

  it("gives a signed-in caller a random key and stores only its hash, bound to the session, for 60 s", async () => {
    const a = await signedIn();
    const response = await fetchKey(a.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const { key } = (await response.json()) as { key: string };
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await keyFor(a.cookie)).not.toBe(key);
    const rows = await getDb().select().from(hubKeys).where(eq(hubKeys.keyHash, createHash("sha256").update(key).digest("hex")));
    expect(rows).toHaveLength(1);
    const [session] = await getDb().select().from(sessions).where(eq(sessions.userId, a.id));
    expect(rows[0]!.sessionId).toBe(session!.id);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThan(61_000);
    const all = await getDb().select({ h: hubKeys.keyHash }).from(hubKeys);
    expect(all.map((r) => r.h)).not.toContain(key);
  });

  it("is rate-limited per person: the 61st key within a minute is 429 with Retry-After", async () => {
    const a = await signedIn();
    for (let i = 0; i < HUB_KEY_RATE_LIMIT.max; i++) expect((await fetchKey(a.cookie)).status).toBe(200);
    const limited = await fetchKey(a.cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("GET /api/hub: who may open a stream", () => {
  it("refuses a missing, malformed or unknown key with 401", async () => {
    const a = await signedIn();
    for (const key of [undefined, "", "short", "A".repeat(43)]) {
      const response = await openHub({ key, cookie: a.cookie });
      expect(response.status, String(key)).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("opens a stream once per key: a reused key is 401", async () => {
    const a = await signedIn();
    const key = await keyFor(a.cookie);
    const first = await openHub({ key, cookie: a.cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toContain("text/event-stream");
    expect(first.headers.get("cache-control")).toContain("no-transform");
    // A first chunk at once, so no server holds the headers back until the first keep-alive.
    await track(hubReader(first)).until(": connected\n\n");
    expect((await openHub({ key, cookie: a.cookie })).status).toBe(401);
  });

  it("refuses an expired key, a key whose session ended, and a key sent with someone else's cookie", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const expired = await keyFor(a.cookie);
    await getDb().update(hubKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(hubKeys.keyHash, createHash("sha256").update(expired).digest("hex")));
    expect((await openHub({ key: expired, cookie: a.cookie })).status).toBe(401);

    const foreign = await keyFor(a.cookie);
    expect((await openHub({ key: foreign, cookie: b.cookie })).status).toBe(401);

    const ended = await keyFor(a.cookie);
    await getDb().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, a.id));
    expect((await openHub({ key: ended })).status).toBe(401);
  });

  it("refuses an anonymous caller: no key from /api/get-redis-key, no stream from /api/hub", async () => {
    expect((await fetchKey()).status).toBe(401);
    const response = await openHub({});
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
  });

  it("gives every role its own stream and only its own events (candidate, hiring manager, recruiter, administrator)", async () => {
    const people = [
      await signedIn("Cand"),
      await signedIn("Hira", ["Hiring Manager"]),
      await signedIn("Reca", ["Recruiter"]),
      await signedIn("Adam", ["Administrator"]),
    ];
    const streams = [];
    for (const p of people) streams.push(track(hubReader(await openHub({ key: await keyFor(p.cookie), cookie: p.cookie }))));
    // A person's key opens no stream for anyone else's cookie (and is spent by the attempt).
    for (const owner of people) {
      for (const other of people.filter((p) => p !== owner)) {
        expect((await openHub({ key: await keyFor(owner.cookie), cookie: other.cookie })).status).toBe(401);
      }
    }
    for (const p of people) await publishLive(toast(p.id, `for ${p.id}`));
    for (const [i, p] of people.entries()) expect((await streams[i]!.next())[0]!.eventData.message).toBe(`for ${p.id}`);
  });

  it("opens with the key alone (a hub on another origin gets no cookie)", async () => {
    const a = await signedIn();
    const response = await openHub({ key: await keyFor(a.cookie) });
    expect(response.status).toBe(200);
    track(hubReader(response));
  });

  it("delivers each person only their own events: A never sees B's", async () => {
    const a = await signedIn("Ann");
    const b = await signedIn("Ben");
    const streamA = track(hubReader(await openHub({ key: await keyFor(a.cookie), cookie: a.cookie })));
    const streamB = track(hubReader(await openHub({ key: await keyFor(b.cookie), cookie: b.cookie })));
    await publishLive(toast(b.id, "for Ben"));
    await publishLive(toast(a.id, "for Ann"));
    const [toA] = await streamA.next();
    const [toB] = await streamB.next();
    // Events reach a process's streams in the order they were published: A's first is its own.
    expect(toA).toMatchObject({ target: "toast", eventName: "toast", eventData: { message: "for Ann" }, id: null });
    expect(toB!.eventData.message).toBe("for Ben");
    // The bus the hub chose here: LISTEN/NOTIFY on a real PostgreSQL, in-process on the embedded one.
    expect(getHub().busMode).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "memory");
  });
});

describe("GET /api/hub: replay and live events", () => {
  it("replays the stored notifications after Last-Event-ID in order, with their seq as id, then live events", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const n1 = await storeNotification(a.id, "First");
    await storeNotification(b.id, "Not yours");
    const n2 = await storeNotification(a.id, "Second");
    const n3 = await storeNotification(a.id, "Third");
    const stream = track(hubReader(await openHub({ key: await keyFor(a.cookie), cookie: a.cookie, lastEventId: String(n1.seq) })));
    const replayed = await stream.next(2);
    expect(replayed.map((m) => [m.id, m.target, m.eventName, (m.eventData.notification as NotificationView).title])).toEqual([
      [String(n2.seq), "notification", "notification.created", "Second"],
      [String(n3.seq), "notification", "notification.created", "Third"],
    ]);
    expect(replayed[0]!.eventData).toMatchObject({ unreadCount: 3, message: "Second" });

    const n4 = await storeNotification(a.id, "Fourth");
    const view: NotificationView = { id: n4.id, seq: n4.seq, type: n4.type, title: n4.title, body: n4.body, link: null, data: {}, createdAt: n4.createdAt.toISOString(), readAt: null };
    await publishLive(notificationCreatedEvent(a.id, view, 4));
    const [live] = await stream.next();
    expect(live).toMatchObject({ id: String(n4.seq), eventName: "notification.created", eventData: { unreadCount: 4 } });
  });

  it("replays nothing without Last-Event-ID, and refuses a malformed one with 400", async () => {
    const a = await signedIn();
    await storeNotification(a.id, "Old");
    const stream = track(hubReader(await openHub({ key: await keyFor(a.cookie), cookie: a.cookie })));
    await publishLive(toast(a.id, "live only"));
    expect((await stream.next())[0]!.eventData.message).toBe("live only");
    expect((await openHub({ key: await keyFor(a.cookie), cookie: a.cookie, lastEventId: "abc" })).status).toBe(400);
  });

  it("sends a keep-alive comment each tick and closes the stream when the session ends", async () => {
    const a = await signedIn();
    const stream = track(hubReader(await openHub({ key: await keyFor(a.cookie), cookie: a.cookie })));
    await getHub().tick();
    await stream.until(": keep-alive\n\n");
    await getDb().delete(sessions).where(eq(sessions.userId, a.id));
    await getHub().tick();
    await stream.end();
    expect(getHub().connectionCount).toBe(0);
  });
});

describe("GET /api/hub: the client going away", () => {
  it("removes the connection when the request is aborted", async () => {
    const a = await signedIn();
    const abort = new AbortController();
    const request = new Request("http://localhost:3000/api/hub", { headers: { tempKey: await keyFor(a.cookie) }, signal: abort.signal });
    const before = getHub().connectionCount;
    const response = await hubRoute(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(getHub().connectionCount).toBe(before + 1);
    abort.abort();
    expect(getHub().connectionCount).toBe(before);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the embedded mode (in-process bus)", () => {
  it("finds notifications another process stored, and sends each once though this process publishes it too", async () => {
    const a = await signedIn();
    const stream = track(hubReader(await openHub({ key: await keyFor(a.cookie), cookie: a.cookie })));
    await publishLive(toast(a.id, "bus ready"));
    expect((await stream.next())[0]!.eventData.message).toBe("bus ready");
    const poll = storedPollForTests();
    expect(poll, "the in-process bus polls for stored notifications").toBeDefined();
    await poll!.pollOnce();

    // Stored by "the worker": nothing is published in this process.
    const n = await storeNotification(a.id, "From the worker");
    await poll!.pollOnce();
    const [found] = await stream.next();
    expect(found).toMatchObject({ id: String(n.seq), eventName: "notification.created", eventData: { message: "From the worker", unreadCount: 1 } });

    // Published here as well (notify() in this process): not sent a second time.
    const view: NotificationView = { id: n.id, seq: n.seq, type: n.type, title: n.title, body: n.body, link: null, data: {}, createdAt: n.createdAt.toISOString(), readAt: null };
    await publishLive(notificationCreatedEvent(a.id, view, 1));
    await poll!.pollOnce();
    await publishLive(toast(a.id, "next"));
    expect((await stream.next())[0]!.eventData.message).toBe("next");
  });
});

describe("GET /api/hub: limits", () => {
  it("refuses a person's connection past the per-person limit with 429, and admits one again after a close", async () => {
    await resetHubForTests();
    process.env.HUB_MAX_CONNECTIONS_PER_USER = "2";
    resetEnvCache();
    try {
      const a = await signedIn();
      const first = track(hubReader(await openHub({ key: await keyFor(a.cookie), cookie: a.cookie })));
      track(hubReader(await openHub({ key: await keyFor(a.cookie), cookie: a.cookie })));
      const third = await openHub({ key: await keyFor(a.cookie), cookie: a.cookie });
      expect(third.status).toBe(429);
      expect(((await third.json()) as { error: { message: string } }).error.message).toMatch(/Too many live connections/);
      // Another person is not counted against A.
      const b = await signedIn();
      expect((await openHub({ key: await keyFor(b.cookie), cookie: b.cookie })).status).toBe(200);
      await first.cancel();
      const again = await openHub({ key: await keyFor(a.cookie), cookie: a.cookie });
      expect(again.status).toBe(200);
      track(hubReader(again));
    } finally {
      delete process.env.HUB_MAX_CONNECTIONS_PER_USER;
      resetEnvCache();
      await resetHubForTests();
    }
  });
});
