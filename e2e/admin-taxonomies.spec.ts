import { expect, test, type Page } from "./support/test";
import { becomeAdminWithTwoFactor } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { withE2eDb } from "./support/db";

/*
 * Issue 19, admin taxonomies (decision 054): an administrator creates a category type, renames a
 * category (its old browse URL then lands on the new one), creates a job role in it and edits a skill
 * of the vocabulary. axe at 1280 and 390 px on the four pages, no sideways scroll at 390; screenshots
 * to $E2E_SCREENSHOTS when set. The spec makes its own category and skill, so the shared database's
 * demo taxonomy (which other specs browse) is left as it was.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const stamp = Date.now();
const FIELD = `E2E Field ${stamp}`;
const OLD_SLUG = `e2e-field-${stamp}`;
const NEW_NAME = `E2E Renamed ${stamp}`;
const NEW_SLUG = `e2e-renamed-${stamp}`;
const SUB = `E2E Sub ${stamp}`;
const SKILL = `E2E Skill ${stamp}`;

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${what} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}

/** A row's buttons sit side by side on a desktop (they once stacked in a narrow column). */
async function expectRowButtonsInOneLine(page: Page, first: RegExp, second: RegExp) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const row = page.getByRole("row").filter({ has: page.getByRole("button", { name: first }) }).first();
  const a = await row.getByRole("button", { name: first }).boundingBox();
  const b = await row.getByRole("button", { name: second }).boundingBox();
  expect(a && b, "both row buttons are visible").toBeTruthy();
  expect(Math.abs(a!.y - b!.y), "the row buttons share a line").toBeLessThan(4);
  expect(b!.x, "the second button is to the right of the first").toBeGreaterThan(a!.x + a!.width - 1);
}

async function checkBothWidths(page: Page, shot: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    if (width === 390) await expectNoSidewaysScroll(page, shot);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${shot}-${width}.png`, fullPage: width === 390 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("category types, a category rename that keeps its old URL, a new job role and a skill edit", async ({ page }) => {
  test.setTimeout(240_000);
  await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into categories (type_id, slug, name, description, sort_order)
       select id, $1, $2, 'Made by the admin taxonomies browser test.', 900 from category_types where slug = 'jobs' returning id`,
      [OLD_SLUG, FIELD],
    );
    await db.query("insert into categories (type_id, parent_id, slug, name) select type_id, id, $2, $3 from categories where id = $1", [rows[0]!.id, `e2e-sub-${stamp}`, SUB]);
    const term = SKILL.toLowerCase();
    await db.query("insert into skills (slug, name, category, terms, search_text) values ($1, $2, 'sales', $3, $4)", [`e2e-skill-${stamp}`, SKILL, [term], term]);
  });
  await becomeAdminWithTwoFactor(page, `e2e-admin-taxonomies-${stamp}@example.test`);

  // Category types: create one; the site's own types say so and keep their slugs.
  await page.goto("/admin/category-types");
  await expect(page.getByRole("heading", { level: 1, name: "Category types" })).toBeVisible();
  await page.getByRole("button", { name: "New category type" }).click();
  const typeDialog = page.getByRole("dialog", { name: "New category type" });
  await typeDialog.getByRole("button", { name: "Create" }).click();
  await expect(typeDialog.getByText("Enter a name.")).toBeVisible();
  await typeDialog.getByLabel("Name").fill(`E2E Type ${stamp}`);
  await typeDialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Category type created.")).toBeVisible();
  await expect(page.getByRole("link", { name: `E2E Type ${stamp}` })).toBeVisible();
  await expect(page.getByRole("row", { name: /Job categories/ }).getByText("Used by the site")).toBeVisible();
  await checkBothWidths(page, "admin-category-types");

  // Categories: rename ours (name and slug).
  await page.goto(`/admin/categories?q=${OLD_SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await expect(page.getByRole("link", { name: `/browse-jobs/category/${OLD_SLUG}`, exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Edit ${FIELD}`, exact: true }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${FIELD}` });
  await edit.getByLabel("Name").fill(NEW_NAME);
  await edit.getByLabel("Slug").fill("Not a slug");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Use lower-case letters, digits and single hyphens (e.g. home-health).")).toBeVisible();
  await expect(edit.getByLabel("Name")).toHaveValue(NEW_NAME); // what was typed stays
  await edit.getByLabel("Slug").fill(NEW_SLUG);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Category saved.")).toBeVisible();
  await page.goto(`/admin/categories?q=${NEW_SLUG}`);
  await expect(page.getByRole("link", { name: `/browse-jobs/category/${NEW_SLUG}`, exact: true })).toBeVisible();
  await expect(page.getByText(NEW_NAME, { exact: true })).toBeVisible();
  await checkBothWidths(page, "admin-categories");

  // The old browse URL lands on the new one (308).
  const old = await page.request.get(`/browse-jobs/category/${OLD_SLUG}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  await page.goto(`/browse-jobs/category/${OLD_SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/browse-jobs/category/${NEW_SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${NEW_NAME} Jobs` })).toBeVisible();

  // Job roles: create one in the renamed category and its subcategory.
  await page.goto("/admin/job-roles");
  await expect(page.getByRole("heading", { level: 1, name: "Job roles" })).toBeVisible();
  await page.getByRole("button", { name: "New job role" }).click();
  const role = page.getByRole("dialog", { name: "New job role" });
  await role.getByLabel("Title").fill(`E2E Dock Marshal ${stamp}`);
  await role.getByLabel("Category", { exact: true }).selectOption({ label: NEW_NAME });
  await role.getByLabel("Subcategory").selectOption({ label: SUB });
  await role.getByLabel("Aliases").fill("Yard Marshal, Dock Lead");
  await role.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Job role created.")).toBeVisible();
  await page.getByLabel("Search titles and aliases").fill(`Dock Marshal ${stamp}`);
  await page.getByRole("button", { name: "Show" }).click();
  const roleRow = page.getByRole("row", { name: new RegExp(`E2E Dock Marshal ${stamp}`) });
  await expect(roleRow).toBeVisible();
  await expect(roleRow.getByText("Also: Yard Marshal, Dock Lead")).toBeVisible();
  await page.goto("/admin/job-roles");
  await expectRowButtonsInOneLine(page, /^Edit /, /^(Deactivate|Reactivate) /);
  await checkBothWidths(page, "admin-job-roles");

  // Skills: edit ours (name and aliases); it is marked as edited here.
  await page.goto(`/admin/skills?q=${encodeURIComponent(SKILL)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Skills" })).toBeVisible();
  await page.getByRole("button", { name: `Edit ${SKILL}`, exact: true }).click();
  const skill = page.getByRole("dialog", { name: `Edit ${SKILL}` });
  await skill.getByLabel("Name").fill(`${SKILL} Edited`);
  await skill.getByLabel("Aliases").fill(`E2E Alias ${stamp}`);
  await skill.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Skill saved.")).toBeVisible();
  await page.goto(`/admin/skills?q=${encodeURIComponent(`E2E Alias ${stamp}`)}`);
  const skillRow = page.getByRole("row", { name: new RegExp(`${SKILL} Edited`) });
  await expect(skillRow).toBeVisible();
  await expect(skillRow.getByText("Edited here").last()).toBeVisible(); // the status column (the first copy is the phone layout's)
  await page.goto("/admin/skills");
  await expectRowButtonsInOneLine(page, /^Edit /, /^(Retire|Unretire) /);
  await checkBothWidths(page, "admin-skills");
});
