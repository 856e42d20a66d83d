import { expect, test, type Page } from "./support/test";
import { becomeAdminWithTwoFactor } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { withE2eDb } from "./support/db";

/*
 * Issue 19: promoted jobs, job location management and the postal-code refresh. Each page's main
 * action in a browser (promote a job and find it first and badged in /jobs; correct a place; upload a
 * small CSV and apply its diff), axe at 1280 and 390 px, no sideways scroll, screenshots to
 * $E2E_SCREENSHOTS. What the tests add to the shared database is taken away at the end.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const stamp = Date.now();
/** A word no other job has: letters only, so the search takes it as one word. */
const WORD = `zephyr${[...String(stamp)].map((d) => String.fromCharCode(97 + Number(d))).join("")}`;
const TITLE = `${WORD[0]!.toUpperCase()}${WORD.slice(1)} Coordinator`;
const PLACE_KEY = `e2e-nowhere-${stamp}|tx|`;
const PLACE_LABEL = `E2e-nowhere-${stamp}, TX`;
const ZIP = "00007";
let jobIds: string[] = [];

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${what} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}

async function checkWidths(page: Page, path: string, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, path);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/admin-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeAll(async () => {
  // Two open jobs with the same title: the newer ranks first until the older is promoted.
  jobIds = await withE2eDb(async (db) => {
    const res = await db.query<{ id: string }>(
      `insert into jobs (source, external_ref, title, company_id, category_id, subcategory_id, employment_type, tags, remote, status, posted_at, valid_through,
         apply_url, apply_on_platform, primary_location_id, content_hash)
       select 'e2e-promotions', 'promo-' || $1 || '-' || n, $2, job.company_id, job.category_id, job.subcategory_id, job.employment_type, '{}', job.remote, 'open',
         now() - make_interval(hours => n), now() + interval '30 days', 'https://careers.example.com/apply', false, job.primary_location_id, 'e2e'
       from (select * from jobs where status = 'open' and primary_location_id is not null order by posted_at desc limit 1) job, generate_series(1, 2) n
       order by n returning id`,
      [String(stamp), TITLE],
    );
    for (const { id } of res.rows) {
      await db.query(
        `insert into job_documents (job_id, title, company_name, description_html)
         select $1, $2, company.name, '<p>Coordinate the zephyrology team.</p>' from jobs join companies company on company.id = jobs.company_id where jobs.id = $1`,
        [id, TITLE],
      );
    }
    await db.query(
      `insert into unresolved_places (source, place_key, label, city, state_code, postal_code, reason, occurrences, examples)
       values ('e2e-feed', $1, $2, $3, 'TX', null, 'unknown city', 3, $4::jsonb)`,
      [PLACE_KEY, PLACE_LABEL, `E2e-nowhere-${stamp}`, JSON.stringify([{ ref: "E2E-1", title: "Forklift Operator" }])],
    );
    return res.rows.map((r) => r.id);
  });
});

test.afterAll(async () => {
  await withE2eDb(async (db) => {
    await db.query("delete from jobs where source = 'e2e-promotions' and external_ref like $1", [`promo-${stamp}-%`]);
    await db.query("delete from place_aliases where alias = $1", [`place:${PLACE_KEY}`]);
    await db.query("delete from unresolved_places where place_key = $1", [PLACE_KEY]);
    await db.query("delete from postal_codes where postal_code = $1", [ZIP]);
  });
});

