import { describe, expect, it } from "vitest";
import { routeExists } from "@/testing/app-routes";
import { SEED_BANNER, SEED_FOOTER, SEED_NAVBAR } from "./navigation";
import { SEED_PAGES } from "./pages";

/*
 * Issue 3: every link in the seeded navbar and footer answers 200. This resolves each same-site link
 * against the App Router directory (route groups, [param], [...all], [[...optional]]) so a link to a
 * route nobody built fails here, before the browser test (e2e/content-pages.spec.ts) requests them.
 */
const bodyLinks = SEED_PAGES.flatMap((p) => [...p.sections.map((s) => s.html).join("").matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!));
const ctaLinks = SEED_PAGES.flatMap((p) => (p.fields.ctas ?? []).map((c) => c.href)).filter((h) => h.startsWith("/"));
const bannerLinks = [...SEED_BANNER.content.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);

describe("seeded links", () => {
  it("resolver sanity: finds real routes and rejects missing ones", () => {
    expect(routeExists("/")).toBe(true);
    expect(routeExists("/about")).toBe(true);
    expect(routeExists("/admin/content")).toBe(true);
    expect(routeExists("/no-such-page")).toBe(false);
    expect(routeExists("/about/deeper")).toBe(false);
  });

  it.each([...new Set(SEED_NAVBAR.map((i) => i.url))])("navbar link %s is a route of the app", (url) => {
    expect(routeExists(url)).toBe(true);
  });

  it("every navbar item has a destination of its own (issue 11: 22 items led to about 12 places)", () => {
    const urls = SEED_NAVBAR.map((i) => i.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("every footer item has a destination of its own, the Contact link above the columns included", () => {
    const urls = [...SEED_FOOTER.map((i) => i.url), "/contact"];
    expect(new Set(urls).size).toBe(urls.length);
  });

  it.each([...new Set(SEED_FOOTER.filter((i) => i.url.startsWith("/")).map((i) => i.url))])("footer link %s is a route of the app", (url) => {
    expect(routeExists(url)).toBe(true);
  });

  it.each([...new Set([...bodyLinks, ...ctaLinks, ...bannerLinks])])("page, call-to-action or banner link %s is a route of the app", (url) => {
    expect(routeExists(url)).toBe(true);
  });

  it("external footer links are https", () => {
    for (const i of SEED_FOOTER.filter((f) => !f.url.startsWith("/"))) expect(i.url).toMatch(/^https:\/\/www\.[a-z]+\.com\/|^https:\/\/[a-z]+\.com\//);
  });
});
