import { expect, test, type Locator, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

/** Presses Tab until the target has focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${target} with Tab`);
}

const DETAIL_PATH = /\/jobs\/all\/all\/all\/all\/all\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test.describe("job search (issue 4 part 3)", () => {
  test("search by keyword and ZIP with a radius, narrow by a facet, open a job and come back with the filters kept, by keyboard", async ({ page }) => {
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
    await expectNoAxeViolations(page);

    const what = page.getByLabel("What");
    await tabTo(page, what);
    await page.keyboard.type("nurse");
    await tabTo(page, page.getByLabel("Where"));
    await page.keyboard.type("78701");
    await tabTo(page, page.getByLabel("Distance"));
    await page.keyboard.press("ArrowDown"); // 25 -> 50 miles
    await expect(page.getByLabel("Distance")).toHaveValue("50");
    await tabTo(page, page.getByRole("button", { name: "Search jobs" }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/jobs\?q=nurse&location=78701&radius=50$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nurse Jobs near Austin, TX 78701");
    const count = page.locator("#results-heading");
    await expect(count).toContainText(/\d+ jobs? within 50 miles/);
    // Each result is a direct <li> of the results list (it holds a nested list of pay, type and age).
    const results = page.getByRole("list", { name: /jobs? within 50 miles/ }).locator(":scope > li");
    expect(await results.count()).toBeGreaterThan(0);
    for (const text of await results.locator("p", { hasText: / mi$/ }).allTextContents()) {
      expect(Number(/([\d.]+) mi$/.exec(text)![1])).toBeLessThanOrEqual(50);
    }
    await expectNoAxeViolations(page);

    // Narrow by the first job-type facet: its count is the new total.
    const facet = page.getByRole("region", { name: "Job type" }).getByRole("link").first();
    const facetText = (await facet.textContent())!;
    const facetCount = Number(/\((\d[\d,]*)\)/.exec(facetText)![1]!.replace(/,/g, ""));
    await tabTo(page, facet);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]type=[a-z-]+/);
    const narrowedUrl = page.url();
    await expect(count).toContainText(`${facetCount} job`);
    expect(await results.count()).toBe(Math.min(facetCount, 20));

    // Open the first result.
    const first = results.first().getByRole("heading", { level: 3 }).getByRole("link");
    const title = (await first.textContent())!.trim();
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(DETAIL_PATH);
    const h1 = page.getByRole("heading", { level: 1 });
    if (await h1.count()) await expect(h1.first()).toContainText(title);
    const recent = await page.evaluate(() => JSON.parse(localStorage.getItem("recent-jobs") ?? "[]") as { id: string; title: string }[]);
    expect(recent[0]?.title).toBe(title);
    expect(page.url()).toContain(recent[0]!.id);

    // Back: the same search with every filter, the form filled in, and the job under "Recently viewed".
    await page.goBack();
    await expect(page).toHaveURL(narrowedUrl);
    await expect(page.getByLabel("What")).toHaveValue("nurse");
    await expect(page.getByLabel("Where")).toHaveValue("78701");
    await expect(page.getByLabel("Distance")).toHaveValue("50");
    await expect(count).toContainText(`${facetCount} job`);
    await expect(page.getByRole("region", { name: "Recently viewed jobs" }).getByRole("link", { name: title }).first()).toBeVisible();
  });

  test("a misspelt keyword offers a suggestion; the empty state has no accessibility violations", async ({ page }) => {
    await page.goto("/jobs?q=nurce");
    await expect(page.locator("#results-heading")).toHaveText("0 jobs");
    await expect(page.getByText("No jobs match your search.")).toBeVisible();
    const suggestion = page.getByRole("link", { name: "nurse", exact: true });
    await expect(suggestion).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, suggestion);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/jobs\?q=nurse$/);
    await expect(page.locator("#results-heading")).toHaveText(/[\d,+]+ jobs/);
  });
});

test.describe("job search on a phone (issue 11)", () => {
  test("filters open from a button at the top, in a sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/jobs?q=nurse&type=full-time");
    const filters = page.getByRole("button", { name: /Filters.*1 applied/ });
    await expect(filters).toBeVisible();
    const first = page.locator("ol[aria-labelledby='results-heading'] > li").first();
    expect((await filters.boundingBox())!.y).toBeLessThan((await first.boundingBox())!.y);
    await expect(page.getByRole("region", { name: "Job type" })).toBeHidden();
    await filters.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(filters).toBeFocused();
    await filters.click();
    await sheet.getByRole("region", { name: "Category" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/[?&]category=/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: /Filters.*2 applied/ })).toBeVisible();
  });

  test("Remote only works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/jobs");
    await page.getByLabel("Remote only").check();
    await page.getByRole("button", { name: "Search jobs" }).click();
    await expect(page).toHaveURL(/[?&]remote=true/);
    await expect(page.getByLabel("Remote only")).toBeChecked();
    await context.close();
  });
});

test.describe("browse jobs (issue 4 part 4)", () => {
  test("the index links states, categories, remote and companies; browse pages follow the page rules", async ({ page }) => {
    const response = await page.goto("/browse-jobs");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Browse jobs" })).toBeVisible();
    await expectNoAxeViolations(page);

    const texas = page.getByRole("link", { name: "Texas", exact: true });
    await tabTo(page, texas, 250);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/browse-jobs\/state\/texas$/);
    await expect(page.getByRole("heading", { level: 1, name: "Jobs in Texas" })).toBeVisible();
    await page.getByRole("link", { name: "All jobs in Texas" }).click();
    await expect(page).toHaveURL(/\/browse-jobs\/state\/texas\/all$/);
    await expect(page.getByRole("list", { name: /jobs/ }).locator(":scope > li")).toHaveCount(20);
    await expectNoAxeViolations(page);

    await page.goto("/browse-jobs/state/texas/all/1");
    await expect(page).toHaveURL(/\/browse-jobs\/state\/texas\/all$/);
    expect((await page.goto("/browse-jobs/state/atlantis"))?.status()).toBe(404);
    expect((await page.goto("/browse-jobs/state/texas/all/9999"))?.status()).toBe(404);
    expect((await page.goto("/browse-jobs/category/not-a-category"))?.status()).toBe(404);
    const remote = await page.goto("/browse-jobs/remote");
    expect(remote?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Remote jobs" })).toBeVisible();
  });
});
