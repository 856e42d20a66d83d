import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { CANDIDATE_PASSWORD, signUpCandidate } from "./support/candidate";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";

/*
 * The inbox (issue 13 part 3): the demo candidate gets notifications through the dev-only notify API
 * (the real notify()), sees the bell's count, filters unread, opens one (read, the count drops),
 * marks one and then all read; both pages pass axe at 1280 and 390 px without sideways scroll.
 * E2E_SCREENSHOTS=dir saves the screenshots (docs/screenshots/notifications-*.png).
 */
const CANDIDATE = "candidate@upstep.local";
const CSRF = { "x-csrf": "1" };

async function notifyCandidate(page: Page, title: string, extra: Record<string, unknown> = {}) {
  const res = await page.request.post("/api/dev/notify", { headers: CSRF, data: { email: CANDIDATE, type: "application-update", title, body: `${title}: Northwind Health moved your application to the interview stage.`, link: "/jobs", ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { notification: { id: string } }).notification.id;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${page.url()} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}

async function shoot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  // A live toast of a new notification may be showing (the hub); the screenshot is of the page.
  for (const close of await page.locator(".Toastify__close-button").all()) await close.click().catch(() => {});
  await expect(page.locator(".Toastify__toast")).toHaveCount(0);
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

const bell = (page: Page) => page.locator("header").getByRole("link", { name: /^Notifications/ });

test.describe("notifications", () => {
  test("signed out, /notifications sends to log in and back; someone else's or an unknown notification is 404", async ({ page }) => {
    await page.goto("/notifications?unread=1");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fnotifications%3Funread%3D1/);
    await page.getByLabel("Email address").fill(CANDIDATE);
    await page.getByLabel("Password", { exact: true }).fill("upstep-demo-2026");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL("/notifications?unread=1");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();

    for (const id of [randomUUID(), "not-an-id"]) {
      const response = await page.goto(`/notifications/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Page not found")).toBeVisible();
    }
    // Reading or marking through the API is the same 404 (someone else's ids: the integration tests).
    expect((await page.request.post(`/api/notifications/${randomUUID()}/read`, { headers: CSRF })).status()).toBe(404);
  });

  test("an empty inbox leads somewhere: job search and the email settings (an employer's header has the bell too)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // A new recruiter: nobody has told them anything yet (the demo recruiter's saved search has).
    const email = `empty-inbox-${randomUUID().slice(0, 8)}@example.test`;
    await signUpCandidate(page, email, "Emery Empty");
    await withE2eDb((db) => db.query("insert into user_roles (user_id, role) select id, 'Recruiter' from users where email = $1", [email]));
    await logInThroughUi(page, email, CANDIDATE_PASSWORD);
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(page.getByRole("heading", { name: "No notifications yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");
    await expect(page.getByRole("link", { name: "Choose what we email you" })).toHaveAttribute("href", "/dashboard/settings");
    await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, "notifications-empty-1280");
  });

  test("bell count, unread filter, open one (read, count drops), mark one and all read; axe at 1280 and 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The demo candidate is new enough for the product tour; it is not what this test looks at.
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
    await logInThroughUi(page, CANDIDATE);
    // Start from nothing unread whatever other tests left.
    expect((await page.request.post("/api/notifications/read-all", { headers: CSRF })).status()).toBe(200);
    const run = Date.now().toString(36);
    const titles = [`Interview invitation ${run}`, `Application viewed ${run}`, `New message ${run}`];
    const types = ["application-update", "application-update", "employer-message"];
    for (const [i, title] of titles.entries()) await notifyCandidate(page, title, { type: types[i] });

    await page.goto("/jobs");
    await expect(bell(page)).toHaveAccessibleName("Notifications, 3 unread");
    await bell(page).click();
    await expect(page).toHaveURL("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByText("You have 3 unread notifications.")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "notifications-1280");

    // Unread filter: a link, marked as the current page.
    await page.getByRole("navigation", { name: "Filter notifications" }).getByRole("link", { name: "Unread (3)" }).click();
    await expect(page).toHaveURL("/notifications?unread=1");
    await expect(page.getByRole("link", { name: "Unread (3)" })).toHaveAttribute("aria-current", "page");
    const list = page.getByRole("list", { name: "Notifications" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    // Newest first.
    await expect(list.getByRole("heading").first()).toHaveText(titles[2]!);

    // Open one: it is read, the bell drops to 2, its link leads on.
    await list.getByRole("link", { name: titles[1] }).click();
    await expect(page.getByRole("heading", { level: 1, name: titles[1] })).toBeVisible();
    await expect(page.getByRole("link", { name: "View details" })).toHaveAttribute("href", "/jobs");
    await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "notification-1280");

    await page.getByRole("link", { name: "All notifications" }).click();
    await page.getByRole("link", { name: "Unread (2)" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("link", { name: titles[1] })).toHaveCount(0);

    // Mark one read from the list, with the keyboard.
    await page.getByRole("button", { name: `Mark as read “${titles[0]}”` }).focus();
    await page.keyboard.press("Enter");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");

    // Mark all read.
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByRole("heading", { name: "You're all caught up" })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(page.getByText("You have no unread notifications.")).toBeVisible();
    await expectNoAxeViolations(page);

    // Live: a new notification appears in the open inbox and on the bell without a reload (the hub).
    const longTitle = `A long title that has to wrap on a phone screen without pushing anything sideways ${run}`;
    await notifyCandidate(page, longTitle, { type: "employer-message" });
    await expect(list.getByRole("link", { name: longTitle })).toBeVisible({ timeout: 10_000 });
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
    await expect(page).toHaveURL("/notifications?unread=1");

    // A phone: the bell is in the mobile header too; no sideways scroll; axe.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/notifications");
    await expect(bell(page)).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "notifications-390");
    await page.getByRole("list", { name: "Notifications" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("A long title");
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "notification-390");
  });
});
