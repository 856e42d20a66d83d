import "server-only";
import type { Db } from "@/db/client";
import { RSS_ITEM_COUNT } from "@/features/jobs/server/queries";
import { BLOG_FEED_PATH } from "@/lib/blog-routes";
import { RSS_ALL_PATH, RSS_BLOG_PATH, RSS_JOBS_PATH } from "@/lib/content-routes";
import { env } from "@/lib/env";
import { isFeatureEnabled } from "@/lib/flags/server";
import { JOBS_SEARCH_PATH } from "@/lib/job-routes";
import { jobItems, postItems, type RssItem } from "./rss-items";
import { escapeXml, XML_DECLARATION, xmlResponse } from "./xml";

/*
 * The RSS 2.0 channels (flag rss-feed; issue 18 part 2): /rss, the newest jobs and blog posts merged
 * by date (each kind at least half when it has them); /rss/jobs, jobs only; /rss/blog, posts only. One channel builder writes all three by hand
 * (the `feed` package is not a dependency; decision 048), following the W3C feed validator's rules:
 * atom:link rel=self with the channel's own URL, RFC 822 dates, unique guids, every text escaped,
 * channel link, description and language, and no empty elements.
 */
export const RSS_PATH = RSS_ALL_PATH;
export type RssChannel = "all" | "jobs" | "blog";

export const RSS_CHANNELS: Record<RssChannel, { path: string; title: string; description: string; link: string }> = {
  all: { path: RSS_ALL_PATH, title: "Upstep: newest jobs and career advice", description: "The newest open jobs and blog posts on Upstep.", link: "/" },
  jobs: { path: RSS_JOBS_PATH, title: "Upstep: newest jobs", description: "The newest open jobs on Upstep.", link: JOBS_SEARCH_PATH },
  blog: {
    path: RSS_BLOG_PATH,
    title: "Upstep blog",
    description: "Career advice from Upstep: resumes, interviews, pay, career changes, remote work and hiring.",
    link: BLOG_FEED_PATH,
  },
};

/** An element with text, or nothing when the text is empty (the validator refuses empty elements). */
function el(name: string, value: string, attrs = ""): string {
  return value ? `<${name}${attrs}>${escapeXml(value)}</${name}>` : "";
}

function itemXml(item: RssItem): string {
  return [
    "<item>",
    el("title", item.title),
    el("link", item.link),
    el("guid", item.guid.value, ` isPermaLink="${item.guid.permaLink}"`),
    `<pubDate>${item.date.toUTCString()}</pubDate>`,
    el("description", item.description),
    ...item.creators.map((c) => el("dc:creator", c)),
    ...item.categories.map((c) => el("category", c)),
    item.image ? `<media:content url="${escapeXml(item.image)}" medium="image"/>` : "",
    "</item>",
  ].join("");
}

/** The channel document for items already chosen (newest first). */
export function renderRssChannel(channel: RssChannel, items: RssItem[], baseUrl: string): string {
  const meta = RSS_CHANNELS[channel];
  const abs = (path: string) => new URL(path, baseUrl).toString();
  const lastBuild = items[0]?.date ?? new Date();
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    "<channel>",
    el("title", meta.title),
    el("link", abs(meta.link)),
    el("description", meta.description),
    "<language>en-us</language>",
    `<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(abs(meta.path))}" rel="self" type="application/rss+xml"/>`,
    ...items.map(itemXml),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/**
 * The newest `limit` items of a channel (default 50). On /rss jobs and posts are merged by date, and
 * each kind keeps at least half the items when it has that many: jobs are posted many times a day and
 * posts a few times a week, so by date alone the posts would never reach the channel.
 */
export async function buildRssChannel(db: Db, channel: RssChannel, opts: { baseUrl: string; limit?: number }): Promise<string> {
  const limit = opts.limit ?? RSS_ITEM_COUNT;
  const abs = (path: string) => new URL(path, opts.baseUrl).toString();
  const jobs = channel === "blog" ? [] : await jobItems(db, limit, abs);
  const posts = channel === "jobs" ? [] : await postItems(db, limit, abs);
  const half = Math.ceil(limit / 2);
  const postCount = Math.min(posts.length, Math.max(half, limit - jobs.length));
  const chosen = channel === "all" ? [...jobs.slice(0, limit - postCount), ...posts.slice(0, postCount)] : [...jobs, ...posts];
  const items = chosen.sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, limit);
  return renderRssChannel(channel, items, opts.baseUrl);
}

/** A channel's GET answer for its route: 404 while rss-feed is off. Cached 5 minutes by clients. */
export async function rssResponse(db: Db, channel: RssChannel): Promise<Response> {
  if (!(await isFeatureEnabled("rss-feed"))) return new Response("Not found", { status: 404 });
  const body = await buildRssChannel(db, channel, { baseUrl: env().BASE_URL });
  return xmlResponse(body, { contentType: "application/rss+xml; charset=utf-8", maxAge: 300 });
}
