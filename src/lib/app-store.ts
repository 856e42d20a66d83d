/*
 * Upstep's mobile apps in the stores: the one place their ids live. The smart-banner tags on every
 * page (the root layout), the /mobile-app page's store links (seeded content), and the web
 * manifest's related applications all read these, so they cannot disagree.
 *
 * Spec 1: "On a mobile platform an app-store banner tag appears." Every page carries Apple's Smart
 * App Banner tag (<meta name="apple-itunes-app" content="app-id=...">) and the Android equivalent
 * (<meta name="google-play-app" content="app-id=...">) that smart-banner scripts read; only Safari on
 * iOS acts on the first and only Android smart-banner scripts on the second, so the HTML does not
 * vary by user agent (decision 011). The ids are not in the spec.
 */

/** The App Store's numeric id (apps.apple.com/.../id{this}). */
export const IOS_APP_STORE_ID = "6478201145";
/** The Android package name (play.google.com/store/apps/details?id={this}). */
export const ANDROID_PACKAGE_ID = "com.upstep.careers";

export const IOS_APP_STORE_URL = `https://apps.apple.com/us/app/upstep-careers/id${IOS_APP_STORE_ID}`;
export const ANDROID_PLAY_STORE_URL = `https://play.google.com/store/apps/details?id=${ANDROID_PACKAGE_ID}`;

/** The app-store banner tags, merged into the root layout's metadata. */
export function appBannerMetadata(): { itunes: { appId: string }; other: Record<string, string> } {
  return { itunes: { appId: IOS_APP_STORE_ID }, other: { "google-play-app": `app-id=${ANDROID_PACKAGE_ID}` } };
}

/** The store ids named by a page's links to the stores (for checking that they agree with the tags). */
export function storeIdsInLinks(hrefs: string[]): { ios: string[]; android: string[] } {
  const ios: string[] = [];
  const android: string[] = [];
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    if (url.hostname === "apps.apple.com") {
      const id = /\/id(\d+)(?:$|[/?])/.exec(url.pathname + "/")?.[1];
      if (id) ios.push(id);
    } else if (url.hostname === "play.google.com") {
      const id = url.searchParams.get("id");
      if (id) android.push(id);
    }
  }
  return { ios, android };
}
