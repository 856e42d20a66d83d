import "server-only";
import { getDb } from "@/db/client";
import { listJobSitemapChunks, registerCategoryCache, SITEMAP_CHUNK_SIZE, type SitemapChunk } from "@/features/jobs/server/queries";
import { logger } from "@/lib/logger";
import { RefreshingCache } from "@/lib/refreshing-cache";
import { listBrowseSitemapUrls, type SitemapUrl } from "./browse-sitemap";

/*
 * The job chunk boundaries and the browse URLs each take one pass over open jobs: computed at most
 * hourly per process (served stale for another hour while one refresh runs), shared by the index and
 * its files, so the index and a file always agree on the chunks. A per-process cache rather than
 * Next's unstable_cache, which works only inside a Next request and failed in tests whenever no other
 * test file had left Next's request context behind.
 */
const HOUR = 60 * 60 * 1000;

const chunkCache = new RefreshingCache<SitemapChunk[]>({
  freshMs: HOUR,
  staleMs: 2 * HOUR,
  maxEntries: 1,
  onRefreshError: (err) => logger.error({ err }, "background refresh of the sitemap job chunks failed"),
});

const browseCache = new RefreshingCache<SitemapUrl[]>({
  freshMs: HOUR,
  staleMs: 2 * HOUR,
  maxEntries: 1,
  onRefreshError: (err) => logger.error({ err }, "background refresh of the sitemap browse URLs failed"),
});

// The browse URLs name category slugs: an administrator's category edit forgets them (decision 054).
registerCategoryCache("sitemap-browse-urls", () => browseCache.clear());

export function cachedJobSitemapChunks(): Promise<SitemapChunk[]> {
  return chunkCache.get(String(SITEMAP_CHUNK_SIZE), () => listJobSitemapChunks(getDb(), SITEMAP_CHUNK_SIZE));
}

/** Every browse page with open jobs (browse-sitemap.ts), kept like the job chunks. */
export function cachedBrowseSitemapUrls(): Promise<SitemapUrl[]> {
  return browseCache.get("browse", () => listBrowseSitemapUrls(getDb()));
}

/** Forgets the chunks and browse URLs (tests, after changing jobs). */
export function forgetSitemapChunks(): void {
  chunkCache.clear();
  browseCache.clear();
}
