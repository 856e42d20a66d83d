import { getDb } from "@/db/client";
import { rssResponse } from "@/features/feeds/server/rss";

/** GET /rss/blog: RSS 2.0 of the newest published blog posts (flag rss-feed; 404 when off). */
export function GET(): Promise<Response> {
  return rssResponse(getDb(), "blog");
}
