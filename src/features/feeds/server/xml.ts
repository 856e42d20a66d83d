/*
 * XML text for feeds. The `feed` npm package is not installed, so sitemaps and RSS are written by
 * hand: every text and attribute value goes through escapeXml, and characters XML 1.0 forbids
 * (control characters) are dropped.
 */
export function escapeXml(value: string): string {
  return value
    // eslint-disable-next-line no-control-regex -- removing the control characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export function xmlResponse(body: string, opts: { contentType?: string; maxAge?: number } = {}): Response {
  return new Response(body, {
    headers: {
      "content-type": opts.contentType ?? "application/xml; charset=utf-8",
      "cache-control": `public, max-age=${opts.maxAge ?? 3600}`,
    },
  });
}
