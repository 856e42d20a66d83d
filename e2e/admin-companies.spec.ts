import { expect, test, type Page } from "./support/test";
import { becomeAdminWithTwoFactor } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { withE2eDb } from "./support/db";

/*
 * Issue 19, admin companies: an administrator creates a company, edits it (a new address: the old one
 * redirects), verifies and features it (the badge and the featured row on /companies), opens every
 * tab, and merges a duplicate into it (the duplicate's jobs show on the survivor's page, its address
 * leads there). axe at 1280 and 390 px on every page, no sideways scroll at 390; screenshots to
 * $E2E_SCREENSHOTS when set.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const stamp = Date.now();
const NAME = `E2E Clinic ${stamp}`;
const SLUG = `e2e-clinic-${stamp}`;
const NEW_SLUG = `e2e-clinic-health-${stamp}`;
const DUP_NAME = `E2E Clinic Duplicate ${stamp}`;
const DUP_SLUG = `e2e-clinic-duplicate-${stamp}`;
const TABS = ["Details", "Members", "Postings", "Requisitions", "Activity"] as const;

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${what} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}

/** axe at 1280 and 390 px (and no sideways scroll at 390), with a screenshot at each width. */
async function checkBothWidths(page: Page, shot: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    if (width === 390) await expectNoSidewaysScroll(page, shot);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${shot}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A company with open jobs, as the importer would leave it (jobs and their documents). */
async function duplicateWithJobs(titles: string[]) {
  await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: string }>("insert into companies (slug, name) values ($1, $2) returning id", [DUP_SLUG, DUP_NAME]);
    for (const title of titles) {
      const job = await db.query<{ id: string }>(
        `insert into jobs (source, external_ref, title, company_id, posted_at, content_hash, apply_url)
         values ('e2e-admin-companies', $1, $2, $3, now(), 'x', 'https://example.com/apply') returning id`,
        [`${stamp}-${title}`, title, rows[0]!.id],
      );
      await db.query("insert into job_documents (job_id, title, company_name, description_html) values ($1, $2, $3, '<p>Work with us.</p>')", [job.rows[0]!.id, title, DUP_NAME]);
    }
  });
}

test("create a company, edit, verify and feature it, open every tab, merge a duplicate into it", async ({ page }) => {
  test.setTimeout(240_000);
  await becomeAdminWithTwoFactor(page, `e2e-admin-companies-${stamp}@example.test`);

  // Create: the address follows the name; the details page opens.
  await page.goto("/admin/companies/details/create");
  await expect(page.getByRole("heading", { level: 1, name: "New company" })).toBeVisible();
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByText("Type a valid Company name")).toBeVisible();
  await page.getByLabel("Company name").fill(NAME);
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(SLUG);
  await page.getByLabel("Website", { exact: true }).fill("not a website");
  await page.getByLabel("Description").fill("Primary care in Austin.");
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByText("Type a valid Website (https://...)")).toBeVisible();
  await checkBothWidths(page, "admin-companies-details-create");
  await page.getByLabel("Website", { exact: true }).fill("https://clinic.example");
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/details\/[0-9a-f-]{36}$/);
  const detailsUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();

  // Edit: a new address (the old one will redirect) and headquarters.
  await page.getByLabel("Address", { exact: true }).fill(NEW_SLUG);
  await expect(page.getByText(`the old address /companies/${SLUG} will redirect here`)).toBeVisible();
  await page.getByLabel("Headquarters").fill("Austin, TX");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Company saved.")).toBeVisible();
  await expect(page.getByText(`/companies/${SLUG}`, { exact: true })).toBeVisible(); // listed under old addresses

  // Verify and feature.
  await page.getByRole("button", { name: "Verify company" }).click();
  await expect(page.getByRole("button", { name: "Remove verification" })).toBeVisible();
  await page.getByRole("button", { name: "Feature on /companies" }).click();
  await expect(page.getByRole("button", { name: "Stop featuring" })).toBeVisible();
  await expect(page.getByText("Featured on /companies").first()).toBeVisible();
  await checkBothWidths(page, "admin-companies-details");

  // The public side: featured with its badge, and the old address redirects.
  await page.goto("/companies");
  const featured = page.locator("section", { has: page.getByRole("heading", { name: "Featured companies" }) });
  const card = featured.locator("li", { has: page.getByRole("link", { name: NAME }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("Verified")).toBeVisible();
  await page.goto(`/companies/${SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/companies/${NEW_SLUG}$`));
  await expect(page.getByText("Verified")).toBeVisible();

  // Every tab is a link with its own URL, the current one marked.
  await page.goto(detailsUrl);
  for (const tab of TABS) {
    await page.getByRole("navigation", { name: "Company sections" }).getByRole("link", { name: new RegExp(`^${tab}`) }).click();
    if (tab !== "Details") await expect(page).toHaveURL(new RegExp(`activeTab=${tab.toLowerCase()}$`));
    await expect(page.getByRole("link", { name: new RegExp(`^${tab}`) })).toHaveAttribute("aria-current", "page");
    if (tab !== "Details") await checkBothWidths(page, `admin-companies-details-${tab.toLowerCase()}`);
  }
  await expect(page.getByText("Verified the company")).toBeVisible(); // the activity tab

  // Merge a duplicate with two jobs into it.
  await duplicateWithJobs(["Medical Assistant", "Front Desk Coordinator"]);
  await page.goto(detailsUrl);
  await page.getByLabel("Find the duplicate (name, address or website)").fill(`Duplicate ${stamp}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: `Choose ${DUP_NAME}` }).click();
  const moves = page.getByRole("table", { name: "What moves" });
  await expect(moves.getByRole("row", { name: /Jobs \(imported and posted\) 2/ })).toBeVisible();
  await page.getByRole("button", { name: `Merge ${DUP_NAME} into this company` }).click();
  const dialog = page.getByRole("dialog", { name: "Merge these companies?" });
  await expect(dialog.getByText("This cannot be undone.")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Merge companies" }).click();
  await expect(page.getByText(`${DUP_NAME} was merged into this company.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The survivor's page lists the duplicate's jobs; the duplicate's address leads there.
  await page.goto(`/companies/${DUP_SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/companies/${NEW_SLUG}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Open jobs (2)" })).toBeVisible();
  await expect(page.getByText("Medical Assistant")).toBeVisible();
  await expect(page.getByText("Front Desk Coordinator")).toBeVisible();
});

test("the companies list: search, filters and sorting by URL", async ({ page }) => {
  test.setTimeout(120_000);
  await becomeAdminWithTwoFactor(page, `e2e-admin-companies-list-${stamp}@example.test`);
  await page.goto("/admin/companies");
  await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  await page.getByLabel("Search by name, address or domain").fill(`clinic-health-${stamp}`);
  await page.getByLabel("Verified", { exact: true }).selectOption("yes");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/verified=yes/);
  const table = page.getByRole("table", { name: "Companies" });
  await expect(table.getByRole("link", { name: NAME })).toBeVisible();
  await expect(page.getByText("Showing 1–1 of 1 company.")).toBeVisible();
  await page.getByRole("link", { name: "Open jobs" }).click();
  await expect(page).toHaveURL(/sort=jobs/);
  await expect(table.getByRole("row").nth(1)).toContainText("2");
  await checkBothWidths(page, "admin-companies");
  await table.getByRole("link", { name: NAME }).click();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
});
