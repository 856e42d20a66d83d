import "server-only";
import type { lookup as dnsLookup } from "node:dns";
import { Agent, fetch, type Response } from "undici";
import { AddressAllowList, NonPublicAddressError, publicOnlyLookup, refusedLiteralHost } from "./public-address";

/*
 * fetch() for URLs that people type (feed sources, decision 060): http(s) only, public addresses only
 * unless the allow-list names them, checked when each connection is made (the resolved address, so a
 * name that resolves to 127.0.0.1 or 169.254.169.254 is refused however it got there), redirects
 * followed by hand so that every hop is checked, at most MAX_REDIRECTS of them.
 */
export const MAX_REDIRECTS = 5;

export class RefusedUrlError extends Error {
  constructor(
    message: string,
    readonly reason: "protocol" | "address" | "redirects",
  ) {
    super(message);
    this.name = "RefusedUrlError";
  }
}

const agents = new Map<string, Agent>();

function agentFor(allow: AddressAllowList, resolve?: typeof dnsLookup): Agent {
  if (resolve) return new Agent({ connect: { lookup: publicOnlyLookup(allow, resolve) } });
  const key = allow.entries.join(",");
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({ connect: { lookup: publicOnlyLookup(allow) } });
    agents.set(key, agent);
  }
  return agent;
}

function nonPublicCause(error: unknown): NonPublicAddressError | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof NonPublicAddressError) return e;
  }
  return null;
}

function refuseAddress(e: NonPublicAddressError): RefusedUrlError {
  return new RefusedUrlError(`${e.message} Only public addresses are fetched; FEED_ALLOW_PRIVATE lists the exceptions.`, "address");
}

export type PublicFetchInit = {
  allow: AddressAllowList;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** How names are resolved (dns.lookup's signature, asked for all addresses); dns.lookup unless a test says. */
  lookup?: (hostname: string, options: object, callback: (err: NodeJS.ErrnoException | null, addresses: { address: string; family: number }[]) => void) => void;
};

/** GET a URL from a public address; a RefusedUrlError when the URL, an address or a redirect is not allowed. */
export async function fetchPublicUrl(url: string | URL, init: PublicFetchInit): Promise<Response> {
  let target = new URL(url);
  for (let hop = 0; ; hop++) {
    if (target.protocol !== "http:" && target.protocol !== "https:") throw new RefusedUrlError(`${target.protocol} addresses are not fetched; use http or https.`, "protocol");
    const literal = refusedLiteralHost(target.hostname, init.allow);
    if (literal) throw refuseAddress(literal);
    let res: Response;
    try {
      res = await fetch(target, { redirect: "manual", signal: init.signal, headers: init.headers, dispatcher: agentFor(init.allow, init.lookup as typeof dnsLookup | undefined) });
    } catch (error) {
      const refused = nonPublicCause(error);
      if (refused) throw refuseAddress(refused);
      throw error;
    }
    const location = res.status >= 300 && res.status < 400 ? res.headers.get("location") : null;
    if (location === null) return res;
    await res.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new RefusedUrlError(`More than ${MAX_REDIRECTS} redirects.`, "redirects");
    target = new URL(location, target);
  }
}

/**
 * A response's body as UTF-8 text, refused with a BodyTooLargeError (and the download stopped) once it
 * passes maxBytes, whether or not the server sent a Content-Length.
 */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The response is larger than ${maxBytes} bytes.`);
    this.name = "BodyTooLargeError";
  }
}

export async function readTextUpTo(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new BodyTooLargeError(maxBytes);
  }
  if (!res.body) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}
