import { getDb } from "@/db/client";
import { buildRssFeed } from "@/features/feeds/server/rss";
import { xmlResponse } from "@/features/feeds/server/xml";
import { env } from "@/lib/env";
import { isFeatureEnabled } from "@/lib/flags/server";

/** GET /rss: RSS 2.0 of the newest open jobs (flag rss-feed; 404 when off). */
export async function GET(): Promise<Response> {
  if (!(await isFeatureEnabled("rss-feed"))) return new Response("Not found", { status: 404 });
  const body = await buildRssFeed(getDb(), { baseUrl: env().BASE_URL });
  return xmlResponse(body, { contentType: "application/rss+xml; charset=utf-8", maxAge: 900 });
}
