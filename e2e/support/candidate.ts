import { expect, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { withE2eDb } from "./db";

/*
 * What the candidate browser tests share: a new candidate signed up through the API with the email
 * confirmed in the database (the mail round trip is accounts.spec.ts's test), the phone-width
 * sideways-scroll check, and screenshots into E2E_SCREENSHOTS (toasts closed first).
 */
export const CANDIDATE_PASSWORD = "a long enough candidate password";

export async function signUpCandidate(page: Page, email: string, name: string, password = CANDIDATE_PASSWORD) {
  const res = await page.request.post("/api/identity/auth/sign-up/email", { headers: { "x-csrf": "1" }, data: { name, email, password, callbackURL: "/auth/confirm-account" } });
  expect(res.status()).toBe(200);
  await withE2eDb((db) => db.query("update users set email_verified = true where email = $1", [email]));
}

export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${page.url()} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}

/** A full-page screenshot into $E2E_SCREENSHOTS/<name>.png when that is set (docs/screenshots). */
export async function shoot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  // A toast that closes by itself meanwhile leaves its button gone: give each click a short timeout
  // (Playwright's actions wait for their element until the test's own timeout otherwise).
  for (const close of await page.locator(".Toastify__close-button").all()) await close.click({ timeout: 2_000 }).catch(() => {});
  await expect(page.locator(".Toastify__toast")).toHaveCount(0);
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** axe, no sideways scroll and a screenshot at 1280 and 390 px, back at 1280 after. */
export async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
