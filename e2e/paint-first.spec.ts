import { expect, test, type Page } from "./support/test";

/*
 * Decision 059: the page is painted before the framework is fetched and started. The HTML names no
 * chunk script to run at once (each is a call to the paint-first loader), the chunk scripts are
 * requested only after the browser reports the first contentful paint, and the app then hydrates:
 * client-side navigation works, with the page's state kept.
 */
async function jobPath(page: Page): Promise<string> {
  const rss = await (await page.request.get("/rss")).text();
  return /\/jobs\/all\/all\/all\/all\/all\/[0-9a-f-]{36}/.exec(rss)![0];
}

/** The first contentful paint and the start of each chunk script's fetch, in the page's time. */
async function timeline(page: Page) {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    chunks: performance
      .getEntriesByType("resource")
      .filter((e) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(e.name).pathname))
      .map((e) => ({ name: new URL(e.name).pathname, startTime: e.startTime })),
  }));
}

test("public pages paint before their scripts are fetched, then hydrate and navigate on the client", async ({ page }) => {
  for (const path of ["/", "/jobs", await jobPath(page), "/companies", "/login"]) {
    const html = await (await page.request.get(path)).text();
    // Next's chunk scripts became loader calls; nothing fetches or runs them from the HTML.
    expect(html, path).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js"[^>]* async=""/);
    expect(html, path).not.toMatch(/<link rel="preload" as="script"[^>]*href="\/_next\/static\//);
    expect(html, path).toContain("self.__upstepBoot(");

    await page.goto(path);
    // React has hydrated the page: the h1 carries a fiber.
    await expect.poll(() => page.locator("h1").first().evaluate((h1) => Object.keys(h1).some((k) => k.startsWith("__reactFiber")))).toBe(true);
    const { fcp, chunks } = await timeline(page);
    expect(fcp, `${path}: first contentful paint`).not.toBeNull();
    expect(chunks.length, `${path}: chunk scripts fetched`).toBeGreaterThan(0);
    for (const chunk of chunks) expect(chunk.startTime, `${path}: ${chunk.name} was requested before the first paint`).toBeGreaterThanOrEqual(fcp!);
  }

  // The app runs: a link navigates on the client, keeping the window's state.
  await page.goto("/");
  await expect.poll(() => page.locator("h1").first().evaluate((h1) => Object.keys(h1).some((k) => k.startsWith("__reactFiber")))).toBe(true);
  await page.evaluate(() => ((window as unknown as { keptAcrossNavigation: boolean }).keptAcrossNavigation = true));
  await page.locator("main a[href='/jobs'], main a[href^='/jobs?']").first().click();
  await expect(page).toHaveURL(/\/jobs/);
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { keptAcrossNavigation?: boolean }).keptAcrossNavigation)).toBe(true);
});
