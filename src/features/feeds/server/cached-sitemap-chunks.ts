import "server-only";
import { unstable_cache } from "next/cache";
import { getDb } from "@/db/client";
import { listJobSitemapChunks, SITEMAP_CHUNK_SIZE, type SitemapChunk } from "@/features/jobs/server/queries";

/** The job chunk boundaries take one pass over open jobs: computed at most hourly, shared by the index and its files. */
export async function cachedJobSitemapChunks(): Promise<SitemapChunk[]> {
  const chunks = await unstable_cache(() => listJobSitemapChunks(getDb(), SITEMAP_CHUNK_SIZE), ["sitemap-job-chunks", String(SITEMAP_CHUNK_SIZE)], {
    revalidate: 3600,
    tags: ["sitemaps"],
  })();
  return chunks.map((c) => ({ ...c, lastModified: new Date(c.lastModified) }));
}
