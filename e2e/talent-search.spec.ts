import { expect, test } from "./support/test";
import { checkAtBothWidths } from "./support/candidate";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";

/*
 * Talent search (issue 17 part 1, decision 042) as the demo recruiter (Riley, a recruiter of Northwind
 * Health): search the demo talent by place and radius, narrow by a skill from the facets, open a
 * profile (the view is recorded for Northwind), and a profile that went private answers 410 with the
 * spec's text. The search and profile pages are axe clean at 1280 and 390 px without sideways scroll;
 * screenshots talent-search-*.png.
 */
const RECRUITER = "recruiter@upstep.local";

test("a recruiter finds discoverable candidates by skill and radius and opens a profile", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughUi(page, RECRUITER);
  await page.goto("/talent/subscribers");
  await expect(page.getByRole("heading", { level: 1, name: "Find talent" })).toBeVisible();
  const everyone = Number((await page.getByRole("heading", { level: 2, name: /candidates?$/ }).innerText()).replace(/\D/g, ""));
  expect(everyone).toBeGreaterThanOrEqual(40);

  // Place and radius through the form (a plain GET form), then a skill from the facets.
  await page.getByLabel("Location", { exact: true }).fill("Columbus, OH");
  await page.getByLabel("Distance").selectOption("50");
  await page.getByLabel("Keywords").fill("nurse");
  await page.getByRole("button", { name: "Search talent" }).click();
  await expect(page).toHaveURL(/location=Columbus%2C\+OH&radius=50/);
  await expect(page.getByRole("heading", { level: 2, name: /candidates? near Columbus, OH/ })).toBeVisible();
  const skills = page.getByRole("region", { name: "Skills" });
  const triage = skills.getByRole("link", { name: /^Triage \(\d+\)$/ });
  const facetCount = Number((await triage.innerText()).replace(/\D/g, ""));
  await triage.click();
  await expect(page).toHaveURL(/skill=triage/);
  const results = page.getByTestId("talent-result");
  await expect(results).toHaveCount(facetCount);
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${facetCount} candidates? near`) })).toBeVisible();
  for (const card of await results.all()) await expect(card.getByRole("list", { name: /^Skills of / })).toContainText("Triage");
  await checkAtBothWidths(page, "talent-search");

  // The first result's profile: what the candidate chose to show, and a recorded view.
  const name = await results.first().getByRole("heading", { level: 3 }).innerText();
  await results.first().getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/from=search/);
  await expect(page.getByTestId("talent-profile")).toContainText("Triage");
  await expect(page.getByRole("button", { name: "Add to pipeline" })).toBeVisible();
  await checkAtBothWidths(page, "talent-search-profile");
  const views = await withE2eDb(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from talent_profile_views v join users u on u.id = v.viewer_user_id join companies c on c.id = v.company_id
       where u.email = $1 and c.name = 'Northwind Health' and v.source = 'search'`,
      [RECRUITER],
    );
    return Number(rows[0]!.n);
  });
  expect(views).toBeGreaterThanOrEqual(1);
});

test("from the hiring area, Find talent leads to /hiring/subscribers and its profiles to /hiring/{profileId}", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughUi(page, RECRUITER);
  await page.goto("/hiring/dashboard");
  await page.getByRole("navigation", { name: "Employer" }).getByRole("link", { name: "Find talent" }).click();
  await expect(page).toHaveURL(/\/hiring\/subscribers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find talent" })).toBeVisible();
  await page.getByLabel("Keywords").fill("welder");
  await page.getByRole("button", { name: "Search talent" }).click();
  const first = page.getByTestId("talent-result").first();
  const name = await first.getByRole("heading", { level: 3 }).innerText();
  await checkAtBothWidths(page, "talent-search-hiring");
  await first.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/hiring\/[0-9a-f-]{36}\?from=search/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Employer" }).getByRole("link", { name: "Find talent" })).toHaveAttribute("aria-current", "page");
  await checkAtBothWidths(page, "talent-search-hiring-profile");
});

test("a candidate who went private is gone: 410 with the spec's text", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = await withE2eDb(async (db) => {
    const { rows } = await db.query<{ user_id: string }>(`select user_id from talent_search order by name desc limit 1`);
    await db.query(`update candidate_profiles set discoverable = false where user_id = $1`, [rows[0]!.user_id]);
    return rows[0]!.user_id;
  });
  await logInThroughUi(page, RECRUITER);
  const response = await page.goto(`/talent/${id}`);
  expect(response!.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "Sorry, this profile is no longer available." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to talent search" })).toHaveAttribute("href", "/talent/subscribers");
  await checkAtBothWidths(page, "talent-search-gone");
  const other = await page.goto(`/hiring/${id}`);
  expect(other!.status()).toBe(410);
});
