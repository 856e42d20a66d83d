import "server-only";
import type { Db } from "@/db/client";
import { logger } from "@/lib/logger";
import { RefreshingCache } from "@/lib/refreshing-cache";
import { registerCategoryCache } from "../category-caches";
import { searchJobs } from "./search-jobs";
import type { JobSearchResult, SearchJobsParams } from "./types";

/*
 * Hot searches (issue 4 part 8, decision 006 amendment): real traffic repeats a few searches a lot
 * (the landing page, "nurse" near a big city), so the pages keep each search's result in this
 * process. A result younger than SEARCH_FRESH_MS is served as is; one younger than SEARCH_STALE_MS is
 * served at once while one background search refreshes it, so a popular search never waits for the
 * database. A job imported or closed meanwhile shows in search after the next refresh (the detail
 * page and its 410 are always exact). Identical searches in flight at once share one database round.
 */
export const SEARCH_FRESH_MS = 60_000;
export const SEARCH_STALE_MS = 10 * 60_000;
export const SEARCH_CACHE_MAX_ENTRIES = 500;

const holder = globalThis as unknown as { upstepSearchCache?: RefreshingCache<JobSearchResult> };

function cache(): RefreshingCache<JobSearchResult> {
  holder.upstepSearchCache ??= new RefreshingCache<JobSearchResult>({
    freshMs: SEARCH_FRESH_MS,
    staleMs: SEARCH_STALE_MS,
    maxEntries: SEARCH_CACHE_MAX_ENTRIES,
    onRefreshError: (err) => logger.error({ err }, "background refresh of a cached search failed"),
  });
  return holder.upstepSearchCache;
}

/** The same search written with its keys in any order, or with undefined values, is one key. */
export function searchCacheKey(params: SearchJobsParams): string {
  const defined = Object.entries(params).filter(([, v]) => v !== undefined && v !== "");
  return JSON.stringify(defined.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function clearSearchCache(): void {
  cache().clear();
}
registerCategoryCache("hot-searches", clearSearchCache);

/** Fresh, stale-served and missed lookups since the process started (the benchmark prints them). */
export function searchCacheStats(): { fresh: number; stale: number; misses: number } {
  return { ...cache().stats };
}

/** searchJobs() through the per-process cache (what the /jobs page calls). */
export function searchJobsCached(db: Db, params: SearchJobsParams): Promise<JobSearchResult> {
  return cache().get(searchCacheKey(params), () => searchJobs(db, params));
}
