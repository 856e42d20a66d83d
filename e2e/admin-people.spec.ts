import { expect, test, type Page } from "./support/test";
import { becomeAdminWithTwoFactor } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { withE2eDb } from "./support/db";
import { appContext, logInThroughUi } from "./support/session";

/*
 * Issue 19, people: an administrator opens a user from /admin/users, grants a role, ends the user's
 * session, locks the account (the user is logged out and the log-in form says the account is
 * locked), unlocks it (the user logs in again), then finds the lock in the audit log and the user on
 * /admin/recruiters. Every page axe-clean at 1280 and 390 px and without sideways scroll there;
 * screenshots to $E2E_SCREENSHOTS.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const stamp = Date.now();
const PASSWORD = "a long enough user password";
const LOCKED_MESSAGE = "This account is locked. Please contact Upstep support if you think this is a mistake.";

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${what} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}

/** axe and no sideways scroll at both widths, with a screenshot of each. */
async function checkBothWidths(page: Page, url: string, name: string, ready: () => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await ready();
    await expectNoSidewaysScroll(page, url);
    await expectNoAxeViolations(page);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signUpConfirmed(page: Page, email: string, name: string) {
  const res = await page.request.post("/api/identity/auth/sign-up/email", { headers: { "x-csrf": "1" }, data: { name, email, password: PASSWORD, callbackURL: "/auth/confirm-account" } });
  expect(res.status()).toBe(200);
  await withE2eDb((db) => db.query("update users set email_verified = true where email = $1", [email]));
}

test("an administrator grants a role, ends a session, locks and unlocks a user, and finds it in the audit log and on the recruiters page", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const adminEmail = `e2e-people-admin-${stamp}@example.test`;
  const userEmail = `e2e-people-user-${stamp}@example.test`;
  const userName = `Pat People ${stamp}`;
  await becomeAdminWithTwoFactor(page, adminEmail);

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signUpConfirmed(userPage, userEmail, userName);
  await logInThroughUi(userPage, userEmail, PASSWORD);
  expect((await appContext(userPage)).session.isAuthenticated).toBe(true);
  const userId = await withE2eDb(async (db) => (await db.query<{ id: string }>("select id from users where email = $1", [userEmail])).rows[0]!.id);
  const companyName = `People Co ${stamp}`;
  await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: string }>("insert into companies (slug, name) values ($1, $2) returning id", [`people-co-${stamp}`, companyName]);
    await db.query("insert into company_members (company_id, user_id, member_role) values ($1, $2, 'recruiter')", [rows[0]!.id, userId]);
  });

  // The list: search by email, then open the user.
  await checkBothWidths(page, `/admin/users?q=${encodeURIComponent(userEmail)}`, "admin-users-search", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(page.getByText("Showing 1–1 of 1 user")).toBeVisible();
  });
  await page.getByRole("link", { name: userName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}$`));
  await expect(page.getByRole("heading", { level: 1, name: userName })).toBeVisible();

  // Grant a role.
  await page.getByRole("button", { name: "Grant the Recruiter role" }).click();
  await expect(page.getByRole("button", { name: "Remove the Recruiter role" })).toBeVisible();
  expect((await appContext(userPage)).session.roles).toContain("Recruiter");

  // End the user's session: their next request is signed out.
  const sessions = page.getByRole("region", { name: `${userName}'s sessions` });
  await sessions.getByRole("button", { name: /^End the session on / }).click();
  await expect(page.getByText("No active sessions: this user is not logged in anywhere.")).toBeVisible();
  expect((await appContext(userPage)).session.isAuthenticated).toBe(false);

  // Lock: they log in again first; the lock logs them out and the log-in form says why.
  await logInThroughUi(userPage, userEmail, PASSWORD);
  await page.reload();
  await expect(sessions.getByRole("button", { name: /^End the session on / })).toBeVisible();
  await checkBothWidths(page, `/admin/users/${userId}`, "admin-user", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Sessions" })).toBeVisible();
  });
  await page.getByLabel("Reason for locking").fill("Posting spam links in job applications");
  await page.getByRole("button", { name: "Lock account" }).click();
  await expect(page.getByText("This account is locked", { exact: true })).toBeVisible();
  await expect(page.getByText(/\. Reason: Posting spam links in job applications$/)).toBeVisible();
  expect((await appContext(userPage)).session.isAuthenticated).toBe(false);
  await userPage.goto("/api/auth/login");
  await userPage.getByLabel("Email address").fill(userEmail);
  await userPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await userPage.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(userPage.getByText(LOCKED_MESSAGE)).toBeVisible();
  await expect(userPage).toHaveURL(/\/login/);
  if (process.env.E2E_SCREENSHOTS) await userPage.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/login-account-locked-1280.png` });

  // Unlock: they can log in again.
  await page.getByRole("button", { name: "Unlock account" }).click();
  const dialog = page.getByRole("dialog", { name: "Unlock this account?" });
  await dialog.getByRole("button", { name: "Unlock account" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Reason for locking")).toBeVisible();
  await logInThroughUi(userPage, userEmail, PASSWORD);
  expect((await appContext(userPage)).session.isAuthenticated).toBe(true);

  // The user's audit trail has it all.
  const trail = page.getByRole("region", { name: `${userName}'s audit trail` });
  for (const action of ["admin.user.unlock", "admin.user.lock", "admin.user.session.end", "admin.user.role.grant"]) await expect(trail.getByText(action, { exact: true })).toBeVisible();

  // The audit log, filtered by action and actor.
  await checkBothWidths(page, "/admin/audit-log", "admin-audit-log", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  });
  await page.getByLabel("Action").selectOption("admin.user.lock");
  await page.getByLabel("Actor email contains").fill(adminEmail);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/action=admin\.user\.lock/);
  await expect(page.getByText("Showing 1–1 of 1 event matching the filters.")).toBeVisible();
  const events = page.getByRole("region", { name: "Audit events" });
  // The details show in their own column on wide screens and under the event on narrow ones.
  await expect(events.getByText("reason: Posting spam links in job applications").filter({ visible: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", /\/api\/admin\/audit-log\/csv\?action=admin\.user\.lock/);

  // Recruiters: the user (now a Recruiter) and the company they serve.
  await checkBothWidths(page, `/admin/recruiters?q=${encodeURIComponent(userEmail)}`, "admin-recruiters", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Recruiters" })).toBeVisible();
    await expect(page.getByRole("link", { name: companyName }).filter({ visible: true })).toBeVisible();
  });
  await page.getByRole("link", { name: userName }).click();
  await expect(page.getByRole("heading", { level: 1, name: userName })).toBeVisible();
  await userContext.close();
});
