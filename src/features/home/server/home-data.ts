import "server-only";
import type { Db } from "@/db/client";
import { registerJobListCache } from "@/lib/job-list-caches";
import { logger } from "@/lib/logger";
import { RefreshingCache } from "@/lib/refreshing-cache";
import { getHomeOverview, listNewestJobs, type HomeJob, type HomeOverview } from "./queries";

/*
 * The home page's reads, kept per process and served stale while one background read refreshes
 * them (decision 017), so a visit never waits for the database once the process has answered one:
 *
 * - the overview (every count: one pass over open jobs, seconds at 1M jobs) is fresh for 5 minutes,
 *   then served for up to an hour while it refreshes, like the /browse-jobs index;
 * - the newest jobs (one short index walk) are fresh for a minute, then served for up to 10 minutes
 *   while they refresh, like a hot search: a new job reaches the home page within about a minute.
 *
 * A job opened or closed on the platform (an employer's posting published, paused or closed) clears
 * the newest jobs at once, in every process (lib/job-list-caches.ts, issue 16); a feed's job that
 * closed meanwhile may still be listed until the next refresh, and its page answers 410 at once
 * (decision 011). Held on globalThis so every bundle of the server shares one cache.
 */
export const OVERVIEW_FRESH_MS = 5 * 60_000;
export const OVERVIEW_STALE_MS = 60 * 60_000;
export const NEWEST_FRESH_MS = 60_000;
export const NEWEST_STALE_MS = 10 * 60_000;

type Caches = { overview: RefreshingCache<HomeOverview>; newest: RefreshingCache<HomeJob[]> };
const holder = globalThis as unknown as { upstepHomeCaches?: Caches };

function caches(): Caches {
  holder.upstepHomeCaches ??= {
    overview: new RefreshingCache<HomeOverview>({
      freshMs: OVERVIEW_FRESH_MS,
      staleMs: OVERVIEW_STALE_MS,
      maxEntries: 1,
      onRefreshError: (err) => logger.error({ err }, "background refresh of the home page's counts failed"),
    }),
    newest: new RefreshingCache<HomeJob[]>({
      freshMs: NEWEST_FRESH_MS,
      staleMs: NEWEST_STALE_MS,
      maxEntries: 1,
      onRefreshError: (err) => logger.error({ err }, "background refresh of the home page's newest jobs failed"),
    }),
  };
  registerJobListCache("home-newest", () => holder.upstepHomeCaches?.newest.clear());
  return holder.upstepHomeCaches;
}

export function homeOverviewCached(db: Db): Promise<HomeOverview> {
  return caches().overview.get("overview", () => getHomeOverview(db));
}

export function newestJobsCached(db: Db): Promise<HomeJob[]> {
  return caches().newest.get("newest", () => listNewestJobs(db));
}

/** Forgets both (tests, after changing jobs). */
export function clearHomeCache(): void {
  holder.upstepHomeCaches?.overview.clear();
  holder.upstepHomeCaches?.newest.clear();
}
