import { getDb } from "@/db/client";
import { cachedBrowseSitemapUrls, cachedJobSitemapChunks } from "@/features/feeds/server/cached-sitemap-chunks";
import { buildSitemapFile, parseSitemapFile } from "@/features/feeds/server/sitemaps";
import { xmlResponse } from "@/features/feeds/server/xml";
import { env } from "@/lib/env";
import { isFeatureEnabled } from "@/lib/flags/server";

const notFound = () => new Response("Not found", { status: 404 });

/** GET /sitemaps/{static|browse-n|companies-n|jobs-n}.xml: one file of the sitemap index (sitemap-v2; 404 when off). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const parsed = parseSitemapFile(file);
  if (!parsed || !(await isFeatureEnabled("sitemap-v2"))) return notFound();
  const body = await buildSitemapFile(getDb(), file, {
    baseUrl: env().BASE_URL,
    browseJobs: await isFeatureEnabled("browse-jobs"),
    jobChunks: parsed.kind === "jobs" ? await cachedJobSitemapChunks() : undefined,
    browseUrls: parsed.kind === "browse" ? await cachedBrowseSitemapUrls() : undefined,
  });
  return body ? xmlResponse(body) : notFound();
}
