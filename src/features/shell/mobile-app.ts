/*
 * Spec 1: "On a mobile platform an app-store banner tag appears."
 *
 * Decision: the root layout looks at the request's user agent; on iOS it adds Apple's Smart App
 * Banner tag (<meta name="apple-itunes-app" content="app-id=...">), on Android the equivalent
 * <meta name="google-play-app" content="app-id=..."> that smart-banner scripts read (Chrome's own
 * install banner wants a web manifest with related_applications, which needs a manifest route the
 * shell does not own; noted for the lead). Elsewhere no tag is added.
 *
 * The store ids are not in the spec; these are Upstep's placeholders until the app is published.
 */
export const IOS_APP_STORE_ID = "6450000000";
export const ANDROID_PACKAGE_ID = "com.upstep.app";

export type MobilePlatform = "ios" | "android" | null;

export function mobilePlatform(userAgent: string | null | undefined): MobilePlatform {
  if (!userAgent) return null;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return null;
}

/** Extra metadata for the platform (merged into the root layout's metadata). */
export function appBannerMetadata(platform: MobilePlatform): { itunes?: { appId: string }; other?: Record<string, string> } {
  if (platform === "ios") return { itunes: { appId: IOS_APP_STORE_ID } };
  if (platform === "android") return { other: { "google-play-app": `app-id=${ANDROID_PACKAGE_ID}` } };
  return {};
}
