import { getDb } from "@/db/client";
import { cachedBrowseSitemapUrls, cachedJobSitemapChunks } from "@/features/feeds/server/cached-sitemap-chunks";
import { buildPlainSitemap, buildSitemapIndex } from "@/features/feeds/server/sitemaps";
import { xmlResponse } from "@/features/feeds/server/xml";
import { env } from "@/lib/env";
import { isFeatureEnabled } from "@/lib/flags/server";

/** GET /sitemap.xml: the sitemap index (sitemap-v2), or one plain sitemap of static and content pages when the flag is off. */
export async function GET(): Promise<Response> {
  const baseUrl = env().BASE_URL;
  const [v2, browseJobs] = await Promise.all([isFeatureEnabled("sitemap-v2"), isFeatureEnabled("browse-jobs")]);
  if (!v2) return xmlResponse(await buildPlainSitemap(getDb(), { baseUrl, browseJobs }));
  const [jobChunks, browseUrls] = await Promise.all([cachedJobSitemapChunks(), cachedBrowseSitemapUrls()]);
  return xmlResponse(await buildSitemapIndex(getDb(), { baseUrl, browseJobs, jobChunks, browseUrls }));
}
