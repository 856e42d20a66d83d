import "server-only";

/**
 * A 302 to a same-site path that carries over the Set-Cookie headers of an auth response. The
 * Location is relative: behind a proxy, or reached as 127.0.0.1 vs localhost, the request URL the
 * server sees may name another host than the browser's, and cookies belong to the browser's host.
 */
export function redirectWithCookies(location: string, _base: string, from?: Response): Response {
  if (!location.startsWith("/") || location.startsWith("//")) throw new Error(`not a same-site path: ${location}`);
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  for (const cookie of from?.headers.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}
