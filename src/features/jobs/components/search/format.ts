import type { JobSearchForm } from "@/features/jobs/search-schemas";
import type { JobSearchResult } from "@/features/jobs/server/search/types";
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

/**
 * "1 job", "245 jobs", "1,000+ jobs" (a count that stopped at its cap), "About 770,000 jobs" (a
 * broad search's count from a sample). The pager's formatPageOf reads the same result, so the two agree.
 */
export function formatJobCount({ total, totalCapped, approximate }: Pick<JobSearchResult, "total" | "totalCapped" | "approximate">): string {
  if (totalCapped) return `${COUNT_CAP_DISPLAY} jobs`;
  if (approximate) return `About ${total.toLocaleString("en-US")} jobs`;
  return `${total.toLocaleString("en-US")} job${total === 1 ? "" : "s"}`;
}

/** "Page 3 of 255", "Page 3 of about 38,500" (pages of an estimated count), "Page 3" (a capped count's pages are unknown). */
export function formatPageOf({ page, pageCount, approximate }: Pick<JobSearchResult, "page" | "pageCount" | "approximate">): string {
  if (pageCount === null) return `Page ${page.toLocaleString("en-US")}`;
  return `Page ${page.toLocaleString("en-US")} of ${approximate ? "about " : ""}${pageCount.toLocaleString("en-US")}`;
}

/**
 * The props of the one pager (components/ui/pagination) for a result: the page line from
 * formatPageOf (so it agrees with the count heading), and numbered links only to pages known to
 * exist: none for an estimated or capped count, none past maxPage (the last page a search serves).
 */
export function jobPagerProps(
  result: Pick<JobSearchResult, "page" | "pageCount" | "approximate" | "hasNextPage">,
  maxPage = Number.POSITIVE_INFINITY,
): { page: number; pageCount: number | null; hasNext: boolean; summary: string } {
  const { page, pageCount, approximate } = result;
  return {
    page,
    pageCount: pageCount === null || approximate ? null : Math.min(pageCount, maxPage),
    hasNext: result.hasNextPage && page < maxPage,
    summary: formatPageOf(result),
  };
}

/** How many filters narrow the search (category, specialty, job type, date, remote, company, pay): the count on the phone's Filters button. */
export function appliedFilterCount(form: Pick<JobSearchForm, "category" | "subcategory" | "type" | "posted" | "remote" | "company" | "salary">): number {
  return [form.category, form.category && form.subcategory, form.type, form.posted, form.remote, form.company, form.salary].filter(Boolean).length;
}

/** A facet count in parentheses: "(245)", or "(about 12,000)" when it was scaled from a sample. */
export function formatFacetCount(count: number, approximate: boolean): string {
  return `(${approximate ? "about " : ""}${count.toLocaleString("en-US")})`;
}
