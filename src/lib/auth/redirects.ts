import "server-only";

/** A 302 to a same-site path that carries over the Set-Cookie headers of an auth response. */
export function redirectWithCookies(location: string, base: string, from?: Response): Response {
  const headers = new Headers({ Location: new URL(location, base).toString(), "Cache-Control": "no-store" });
  for (const cookie of from?.headers.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}
