import { expect, type Page } from "./test";

export const DEMO_PASSWORD = "upstep-demo-2026";

/** Logs in through the real login page and waits until the browser has left it. */
export async function logInThroughUi(page: Page, email: string, password = DEMO_PASSWORD, entry = "/api/auth/login") {
  await page.goto(entry);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * GET /api/context with the page's cookies. A connection the server closed as idle (its 5 s keep-alive)
 * can be reused by the request context at that very moment and reset: that one transport race, and
 * only it, is retried once (the GET changes nothing).
 */
export async function appContext(page: Page) {
  const get = () => page.request.get("/api/context");
  const res = await get().catch((err: unknown) => {
    if (err instanceof Error && /ECONNRESET|socket hang up/.test(err.message)) return get();
    throw err;
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { session: { isAuthenticated: boolean; roles: string[]; profile: { subscriberGuid: string; createDate: string; avatar: string | null } | null }; enabledFeatures: string[] };
}

/**
 * Fills the sign-up form on the page already open (/join, with or without returnTo) as Jordan Rivera
 * and creates the account; resolves once "Check your email" shows, with the time just before the
 * click (to find the confirmation mail in the outbox).
 */
export async function submitSignUpForm(page: Page, email: string, password: string): Promise<Date> {
  await page.getByLabel("First name").fill("Jordan");
  await page.getByLabel("Last name").fill("Rivera");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  const before = new Date();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  return before;
}
