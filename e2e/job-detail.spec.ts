import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

test.describe("job detail and companies", () => {
  test("open a job from a company profile: h1, apply, JSON-LD, keyboard to apply, axe clean", async ({ page }) => {
    await page.goto("/companies");
    await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
    await expectNoAxeViolations(page);

    const featured = page.getByRole("region", { name: "Featured companies" });
    const companyLink = featured.getByRole("link").first();
    const companyName = (await companyLink.textContent())!.trim();
    await companyLink.click();
    await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
    await expectNoAxeViolations(page);

    const jobs = page.getByRole("region", { name: /Open jobs/ });
    const jobLink = jobs.getByRole("link").first();
    const jobTitle = (await jobLink.textContent())!.trim();
    await jobLink.click();
    await expect(page).toHaveURL(/\/jobs\/all\/all\/all\/all\/all\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: jobTitle })).toBeVisible();
    const apply = page.getByTestId("apply-action");
    await expect(apply).toBeVisible();

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld).toHaveLength(1);
    const posting = JSON.parse(ld[0]!);
    expect(posting).toMatchObject({ "@type": "JobPosting", title: jobTitle, hiringOrganization: { name: companyName } });
    expect(posting.identifier.value).toBe(page.url().split("/").pop());
    await expectNoAxeViolations(page);

    // Keyboard only: Tab from the top of the page reaches the apply action.
    await page.goto(page.url());
    await page.locator("body").focus();
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(() => document.activeElement?.getAttribute("data-testid") === "apply-action");
    }
    expect(reached, "Tab reaches the apply action").toBe(true);
    await expect(apply).toBeFocused();

    // An uppercase id redirects to the lowercase path; an unknown id is 404.
    const id = page.url().split("/").pop()!;
    await page.goto(`/jobs/all/all/all/all/all/${id.toUpperCase()}`);
    await expect(page).toHaveURL(new RegExp(`/jobs/all/all/all/all/all/${id}$`));
    const missing = await page.request.get("/jobs/all/all/all/all/all/00000000-0000-4000-8000-000000000000");
    expect(missing.status()).toBe(404);
  });

  test("companies by letter and the company category pages are axe clean; unknown letter is 404", async ({ page }) => {
    await page.goto("/companies/browse/a");
    await expect(page.getByRole("heading", { level: 1, name: "Companies: A" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await page.request.get("/companies/browse/ab")).status()).toBe(404);
    expect((await page.request.get("/companies/no-such-company-here")).status()).toBe(404);
  });
});
