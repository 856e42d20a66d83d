/*
 * returnTo is honoured for same-site paths only. The value is resolved the way a browser resolves a
 * Location header or location.assign() (WHATWG URL: tabs and newlines dropped, dot segments such as
 * "/./", "/%2e/" and "/../" removed, backslashes read as slashes) against a fixed origin, and it is
 * the normalised path + search + hash that is checked and returned: "/.//evil.example" normalises to
 * "//evil.example", a host, so it falls back. Anything else falls back too, so log-in and log-out
 * are never an open redirect.
 */
const BASE = "http://upstep.invalid";

// eslint-disable-next-line no-control-regex -- control characters (tab, CR, LF, NUL, DEL) are exactly what this refuses
const REFUSED = /[\u0000-\u001f\u007f\\]/;

function isSameSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

export function safeReturnTo(raw: string | null | undefined, fallback = "/"): string {
  if (!raw) return fallback;
  // The value is already decoded once (it came from a query string); encoded query values (c%2B%2B,
  // a%26b) stay encoded in the answer.
  const value = raw.trim();
  let decoded: string;
  try {
    decoded = decodeURIComponent(value); // malformed percent-encoding is refused, not passed on
  } catch {
    return fallback;
  }
  // Control characters and backslashes, as typed or percent-encoded (%0d%0a, %09, %5C), never belong in a returnTo.
  if (REFUSED.test(value) || REFUSED.test(decoded)) return fallback;
  if (!value.startsWith("/")) return fallback; // a path, never a scheme or a bare host
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  if (!isSameSitePath(normalised)) return fallback;
  // The answer must mean the same when a browser resolves it again.
  const again = new URL(normalised, BASE);
  if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== normalised) return fallback;
  return normalised;
}
