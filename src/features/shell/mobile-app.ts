/*
 * Spec 1: "On a mobile platform an app-store banner tag appears."
 *
 * Decision 011 (replacing the user-agent check of decision 010): every page carries Apple's Smart
 * App Banner tag (<meta name="apple-itunes-app" content="app-id=...">) and the Android equivalent
 * (<meta name="google-play-app" content="app-id=...">) that smart-banner scripts read. Only Safari
 * on iOS acts on the first and only Android smart-banner scripts on the second; every other browser
 * ignores both, so the banner still appears on mobile platforms only. Emitting them for everyone
 * keeps the HTML independent of the request, which lets public pages be served from the page cache.
 * (Chrome's own install banner wants a web manifest with related_applications: not built.)
 *
 * The store ids are not in the spec; these are Upstep's placeholders until the app is published.
 */
export const IOS_APP_STORE_ID = "6450000000";
export const ANDROID_PACKAGE_ID = "com.upstep.app";

/** The app-store banner tags, merged into the root layout's metadata. */
export function appBannerMetadata(): { itunes: { appId: string }; other: Record<string, string> } {
  return { itunes: { appId: IOS_APP_STORE_ID }, other: { "google-play-app": `app-id=${ANDROID_PACKAGE_ID}` } };
}
