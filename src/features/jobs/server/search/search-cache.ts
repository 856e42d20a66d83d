import "server-only";
import type { Db } from "@/db/client";
import { searchJobs, type JobSearchResult, type SearchJobsParams } from "./search-jobs";

/*
 * Hot searches (issue 4 part 8): real traffic repeats a few searches a lot (the landing page, "nurse"
 * near a big city), so the pages keep each search's result for a minute in this process. A job
 * imported or closed meanwhile shows in search within SEARCH_CACHE_TTL_MS (the detail page and its
 * 410 are always exact). Identical searches in flight at once share one database round.
 */
export const SEARCH_CACHE_TTL_MS = 60_000;
export const SEARCH_CACHE_MAX_ENTRIES = 500;

type Entry = { at: number; result: Promise<JobSearchResult> };
const entries = new Map<string, Entry>();

/** The same search written with its keys in any order, or with undefined values, is one key. */
export function searchCacheKey(params: SearchJobsParams): string {
  const defined = Object.entries(params).filter(([, v]) => v !== undefined && v !== "");
  return JSON.stringify(defined.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function clearSearchCache(): void {
  entries.clear();
}

/** searchJobs() through the per-process cache (what the /jobs and browse pages call). */
export function searchJobsCached(db: Db, params: SearchJobsParams, now = Date.now()): Promise<JobSearchResult> {
  const key = searchCacheKey(params);
  const hit = entries.get(key);
  if (hit && now - hit.at < SEARCH_CACHE_TTL_MS) {
    // Most recently used last: Map keeps insertion order, so the first key is the eviction candidate.
    entries.delete(key);
    entries.set(key, hit);
    return hit.result;
  }
  const result = searchJobs(db, params);
  entries.set(key, { at: now, result });
  result.catch(() => entries.delete(key));
  while (entries.size > SEARCH_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return result;
}
