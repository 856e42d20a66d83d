import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { PgBoss } from "pg-boss";
import { E2E_DATA_DIR } from "./support/constants";
import { expectNoAxeViolations } from "./support/axe";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";
import { totpCode } from "./support/totp";

/*
 * Issue 11: the admin pages on the design system, at 1280 and 390 px: axe clean, and long
 * user-supplied text never widens a page ("a 20,000-character name made /admin/users 209,853 px
 * wide"). The test makes its own administrator (so it does not depend on admin-flags.spec.ts having
 * enrolled the demo one) and a user with a 20,000-character name, and gives one flag a long title.
 * Screenshots of every page at both widths go to $E2E_SCREENSHOTS when it is set.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const WIDTHS = [1280, 390] as const;
const PASSWORD = "a long enough admin password";
const LONG_NAME = `Wolfeschlegelsteinhausenbergerdorff${"x".repeat(20_000 - 35)}`;
const LONG_TITLE = `A flag with a very long title ${"averyveryverylongwordwithoutanybreak".repeat(20)}`;
const LONG_URL = `https://example.com/${"a-very-long-path-segment/".repeat(60)}?q=${"z".repeat(400)}`;
const FLAG_KEY = "job-alerts";
const stamp = Date.now();

/** The page does not scroll sideways: the document is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${what} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}

async function shoot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Signs up through the API and confirms the email in the database (the mail flow has its own test). */
async function signUp(page: Page, email: string, name: string) {
  const res = await page.request.post("/api/identity/auth/sign-up/email", { headers: { "x-csrf": "1" }, data: { name, email, password: PASSWORD, callbackURL: "/auth/confirm-account" } });
  expect(res.status()).toBe(200);
  await withE2eDb((db) => db.query("update users set email_verified = true where email = $1", [email]));
}

let flagTitle = "";

/**
 * A job that failed its only attempt with a long error, as the worker would leave it: it is queued
 * to start tomorrow (so the running worker does not take it) and taken and failed here.
 */
