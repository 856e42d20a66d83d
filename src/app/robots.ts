import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

// Read BASE_URL at request time, not at build time.
export const dynamic = "force-dynamic";

/** robots.txt: public pages are open; the API, back office, account, notifications, dashboard, profile, email links and dev tools are not. */
export default function robots(): MetadataRoute.Robots {
  const baseUrl = env().BASE_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/admin", "/account", "/notifications", "/dashboard", "/my-profile", "/email/", "/dev/"] }],
    sitemap: new URL("/sitemap.xml", baseUrl).toString(),
  };
}
