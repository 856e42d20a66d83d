import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { CLIENT_ADDRESS_HEADER, setClientAddressFrontForTests, stampClientAddress } from "@/lib/client-address";
import { deliveredOutbox } from "@/testing/mail";
import { env, resetEnvCache } from "@/lib/env";
import { createUser } from "@/testing/factories";
import { callRoute, cookiesFrom, TEST_ORIGIN } from "@/testing/http";

/*
 * Password guessing and mail flooding through the real auth route on the real database (issue 12,
 * finding 1). Requests carry the client address the way src/server/main.ts stamps it; the tests at
 * the end go through a real HTTP server with that stamping, from two real loopback addresses.
 */
const SIGN_IN = "/api/identity/auth/sign-in/email";
const max = () => env().AUTH_RATE_LIMIT_MAX;

let lastAddress = 0;
/** A fresh client address per test, so one test's per-address counter never reaches the next. */
function newAddress() {
  lastAddress += 1;
  return `203.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

function logIn(email: string, password: string, address: string) {
  return callRoute(authPost, { method: "POST", path: SIGN_IN, body: { email, password }, headers: { [CLIENT_ADDRESS_HEADER]: address } });
}

function logInForm(email: string, password: string, address: string) {
  return callRoute(authPost, {
    method: "POST",
    path: SIGN_IN,
    rawBody: new URLSearchParams({ email, password }).toString(),
    headers: { [CLIENT_ADDRESS_HEADER]: address, "content-type": "application/x-www-form-urlencoded" },
  });
}

async function reasonOf(response: Response): Promise<string | undefined> {
  return ((await response.clone().json()) as { error?: { reason?: string } }).error?.reason;
}

beforeAll(() => setClientAddressFrontForTests(true));
afterAll(() => setClientAddressFrontForTests(false));

describe("log-in attempts are counted before the password is checked", () => {
  it("keeps a form-encoded log-in out once JSON attempts have reached the limit (one counter for every body type)", async () => {
    const user = await createUser();
    const address = newAddress();
    for (let i = 0; i < max(); i++) expect((await logIn(user.email, "wrong-password", address)).status).toBe(401);
    expect((await logIn(user.email, user.password, address)).status).toBe(429);
    const form = await logInForm(user.email, user.password, address);
    expect(form.status).toBe(429);
    expect(form.headers.getSetCookie()).toEqual([]);
  });

  it("counts form-encoded failures against the same email, and a form log-in works before the limit", async () => {
    const user = await createUser();
    const address = newAddress();
    expect((await logInForm(user.email, user.password, address)).status).toBe(200);
    for (let i = 0; i < max(); i++) expect((await logInForm(` ${user.email.toUpperCase()} `, "wrong-password", address)).status).toBe(401);
    expect((await logIn(user.email, user.password, address)).status).toBe(429);
  });

  it("answers an unsupported body type with 415 instead of guessing at it", async () => {
    const res = await callRoute(authPost, {
      method: "POST",
      path: SIGN_IN,
      rawBody: "email=a@example.test&password=x",
      headers: { [CLIENT_ADDRESS_HEADER]: newAddress(), "content-type": "text/plain" },
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", message: expect.stringContaining("JSON") });
  });

  it("lets at most the limit of parallel wrong passwords reach the check; the rest are 429", async () => {
    const user = await createUser();
    const address = newAddress();
    const responses = await Promise.all(Array.from({ length: 15 }, () => logIn(user.email, "wrong-password", address)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(max());
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15 - max());
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("does not count a successful log-in against the address", async () => {
    const address = newAddress();
    // More successful log-ins than the per-address allowance (4x the per-email one).
    for (let i = 0; i < max() * 4 + 2; i++) {
      const user = await createUser();
      expect((await logIn(user.email, user.password, address)).status, `log-in ${i + 1}`).toBe(200);
    }
  });
});

describe("wrong passwords on signed-in account actions", () => {
  async function signedIn() {
    const user = await createUser();
    const response = await logIn(user.email, user.password, newAddress());
    expect(response.status).toBe(200);
    return { ...user, cookie: cookiesFrom(response) };
  }

  const changePassword = (cookie: string, currentPassword: string, address: string) =>
    callRoute(authPost, {
      method: "POST",
      path: "/api/identity/auth/change-password",
      cookie,
      body: { currentPassword, newPassword: "a brand new long passphrase 42" },
      headers: { [CLIENT_ADDRESS_HEADER]: address },
    });

  const deleteAccount = (cookie: string, password: string, address: string) =>
    callRoute(authPost, { method: "POST", path: "/api/identity/auth/delete-user", cookie, body: { password }, headers: { [CLIENT_ADDRESS_HEADER]: address } });

  it("limits change-password guesses, then refuses even the right password", async () => {
    const user = await signedIn();
    const address = newAddress();
    for (let i = 0; i < max(); i++) {
      const res = await changePassword(user.cookie, `wrong-${i}`, address);
      expect(res.status, `guess ${i + 1}`).toBe(400);
      expect(await reasonOf(res)).toBe("INVALID_PASSWORD");
    }
    const limited = await changePassword(user.cookie, user.password, address);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toMatch(/^Too many failed attempts\. Please wait \d+ minutes? and try again\.$/);
    // The guesses were at the account's password: its log-in is limited too.
    expect((await logIn(user.email, user.password, newAddress())).status).toBe(429);
  });

  it("limits delete-account guesses, and the account stays", async () => {
    const user = await signedIn();
    const address = newAddress();
    for (let i = 0; i < max(); i++) expect((await deleteAccount(user.cookie, `wrong-${i}`, address)).status, `guess ${i + 1}`).toBe(400);
    expect((await deleteAccount(user.cookie, user.password, address)).status).toBe(429);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("clears the account's counter when the right password is given", async () => {
    const user = await signedIn();
    const address = newAddress();
    for (let i = 0; i < max() - 1; i++) expect((await changePassword(user.cookie, `wrong-${i}`, address)).status).toBe(400);
    const changed = await changePassword(user.cookie, user.password, address);
    expect(changed.status).toBe(200);
    for (let i = 0; i < max() - 1; i++) expect((await logIn(user.email, "wrong-password", address)).status).toBe(401);
    expect((await logIn(user.email, "a brand new long passphrase 42", address)).status).toBe(200);
  });
});

describe("mail to one recipient is limited, silently", () => {
  const requestReset = (email: string) =>
    callRoute(authPost, {
      method: "POST",
      path: "/api/identity/auth/request-password-reset",
      body: { email, redirectTo: "/reset-password" },
      // From many addresses, as a distributed flood would be: the per-address limit does not stop it.
      headers: { [CLIENT_ADDRESS_HEADER]: newAddress() },
    });
  const mailsTo = async (email: string) => (await deliveredOutbox(1000)).filter((m) => m.to === email);

  it("sends at most the limit of reset mails to one address and answers every request alike", async () => {
    const user = await createUser();
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.test`;
    const known: unknown[] = [];
    const notKnown: unknown[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await requestReset(user.email);
      expect(res.status).toBe(200);
      known.push(await res.json());
      const other = await requestReset(unknown);
      expect(other.status).toBe(200);
      notKnown.push(await other.json());
    }
    expect(known).toEqual(notKnown);
    expect(await mailsTo(user.email)).toHaveLength(max());
  });

  it("limits the confirmation mails an unconfirmed account's log-ins send", async () => {
    const user = await createUser({ verified: false });
    for (let i = 0; i < max() + 3; i++) {
      // The right password, each time from another address: not a guess, so no log-in counter stops these.
      const res = await logIn(user.email, user.password, newAddress());
      expect(res.status).toBe(403);
      expect(await reasonOf(res)).toBe("EMAIL_NOT_VERIFIED");
    }
    expect(await mailsTo(user.email)).toHaveLength(max());
  });
});

