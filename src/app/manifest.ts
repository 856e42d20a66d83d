import type { MetadataRoute } from "next";
import { ANDROID_PACKAGE_ID, ANDROID_PLAY_STORE_URL, IOS_APP_STORE_ID, IOS_APP_STORE_URL } from "@/lib/app-store";

/*
 * /manifest.webmanifest (linked from every page's head by Next): the site's name, colours and icons
 * for "add to home screen". The PNG icons are generated from src/app/icon.svg by
 * scripts/generate-icons.mjs. The native apps are named as related applications, not preferred:
 * the website stays what the browser installs.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Upstep",
    short_name: "Upstep",
    description: "Jobs, learning and events for your next step.",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1d4ed8",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    related_applications: [
      { platform: "play", id: ANDROID_PACKAGE_ID, url: ANDROID_PLAY_STORE_URL },
      { platform: "itunes", id: IOS_APP_STORE_ID, url: IOS_APP_STORE_URL },
    ],
    prefer_related_applications: false,
  };
}
