import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddress, normalizeAddress, pickClientAddress, setClientAddressFrontForTests, stampClientAddress } from "./client-address";
import { parseEnv } from "./env";

afterEach(() => setClientAddressFrontForTests(false));

describe("pickClientAddress", () => {
  it("takes the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(pickClientAddress("192.0.2.1", "198.51.100.7, 203.0.113.9", 0)).toBe("192.0.2.1");
    expect(pickClientAddress("192.0.2.1", undefined, 0)).toBe("192.0.2.1");
  });

  it("takes the entry the n-th trusted proxy appended, ignoring what the client put further left", () => {
    // client -> proxy A (appends the client's address) -> proxy B (appends A's) -> us.
    expect(pickClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.1", 2)).toBe("203.0.113.9");
    expect(pickClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(pickClientAddress("10.0.0.2", ["6.6.6.6", "203.0.113.9"], 1)).toBe("203.0.113.9");
  });

  it("uses the furthest address known when there are fewer entries than trusted hops", () => {
    expect(pickClientAddress("10.0.0.2", "203.0.113.9", 5)).toBe("203.0.113.9");
    expect(pickClientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(pickClientAddress(undefined, undefined, 0)).toBe("unknown");
  });
});

describe("normalizeAddress", () => {
  it("writes IPv4-mapped IPv6 as IPv4", () => {
    expect(normalizeAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeAddress("203.0.113.9")).toBe("203.0.113.9");
  });

  it("keys IPv6 by its /64, so one network cannot take a fresh address per attempt", () => {
    expect(normalizeAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("[2001:0db8:0001:0002::5]")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(normalizeAddress("::1")).toBe("0:0:0:0::/64");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

describe("stamping and reading", () => {
  function incoming(remoteAddress: string, headers: Record<string, string>): IncomingMessage {
    return { socket: { remoteAddress }, headers: { ...headers } } as unknown as IncomingMessage;
  }

  it("replaces a client-sent address header with the socket's address", () => {
    const req = incoming("192.0.2.1", { [CLIENT_ADDRESS_HEADER]: "6.6.6.6", "x-forwarded-for": "7.7.7.7" });
    stampClientAddress(req, 0);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe("192.0.2.1");
    expect(clientAddress(new Headers(req.headers as Record<string, string>))).toBe("192.0.2.1");
  });

  it("without main.ts in front (next dev) reads the X-Forwarded-For entry Next fills in from the socket", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "::ffff:192.0.2.1", [CLIENT_ADDRESS_HEADER]: "6.6.6.6" }))).toBe("192.0.2.1");
    expect(clientAddress(new Headers())).toBe("unknown");
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  const base = { DATABASE_URL: "postgres://u@h:5432/d", AUTH_SECRET: "x".repeat(32) };

  it("defaults to 0 (clients connect directly) and takes a small whole number", () => {
    expect(parseEnv(base).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ ...base, TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
  });

  it("refuses anything else with a message that says what it means", () => {
    for (const value of ["-1", "1.5", "many", "11"]) {
      expect(() => parseEnv({ ...base, TRUSTED_PROXY_HOPS: value }), value).toThrow(/TRUSTED_PROXY_HOPS must be the number of proxies in front of the server/);
    }
  });
});
