import { COUNT_CAP_DISPLAY } from "./constants";

/*
 * Display helpers for search results (pure; unit-tested in format.test.ts).
 */

/** "Just posted", "5 hours ago", "Yesterday", "3 days ago", "30+ days ago". */
export function formatPostedAgo(postedAt: Date, now: Date = new Date()): string {
  const ms = now.getTime() - postedAt.getTime();
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return "Just posted";
  if (hours < 24) return `${hours} hour${hours === 1 ? "" : "s"} ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return "Yesterday";
  if (days > 30) return "30+ days ago";
  return `${days} days ago`;
}

/** "1 job", "245 jobs", "1,000+ jobs", "About 770,000 jobs" (a broad search's count from a sample). */
export function formatJobCount(total: number, capped: boolean, approximate = false): string {
  if (capped) return `${COUNT_CAP_DISPLAY} jobs`;
  if (approximate) return `About ${total.toLocaleString("en-US")} jobs`;
  return `${total.toLocaleString("en-US")} job${total === 1 ? "" : "s"}`;
}

/** A facet count in parentheses: "(245)", or "(about 12,000)" when it was scaled from a sample. */
export function formatFacetCount(count: number, approximate: boolean): string {
  return `(${approximate ? "about " : ""}${count.toLocaleString("en-US")})`;
}
