import "server-only";
import { isIPv4 } from "node:net";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { clientAddress, normalizeAddress } from "./client-address";
import { env } from "./env";

/*
 * Development pages (/dev/outbox lists every mail the server wrote, with its reset and confirmation
 * links; /dev/shell-modals) exist only on a developer's own machine (decision 004 amendment):
 *  - APP_ENV must be development (or test, which only the test set-ups use), set explicitly: the
 *    default is production, and `npm run dev` sets development;
 *  - and the client must be on this machine. Behind `npm start`'s server (src/server/main.ts) the
 *    address is the socket's, stamped by it over anything the client sent (lib/client-address.ts).
 *    Under `next dev` nothing of ours sees the socket and X-Forwarded-For is the client's to write, so
 *    there a client counts as local only while the dev server listens on loopback alone (`npm run dev`
 *    binds 127.0.0.1 unless HOST says otherwise).
 * Anything else is a 404, as if the page did not exist.
 */

const LOOPBACK_HOSTS = new Set(["localhost", "::1", "[::1]"]);

/** 127.0.0.0/8 and ::1; the rate limits key IPv6 by /64, and ::/64 holds no routable address. */
export function isLoopbackAddress(address: string): boolean {
  if (isIPv4(address)) return address.startsWith("127.");
  return address === "::1" || address === normalizeAddress("::1");
}

function listensOnLoopbackOnly(host: string | undefined): boolean {
  return host !== undefined && (LOOPBACK_HOSTS.has(host) || isLoopbackAddress(host));
}

/** Whether this request may see a development page. */
export function devPageAllowed(requestHeaders: Headers): boolean {
  const e = env();
  if (e.APP_ENV === "production") return false;
  if (!isLoopbackAddress(clientAddress(requestHeaders))) return false;
  if (process.env.NODE_ENV === "development") return listensOnLoopbackOnly(e.HOST);
  return true;
}

/** Called first by every development page: 404 unless devPageAllowed(). */
export async function requireDevPage(): Promise<void> {
  if (!devPageAllowed(new Headers(await headers()))) notFound();
}
