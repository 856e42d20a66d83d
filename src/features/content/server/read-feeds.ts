import "server-only";
import type { Db } from "@/db/client";
import { BLOG_FEED_PATH } from "@/lib/blog-routes";
import { RSS_BLOG_PATH } from "@/lib/content-routes";
import { htmlToText } from "@/lib/html-to-text";
import type { ContentPostSummaryDto } from "../dto";
import { listPosts } from "./read-posts";

/*
 * The read API's `feeds` resource (ButterCMS: GET /v2/feeds/{rss|atom|sitemap}/ answers
 * { data: "<xml>" }): the blog's newest published posts as RSS 2.0, Atom 1.0 or a sitemap, with
 * absolute links on BASE_URL. Never drafts, even with the preview credential: a feed is a public
 * artefact that readers and crawlers keep.
 */
export const CONTENT_FEED_KINDS = ["rss", "atom", "sitemap"] as const;
export type ContentFeedKind = (typeof CONTENT_FEED_KINDS)[number];

export const FEED_ITEM_COUNT = 50;
const FEED_TITLE = "Upstep blog";
const FEED_DESCRIPTION = "Career advice from Upstep's coaches and hiring experts: resumes, interviews, pay, career change and remote work.";

export function isFeedKind(kind: string): kind is ContentFeedKind {
  return (CONTENT_FEED_KINDS as readonly string[]).includes(kind);
}

/** XML text: control characters XML 1.0 forbids dropped, markup characters escaped. */
function xml(value: string): string {
  return value
    // eslint-disable-next-line no-control-regex -- removing the control characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

function dateOf(p: ContentPostSummaryDto): Date {
  return new Date(p.published ?? p.updated);
}

function rss(posts: ContentPostSummaryDto[], abs: (path: string) => string): string {
  const items = posts.map((p) =>
    [
      "<item>",
      `<title>${xml(p.title)}</title>`,
      `<link>${xml(abs(p.url))}</link>`,
      `<guid isPermaLink="true">${xml(abs(p.url))}</guid>`,
      `<pubDate>${dateOf(p).toUTCString()}</pubDate>`,
      ...p.authors.map((a) => `<dc:creator>${xml(a.name)}</dc:creator>`),
      ...p.tags.map((t) => `<category>${xml(t.name)}</category>`),
      `<description>${xml(htmlToText(p.excerpt, 1000))}</description>`,
      "</item>",
    ].join(""),
  );
  return [
    DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${xml(FEED_TITLE)}</title>`,
    `<link>${xml(abs(BLOG_FEED_PATH))}</link>`,
    `<description>${xml(FEED_DESCRIPTION)}</description>`,
    "<language>en-us</language>",
    `<lastBuildDate>${(posts[0] ? dateOf(posts[0]) : new Date(0)).toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xml(abs(RSS_BLOG_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

function atom(posts: ContentPostSummaryDto[], abs: (path: string) => string): string {
  const entries = posts.map((p) =>
    [
      "<entry>",
      `<title>${xml(p.title)}</title>`,
      `<link href="${xml(abs(p.url))}"/>`,
      `<id>${xml(abs(p.url))}</id>`,
      `<published>${dateOf(p).toISOString()}</published>`,
      `<updated>${new Date(p.updated).toISOString()}</updated>`,
      ...(p.authors.length ? p.authors : [{ name: "Upstep" }]).map((a) => `<author><name>${xml(a.name)}</name></author>`),
      ...p.tags.map((t) => `<category term="${xml(t.slug)}" label="${xml(t.name)}"/>`),
      `<summary>${xml(htmlToText(p.excerpt, 1000))}</summary>`,
      "</entry>",
    ].join(""),
  );
  const updated = posts.reduce((max, p) => Math.max(max, new Date(p.updated).getTime()), 0);
  return [
    DECLARATION,
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<title>${xml(FEED_TITLE)}</title>`,
    `<subtitle>${xml(FEED_DESCRIPTION)}</subtitle>`,
    `<link href="${xml(abs(BLOG_FEED_PATH))}"/>`,
    `<id>${xml(abs(BLOG_FEED_PATH))}</id>`,
    `<updated>${new Date(updated).toISOString()}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

function sitemap(posts: ContentPostSummaryDto[], abs: (path: string) => string): string {
  return [
    DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...posts.map((p) => `<url><loc>${xml(abs(p.url))}</loc><lastmod>${new Date(p.updated).toISOString()}</lastmod></url>`),
    "</urlset>",
    "",
  ].join("\n");
}

export async function buildContentFeed(db: Db, kind: ContentFeedKind, baseUrl: string): Promise<string> {
  const { data: posts } = await listPosts(db, { page: 1, pageSize: FEED_ITEM_COUNT });
  const abs = (path: string) => new URL(path, baseUrl).toString();
  return kind === "rss" ? rss(posts, abs) : kind === "atom" ? atom(posts, abs) : sitemap(posts, abs);
}
