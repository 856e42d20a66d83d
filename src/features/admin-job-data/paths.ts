import { ADMIN_JOB_SCRAPE_STATS_PATH } from "@/lib/admin-routes";
import type { RunsQuery } from "./schemas";

/* Query-string builders of the job data pages, and their API paths (relative to the API client's /api base). */

/** /admin/job-scrape-stats with its filters; defaults (page 1, newest first) are left out. */
export function jobScrapeStatsPath(q: RunsQuery = {}): string {
  const params = new URLSearchParams();
  if (q.source) params.set("source", q.source);
  if (q.status) params.set("status", q.status);
  if (q.from) params.set("from", q.from);
  if (q.to) params.set("to", q.to);
  if (q.sort && q.sort !== "started") params.set("sort", q.sort);
  if (q.dir && !(q.dir === "desc" && (!q.sort || q.sort === "started"))) params.set("dir", q.dir);
  if (q.page && q.page > 1) params.set("page", String(q.page));
  if (q.run) params.set("run", q.run);
  const s = params.toString();
  return s ? `${ADMIN_JOB_SCRAPE_STATS_PATH}?${s}` : ADMIN_JOB_SCRAPE_STATS_PATH;
}

export const FEED_SOURCES_API = "/admin/job-data/sources";
export function feedSourceApiPath(id: string): string {
  return `${FEED_SOURCES_API}/${encodeURIComponent(id)}`;
}
export function feedSourceRunApiPath(id: string): string {
  return `${FEED_SOURCES_API}/${encodeURIComponent(id)}/run`;
}
export const TAG_RULES_API = "/admin/job-data/tag-rules";
export function tagRuleApiPath(id: string): string {
  return `${TAG_RULES_API}/${encodeURIComponent(id)}`;
}
export const TAG_RULE_TEST_API = "/admin/job-data/tag-rules/test";
export const TAG_RULES_REAPPLY_API = "/admin/job-data/tag-rules/reapply";

/** The runs table as CSV (a browser link, so with /api), with the page's filters and sort. */
export function importRunsCsvPath(q: RunsQuery = {}): string {
  const params = new URLSearchParams();
  for (const key of ["source", "status", "from", "to", "sort", "dir"] as const) if (q[key]) params.set(key, String(q[key]));
  const s = params.toString();
  return `/api/admin/job-data/runs/csv${s ? `?${s}` : ""}`;
}
