import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_ADDRESS_HEADER, setClientAddressFrontForTests } from "./client-address";
import { devPageAllowed, isLoopbackAddress } from "./dev-pages";
import { parseEnv, resetEnvCache } from "./env";

/*
 * Issue 12 finding 4: /dev/outbox listed every reset and confirmation link to anyone, because a
 * server started without APP_ENV was a development server listening on every interface. The
 * development pages (/dev/outbox, /dev/shell-modals) call devPageAllowed() and answer 404 unless it
 * says yes: APP_ENV development (or test) set explicitly, and a loopback client as the socket tells it.
 */
function fromClient(address: string, extra: Record<string, string> = {}): Headers {
  // What src/server/main.ts hands Next: its own stamp of the socket's address, whatever the client sent.
  return new Headers({ [CLIENT_ADDRESS_HEADER]: address, ...extra });
}

function withAppEnv(value: string | undefined) {
  if (value === undefined) vi.stubEnv("APP_ENV", undefined);
  else vi.stubEnv("APP_ENV", value);
  resetEnvCache();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
  setClientAddressFrontForTests(false);
});

describe("APP_ENV default", () => {
  it("is production: a server started with nothing set shows no development page", () => {
    const e = parseEnv({ DATABASE_URL: "postgres://u@h:5432/d", AUTH_SECRET: "x".repeat(40) });
    expect(e.APP_ENV).toBe("production");
    expect(e.HOST).toBeUndefined();
  });
});

describe("devPageAllowed behind npm start's server (main.ts stamps the socket's address)", () => {
  it("is false with APP_ENV unset and with production, even from loopback", () => {
    setClientAddressFrontForTests(true);
    for (const appEnv of [undefined, "production"]) {
      withAppEnv(appEnv);
      expect(devPageAllowed(fromClient("127.0.0.1")), String(appEnv)).toBe(false);
      expect(devPageAllowed(fromClient("::1")), String(appEnv)).toBe(false);
    }
  });

  it("in development, is true from loopback and false from any other client, whatever it claims", () => {
    setClientAddressFrontForTests(true);
    withAppEnv("development");
    expect(devPageAllowed(fromClient("127.0.0.1"))).toBe(true);
    expect(devPageAllowed(fromClient("127.8.9.10"))).toBe(true);
    expect(devPageAllowed(fromClient("::1"))).toBe(true);
    expect(devPageAllowed(fromClient("::ffff:127.0.0.1"))).toBe(true);
    for (const address of ["203.0.113.9", "10.0.0.2", "192.168.1.20", "2001:db8::1", "fe80::1", "unknown", ""]) {
      expect(devPageAllowed(fromClient(address)), address).toBe(false);
      // A client's own X-Forwarded-For or Host does not make it local.
      expect(devPageAllowed(fromClient(address, { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1", host: "localhost" })), address).toBe(false);
    }
    expect(devPageAllowed(new Headers({ "x-forwarded-for": "127.0.0.1" }))).toBe(false);
  });

  it("the browser tests' APP_ENV=test counts as development (their server is on loopback)", () => {
    setClientAddressFrontForTests(true);
    withAppEnv("test");
    expect(devPageAllowed(fromClient("127.0.0.1"))).toBe(true);
    expect(devPageAllowed(fromClient("203.0.113.9"))).toBe(false);
  });
});

describe("devPageAllowed under the dev server (next dev: no server of ours stamps the address)", () => {
  it("trusts a loopback client only while the dev server listens on loopback alone", () => {
    vi.stubEnv("NODE_ENV", "development");
    withAppEnv("development");
    const local = new Headers({ "x-forwarded-for": "127.0.0.1" });
    vi.stubEnv("HOST", "127.0.0.1");
    resetEnvCache();
    expect(devPageAllowed(local)).toBe(true);
    expect(devPageAllowed(new Headers({ "x-forwarded-for": "203.0.113.9" }))).toBe(false);
    // On every interface a remote client could write X-Forwarded-For: 127.0.0.1 itself.
    for (const host of [undefined, "0.0.0.0", "::", "192.168.1.20"]) {
      vi.stubEnv("HOST", host);
      resetEnvCache();
      expect(devPageAllowed(local), String(host)).toBe(false);
    }
  });
});

describe("isLoopbackAddress", () => {
  it("knows 127.0.0.0/8 and ::1 (also as the rate limits' /64 key) and nothing else", () => {
    for (const a of ["127.0.0.1", "127.255.0.1", "::1"]) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ["128.0.0.1", "10.0.0.1", "0.0.0.0", "2001:db8::1", "localhost", "unknown", "", "127.0.0.1.evil"]) expect(isLoopbackAddress(a), a).toBe(false);
  });
});
