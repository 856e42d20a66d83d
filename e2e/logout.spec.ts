import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { withE2eDb } from "./support/db";
import { appContext, logInThroughUi } from "./support/session";

/*
 * Issue 12 finding 12: logging out is a POST with the CSRF header. A GET of the sign-out route (a link
 * or an image on another site) changes nothing: a signed-in user sees the log-out page, which asks.
 */
test.describe("log out", () => {
  test("an image tag or a link to the sign-out route does not log anyone out; the log-out page asks and POSTs", async ({ page }) => {
    await logInThroughUi(page, "candidate@upstep.local");
    const host = new URL(page.url()).host;

    // An <img> pointing at the sign-out route (what another site would embed), then a top-level GET.
    await page.setContent(`<img src="${new URL("/api/auth/logout", page.url()).href}" alt="">`);
    await page.goto("/");
    expect((await appContext(page)).session.isAuthenticated).toBe(true);

    const response = await page.goto(`/api/auth/logout?returnTo=${encodeURIComponent("/jobs")}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/logout\?returnTo=%2Fjobs$/);
    expect((await appContext(page)).session.isAuthenticated).toBe(true);

    // One h1, the user's address, a Log out button and a way back; usable by keyboard.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log out of Upstep");
    await expect(page.getByText("You are logged in as candidate@upstep.local.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Stay logged in" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/logout-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/logout-1280.png`, fullPage: true });
    const button = page.getByRole("button", { name: "Log out", exact: true });
    await button.focus();
    const signOut = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/auth/logout");
    await page.keyboard.press("Enter");
    const request = await signOut;
    expect(request.method()).toBe("POST");
    expect(request.headers()["x-csrf"]).toBe("1");
    await expect(page).toHaveURL(/\/jobs$/);
    expect((await appContext(page)).session.isAuthenticated).toBe(false);

    // Signed out, the sign-out route just goes on to returnTo (same-site only).
    await page.goto(`/api/auth/logout?returnTo=${encodeURIComponent("/deleteaccount/confirmation")}`);
    await expect(page).toHaveURL(/\/deleteaccount\/confirmation$/);
    await page.goto(`/logout?returnTo=${encodeURIComponent("/.//evil.example")}`);
    expect(new URL(page.url()).host).toBe(host);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("deleting the account signs out by POST and lands on the account-deleted confirmation", async ({ page }) => {
    const email = `e2e-delete-${Date.now()}@example.test`;
    const password = "a long enough password for deleting";
    const signUp = await page.request.post("/api/identity/auth/sign-up/email", {
      headers: { "x-csrf": "1" },
      data: { name: "Dana Delete", email, password, callbackURL: "/auth/confirm-account" },
    });
    expect(signUp.status()).toBe(200);
    await withE2eDb((db) => db.query("update users set email_verified = true where email = $1", [email]));
    await logInThroughUi(page, email, password);

    await page.goto("/account/security");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill(password);
    const signOut = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/auth/logout");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    expect((await signOut).method()).toBe("POST");
    await expect(page).toHaveURL(/\/deleteaccount\/confirmation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your account has been deleted" })).toBeVisible();
    expect((await appContext(page)).session.isAuthenticated).toBe(false);
  });
});
