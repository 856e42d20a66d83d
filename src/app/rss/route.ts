import { getDb } from "@/db/client";
import { rssResponse } from "@/features/feeds/server/rss";

/** GET /rss: RSS 2.0 of the newest open jobs and blog posts, merged by date (flag rss-feed; 404 when off). */
export function GET(): Promise<Response> {
  return rssResponse(getDb(), "all");
}
