import { describe, expect, it } from "vitest";
import { SEED_PAGES } from "@/seed/content/pages";
import { ANDROID_PACKAGE_ID, ANDROID_PLAY_STORE_URL, IOS_APP_STORE_ID, IOS_APP_STORE_URL, appBannerMetadata, storeIdsInLinks } from "./app-store";

describe("app-store ids", () => {
  it("reads store ids from App Store and Google Play links, ignoring other links", () => {
    expect(storeIdsInLinks([IOS_APP_STORE_URL, ANDROID_PLAY_STORE_URL, "/jobs", "not a url", "https://example.com/id123"])).toEqual({
      ios: [IOS_APP_STORE_ID],
      android: [ANDROID_PACKAGE_ID],
    });
  });

  it("the /mobile-app page's store links name the same apps as the banner tags (issue 11: they disagreed)", () => {
    const page = SEED_PAGES.find((p) => p.slug === "mobile-app");
    expect(page).toBeDefined();
    const hrefs = [...(page!.fields.ctas ?? []).map((c) => c.href), ...page!.sections.flatMap((s) => [...s.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!))];
    const ids = storeIdsInLinks(hrefs);
    expect(ids.ios.length + ids.android.length).toBeGreaterThan(0);
    const banner = appBannerMetadata();
    for (const id of ids.ios) expect(id).toBe(banner.itunes.appId);
    for (const id of ids.android) expect(`app-id=${id}`).toBe(banner.other["google-play-app"]);
  });
});
