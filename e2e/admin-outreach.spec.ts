import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { becomeAdminWithTwoFactor } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { CANDIDATE_PASSWORD, expectNoSidewaysScroll, shoot, signUpCandidate } from "./support/candidate";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";

/*
 * Outreach and health (issue 19 part 6, decision 057): an administrator composes a notification to a
 * segment (a state only this test's candidate has), previews the count, sends it; the e2e server's
 * worker delivers it through the queue, the candidate sees it in their notifications and opens it,
 * and the broadcast shows delivered and read. /admin/system shows each health check and verifies
 * mail; /admin/demographics-tracking filters by period (the old report path redirects there). Every
 * page: axe at 1280 and 390 px, no sideways scroll, screenshots (E2E_SCREENSHOTS).
 */
test.describe.configure({ mode: "serial", retries: 0 });

async function bothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shoot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("/admin/notifications: compose to a segment, preview, send; the candidate gets it; delivered and read show", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const run = randomUUID().slice(0, 6);
  const state = `E2E-${run}`;
  const candidateEmail = `outreach-candidate-${run}@example.test`;
  await signUpCandidate(page, candidateEmail, `Casey Outreach ${run}`);
  await withE2eDb((db) => db.query("insert into candidate_profiles (user_id, state) select id, $2 from users where email = $1", [candidateEmail, state]));

  await becomeAdminWithTwoFactor(page, `outreach-admin-${run}@example.test`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();

  const title = `Hiring fair on Friday ${run}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Message (optional)", { exact: true }).fill("Meet 40 employers downtown, 10 am to 4 pm.");
  await page.getByLabel("Link (optional)", { exact: true }).fill("/jobs");
  await page.getByLabel("State", { exact: true }).selectOption(state);
  await page.getByLabel("Role", { exact: true }).selectOption("candidate");
  await page.getByRole("button", { name: "Preview recipients" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByText(`1 person matches: Candidates in ${state}.`)).toBeVisible();
  await expect(preview.getByText(candidateEmail)).toBeVisible();
  await bothWidths(page, "admin-notifications-preview");

  await page.getByRole("button", { name: "Send to 1 person" }).click();
  const dialog = page.getByRole("dialog", { name: "Send to 1 person?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Send notification" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Queued for 1 person.", { exact: false })).toBeVisible();

  // The worker delivers it: the row turns Sent with 1 delivered.
  const table = page.getByRole("region", { name: "Sent notifications" });
  const row = table.getByRole("row").filter({ hasText: title });
  await expect(async () => {
    await page.reload();
    await expect(row.getByText("Sent", { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.getByRole("cell").nth(3)).toHaveText("1 (100%)");
  await expect(row.getByRole("cell").nth(5)).toHaveText("0 (0%)");

  // The candidate finds it in their notifications and opens it.
  const context = await browser.newContext();
  const candidate = await context.newPage();
  await candidate.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  await logInThroughUi(candidate, candidateEmail, CANDIDATE_PASSWORD);
  await candidate.goto("/notifications");
  const list = candidate.getByRole("list", { name: "Notifications" });
  await list.getByRole("link", { name: title }).click();
  await expect(candidate.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(candidate.getByText("Meet 40 employers downtown, 10 am to 4 pm.")).toBeVisible();
  await context.close();

  // Read shows on the broadcast.
  await page.reload();
  await expect(row.getByRole("cell").nth(5)).toHaveText("1 (100%)");
  await bothWidths(page, "admin-notifications");
});

test("/admin/system: every health check with its verdict, and the mail connection verified", async ({ page }) => {
  await becomeAdminWithTwoFactor(page, `system-admin-${randomUUID().slice(0, 6)}@example.test`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/system");
  await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
  const checks = page.getByRole("list", { name: "Health checks" });
  for (const name of ["Versions", "Database", "Queue", "Storage", "Mail"]) {
    const card = checks.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
    await expect(card.getByText(/^(OK|Warning|Failing)$/)).toBeVisible();
  }
  await expect(checks.getByText(/Migrations up to date|migrations? (is|are) not applied|migrations this version does not ship/)).toBeVisible();
  await expect(checks.getByText("Node.js", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Verify connection" }).click();
  await expect(page.getByText(/^Mail transport (works|failed)$/)).toBeVisible({ timeout: 20_000 });
  await bothWidths(page, "admin-system");
});

test("/admin/demographics-tracking: the old report path redirects with its query; a period filters the report", async ({ page }) => {
  await becomeAdminWithTwoFactor(page, `demographics-admin-${randomUUID().slice(0, 6)}@example.test`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/reports/self-identification?from=2026-01-01");
  await expect(page).toHaveURL(/\/admin\/demographics-tracking\?from=2026-01-01$/);
  await expect(page.getByRole("heading", { level: 1, name: "Demographics tracking" })).toBeVisible();
  await expect(page.getByTestId("report-covering")).toHaveText(/2026-01-01 to today/);

  const period = page.getByLabel("Period");
  const firstQuarter = period.locator("optgroup[label='Quarters'] option").first();
  const label = (await firstQuarter.textContent())!;
  const value = (await firstQuarter.getAttribute("value"))!;
  await period.selectOption(value);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`period=${value}`));
  await expect(page.getByTestId("report-covering")).toContainText(`${label}:`);
  await expect(page.getByLabel("Period")).toHaveValue(value);
  await expect(page.getByRole("region", { name: "Gender: answers" })).toBeVisible();
  await expect(page.getByText(/Counts of 1 to 4 are shown as “fewer than 5”/)).toBeVisible();
  await bothWidths(page, "admin-demographics-tracking");
});
