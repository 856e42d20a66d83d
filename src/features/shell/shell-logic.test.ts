import { describe, expect, it } from "vitest";
import { HIDE_BANNER_STORAGE_KEY, clearBannerHidden, hideBanner, isBannerHidden } from "./banner-store";
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, parseConsent, serializeConsent, shouldLoadTagManager } from "./consent";
import { layoutOptionsFor } from "./layout-options";
import { ANDROID_PACKAGE_ID, IOS_APP_STORE_ID, appBannerMetadata } from "@/lib/app-store";
import { pageMetadata, rootMetadata } from "./page-metadata";

function memoryStore() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

describe("banner storage", () => {
  it("remembers the close under hide-notification-banner and clears it on reopen", () => {
    const s = memoryStore();
    expect(HIDE_BANNER_STORAGE_KEY).toBe("hide-notification-banner");
    expect(isBannerHidden(s)).toBe(false);
    hideBanner(s);
    expect(s.m.get("hide-notification-banner")).toBe("true");
    expect(isBannerHidden(s)).toBe(true);
    clearBannerHidden(s);
    expect(isBannerHidden(s)).toBe(false);
  });
});

describe("consent", () => {
  it("round-trips with version and timestamp", () => {
    const raw = serializeConsent({ analytics: true, marketing: false }, new Date("2026-01-02T03:04:05Z"));
    expect(JSON.parse(raw)).toEqual({ version: CONSENT_VERSION, analytics: true, marketing: false, timestamp: "2026-01-02T03:04:05.000Z" });
    expect(parseConsent(raw)).toMatchObject({ analytics: true, marketing: false });
    expect(CONSENT_STORAGE_KEY).toBe("upstep-consent");
  });
  it("treats malformed or old-version values as no decision", () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent("{")).toBeNull();
    expect(parseConsent(JSON.stringify({ version: 0, analytics: true, marketing: true, timestamp: "x" }))).toBeNull();
  });
  it("loads the tag manager only when consented and configured", () => {
    expect(shouldLoadTagManager({ analytics: true, marketing: false }, "GTM-1")).toBe(true);
    expect(shouldLoadTagManager({ analytics: false, marketing: true }, "GTM-1")).toBe(false);
    expect(shouldLoadTagManager(null, "GTM-1")).toBe(false);
    expect(shouldLoadTagManager({ analytics: true, marketing: true }, null)).toBe(false);
  });
});

describe("layout options", () => {
  it("gives /events the grey footer and other pages the default", () => {
    expect(layoutOptionsFor("/events").footerVariant).toBe("grey");
    expect(layoutOptionsFor("/events/123").footerVariant).toBe("white");
    expect(layoutOptionsFor("/").footerVariant).toBe("white");
    expect(layoutOptionsFor("/").header).toBe(true);
  });
});

describe("page metadata", () => {
  it("applies per-page overrides and keeps the RSS and canonical links", () => {
    const m = pageMetadata({ title: "About", description: "d", author: "A", ogtitle: "OG", ogimage: "/x.png", ogtype: "article", keywords: "a, b", path: "/about" });
    expect(m.title).toBe("About");
    expect(m.keywords).toEqual(["a", "b"]);
    expect(m.authors).toEqual([{ name: "A" }]);
    expect(m.alternates).toEqual({ canonical: "/about", types: { "application/rss+xml": [{ url: "/rss", title: "Upstep blog" }] } });
    expect(m.openGraph).toMatchObject({ title: "OG", description: "d", type: "article", images: [{ url: "/x.png" }] });
    expect(m.twitter).toMatchObject({ card: "summary_large_image", title: "OG" });
  });
  it("defaults the canonical to the requested path and sets the base URL at the root", () => {
    expect(pageMetadata().alternates?.canonical).toBe("./");
    expect(rootMetadata("https://upstep.example").metadataBase?.toString()).toBe("https://upstep.example/");
  });
});

describe("app-store banner", () => {
  it("carries the Apple and the Play tag with the store ids (read only on iOS and Android)", () => {
    expect(appBannerMetadata()).toEqual({ itunes: { appId: IOS_APP_STORE_ID }, other: { "google-play-app": `app-id=${ANDROID_PACKAGE_ID}` } });
  });
});
