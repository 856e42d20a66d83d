import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

/*
 * Issue 3 parts 1 and 12: every link in the seeded navbar and footer answers 200, and each static
 * page of the route table is rendered from the content store with one h1, its SEO tags and no axe
 * violations, at 1280 and 390 px wide.
 */
const STATIC_PAGES = [
  ["/about", "About Upstep"],
  ["/contact", "Contact Upstep"],
  ["/faq", "Frequently asked questions"],
  ["/privacy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Use"],
  ["/impact", "Our impact"],
  ["/mobile-app", "The Upstep mobile app"],
  ["/employers", "Hire skilled talent with Upstep"],
  ["/candidates", "Your next step starts here"],
  ["/cookie-notice", "Cookie Notice"],
  ["/ca-notices-at-collection", "California Notices at Collection"],
  ["/accessibility", "Accessibility statement"],
] as const;

const CLIENT_VERSION = { "x-content-client-version": "e2e/1.0" };

type Link = { url: string };

async function seededLinks(page: Page): Promise<string[]> {
  const res = await page.request.get("/api/content/v2/content?keys=navbar,footer", { headers: CLIENT_VERSION });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { navbar: Link[]; footer: Link[] } };
  expect(data.navbar.length).toBeGreaterThan(10);
  expect(data.footer.length).toBeGreaterThan(10);
  return [...new Set([...data.navbar, ...data.footer].map((i) => i.url).filter((u) => u.startsWith("/")))];
}

test.describe("content pages", () => {
  test("every same-site link in the seeded navbar and footer answers 200", async ({ page }) => {
    test.setTimeout(180_000);
    const links = await seededLinks(page);
    for (const url of links) {
      const res = await page.request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(200);
    }
  });

  test("the rendered footer and menus link only to pages that answer 200", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/about");
    const hrefs = await page.locator("footer a[href^='/'], header a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    const unique = [...new Set(hrefs)].filter((h) => !h.startsWith("/api/"));
    expect(unique.length).toBeGreaterThan(5);
    for (const href of unique) expect((await page.request.get(href)).status(), href).toBe(200);
  });

  for (const width of [1280, 390]) {
    test(`static pages at ${width} px: one h1, SEO tags, no axe violations`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      for (const [path, title] of STATIC_PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("h1"), path).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{30,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
        await expect(page.locator("main h2").first()).toBeVisible();
        // No horizontal scrolling at phone width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), path).toBe(true);
        await expectNoAxeViolations(page);
      }
    });
  }

  test("calls to action lead to sign-up and jobs", async ({ page }) => {
    await page.goto("/candidates");
    await expect(page.getByRole("link", { name: "Join Upstep free" })).toHaveAttribute("href", "/join");
    await expect(page.getByRole("main").getByRole("link", { name: "Find jobs" }).first()).toHaveAttribute("href", "/jobs");
    await page.goto("/employers");
    await expect(page.getByRole("link", { name: "Create an employer account" }).first()).toHaveAttribute("href", "/join?employer=true");
  });

  test("the content read API needs the client-version header and answers 404 for an unknown page", async ({ page }) => {
    expect((await page.request.get("/api/content/v2/pages/static/about")).status()).toBe(400);
    const about = await page.request.get("/api/content/v2/pages/static/about", { headers: CLIENT_VERSION });
    expect(about.status()).toBe(200);
    expect((await about.json()).data.title).toBe("About Upstep");
    const missing = await page.request.get("/api/content/v2/pages/static/not-a-page", { headers: CLIENT_VERSION });
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error.correlationId).toBeTruthy();
  });
});
