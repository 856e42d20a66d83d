/*
 * returnTo is honoured for same-site paths only: a single leading slash, no scheme, no host, no
 * backslash tricks. Anything else falls back, so the login page is never an open redirect.
 */
export function safeReturnTo(raw: string | null | undefined, fallback = "/"): string {
  if (!raw) return fallback;
  // The value is already decoded once (it came from a query string); it is checked and returned as
  // is, so encoded query values (c%2B%2B, a%26b) survive.
  const value = raw.trim();
  let decoded: string;
  try {
    decoded = decodeURIComponent(value); // malformed percent-encoding is refused, not passed on
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- encoded control characters (CR LF) are refused too
  if (/[\u0000-\u001f]/.test(decoded)) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://upstep.invalid");
    if (url.host !== "upstep.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
