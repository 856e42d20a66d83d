import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

test.describe("smoke", () => {
  test("the home page renders its heading with no accessibility violations", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("GET /api/context answers JSON for a signed-out visitor", async ({ request }) => {
    const response = await request.get("/api/context");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    const body = await response.json();
    expect(body.session.isAuthenticated).toBe(false);
    expect(body.enabledFeatures).toContain("browse-jobs");
    expect(body.env.APP_ENV).toBe("test");
    expect(JSON.stringify(body)).not.toMatch(/AUTH_SECRET|DATABASE_URL/);
  });

  test("an unknown path shows 'Page not found' with status 404", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist-0b6c1d");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