test("promote a job: it is badged and first in /jobs search; the three pages pass axe at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(180_000);
  await becomeAdminWithTwoFactor(page, `promotions-${stamp}@example.com`, "Pat Promoter");
  const [newer, older] = jobIds as [string, string];

  // Both jobs match the search alone; the first of their links is the better ranked.
  const firstLink = page.getByRole("link", { name: TITLE }).first();
  await page.goto(`/jobs?q=${encodeURIComponent(WORD)}`);
  await expect(page.getByRole("link", { name: TITLE })).toHaveCount(2);
  await expect(firstLink).toHaveAttribute("href", new RegExp(newer));

  await page.goto("/admin/promoted-jobs");
  await page.getByLabel("Find the job (title, company or job id)").fill(older);
  await page.getByRole("button", { name: "Find jobs" }).click();
  await page.getByRole("radio", { name: new RegExp(TITLE) }).check();
  await page.getByLabel("Boost level").selectOption("3");
  await page.getByRole("button", { name: /^Promote “/ }).click();
  await expect(page.getByText("Promotion saved.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: TITLE });
  await expect(row.getByText("Active")).toBeVisible();

  await page.goto(`/jobs?q=${encodeURIComponent(WORD)}`);
  await expect(firstLink).toHaveAttribute("href", new RegExp(older));
  const promoted = await withE2eDb((db) => db.query<{ is_promoted: boolean; tags: string[] }>("select is_promoted, tags from jobs where id = $1", [older]));
  expect(promoted.rows[0]).toEqual({ is_promoted: true, tags: ["Promoted Job"] });
  await expect(page.locator(`li:has(a[href*="${older}"])`).last().getByText("Promoted", { exact: true })).toBeVisible();

  await checkWidths(page, "/admin/promoted-jobs", "promoted-jobs");
  await checkWidths(page, "/admin/job-location-management", "job-location-management");
  await checkWidths(page, "/admin/postal-code-data-refresh", "postal-code-data-refresh");

  // End it now: the badge goes.
  await page.goto(`/admin/promoted-jobs?q=${encodeURIComponent(WORD)}`);
  await page.getByRole("button", { name: new RegExp(`End now the promotion of ${TITLE}`) }).click();
  await page.getByRole("dialog").getByRole("button", { name: "End now" }).click();
  await expect(page.getByRole("row").filter({ hasText: TITLE }).getByText("Ended")).toBeVisible();
});

test("correct a place that did not resolve", async ({ page }) => {
  await becomeAdminWithTwoFactor(page, `places-${stamp}@example.com`, "Lou Locations");
  await page.goto(`/admin/job-location-management?q=${encodeURIComponent(`e2e-nowhere-${stamp}`)}`);
  const row = page.getByRole("row").filter({ hasText: PLACE_LABEL });
  await expect(row.getByText("unknown city")).toBeVisible();
  await row.getByRole("button", { name: `Correct ${PLACE_LABEL}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Postal code").fill("78701");
  await dialog.getByRole("button", { name: "Save the correction" }).click();
  await expect(page.getByText("The place was corrected.")).toBeVisible();
  await page.goto(`/admin/job-location-management?show=corrected&q=${encodeURIComponent(`e2e-nowhere-${stamp}`)}`);
  await expect(page.getByRole("row").filter({ hasText: PLACE_LABEL }).getByText(/^Now .*78701/)).toBeVisible();
  const alias = await withE2eDb((db) => db.query("select location_id from place_aliases where alias = $1", [`place:${PLACE_KEY}`]));
  expect(alias.rowCount).toBe(1);
});

test("upload a small postal-code CSV, see the diff and apply it", async ({ page }) => {
  await becomeAdminWithTwoFactor(page, `postal-${stamp}@example.com`, "Zip Admin");
  const countBefore = Number((await withE2eDb((db) => db.query<{ n: string }>("select count(*) as n from postal_codes"))).rows[0]!.n);
  await page.goto("/admin/postal-code-data-refresh");

  // A bad file: each row's error by line, nothing kept.
  await page.getByLabel("CSV file").setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from("postal_code,city,state_code,latitude,longitude\n123,X,TX,30,-97\n") });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("1 row has errors")).toBeVisible();
  await expect(page.getByText("Line 2: postal_code must be 5 digits.")).toBeVisible();

  await page.getByLabel("CSV file").setInputFiles({ name: "small.csv", mimeType: "text/csv", buffer: Buffer.from(`postal_code,city,state_code,latitude,longitude\n${ZIP},Testville,TX,30.1,-97.1\n`) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("heading", { name: "Check the changes" })).toBeVisible();
  await expect(page.getByRole("cell", { name: /Testville, TX/ })).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/admin-postal-code-diff-1280.png`, fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Apply the changes" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("The postal-code dataset was updated.")).toBeVisible();
  await expect(page.getByText(`${(countBefore + 1).toLocaleString("en-US")} postal codes`)).toBeVisible();
  const row = await withE2eDb((db) => db.query("select city from postal_codes where postal_code = $1", [ZIP]));
  expect(row.rows[0]).toEqual({ city: "Testville" });
});
