import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

/*
 * Issue 11: every public page (the static content pages have their own loop in content-pages.spec.ts)
 * has one h1, no axe violations and no sideways scroll at 1280 and 390 px; the 404 page is rendered
 * on the server; favicon and app icons exist; /jobs counts and pages agree.
 */

/** The public pages with data in their URL, found from the home page's own links. */
async function publicPaths(page: Page): Promise<string[]> {
  await page.goto("/");
  const href = (region: string) => page.getByRole("region", { name: region }).getByRole("listitem").first().getByRole("link").getAttribute("href");
  const category = (await href("Explore jobs by category"))!;
  const company = (await href("Companies hiring now"))!;
  const job = (await page.getByRole("region", { name: "Newest jobs" }).getByRole("heading", { level: 3 }).first().getByRole("link").getAttribute("href"))!;
  await page.goto("/companies");
  const industry = (await page.getByRole("region", { name: "Companies by industry" }).getByRole("link").first().getAttribute("href"))!;
  expect(industry).toMatch(/^\/companies\/category\/[a-z0-9-]+$/);
  return [
    "/",
    "/jobs",
    "/jobs?q=nurse&location=Austin%2C+TX",
    job,
    "/browse-jobs",
    "/browse-jobs/remote",
    category,
    "/companies",
    "/companies/browse/a",
    industry,
    company,
    "/login",
    "/join",
    "/forgot-password",
    "/no-such-page-for-the-test",
  ];
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${what} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}

test.describe("public pages", () => {
  for (const width of [1280, 390]) {
    test(`one h1, no axe violations and no sideways scroll at ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      const paths = await publicPaths(page);
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        const response = await page.goto(path);
        expect([200, 404], path).toContain(response?.status());
        await expect(page.locator("h1"), path).toHaveCount(1);
        await expectNoSidewaysScroll(page, path);
        await expectNoAxeViolations(page);
        if (process.env.E2E_SCREENSHOTS) {
          const name = path === "/" ? "home" : path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-").slice(0, 60);
          await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
        }
      }
    });
  }

  test("the 404 page is rendered on the server: its HTML says Page not found, with its own title", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/a/path/that/does/not/exist");
    expect(response?.status()).toBe(404);
    expect(await response!.text()).toContain("Page not found");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found/);
    await context.close();
  });

  test("favicon, app icons and the web manifest answer", async ({ request }) => {
    for (const path of ["/favicon.ico", "/icon.svg", "/apple-icon.png", "/icons/icon-192.png", "/icons/icon-512.png"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect((await res.body()).length, path).toBeGreaterThan(100);
    }
    const manifest = await request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    const body = await manifest.json();
    expect(body.name).toMatch(/Upstep/);
    expect(body.icons.length).toBeGreaterThanOrEqual(2);
  });

  test("/jobs: the count and the pager agree, and a page past the last one is 404", async ({ page }) => {
    await page.goto("/jobs");
    const pager = page.getByRole("navigation", { name: "Result pages" });
    const pageOf = await pager.getByText(/Page 1 of/).textContent();
    const last = Number(pageOf!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ""));
    const count = await page.locator("#results-heading").textContent();
    const total = Number(count!.match(/([\d,]+)/)![1]!.replace(/,/g, ""));
    expect(Math.ceil(total / 20)).toBe(last);
    expect((await page.request.get(`/jobs?page=${last}`)).status()).toBe(200);
    expect((await page.request.get(`/jobs?page=${last + 1}`)).status()).toBe(404);
  });
});
