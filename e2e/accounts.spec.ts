import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { extractLink, latestMailTo } from "./support/mail";
import { appContext, DEMO_PASSWORD, logInThroughUi, submitSignUpForm } from "./support/session";

test.describe("accounts", () => {
  test("sign up, confirm by email from the outbox, log in, see the session in /api/context, log out", async ({ page }) => {
    const email = `e2e-${Date.now()}@example.test`;
    const password = "a long enough password";
    await page.goto("/join");
    await expectNoAxeViolations(page);
    const before = await submitSignUpForm(page, email, password);

    // Logging in before confirming is refused.
    const early = await page.request.post("/api/identity/auth/sign-in/email", { headers: { "x-csrf": "1" }, data: { email, password } });
    expect(early.status()).toBe(403);

    const mail = await latestMailTo(email, { subject: "Confirm your Upstep account", since: before });
    await page.goto("/dev/outbox");
    await expect(page.getByText("Confirm your Upstep account").first()).toBeVisible();

    await page.goto(extractLink(mail.text, "/auth/confirm-account"));
    await expect(page.getByRole("heading", { name: "Your account is confirmed" })).toBeVisible();
    await page.getByRole("link", { name: "Log in" }).last().click();
    await expect(page).toHaveURL(/\/login\?from_sign_up=true/);
    await expect(page.getByText("Your account is ready. Please log in.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    // A first log-in after sign-up lands on onboarding (decision 030).
    await expect(page).toHaveURL("/onboarding");

    const ctx = await appContext(page);
    expect(ctx.session.isAuthenticated).toBe(true);
    expect(ctx.session.roles).toEqual([]);
    expect(ctx.session.profile?.subscriberGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - new Date(ctx.session.profile!.createDate).getTime()).toBeLessThan(5 * 60_000);

    // Log Out ends the avatar menu and opens the Log Out Confirmation modal (#logout).
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).or(page.getByRole("link", { name: "Log Out" })).first().click();
    const dialog = page.getByRole("dialog", { name: "Log Out Confirmation" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Log out everywhere" })).toBeVisible();
    // Logging out is a POST with the CSRF header (a GET only shows the log-out page), then returnTo.
    const signOut = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/logout");
    await dialog.getByRole("button", { name: "Log out here" }).click();
    const response = await signOut;
    expect(response.request().method()).toBe("POST");
    expect(response.request().headers()["x-csrf"]).toBe("1");
    expect(response.status()).toBe(204);
    await expect(page).toHaveURL("/");
    expect((await appContext(page)).session.isAuthenticated).toBe(false);
    await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  });

  test("returnTo brings the user back to a same-site page and refuses a foreign host", async ({ page, browser }) => {
    // A protected page sends a signed-out visitor to log in with returnTo, and back after log-in.
    await page.goto("/account/security");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Fsecurity/);
    await page.getByLabel("Email address").fill("candidate@upstep.local");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL("/account/security");
    await expect(page.getByRole("heading", { level: 1, name: "Account and security" })).toBeVisible();

    const other = await browser.newContext();
    const foreign = await other.newPage();
    await foreign.goto(`/api/auth/login?returnTo=${encodeURIComponent("https://evil.example/steal")}`);
    await expect(foreign).toHaveURL(/\/login$/);
    await foreign.getByLabel("Email address").fill("candidate@upstep.local");
    await foreign.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await foreign.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(foreign).toHaveURL("/");
    expect(new URL(foreign.url()).host).toBe(new URL(page.url()).host);
    await other.close();
  });

  test("log out everywhere ends the session in a second browser", async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    const a = await first.newPage();
    const b = await second.newPage();
    await logInThroughUi(a, "recruiter@upstep.local");
    await logInThroughUi(b, "recruiter@upstep.local");
    expect((await appContext(b)).session.isAuthenticated).toBe(true);

    await a.goto("/account/security");
    const signOut = a.waitForRequest((r) => new URL(r.url()).pathname === "/api/auth/logout");
    await a.getByRole("button", { name: "Log out everywhere" }).click();
    expect((await signOut).method()).toBe("POST");
    await expect(a).toHaveURL("/");
    expect((await appContext(a)).session.isAuthenticated).toBe(false);

    // The other browser's cookie no longer opens a session.
    expect((await appContext(b)).session.isAuthenticated).toBe(false);
    await b.goto("/account/security");
    await expect(b).toHaveURL(/\/login\?returnTo=/);
    await first.close();
    await second.close();
  });

  test("the account area shows a spinner while the app context loads and the error page when it fails", async ({ page }) => {
    await logInThroughUi(page, "hiring@upstep.local");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/context", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/account/security");
    await expect(page.getByRole("status").filter({ hasText: "Loading" })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Account and security" })).toBeVisible();

    // The context query retries with a bounded backoff (~16 s in all) before it gives up: the page's
    // timers run on Playwright's clock, which jumps ahead 2 s at a time instead of waiting.
    await page.unroute("**/api/context");
    let attempts = 0;
    await page.route("**/api/context", (route) => {
      attempts += 1;
      return route.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"code":"UNAVAILABLE"}}' });
    });
    await page.clock.install();
    await page.goto("/account/security");
    const failed = page.getByText("Something went wrong, please");
    await expect
      .poll(async () => {
        if (await failed.isVisible()) return true;
        await page.clock.fastForward(2_000);
        return false;
      }, { intervals: [100], timeout: 20_000 })
      .toBe(true);
    expect(attempts, "the first request and its ten retries (spec 3)").toBeGreaterThanOrEqual(11);
    await expect(page.getByRole("link", { name: "try again" })).toBeVisible();
  });
});
