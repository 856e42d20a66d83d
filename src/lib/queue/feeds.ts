import { z } from "zod";
import { text } from "@/lib/text-schema";
import type { QueueSchedule } from "./queues";

/*
 * Scheduled job feeds (decision 018, decision 055): the feed sources of /admin/job-data-refresh
 * (table job_feed_sources) are imported by the worker's import-feed queue, each on its own cron
 * schedule (UTC) keyed by its source. JOB_FEEDS still lists `source=url` pairs separated by commas or
 * whitespace: the worker writes any it does not know yet into the table at start (on JOB_FEED_CRON),
 * and from then on the table rules.
 */
const SOURCE = /^[a-z0-9][a-z0-9._-]{0,62}$/i;

export type ScheduledFeed = { source: string; url: string };

export const FEED_SOURCE_PATTERN = SOURCE;
/** How a feed is read: "auto" tells XML from JSON by its first character. */
export const IMPORT_FEED_FORMATS = ["auto", "xml", "json"] as const;

export const importFeedPayload = z.object({
  source: text().regex(SOURCE, "A feed's source is 1-63 letters, digits, dots, hyphens or underscores"),
  url: z.url({ protocol: /^https?$/, error: "A feed's URL must be http(s)" }).max(2048),
  format: z.enum(IMPORT_FEED_FORMATS).optional(),
});

/** The import-feed schedule of one feed source: keyed by its source, so one schedule per source. */
export function feedSchedule(feed: { source: string; url: string; format?: (typeof IMPORT_FEED_FORMATS)[number]; cron: string; label?: string }): QueueSchedule {
  return {
    queue: "import-feed",
    key: feed.source,
    cron: feed.cron,
    data: { source: feed.source, url: feed.url, ...(feed.format && feed.format !== "auto" ? { format: feed.format } : {}) },
    label: feed.label ?? feed.cron,
  };
}

export function parseJobFeeds(value: string | undefined): ScheduledFeed[] {
  if (!value?.trim()) return [];
  const feeds: ScheduledFeed[] = [];
  const seen = new Set<string>();
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
    const at = entry.indexOf("=");
    if (at <= 0) throw new Error(`JOB_FEEDS: "${entry}" is not source=url`);
    const parsed = importFeedPayload.safeParse({ source: entry.slice(0, at), url: entry.slice(at + 1) });
    if (!parsed.success) throw new Error(`JOB_FEEDS: "${entry}": ${parsed.error.issues.map((i) => i.message).join("; ")}`);
    if (seen.has(parsed.data.source)) throw new Error(`JOB_FEEDS: the source "${parsed.data.source}" is listed twice`);
    seen.add(parsed.data.source);
    feeds.push(parsed.data);
  }
  return feeds;
}
