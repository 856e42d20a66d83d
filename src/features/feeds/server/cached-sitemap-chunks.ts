import "server-only";
import { getDb } from "@/db/client";
import { listJobSitemapChunks, SITEMAP_CHUNK_SIZE, type SitemapChunk } from "@/features/jobs/server/queries";
import { logger } from "@/lib/logger";
import { RefreshingCache } from "@/lib/refreshing-cache";

/*
 * The job chunk boundaries take one pass over open jobs: computed at most hourly per process (served
 * stale for another hour while one refresh runs), shared by the index and its files. A per-process
 * cache rather than Next's unstable_cache, which works only inside a Next request and failed in tests
 * whenever no other test file had left Next's request context behind.
 */
const chunkCache = new RefreshingCache<SitemapChunk[]>({
  freshMs: 60 * 60 * 1000,
  staleMs: 2 * 60 * 60 * 1000,
  maxEntries: 1,
  onRefreshError: (err) => logger.error({ err }, "background refresh of the sitemap job chunks failed"),
});

export function cachedJobSitemapChunks(): Promise<SitemapChunk[]> {
  return chunkCache.get(String(SITEMAP_CHUNK_SIZE), () => listJobSitemapChunks(getDb(), SITEMAP_CHUNK_SIZE));
}

/** Forgets the chunks (tests, after changing jobs). */
export function forgetSitemapChunks(): void {
  chunkCache.clear();
}
