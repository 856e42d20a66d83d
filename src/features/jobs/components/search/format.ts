import { COUNT_CAP_DISPLAY } from "./constants";

/*
 * Display helpers for search results (pure; unit-tested in format.test.ts).
 */
const usd = (cents: number, period: string | null) => {
  const dollars = cents / 100;
  if (period === "hour") return `$${dollars.toLocaleString("en-US", { minimumFractionDigits: dollars % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;
  return dollars >= 1000 ? `$${Math.round(dollars / 1000).toLocaleString("en-US")}k` : `$${Math.round(dollars).toLocaleString("en-US")}`;
};

/** "$38 - $52 an hour", "$80k - $95k a year", "From $60k a year"; null without a salary. */
export function formatSalary(minCents: number | null, maxCents: number | null, currency: string | null, period: string | null): string | null {
  if (minCents === null && maxCents === null) return null;
  if (currency && currency !== "USD") {
    const v = [minCents, maxCents].filter((x): x is number => x !== null).map((c) => `${(c / 100).toLocaleString("en-US")} ${currency}`);
    return v.join(" - ") + (period === "hour" ? " an hour" : period === "year" ? " a year" : "");
  }
  const per = period === "hour" ? " an hour" : period === "year" ? " a year" : "";
  if (minCents !== null && maxCents !== null && minCents !== maxCents) return `${usd(minCents, period)} - ${usd(maxCents, period)}${per}`;
  if (minCents !== null && maxCents === null) return `From ${usd(minCents, period)}${per}`;
  if (minCents === null && maxCents !== null) return `Up to ${usd(maxCents, period)}${per}`;
  return `${usd(minCents!, period)}${per}`;
}

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
