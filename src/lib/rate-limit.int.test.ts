import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { CLIENT_ADDRESS_HEADER, setClientAddressFrontForTests } from "@/lib/client-address";
import { env } from "@/lib/env";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { clearLimit, hitLimit, refundLimit } from "./rate-limit";

const limit = { max: 3, windowSeconds: 60 };
const uniqueKey = (name: string) => `test:${name}:${randomUUID()}`;

async function countOf(key: string): Promise<number> {
  const rows = await getDb().select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));
  return rows[0]?.count ?? 0;
}

/** Moves a counter's window into the past, as if that many seconds had gone by. */
async function ageWindow(key: string, seconds: number) {
  await getDb()
    .update(rateLimits)
    .set({ windowStartedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(rateLimits.key, key));
}

describe("fixed-window counters", () => {
  it("counts hits and is limited only past the maximum", async () => {
    const key = uniqueKey("hits");
    const states = [];
    for (let i = 0; i < 4; i++) states.push(await hitLimit(getDb(), key, limit));
    expect(states.map((s) => s.count)).toEqual([1, 2, 3, 4]);
    expect(states.map((s) => s.limited)).toEqual([false, false, false, true]);
    for (const s of states) {
      expect(s.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(s.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it("reports the time left in the window as Retry-After seconds", async () => {
    const key = uniqueKey("retry");
    await hitLimit(getDb(), key, limit);
    await ageWindow(key, 45);
    const state = await hitLimit(getDb(), key, limit);
    expect(state.count).toBe(2);
    expect(state.retryAfterSeconds).toBeGreaterThanOrEqual(14);
    expect(state.retryAfterSeconds).toBeLessThanOrEqual(15);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = uniqueKey("window");
    for (let i = 0; i < 4; i++) await hitLimit(getDb(), key, limit);
    await ageWindow(key, 61);
    const fresh = await hitLimit(getDb(), key, limit);
    expect(fresh).toMatchObject({ count: 1, limited: false });
    expect(fresh.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });

  it("gives a hit back, never below zero, and clears one key only", async () => {
    const a = uniqueKey("a");
    const b = uniqueKey("b");
    await hitLimit(getDb(), a, limit);
    await hitLimit(getDb(), a, limit);
    await hitLimit(getDb(), b, limit);
    await refundLimit(getDb(), a);
    expect(await countOf(a)).toBe(1);
    await refundLimit(getDb(), a);
    await refundLimit(getDb(), a);
    expect(await countOf(a)).toBe(0);
    await hitLimit(getDb(), a, limit);
    await clearLimit(getDb(), a);
    expect(await countOf(a)).toBe(0);
    expect(await countOf(b)).toBe(1);
    await clearLimit(getDb(), uniqueKey("never-used")); // clearing or refunding an unknown key is harmless
    await refundLimit(getDb(), uniqueKey("never-used"));
  });

  it("counts concurrent hits exactly", async () => {
    const key = uniqueKey("concurrent");
    const states = await Promise.all(Array.from({ length: 10 }, () => hitLimit(getDb(), key, { max: 100, windowSeconds: 60 })));
    expect(states.map((s) => s.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe("failed log-ins through the auth route", () => {
  // Requests carry the client address as src/server/main.ts stamps it.
  beforeAll(() => setClientAddressFrontForTests(true));
  afterAll(() => setClientAddressFrontForTests(false));

  // Each test uses its own client address so that the per-address counter of one test does not
  // carry over into the next (the database is emptied per file, not per test).
  let lastIp = 0;
  const newIp = () => {
    lastIp += 1;
    return `198.51.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
  };

  function logIn(email: string, password: string, ip: string) {
    return callRoute(authPost, {
      method: "POST",
      path: "/api/identity/auth/sign-in/email",
      body: { email, password },
      headers: { [CLIENT_ADDRESS_HEADER]: ip },
    });
  }

  async function expectRateLimited(response: Response) {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(env().AUTH_RATE_LIMIT_WINDOW_SECONDS);
    const body = await response.json();
    expect(body).toEqual({
      error: { code: "RATE_LIMITED", message: expect.stringMatching(/^Too many failed attempts\. Please wait \d+ minutes? and try again\.$/), correlationId: expect.any(String) },
    });
    expect(body.error.correlationId).toBe(response.headers.get("x-correlation-id"));
  }

  it("uses the default maximum of 5 failures", () => {
    expect(env().AUTH_RATE_LIMIT_MAX).toBe(5);
  });

  it("answers 401 up to the limit, then 429 with Retry-After — even with the right password", async () => {
    const user = await createUser();
    const ip = newIp();
    const max = env().AUTH_RATE_LIMIT_MAX;
    for (let i = 0; i < max; i++) {
      const res = await logIn(user.email, "wrong-password", ip);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
      expect((await res.json()).error).toMatchObject({ code: "UNAUTHENTICATED", reason: "INVALID_EMAIL_OR_PASSWORD" });
    }
    await expectRateLimited(await logIn(user.email, "wrong-password", ip));
    // The right password does not get through while the email is limited, from any address.
    await expectRateLimited(await logIn(user.email, user.password, ip));
    await expectRateLimited(await logIn(user.email.toUpperCase(), user.password, newIp()));
    // Another account from the same address is not limited by this email's counter.
    const other = await createUser();
    expect((await logIn(other.email, other.password, ip)).status).toBe(200);
  });

  it("clears the email's counter when a log-in succeeds before the limit", async () => {
    const user = await createUser();
    const ip = newIp();
    const max = env().AUTH_RATE_LIMIT_MAX;
    for (let i = 0; i < max - 1; i++) expect((await logIn(user.email, "wrong-password", ip)).status).toBe(401);
    const ok = await logIn(user.email, user.password, ip);
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().length).toBeGreaterThan(0);
    // A full allowance again: max failures answer 401, the next one 429.
    for (let i = 0; i < max; i++) expect((await logIn(user.email, "wrong-password", ip)).status, `attempt ${i + 1} after success`).toBe(401);
    await expectRateLimited(await logIn(user.email, user.password, ip));
  });

  it("counts failures for unknown emails too", async () => {
    const ip = newIp();
    const email = `nobody-${randomUUID().slice(0, 8)}@example.test`;
    for (let i = 0; i < env().AUTH_RATE_LIMIT_MAX; i++) expect((await logIn(email, "whatever-password", ip)).status).toBe(401);
    await expectRateLimited(await logIn(email, "whatever-password", ip));
  });

  it("limits one client address across emails", async () => {
    const ip = newIp();
    const max = env().AUTH_RATE_LIMIT_MAX;
    const perAddress = max * 4;
    // Spread the failures over several emails so that no single email reaches its own limit.
    const emails = Array.from({ length: perAddress }, (_, i) => `spray-${i}-${randomUUID().slice(0, 6)}@example.test`);
    for (const [i, email] of emails.entries()) {
      expect((await logIn(email, "wrong-password", ip)).status, `attempt ${i + 1}`).toBe(401);
    }
    const user = await createUser();
    await expectRateLimited(await logIn(user.email, user.password, ip));
    // The same account from another address is fine: the limit belongs to the address.
    expect((await logIn(user.email, user.password, newIp())).status).toBe(200);
  });
});
