/*
 * Request URLs no route can serve (issue 12): a path whose percent-encoding does not decode
 * ("/jobs/%E0%A4%A", "/companies/%"), which Next itself answers 500, and the NUL character anywhere
 * in the path or the query ("/companies?q=a%00"), which PostgreSQL text cannot hold. The proxy answers
 * them 400 before any page or route sees them. A query's bad percent-encoding is not refused: query
 * values decode leniently (URLSearchParams keeps what it cannot decode), so they never fail.
 */
export type MalformedUrl = "path-encoding" | "nul";

export const MALFORMED_URL_MESSAGES: Record<MalformedUrl, string> = {
  "path-encoding": "The address is not valid: its path has a broken percent-encoding.",
  nul: "The address is not valid: it contains the NUL character.",
};

/** Why this URL cannot be served, or null when it is fine. */
export function malformedUrl(url: URL): MalformedUrl | null {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return "path-encoding";
  }
  if (path.includes("\u0000")) return "nul";
  for (const [key, value] of url.searchParams) {
    if (key.includes("\u0000") || value.includes("\u0000")) return "nul";
  }
  return null;
}
