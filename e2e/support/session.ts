import { expect, type Page } from "@playwright/test";

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

export async function appContext(page: Page) {
  const res = await page.request.get("/api/context");
  expect(res.status()).toBe(200);
  return (await res.json()) as { session: { isAuthenticated: boolean; roles: string[]; profile: { subscriberGuid: string; createDate: string; avatar: string | null } | null }; enabledFeatures: string[] };
}
