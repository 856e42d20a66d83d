import type { IncomingMessage } from "node:http";
import { isIPv4, isIPv6 } from "node:net";
import { env } from "./env";

/*
 * The client address the per-address rate limits are keyed on.
 *
 * A route handler cannot see the TCP socket, and X-Forwarded-For is whatever the client sends (Next
 * only fills it in when it is missing). So `npm start`'s server (src/server/main.ts), which does see
 * the socket, stamps every request with CLIENT_ADDRESS_HEADER before Next gets it, replacing any value
 * the client sent: the socket's peer address, or with TRUSTED_PROXY_HOPS = n the address the n-th
 * proxy in front of us saw (X-Forwarded-For entries are appended by each proxy, so only the last n
 * were written by proxies we trust; everything further left is the client's own claim).
 *
 * Not plain module state: Next's bundled route code and main.ts load separate copies of this module
 * in one process, so "main.ts stamps requests" is remembered on globalThis.
 */
export const CLIENT_ADDRESS_HEADER = "x-upstep-client-address";

const front = globalThis as unknown as { upstepClientAddressFront?: boolean };

/**
 * The address `hops` trusted proxies away: the socket's peer is the nearest hop, each X-Forwarded-For
 * entry from the right one further. With fewer entries than hops the furthest one known is used.
 */
export function pickClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = socketAddress ? [...forwarded, socketAddress] : forwarded;
  if (chain.length === 0) return "unknown";
  return normalizeAddress(chain[Math.max(0, chain.length - 1 - hops)]!);
}

/** main.ts: called for every request before Next sees it. */
export function stampClientAddress(req: IncomingMessage, hops: number): void {
  front.upstepClientAddressFront = true;
  req.headers[CLIENT_ADDRESS_HEADER] = pickClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], hops);
}

/**
 * The client address of a request as a route handler sees it. Behind main.ts that is the stamped
 * header. Without it (`next dev`, which has no server of ours in front) the best left is the
 * X-Forwarded-For entry Next filled in from the socket, which a client can forge by sending its own:
 * acceptable for a development server only.
 */
export function clientAddress(headers: Headers): string {
  if (front.upstepClientAddressFront) return normalizeAddress(headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown");
  return pickClientAddress(undefined, headers.get("x-forwarded-for") ?? undefined, env().TRUSTED_PROXY_HOPS);
}

/** Test hook: behave as behind main.ts (true) or as under `next dev` (false). */
export function setClientAddressFrontForTests(on: boolean): void {
  front.upstepClientAddressFront = on;
}

/**
 * One key per client: IPv4-mapped IPv6 as IPv4, and IPv6 by its /64 prefix, because one host or
 * household is usually given a whole /64 and could otherwise take a fresh address per attempt.
 */
export function normalizeAddress(raw: string): string {
  const address = raw.trim().replace(/^\[(.*)\]$/, "$1").slice(0, 100);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address || "unknown";
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  const withoutZone = address.split("%")[0]!;
  const [head, tail] = withoutZone.includes("::") ? withoutZone.split("::") : [withoutZone, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups matter here.
  const groupsRight = right.flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const groupsLeft = left.flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const missing = tail === undefined ? 0 : 8 - groupsLeft.length - groupsRight.length;
  return [...groupsLeft, ...Array<string>(missing).fill("0"), ...groupsRight].map((g) => (parseInt(g, 16) || 0).toString(16));
}
