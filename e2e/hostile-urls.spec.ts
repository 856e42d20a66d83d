import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { DEMO_PASSWORD } from "./support/session";
import { MALFORMED_API_URLS, MALFORMED_PAGE_URLS } from "../src/testing/hostile-urls";

/*
 * Issue 12 findings 2 and 11, in a real browser against the production build: a returnTo that
 * normalises to another host never takes anyone there, and a URL with a NUL character or a path that
 * does not percent-decode is the 400 page (or a 400 in the JSON error shape under /api), never a 500.
 */
test.describe("hostile URLs", () => {
  test("a NUL character or a broken path is the 400 page, not a 500", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    for (const path of MALFORMED_PAGE_URLS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(400);
      await expect(page.getByText("400", { exact: true }), path).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 }), path).toContainText("Something went wrong");
    }
    expect(errors).toEqual([]);
    // The 400 page at both widths: no axe violations, no sideways scroll on a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(MALFORMED_PAGE_URLS[0]!);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/bad-request-${width}.png`, fullPage: true });
    }
  });

  test("the same under /api is a 400 in the JSON error shape", async ({ request }) => {
    for (const path of MALFORMED_API_URLS) {
      const response = await request.get(path, { headers: { "x-content-client-version": "e2e" } });
      expect(response.status(), path).toBe(400);
      expect((await response.json()).error.code, path).toBe("BAD_REQUEST");
    }
  });

  test("the same searches without the NUL still answer", async ({ page }) => {
    expect((await page.goto("/companies?q=a"))?.status()).toBe(200);
    expect((await page.goto("/jobs?location=Austin"))?.status()).toBe(200);
  });

  test("returnTo that normalises to another host stays on this site, before and after log-in", async ({ page }) => {
    for (const payload of ["/.//evil.example", "/%2e//evil.example", "/..//evil.example"]) {
      const response = await page.goto(`/api/auth/login?returnTo=${encodeURIComponent(payload)}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/login$/);
    }
    // Straight to the login page with the payload: after log-in the browser stays here.
    await page.goto(`/login?returnTo=${encodeURIComponent("/.//evil.example")}`);
    const host = new URL(page.url()).host;
    await page.getByLabel("Email address").fill("candidate@upstep.local");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL("/");
    expect(new URL(page.url()).host).toBe(host);

    // Signed in, the login page and route send the payload home (the login page used to answer 307 //evil.example).
    for (const path of [`/login?returnTo=${encodeURIComponent("/.//evil.example")}`, `/api/auth/login?returnTo=${encodeURIComponent("/%2e//evil.example")}`]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect([302, 307], path).toContain(response.status());
      expect(response.headers()["location"], path).toBe("/");
    }
  });
});