async function deadLetter(error: string): Promise<void> {
  const url = process.env.E2E_DATABASE_URL || readFileSync(path.join(E2E_DATA_DIR, "database-url"), "utf8").trim();
  const boss = new PgBoss({ connectionString: url, max: 2, supervise: false, schedule: false, migrate: false });
  boss.on("error", () => {});
  await boss.start();
  try {
    const id = (await boss.send("sweep", { from: "e2e" }, { retryLimit: 0, startAfter: new Date(Date.now() + 86_400_000) }))!;
    const [job] = await boss.fetch("sweep", { ignoreStartAfter: true, batchSize: 50 }).then((jobs) => jobs.filter((j) => j.id === id));
    expect(job?.id).toBe(id);
    await boss.fail("sweep", id, { message: error });
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

test.describe("admin pages at 1280 and 390 px", () => {
  test.beforeAll(async () => {
    flagTitle = await withE2eDb(async (db) => (await db.query<{ title: string }>("select title from feature_flags where key = $1", [FLAG_KEY])).rows[0]!.title);
  });
  test.afterAll(async () => {
    // Later specs share this database: put the flag's title back.
    if (flagTitle) await withE2eDb((db) => db.query("update feature_flags set title = $2 where key = $1", [FLAG_KEY, flagTitle]));
  });

  test("a 20,000-character name, a long flag title and long content fields never widen the admin pages", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const adminEmail = `e2e-admin-pages-${stamp}@example.test`;
    const longEmail = `e2e-long-name-${stamp}@example.test`;
    const other = await browser.newContext();
    await signUp(await other.newPage(), longEmail, "Long Name");
    await other.close();
    await signUp(page, adminEmail, "Adrian Pages");
    await withE2eDb(async (db) => {
      await db.query("insert into user_roles (user_id, role) select id, 'Administrator' from users where email = $1", [adminEmail]);
      // The long name, and two-factor on, so its row has a "Reset MFA" button (the mfa-reset flag is on by default).
      await db.query("update users set name = $2, two_factor_enabled = true where email = $1", [longEmail, LONG_NAME]);
      await db.query("update feature_flags set title = $2 where key = $1", [FLAG_KEY, LONG_TITLE]);
    });

    // Administrators set up two-factor authentication before any admin page.
    await logInThroughUi(page, adminEmail, PASSWORD);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/account\/security\?mfa=required/);
    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const key = (await page.getByLabel("Setup key").innerText()).replace(/\s+/g, "");
    await page.getByLabel("6-digit code").fill(totpCode(key));
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await expect(page.getByText(/two-factor authentication is on/i).first()).toBeVisible();

    const flagId = await withE2eDb(async (db) => (await db.query<{ id: string }>("select id from feature_flags where key = $1", [FLAG_KEY])).rows[0]!.id);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });

      // Users: the long name wraps inside its cell; the table region scrolls inside itself at most.
      await page.goto("/admin/users");
      await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
      const table = page.getByRole("region", { name: "Users" });
      await expect(table.getByText(LONG_NAME.slice(0, 35))).toBeVisible();
      await expectNoSidewaysScroll(page, "/admin/users");
      const box = (await table.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      await shoot(page, `admin-users-${width}`);

      // A search for the user: the summary repeats the query, and the row is still within the page.
      await page.goto(`/admin/users?q=${encodeURIComponent("Wolfeschlegel")}`);
      await expect(page.getByText("Showing 1–1 of 1 user matching “Wolfeschlegel”.")).toBeVisible();
      await expectNoSidewaysScroll(page, "/admin/users?q=");

      // The reset dialog names the user without growing past the window, and Cancel gives focus back.
      const reset = page.getByRole("button", { name: `Reset MFA for ${LONG_NAME}` });
      await reset.click();
      const dialog = page.getByRole("dialog", { name: "Reset two-factor authentication?" });
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
      const dialogBox = (await dialog.boundingBox())!;
      expect(dialogBox.x).toBeGreaterThanOrEqual(0);
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(width);
      expect(dialogBox.height).toBeLessThanOrEqual(900);
      await expectNoSidewaysScroll(page, "the reset dialog");
      await expectNoAxeViolations(page);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/admin-reset-mfa-${width}.png` });
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(reset).toBeFocused();

      // Feature flags: the list and the long-titled flag's own page.
      await page.goto("/admin/features");
      await expect(page.getByRole("heading", { level: 1, name: "Feature flags" })).toBeVisible();
      await expect(page.getByRole("switch", { name: `Enable ${LONG_TITLE}` })).toBeVisible();
      await expectNoSidewaysScroll(page, "/admin/features");
      await expectNoAxeViolations(page);
      await shoot(page, `admin-features-${width}`);

      await page.goto(`/admin/features/${flagId}`);
      await expect(page.getByRole("heading", { level: 1, name: LONG_TITLE })).toBeVisible();
      await expectNoSidewaysScroll(page, "/admin/features/[id]");
      await expectNoAxeViolations(page);
      await shoot(page, `admin-feature-${width}`);

      // Content: a page per kind (issue 18); a long title and URL typed into an item stay inside the page.
      await page.goto("/admin/content/navigation");
      await expect(page.getByRole("heading", { level: 1, name: "Navigation" })).toBeVisible();
      const navbar = page.getByRole("region", { name: "Navigation menu" });
      await expect(navbar).toBeVisible();
      await navbar.getByLabel("Title").first().fill(LONG_TITLE);
      await navbar.getByLabel("URL").first().fill(LONG_URL);
      await expectNoSidewaysScroll(page, "/admin/content/navigation");
      await expectNoAxeViolations(page);
      await shoot(page, `admin-content-navbar-${width}`);

      await page.getByRole("navigation", { name: "Content kinds" }).getByRole("link", { name: "Footer" }).click();
      await expect(page).toHaveURL(/\/admin\/content\/footer$/);
      const footer = page.getByRole("region", { name: "Footer" });
      await expect(footer).toBeVisible();
      await footer.getByLabel("URL").first().fill(LONG_URL);
      await expectNoSidewaysScroll(page, "/admin/content/footer");
      await expectNoAxeViolations(page);
      await shoot(page, `admin-content-footer-${width}`);

      await page.goto("/admin/content/banner");
      const banner = page.getByRole("region", { name: "Notification banner" });
      await expect(banner.getByRole("checkbox", { name: "Show the banner" })).toBeVisible();
      await banner.getByLabel("Banner content (HTML)").fill(`See ${LONG_URL}`);
      await expectNoSidewaysScroll(page, "/admin/content/banner");
      await expectNoAxeViolations(page);
      await shoot(page, `admin-content-banner-${width}`);

      // System: the queues, a failed job with a long error that wraps, and its Retry.
      const error = `SMTP 451 ${"averyveryverylongwordwithoutanybreak".repeat(12)}`;
      await deadLetter(error);
      await page.goto("/admin/system");
      await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Queues and their jobs by state" }).getByRole("rowheader", { name: /Email/ }).first()).toBeVisible();
      await expect(page.getByText(error)).toBeVisible();
      await expectNoSidewaysScroll(page, "/admin/system");
      await expectNoAxeViolations(page);
      await shoot(page, `admin-system-${width}`);
      await page.getByRole("button", { name: "Retry this Housekeeping job" }).click();
      await expect(page.getByText(error)).toBeHidden();
      await expect(page.getByRole("heading", { level: 3, name: "No failed jobs" })).toBeVisible();
    }
  });

  test("the development feature-toggle dialog fits a phone and a desktop", async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/dev/shell-modals");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, "/dev/shell-modals");
      await expectNoAxeViolations(page);
      await shoot(page, `dev-shell-modals-${width}`);
      await page.keyboard.press("Control+Alt+Shift+KeyX");
      const toggles = page.getByRole("dialog", { name: "Feature toggles (development)" });
      await expect(toggles).toBeVisible();
      await expect(toggles.getByLabel("Product tour")).toBeVisible();
      // The list scrolls; Done stays in view.
      await expect(toggles.getByRole("button", { name: "Done" })).toBeInViewport();
      await expectNoSidewaysScroll(page, "the feature-toggle dialog");
      await expectNoAxeViolations(page);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/dev-feature-toggles-${width}.png` });
      await page.keyboard.press("Escape");
      await expect(toggles).toBeHidden();
    }
  });
});
