import { describe, expect, it } from "vitest";
import type { LookupAddress } from "node:dns";
import { AddressAllowList, isPublicAddress, NonPublicAddressError, publicOnlyLookup, refusedLiteralHost } from "./public-address";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254", // cloud metadata
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "192.0.2.10",
    "198.18.0.1",
    "::",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "0:0:0:0:0:ffff:a00:1", // 10.0.0.1
    "::ffff:169.254.169.254",
    "fd00::1",
    "fc00::1",
    "fe80::1",
    "ff02::1",
    "2001:db8::1",
    "2002:7f00:1::1",
    "not-an-address",
    "",
  ])("%s is not public", (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "1.1.1.1", "172.15.255.255", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "[2a00:1450:4001::200e]", "::ffff:8.8.8.8"])("%s is public", (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe("AddressAllowList", () => {
  it("allows the addresses and ranges it lists, IPv4-mapped IPv6 by the address it carries", () => {
    const allow = new AddressAllowList("10.0.0.0/8, 127.0.0.1 fd00::/8");
    expect(allow.entries).toEqual(["10.0.0.0/8", "127.0.0.1", "fd00::/8"]);
    expect(allow.allows("10.9.8.7")).toBe(true);
    expect(allow.allows("127.0.0.1")).toBe(true);
    expect(allow.allows("127.0.0.2")).toBe(false);
    expect(allow.allows("::ffff:10.1.1.1")).toBe(true);
    expect(allow.allows("fd12::3")).toBe(true);
    expect(allow.allows("fe80::1")).toBe(false);
    expect(allow.allows("192.168.0.1")).toBe(false);
  });

  it("is empty for nothing, and refuses what is not an address or range", () => {
    expect(new AddressAllowList(undefined).entries).toEqual([]);
    expect(new AddressAllowList("  ").allows("127.0.0.1")).toBe(false);
    expect(() => new AddressAllowList("10.0.0.0/33")).toThrow(/"10.0.0.0\/33" is neither an IP address nor a CIDR range/);
    expect(() => new AddressAllowList("intranet.local")).toThrow(/neither an IP address/);
    expect(() => new AddressAllowList("10.0.0.0/8/8")).toThrow(/neither/);
  });
});

describe("refusedLiteralHost", () => {
  const none = new AddressAllowList("");
  it("refuses non-public literal addresses and localhost names; leaves other names to the lookup", () => {
    expect(refusedLiteralHost("127.0.0.1", none)).toBeInstanceOf(NonPublicAddressError);
    expect(refusedLiteralHost("[::1]", none)?.message).toBe("::1 is not a public address.");
    expect(refusedLiteralHost("LOCALHOST.", none)?.host).toBe("localhost");
    expect(refusedLiteralHost("api.localhost", none)).not.toBeNull();
    expect(refusedLiteralHost("169.254.169.254", none)).not.toBeNull();
    expect(refusedLiteralHost("93.184.216.34", none)).toBeNull();
    expect(refusedLiteralHost("feeds.example.com", none)).toBeNull();
  });

  it("lets the allow-list open loopback by address and by name", () => {
    const loopback = new AddressAllowList("127.0.0.0/8 ::1");
    expect(refusedLiteralHost("127.0.0.1", loopback)).toBeNull();
    expect(refusedLiteralHost("[::1]", loopback)).toBeNull();
    expect(refusedLiteralHost("localhost", loopback)).toBeNull();
    expect(refusedLiteralHost("10.0.0.1", loopback)).not.toBeNull();
  });
});

describe("publicOnlyLookup", () => {
  type Resolved = { err: Error | null; addresses?: unknown; family?: number };
  const resolver = (table: Record<string, LookupAddress[]>) =>
    ((hostname: string, _options: unknown, cb: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => {
      const found = table[hostname];
      if (!found) cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), []);
      else cb(null, found);
    }) as unknown as typeof import("node:dns").lookup;
  const table = {
    "feeds.example": [{ address: "93.184.216.34", family: 4 }],
    "both.example": [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ],
    "meta.example": [{ address: "169.254.169.254", family: 4 }],
  };
  const run = (allow: string, host: string, all: boolean) =>
    new Promise<Resolved>((resolve) => {
      publicOnlyLookup(new AddressAllowList(allow), resolver(table))(host, { all } as never, ((err: Error | null, addresses?: unknown, family?: number) => resolve({ err, addresses, family })) as never);
    });

  it("answers a public name as dns.lookup does, one address or all", async () => {
    expect(await run("", "feeds.example", false)).toEqual({ err: null, addresses: "93.184.216.34", family: 4 });
    expect(await run("", "feeds.example", true)).toEqual({ err: null, addresses: [{ address: "93.184.216.34", family: 4 }], family: undefined });
  });

  it("fails a name with any non-public address, naming it; the allow-list opens it", async () => {
    const meta = await run("", "meta.example", false);
    expect(meta.err).toBeInstanceOf(NonPublicAddressError);
    expect(meta.err!.message).toBe("meta.example resolves to 169.254.169.254, which is not a public address.");
    expect((await run("", "both.example", true)).err).toMatchObject({ address: "10.0.0.5" });
    expect((await run("10.0.0.0/8", "both.example", true)).err).toBeNull();
  });

  it("passes on the resolver's own errors", async () => {
    expect((await run("", "nowhere.example", false)).err).toMatchObject({ code: "ENOTFOUND" });
  });
});
