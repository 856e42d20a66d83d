import { decodeHTML } from "entities";

/**
 * Plain text of sanitised HTML (RSS descriptions, meta descriptions): block ends become spaces, tags
 * are dropped, then entities are decoded exactly once, so "&amp;lt;" reads "&lt;" and an escaped
 * "&lt;b&gt;" stays text. With maxLength the text is cut at a word when one ends late enough, and
 * ends with "…".
 */
export function htmlToText(html: string, maxLength?: number): string {
  const stripped = html.replace(/<(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, " ").replace(/<[^>]*>/g, "");
  // \s includes the no-break space that &nbsp; decodes to.
  const text = decodeHTML(stripped).replace(/\s+/g, " ").trim();
  if (maxLength === undefined || text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
