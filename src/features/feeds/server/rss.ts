import "server-only";
import type { Db } from "@/db/client";
import { listRecentOpenJobs, RSS_ITEM_COUNT } from "@/features/jobs/server/queries";
import { htmlToText } from "@/lib/html-to-text";
import { jobDetailPath, JOBS_SEARCH_PATH } from "@/lib/job-routes";
import { escapeXml, XML_DECLARATION } from "./xml";

export const RSS_PATH = "/rss";
export const RSS_TEXTS = {
  title: "Upstep: newest jobs",
  description: "The newest open jobs on Upstep.",
} as const;

/** RSS 2.0 of the 50 most recent open jobs (the blog joins this feed later). */
export async function buildRssFeed(db: Db, opts: { baseUrl: string; limit?: number }): Promise<string> {
  const jobs = await listRecentOpenJobs(db, opts.limit ?? RSS_ITEM_COUNT);
  const abs = (path: string) => new URL(path, opts.baseUrl).toString();
  const items = jobs.map((job) => {
    const link = abs(jobDetailPath(job.id));
    const where = job.remote && job.locationName !== "Remote" ? [job.locationName, "Remote"].filter(Boolean).join(" or ") : job.locationName;
    const title = `${job.title} at ${job.companyName}${where ? ` (${where})` : ""}`;
    return [
      "<item>",
      `<title>${escapeXml(title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${job.postedAt.toUTCString()}</pubDate>`,
      `<description>${escapeXml(htmlToText(job.descriptionHtml, 500))}</description>`,
      "</item>",
    ].join("");
  });
  const lastBuild = jobs[0]?.postedAt ?? new Date();
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(RSS_TEXTS.title)}</title>`,
    `<link>${escapeXml(abs(JOBS_SEARCH_PATH))}</link>`,
    `<description>${escapeXml(RSS_TEXTS.description)}</description>`,
    "<language>en-us</language>",
    `<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(abs(RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
