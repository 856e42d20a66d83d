import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { logInThroughUi } from "./support/session";

/*
 * The candidate dashboard (issue 14 part 6, decision 025): the demo candidate reaches /dashboard from
 * the account menu, sees real data (their unread count, the newest jobs the API also returns), searches
 * with the keyboard, and every section page answers with one h1. Axe at 1280 and 390 px, no sideways
 * scroll on a phone. E2E_SCREENSHOTS=dir saves docs/screenshots/dashboard-*.png.
 */
const CANDIDATE = "candidate@upstep.local";
const CSRF = { "x-csrf": "1" };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SECTIONS = [
  ["/dashboard/jobs", "Your jobs"],
  ["/dashboard/courses", "Your courses"],
  ["/dashboard/blog", "Career advice"],
  ["/dashboard/resources", "Resources"],
  ["/dashboard/events", "Your events"],
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${page.url()} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}

async function shoot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const close of await page.locator(".Toastify__close-button").all()) await close.click().catch(() => {});
  await expect(page.locator(".Toastify__toast")).toHaveCount(0);
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Presses Tab until the element is focused (keyboard only, whatever the header holds before it). */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached the element with Tab");
}

/** Exactly one unread notification for the candidate. */
async function oneUnread(page: Page) {
  expect((await page.request.post("/api/notifications/read-all", { headers: CSRF })).status()).toBe(200);
  const res = await page.request.post("/api/dev/notify", {
    headers: CSRF,
    data: { email: CANDIDATE, type: "job-alert", title: "New jobs for you", body: "Three new nursing jobs near 60601.", link: "/jobs" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe("candidate dashboard", () => {
  test.beforeEach(async ({ page }) => {
    // The demo candidate is new enough for the product tour; it is not what these tests look at.
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("signed out, /dashboard sends to log in and back", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    await page.getByLabel("Email address").fill(CANDIDATE);
    await page.getByLabel("Password", { exact: true }).fill("upstep-demo-2026");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Casey" })).toBeVisible();
  });

  test("the menu's Dashboard leads to real data; keyboard search; every section has one h1; axe at 1280 and 390 px", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await logInThroughUi(page, CANDIDATE);
    await oneUnread(page);

    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");

    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Casey");
    await expect(page.getByText("Your Upstep dashboard")).toBeVisible();
    await expect(page.getByTestId("dashboard-unread")).toHaveText("1");
    await expect(page.getByRole("link", { name: "Go to your profile" })).toHaveAttribute("href", "/dashboard/candidate360");
    await expect(page.getByRole("link", { name: "Open notifications" })).toHaveAttribute("href", "/notifications");
    await expect(page.getByRole("link", { name: "Change email settings" })).toHaveAttribute("href", "/dashboard/settings");

    // The newest jobs are the ones the API answers with.
    const api = await page.request.get("/api/candidates/dashboard");
    expect(api.status()).toBe(200);
    const body = (await api.json()) as { name: string; brandName: string; newestJobs: { title: string; url: string }[]; counts: { unreadNotifications: number } };
    expect(body).toMatchObject({ name: "upstep", brandName: "Upstep", counts: { unreadNotifications: 1 } });
    expect(body.newestJobs.length).toBeGreaterThan(0);
    const newest = page.getByRole("list", { name: "Newest jobs" });
    await expect(newest.getByRole("link").first()).toHaveText(body.newestJobs[0]!.title);
    await expect(newest.getByRole("link").first()).toHaveAttribute("href", body.newestJobs[0]!.url);

    const sections = page.getByRole("navigation", { name: "Dashboard sections" });
    for (const [href] of SECTIONS) await expect(sections.locator(`a[href="${href}"]`)).toHaveCount(1);

    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "dashboard-1280");

    // Keyboard only: Tab to the search's What field, type, Enter.
    await page.locator("body").focus();
    const what = page.getByRole("searchbox", { name: "What" });
    await tabTo(page, what);
    await page.keyboard.type("nurse");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/jobs\?q=nurse/);

    // Each section: one h1, a way back, axe clean; keyboard reaches the way back.
    for (const [path, title] of SECTIONS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expectNoAxeViolations(page);
    }
    await expect(page.getByRole("link", { name: "Choose your email" })).toHaveAttribute("href", "/dashboard/settings");
    await page.goto("/dashboard/jobs");
    await expect(page.getByRole("list", { name: "Newest jobs" }).getByRole("listitem").first()).toBeVisible();
    await page.goto("/dashboard/blog");
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.getByText("Read the article").first().click();
    await page.goto("/dashboard/resources");
    await expect(page.getByRole("list", { name: "Guides" }).getByRole("link").first()).toBeVisible();
    await page.locator("body").focus();
    const back = page.locator("main").getByRole("link", { name: "Dashboard", exact: true });
    await tabTo(page, back);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/dashboard");

    // A phone.
    await page.setViewportSize(PHONE);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Casey");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "dashboard-390");
    for (const [path] of SECTIONS) {
      await page.goto(path);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    }
  });

  test("a job opened from the dashboard is listed under Recently viewed jobs (browser storage)", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logInThroughUi(page, CANDIDATE);
    await page.goto("/dashboard");
    const recent = page.getByRole("heading", { level: 2, name: "Recently viewed jobs" });
    await expect(recent).toBeHidden();
    const first = page.getByRole("list", { name: "Newest jobs" }).getByRole("link").first();
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/jobs\/all\/all\/all\/all\/all\//);
    await page.goto("/dashboard");
    await expect(recent).toBeVisible();
    await expect(page.locator("section[aria-labelledby=dashboard-recent]").getByRole("link", { name: title })).toBeVisible();
  });

  test("the dashboard API is 401 signed out", async ({ page }) => {
    const res = await page.request.get("/api/candidates/dashboard");
    expect(res.status()).toBe(401);
  });
});
