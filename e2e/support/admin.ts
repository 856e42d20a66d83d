import { expect, type Page } from "./test";
import { withE2eDb } from "./db";
import { logInThroughUi } from "./session";
import { totpCode } from "./totp";

export const ADMIN_TEST_PASSWORD = "a long enough admin password";

/**
 * A new administrator of the spec's own (so no spec depends on admin-flags.spec.ts enrolling the demo
 * admin): signs up through the API, is confirmed and made Administrator in the database, logs in
 * through the UI and sets up two-factor authentication on the page admin pages send them to. Ends
 * signed in, on /account/security, with two-factor on.
 */
export async function becomeAdminWithTwoFactor(page: Page, email: string, name = "Ada Admin"): Promise<void> {
  const res = await page.request.post("/api/identity/auth/sign-up/email", { headers: { "x-csrf": "1" }, data: { name, email, password: ADMIN_TEST_PASSWORD, callbackURL: "/auth/confirm-account" } });
  expect(res.status()).toBe(200);
  await withE2eDb(async (db) => {
    await db.query("update users set email_verified = true where email = $1", [email]);
    await db.query("insert into user_roles (user_id, role) select id, 'Administrator' from users where email = $1", [email]);
  });
  await logInThroughUi(page, email, ADMIN_TEST_PASSWORD);
  await page.goto("/admin/content");
  await expect(page).toHaveURL(/\/account\/security\?mfa=required/);
  await page.getByLabel("Your password").fill(ADMIN_TEST_PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const key = (await page.getByLabel("Setup key").innerText()).replace(/\s+/g, "");
  await page.getByLabel("6-digit code").fill(totpCode(key));
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(page.getByText(/two-factor authentication is on/i).first()).toBeVisible();
}