describe("the client address comes from the socket (through main.ts's stamping), not from the client", () => {
  let server: http.Server;
  let port = 0;

  /** A real HTTP server in front of the auth route that stamps the address as src/server/main.ts does. */
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      void (async () => {
        stampClientAddress(req, env().TRUSTED_PROXY_HOPS);
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
        const request = new Request(new URL(req.url ?? "/", TEST_ORIGIN), { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
        const response = await authPost(request, { params: Promise.resolve({}) });
        res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "application/json" });
        res.end(Buffer.from(await response.arrayBuffer()));
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
    resetEnvCache();
  });

  function post(from: string, body: object, headers: Record<string, string> = {}): Promise<number> {
    const text = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          localAddress: from,
          method: "POST",
          path: SIGN_IN,
          headers: { "content-type": "application/json", "x-csrf": "1", origin: TEST_ORIGIN, "content-length": Buffer.byteLength(text), ...headers },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end(text);
    });
  }

  /** Wrong passwords for as many different emails as one address may try (so no email's own limit is reached). */
  async function sprayFrom(from: string, headersFor: (i: number) => Record<string, string>) {
    for (let i = 0; i < max() * 4; i++) {
      const status = await post(from, { email: `spray-${i}-${randomUUID().slice(0, 6)}@example.test`, password: "wrong-password" }, headersFor(i));
      expect(status, `attempt ${i + 1}`).toBe(401);
    }
  }

  it("ignores a forged X-Forwarded-For and a forged address header when no proxy is trusted", async () => {
    await sprayFrom("127.0.0.2", (i) => ({ "x-forwarded-for": `198.18.0.${i + 1}`, [CLIENT_ADDRESS_HEADER]: `198.19.0.${i + 1}` }));
    const user = await createUser();
    const forged = { "x-forwarded-for": "198.18.1.1", [CLIENT_ADDRESS_HEADER]: "198.19.1.1" };
    expect(await post("127.0.0.2", { email: user.email, password: user.password }, forged)).toBe(429);
    // Another client (another socket address) is not blocked by the first one's failures.
    expect(await post("127.0.0.3", { email: user.email, password: user.password })).toBe(200);
  });

  it("with TRUSTED_PROXY_HOPS=1 takes the address the proxy appended, whatever the client put before it", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    resetEnvCache();
    await sprayFrom("127.0.0.4", (i) => ({ "x-forwarded-for": `198.18.2.${i + 1}, 192.0.2.10` }));
    const user = await createUser();
    expect(await post("127.0.0.4", { email: user.email, password: user.password }, { "x-forwarded-for": "198.18.3.1, 192.0.2.10" })).toBe(429);
    // The same proxy reporting another client: not blocked.
    expect(await post("127.0.0.4", { email: user.email, password: user.password }, { "x-forwarded-for": "192.0.2.11" })).toBe(200);
  });
});
