import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { logInThroughUi } from "./support/session";

/*
 * Issue 11: the home page leads with a job search (what + where), then live content (categories
 * with job counts, companies hiring, the newest jobs); signed-in visitors see their next steps, not
 * "Join" and "Log in", and so do the footer and /join.
 */
test.describe("home page", () => {
  test("the search sends what and where to /jobs, by keyboard", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Take the next step in your career with Upstep");
    const search = page.getByRole("search", { name: "Search jobs" });
    await search.getByLabel("What").fill("nurse");
    await search.getByLabel("Where").fill("Austin, TX");
    await search.getByLabel("Where").press("Enter");
    await expect(page).toHaveURL(/\/jobs\?q=nurse&location=Austin%2C(\+|%20)TX$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Nurse Jobs");
  });

  test("shows live categories, companies and newest jobs whose links lead somewhere", async ({ page }) => {
    await page.goto("/");
    const categories = page.getByRole("region", { name: "Explore jobs by category" });
    const companies = page.getByRole("region", { name: "Companies hiring now" });
    const newest = page.getByRole("region", { name: "Newest jobs" });
    await expect(categories.getByRole("listitem")).not.toHaveCount(0);
    await expect(companies.getByRole("listitem")).not.toHaveCount(0);
    await expect(newest.getByRole("heading", { level: 3 })).not.toHaveCount(0);
    await expect(categories.getByRole("listitem").first().getByRole("link")).toContainText(/\d[\d,]* open jobs?/);

    // A category's count is the number of open jobs its browse page lists.
    const first = categories.getByRole("listitem").first();
    const count = Number((await first.textContent())!.match(/([\d,]+) open jobs?/)![1]!.replace(/,/g, ""));
    const href = (await first.getByRole("link").getAttribute("href"))!;
    expect(href).toMatch(/^\/browse-jobs\/category\/[a-z0-9-]+$/);
    const browse = await page.request.get(href);
    expect(browse.status()).toBe(200);
    expect(await browse.text()).toContain(count.toLocaleString("en-US"));

    for (const link of [companies.getByRole("listitem").first().getByRole("link"), newest.getByRole("heading", { level: 3 }).first().getByRole("link")]) {
      const res = await page.request.get((await link.getAttribute("href"))!);
      expect(res.status()).toBe(200);
    }
  });

  test("a signed-out visitor sees Join and Log in; the footer says Login | Join", async ({ page }) => {
    await page.goto("/");
    const cta = page.locator("[data-home-cta]");
    await expect(cta).toHaveAttribute("data-home-cta", "signed-out");
    await expect(cta.getByRole("link", { name: "Join Upstep, it's free" })).toHaveAttribute("href", "/join");
    await expect(page.locator("[data-footer-account]")).toHaveAttribute("data-footer-account", "signed-out");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("a signed-in candidate sees next steps on the home page, in the footer and on /join", async ({ page }) => {
    await logInThroughUi(page, "candidate@upstep.local");
    await page.goto("/");
    const cta = page.locator("[data-home-cta]");
    await expect(cta).toHaveAttribute("data-home-cta", "signed-in");
    await expect(cta.getByRole("heading", { level: 2 })).toContainText("Welcome back");
    await expect(cta.getByRole("link", { name: /Search jobs/ })).toHaveAttribute("href", "/jobs");
    await expect(page.getByText("Join Upstep, it's free")).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(page.locator("[data-footer-account]")).toHaveAttribute("data-footer-account", "signed-in");
    await expect(footer.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/account/security");
    await expect(footer.getByRole("link", { name: "Log out" })).toHaveAttribute("href", "#logout");
    await expect(footer.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto("/join");
    await expect(page.getByTestId("already-signed-in")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("already signed in");
    // The same next steps as the home page's (lib/next-steps.ts).
    await expect(page.getByTestId("already-signed-in").getByRole("link")).toHaveText(["Search jobs", "Browse companies", "Account security"]);
  });

  test("without JavaScript the join card shows and the search still works", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Join Upstep, it's free" }).first()).toBeVisible();
    await page.getByLabel("What").fill("cook");
    await page.getByRole("button", { name: "Search jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?q=cook/);
    await context.close();
  });
});
