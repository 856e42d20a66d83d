import { z } from "zod";
import { text } from "@/lib/text-schema";

/*
 * Scheduled job feeds (decision 018): JOB_FEEDS lists `source=url` pairs separated by commas or
 * whitespace; each is imported by the worker's import-feed queue on JOB_FEED_CRON (UTC). The admin's
 * feed sources (/admin/job-data-refresh, issue 19) will move this list into the database.
 */
const SOURCE = /^[a-z0-9][a-z0-9._-]{0,62}$/i;

export type ScheduledFeed = { source: string; url: string };

export const importFeedPayload = z.object({
  source: text().regex(SOURCE, "A feed's source is 1-63 letters, digits, dots, hyphens or underscores"),
  url: z.url({ protocol: /^https?$/, error: "A feed's URL must be http(s)" }).max(2048),
});

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
