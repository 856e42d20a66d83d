import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { extractLink, latestMailTo } from "./support/mail";
import { logInThroughUi } from "./support/session";

/*
 * Email settings and one-click unsubscribe (issue 13 part 2): the demo candidate turns Job alerts off
 * on /dashboard/settings with the keyboard, sees it kept after a reload and on /my-profile?tab=settings;
 * a real job-alert mail's footer link unsubscribes signed out with a script-free form post. Axe at 1280
 * and 390 px, no sideways scroll on a phone. E2E_SCREENSHOTS=dir saves the screenshots
 * (docs/screenshots/email-settings-*.png, unsubscribe-*.png).
 */
const CANDIDATE = "candidate@upstep.local";
const CSRF = { "x-csrf": "1" };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

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

/** Sets job alerts for the signed-in person through the API (each test starts from a known state). */
async function setJobAlerts(page: Page, on: boolean) {
  const res = await page.request.patch("/api/email/preferences", { headers: CSRF, data: { "job-alerts": on } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Presses Tab until the element is focused (keyboard only, whatever the header holds before it). */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached the element with Tab");
}

const jobAlerts = (page: Page) => page.getByRole("switch", { name: "Job alerts" });

test.describe("email settings", () => {
  test.beforeEach(async ({ page }) => {
    // The demo candidate is new enough for the product tour; it is not what these tests look at.
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("signed out, /dashboard/settings and /my-profile send to log in and back", async ({ page }) => {
    await page.goto("/dashboard/settings");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard%2Fsettings$/);
    await page.goto("/my-profile?tab=settings");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmy-profile%3Ftab%3Dsettings$/);
    await page.getByLabel("Email address").fill(CANDIDATE);
    await page.getByLabel("Password", { exact: true }).fill("upstep-demo-2026");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL("/my-profile?tab=settings");
    await expect(page.getByRole("heading", { level: 2, name: "Email and notification settings" })).toBeVisible();
  });

  test("turn Job alerts off with the keyboard, save, reload: still off, on /my-profile too; axe at 1280 and 390 px", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logInThroughUi(page, CANDIDATE);
    await setJobAlerts(page, true);

    // The menu's Job Alerts entry leads here.
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Job Alerts" }).click();
    await expect(page).toHaveURL("/dashboard/settings");

    await expect(page.getByRole("heading", { level: 1, name: "Email and notification settings" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const label of ["Job alerts", "Application updates", "Messages from employers", "Events", "Product news"]) await expect(page.getByRole("switch", { name: label })).toBeVisible();
    await expect(jobAlerts(page)).toHaveAccessibleDescription("New jobs that match the searches you saved.");
    await expect(jobAlerts(page)).toBeChecked();
    await expect(page.getByRole("switch", { name: "Product news" })).not.toBeChecked();
    await expect(page.getByText("Emails about your account (sign-in, password and security) are always sent")).toBeVisible();
    await expect(page.getByRole("link", { name: "See your notifications" })).toHaveAttribute("href", "/notifications");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "email-settings-1280");

    // Keyboard only: Tab to the switch, Space turns it off, Tab on to Save, Enter.
    await page.locator("body").focus();
    await tabTo(page, jobAlerts(page));
    await page.keyboard.press("Space");
    await expect(jobAlerts(page)).not.toBeChecked();
    const save = page.getByRole("button", { name: "Save email settings" });
    await tabTo(page, save);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Your email settings are saved.")).toBeVisible();

    await page.reload();
    await expect(jobAlerts(page)).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Application updates" })).toBeChecked();

    await page.goto("/my-profile?tab=settings");
    await expect(page.getByRole("heading", { level: 2, name: "Email and notification settings" })).toBeVisible();
    await expect(jobAlerts(page)).not.toBeChecked();
    await expectNoAxeViolations(page);

    await page.setViewportSize(PHONE);
    await page.goto("/dashboard/settings");
    await expect(jobAlerts(page)).not.toBeChecked();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "email-settings-390");
  });

  test("a failed save keeps the choice and shows the error", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logInThroughUi(page, CANDIDATE);
    await setJobAlerts(page, true);
    await page.goto("/dashboard/settings");
    await page.route("**/api/email/preferences", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "Something went wrong on our side.", correlationId: "e2e-ref" } }) }),
    );
    await page.getByRole("switch", { name: "Events" }).click();
    await page.getByRole("button", { name: "Save email settings" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Something went wrong on our side." })).toBeVisible();
    await expect(page.getByText("Reference: e2e-ref")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Events" })).not.toBeChecked();
    await expect(jobAlerts(page)).toBeChecked();
    await page.unroute("**/api/email/preferences");
    await page.reload();
    await expect(page.getByRole("switch", { name: "Events" })).toBeChecked();
  });

  test("a delivered job alert's unsubscribe link works signed out (script-free form post), and the setting shows it", async ({ page, browser }) => {
    await page.setViewportSize(DESKTOP);
    await logInThroughUi(page, CANDIDATE);
    await setJobAlerts(page, true);
    const title = `Nurse jobs near Austin ${Date.now().toString(36)}`;
    const since = new Date();
    const res = await page.request.post("/api/dev/notify", { headers: CSRF, data: { email: CANDIDATE, type: "job-alert", title, body: "Three new jobs match your saved search.", link: "/jobs" } });
    expect(res.status(), await res.text()).toBe(201);
    const mail = await latestMailTo(CANDIDATE, { subject: title, since, timeout: 20_000 });
    const link = extractLink(mail.text, "/email/unsubscribe");

    // Signed out, and without JavaScript: the form is plain HTML.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const anon = await context.newPage();
    await anon.goto(link);
    await expect(anon.getByRole("heading", { level: 1, name: "Unsubscribe from Job alerts?" })).toBeVisible();
    await expect(anon.getByText("You will get no more “Job alerts” emails from Upstep.")).toBeVisible();
    await context.close();

    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from Job alerts?" })).toBeVisible();
    const robots = await page.locator('meta[name="robots"]').getAttribute("content");
    expect(robots).toContain("noindex");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "unsubscribe-1280");
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "unsubscribe-390");
    await page.setViewportSize(DESKTOP);

    // Opening the page changed nothing (never unsubscribe on GET): still on when checked later below.
    await page.getByRole("button", { name: "Unsubscribe" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/email\/unsubscribe\?token=[^&]+&done=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed from Job alerts" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Change your email settings" })).toHaveAttribute("href", "/dashboard/settings");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
    await shoot(page, "unsubscribe-done-1280");

    await page.getByRole("link", { name: "Change your email settings" }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard%2Fsettings$/);
    await page.getByLabel("Email address").fill(CANDIDATE);
    await page.getByLabel("Password", { exact: true }).fill("upstep-demo-2026");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL("/dashboard/settings");
    await expect(jobAlerts(page)).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Application updates" })).toBeChecked();
  });

  test("an invalid unsubscribe link says so and leads to the settings", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/email/unsubscribe?token=not-a-real-token");
    await expect(page.getByRole("heading", { level: 1, name: "This unsubscribe link does not work" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Change your email settings" })).toHaveAttribute("href", "/dashboard/settings");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
