import { BlockList, isIP, type LookupFunction } from "node:net";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";

/*
 * Which addresses a server-side fetch of a URL someone typed may reach (decision 060): public ones.
 * Loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unique-local,
 * multicast, documentation and other special-purpose ranges (IANA's registries) are refused unless an
 * allow-list names them (FEED_ALLOW_PRIVATE).
 */
const NON_PUBLIC_V4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const NON_PUBLIC_V6: ReadonlyArray<readonly [string, number]> = [
  ["::", 96], // unspecified, loopback (::1) and the deprecated IPv4-compatible addresses
  ["64:ff9b:1::", 48], // local-use IPv4/IPv6 translation
  ["100::", 64], // discard-only
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, ...)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: carries an IPv4 address of any kind
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

const nonPublic = new BlockList();
for (const [net, prefix] of NON_PUBLIC_V4) nonPublic.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of NON_PUBLIC_V6) nonPublic.addSubnet(net, prefix, "ipv6");

/** "[::1]" (a URL's hostname) -> "::1"; other names as they are. */
function unbracket(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

/** The IPv4 address an IPv4-mapped IPv6 address carries (::ffff:7f00:1, ::ffff:127.0.0.1), else null. */
function mappedV4(ip: string): string | null {
  const m = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(ip) ?? /^::ffff:(.+)$/i.exec(ip);
  if (!m) return null;
  const rest = m[1]!;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Whether an IP address (v4 or v6, a URL's bracketed form too) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const ip = unbracket(address);
  const family = isIP(ip);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = mappedV4(ip);
    if (v4 !== null) return isPublicAddress(v4);
    return !nonPublic.check(ip, "ipv6");
  }
  return !nonPublic.check(ip, "ipv4");
}

/** Thrown (as a lookup error, or before a request) when a URL's host is not a public address. */
export class NonPublicAddressError extends Error {
  readonly code = "ENONPUBLIC";
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(host === address ? `${address} is not a public address.` : `${host} resolves to ${address}, which is not a public address.`);
    this.name = "NonPublicAddressError";
  }
}

/** Addresses fetched although not public: IP addresses and CIDR ranges, comma or space separated. */
export class AddressAllowList {
  private readonly list = new BlockList();
  readonly entries: readonly string[];

  constructor(text: string | undefined) {
    const entries: string[] = [];
    for (const raw of (text ?? "").split(/[\s,]+/)) {
      if (!raw) continue;
      const entry = AddressAllowList.parse(raw);
      if (!entry) throw new Error(`"${raw}" is neither an IP address nor a CIDR range such as 10.0.0.0/8 or fd00::/8`);
      if (entry.prefix === undefined) this.list.addAddress(entry.ip, entry.family);
      else this.list.addSubnet(entry.ip, entry.prefix, entry.family);
      entries.push(raw);
    }
    this.entries = entries;
  }

  /** "10.0.0.0/8" or "::1" -> its parts; null when it is neither. */
  static parse(raw: string): { ip: string; family: "ipv4" | "ipv6"; prefix?: number } | null {
    const [ipPart, prefixPart, ...extra] = raw.split("/");
    if (extra.length || ipPart === undefined) return null;
    const ip = unbracket(ipPart);
    const v = isIP(ip);
    if (v === 0) return null;
    const family = v === 4 ? "ipv4" : "ipv6";
    if (prefixPart === undefined) return { ip, family };
    if (!/^\d{1,3}$/.test(prefixPart)) return null;
    const prefix = Number(prefixPart);
    if (prefix > (v === 4 ? 32 : 128)) return null;
    return { ip, family, prefix };
  }

  allows(address: string): boolean {
    const ip = unbracket(address);
    const v = isIP(ip);
    if (v === 0) return false;
    if (this.list.check(ip, v === 4 ? "ipv4" : "ipv6")) return true;
    const v4 = v === 6 ? mappedV4(ip) : null;
    return v4 !== null && this.list.check(v4, "ipv4");
  }
}

/** Whether a server-side fetch may connect to this address. */
export function mayConnect(address: string, allow: AddressAllowList): boolean {
  return isPublicAddress(address) || allow.allows(address);
}

/**
 * A URL's host when it is an IP address that may not be fetched (literal addresses never go through a
 * lookup), or null. "localhost" and *.localhost are refused by name: they are loopback by definition.
 */
export function refusedLiteralHost(hostname: string, allow: AddressAllowList): NonPublicAddressError | null {
  const host = unbracket(hostname).toLowerCase().replace(/\.$/, "");
  if (isIP(host)) return mayConnect(host, allow) ? null : new NonPublicAddressError(host, host);
  if (host === "localhost" || host.endsWith(".localhost")) {
    return allow.allows("127.0.0.1") || allow.allows("::1") ? null : new NonPublicAddressError(host, "127.0.0.1");
  }
  return null;
}

/**
 * A net.connect `lookup` that resolves as dns.lookup does and fails with NonPublicAddressError when any
 * address of the name may not be connected to. Checking at connect time (not before the request) leaves
 * no gap for a name that resolves differently the second time (DNS rebinding), and covers redirects.
 */
export function publicOnlyLookup(allow: AddressAllowList, resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 0);
      const refused = addresses.find((a) => !mayConnect(a.address, allow));
      if (refused) return callback(new NonPublicAddressError(hostname, refused.address) as unknown as NodeJS.ErrnoException, "", 0);
      if (!addresses.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
