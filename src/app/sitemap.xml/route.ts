import { getDb } from "@/db/client";
import { cachedJobSitemapChunks } from "@/features/feeds/server/cached-sitemap-chunks";
import { buildPlainSitemap, buildSitemapIndex } from "@/features/feeds/server/sitemaps";
import { xmlResponse } from "@/features/feeds/server/xml";
import { env } from "@/lib/env";
import { isFeatureEnabled } from "@/lib/flags/server";

/** GET /sitemap.xml: the sitemap index (sitemap-v2), or one plain sitemap of static pages when the flag is off. */
export async function GET(): Promise<Response> {
  const baseUrl = env().BASE_URL;
  if (!(await isFeatureEnabled("sitemap-v2"))) return xmlResponse(buildPlainSitemap(baseUrl));
  return xmlResponse(await buildSitemapIndex(getDb(), { baseUrl, jobChunks: await cachedJobSitemapChunks() }));
}
