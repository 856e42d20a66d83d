import { describe, expect, it } from "vitest";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { SEED_BANNER, SEED_FOOTER, SEED_NAVBAR } from "./navigation";
import { SEED_PAGES } from "./pages";

/*
 * Issue 3: every link in the seeded navbar and footer answers 200. This resolves each same-site link
 * against the App Router directory (route groups, [param], [...all], [[...optional]]) so a link to a
 * route nobody built fails here, before the browser test (e2e/content-pages.spec.ts) requests them.
 */
const APP_DIR = path.resolve(import.meta.dirname, "../../app");
/** The root catch-all only renders the 404 page per request (decision 011): it is no route. */
const NOT_FOUND_CATCH_ALL = "[...unmatched]";

function isLeaf(dir: string): boolean {
  return ["page.tsx", "page.ts", "route.ts", "route.tsx"].some((f) => existsSync(path.join(dir, f)));
}

function resolves(dir: string, segments: string[]): boolean {
  const children = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith("_") && !d.name.startsWith("@") && d.name !== NOT_FOUND_CATCH_ALL);
  if (segments.length === 0) {
    if (isLeaf(dir)) return true;
    return children.some(
      (c) => (/^\(.+\)$/.test(c.name) && resolves(path.join(dir, c.name), [])) || (/^\[\[\.\.\..+\]\]$/.test(c.name) && isLeaf(path.join(dir, c.name))),
    );
  }
  const [head, ...rest] = segments as [string, ...string[]];
  return children.some((c) => {
    const child = path.join(dir, c.name);
    if (/^\(.+\)$/.test(c.name)) return resolves(child, segments);
    if (c.name === head) return resolves(child, rest);
    if (/^\[\[\.\.\..+\]\]$/.test(c.name) || /^\[\.\.\..+\]$/.test(c.name)) return isLeaf(child);
    if (/^\[[^.[\]]+\]$/.test(c.name)) return resolves(child, rest);
    return false;
  });
}

export function routeExists(url: string): boolean {
  const { pathname } = new URL(url, "http://upstep.local");
  return resolves(APP_DIR, pathname.split("/").filter(Boolean).map(decodeURIComponent));
}

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
