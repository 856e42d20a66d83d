import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, test, type Download, type Locator, type Page } from "./support/test";
import type pg from "pg";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSidewaysScroll } from "./support/candidate";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";
import { totpCode } from "./support/totp";

/*
 * The trackers (issue 17 part 4, decision 046). The demo hiring manager (Harper, owner of Northwind
 * Health) opens the requisition tracker and the hiring tracker of the dashboard: a requisition
 * opened 30 days ago with an opening filled 10 days ago shows 20 days to fill, the charts draw and
 * each has its table, and a table's CSV download parses to the table's own rows. An administrator
 * with two-factor opens both admin trackers, finds Northwind among the companies, chooses it and
 * downloads the companies CSV. Every page axe clean at 1280 and 390 px without sideways scroll;
 * screenshots docs/screenshots/trackers-*.png.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const HIRING = "hiring@upstep.local";
const DAY = 86_400_000;
const PASSWORD = "a long enough admin password";
/** E2E_SCREENSHOTS=dir saves the screenshots (docs/screenshots/trackers-*.png), as every spec's shoot() does. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function northwind(db: pg.Client): Promise<{ companyId: string }> {
  const { rows } = await db.query<{ companyId: string }>(
    `select m.company_id as "companyId" from company_members m join users u on u.id = m.user_id join companies c on c.id = m.company_id where u.email = $1 and c.name = 'Northwind Health'`,
    [HIRING],
  );
  return rows[0]!;
}

async function stagesOf(db: pg.Client, companyId: string): Promise<Record<string, string>> {
  await db.query(
    `insert into company_pipeline_stages (company_id, name, position, kind, candidate_stage)
     select $1, s.name, s.position, s.kind, s.candidate_stage
     from (values ('Applied', 0, 'applied', null), ('Screen', 1, 'active', 'in-review'), ('Interview', 2, 'active', 'interviewing'),
                  ('Offer', 3, 'active', 'offer'), ('Hired', 4, 'hired', null), ('Rejected', 5, 'rejected', null)) as s(name, position, kind, candidate_stage)
     where not exists (select 1 from company_pipeline_stages where company_id = $1)`,
    [companyId],
  );
  const { rows } = await db.query<{ id: string; name: string }>(`select id, name from company_pipeline_stages where company_id = $1`, [companyId]);
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

async function publishPosting(db: pg.Client, companyId: string, title: string, openedAt: Date): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`select gen_random_uuid() as id`);
  const id = rows[0]!.id;
  await db.query(`insert into jobs (id, source, external_ref, title, company_id, posted_at, content_hash, apply_on_platform) values ($1::uuid, 'upstep', $1::text, $2, $3, $4, 'e2e', true)`, [
    id,
    title,
    companyId,
    openedAt,
  ]);
  await db.query(`insert into job_postings (id, company_id, status, title, first_published_at, published_at) values ($1, $2, 'published', $3, $4, $4)`, [id, companyId, title, openedAt]);
  return id;
}

/** An applicant sent at `sent`, moved through `moves` ([stage, when]). */
async function applicant(db: pg.Client, posting: { id: string; companyId: string }, stages: Record<string, string>, sent: Date, moves: [string, Date][]) {
  const email = `tracker-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { rows: user } = await db.query<{ id: string }>(`insert into users (id, name, email, email_verified) values (gen_random_uuid(), 'Applicant', $1, true) returning id`, [email]);
  const { rows } = await db.query<{ id: string }>(`insert into applications (job_id, user_id, company_id, stage, submitted_at) values ($1, $2, $3, 'applied', $4) returning id`, [
    posting.id,
    user[0]!.id,
    posting.companyId,
    sent,
  ]);
  let from: string | null = null;
  let fromName = "Applied";
  for (const [to, at] of moves) {
    await db.query(`update application_tracking set pipeline_stage_id = $2, stage_entered_at = $3 where application_id = $1`, [rows[0]!.id, stages[to], at]);
    await db.query(`insert into application_activity (application_id, company_id, kind, detail, created_at) values ($1, $2, 'stage', $3, $4)`, [
      rows[0]!.id,
      posting.companyId,
      JSON.stringify({ fromStageId: from, toStageId: stages[to], fromName, toName: to }),
      at,
    ]);
    from = stages[to]!;
    fromName = to;
  }
}

async function requisition(
  db: pg.Client,
  companyId: string,
  r: { title: string; department: string; openings: number; status: string; createdAt: Date; openedAt: Date | null; changes: [string, string, Date][]; hires: [string, Date][] },
) {
  const { rows } = await db.query<{ id: string }>(
    `insert into requisitions (company_id, number, title, department, openings, filled_count, status, opened_at, created_at, updated_at)
     values ($1, (select coalesce(max(number), 0) + 1 from requisitions where company_id = $1), $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
    [companyId, r.title, r.department, r.openings, r.hires.length, r.status, r.openedAt, r.createdAt],
  );
  const id = rows[0]!.id;
  for (const [from, to, at] of r.changes) await db.query(`insert into requisition_activity (requisition_id, kind, detail, created_at) values ($1, 'status', $2, $3)`, [id, JSON.stringify({ from, to }), at]);
  for (const [name, at] of r.hires) await db.query(`insert into requisition_hires (requisition_id, hire_name, filled_at) values ($1, $2, $3)`, [id, name, at]);
  return id;
}

async function seed(tag: string) {
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  return withE2eDb(async (db) => {
    await db.query(`update feature_flags set enabled = true where key in ('hiring-tracker', 'requisition-tracker')`);
    const { companyId } = await northwind(db);
    const stages = await stagesOf(db, companyId);
    const postingTitle = `Tracker Clerk ${tag}`;
    const posting = { id: await publishPosting(db, companyId, postingTitle, ago(45)), companyId };
    await applicant(db, posting, stages, ago(40), [
      ["Screen", ago(38)],
      ["Interview", ago(33)],
      ["Offer", ago(30)],
      ["Hired", ago(28)],
    ]);
    await applicant(db, posting, stages, ago(35), [
      ["Screen", ago(34)],
      ["Interview", ago(25)],
    ]);
    await applicant(db, posting, stages, ago(20), [["Screen", ago(18)]]);
    await applicant(db, posting, stages, ago(12), [["Rejected", ago(11)]]);
    await applicant(db, posting, stages, ago(3), []);
    const nurse = `Tracker Nurse ${tag}`;
    const id = await requisition(db, companyId, {
      title: nurse,
      department: "Nursing",
      openings: 2,
      status: "open",
      createdAt: ago(40),
      openedAt: ago(30),
      changes: [
        ["draft", "pending-approval", ago(36)],
        ["pending-approval", "open", ago(30)],
      ],
      hires: [["Hana Hire", ago(10)]],
    });
    await db.query(`insert into requisition_postings (requisition_id, posting_id) values ($1, $2)`, [id, posting.id]);
    await requisition(db, companyId, {
      title: `Tracker Porter ${tag}`,
      department: "Facilities",
      openings: 1,
      status: "on-hold",
      createdAt: ago(20),
      openedAt: ago(15),
      changes: [
        ["draft", "open", ago(15)],
        ["open", "on-hold", ago(5)],
      ],
      hires: [],
    });
    const { rows: rival } = await db.query<{ id: string }>(`insert into companies (slug, name) values ($1, $2) returning id`, [`tracker-rival-${tag}`, `Tracker Rival ${tag}`]);
    await requisition(db, rival[0]!.id, {
      title: `Rival Secret ${tag}`,
      department: "Secret",
      openings: 1,
      status: "open",
      createdAt: ago(9),
      openedAt: ago(9),
      changes: [["draft", "open", ago(9)]],
      hires: [["Rival Hire", ago(2)]],
    });
    return { nurse, postingTitle, rival: `Rival Secret ${tag}`, companyId };
  });
}

/** A table's rows as the page shows them (a "none" cell is empty, as in the CSV), header first. */
async function tableText(region: Locator): Promise<string[][]> {
  return region.locator("tr").evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll("th, td")).map((cell) => {
        const text = (cell.textContent ?? "").trim();
        return text === "—none" ? "" : text;
      }),
    ),
  );
}

/** Clicks a table's "Download CSV" link and reads the file the browser saved with a real CSV parser. */
async function downloadCsv(page: Page, tableTitle: string): Promise<{ rows: string[][]; download: Download }> {
  const link = page.getByRole("link", { name: `Download CSV: ${tableTitle}`, exact: true });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href"))!;
  // What the route answers, so a failed download says why.
  const answer = await page.request.get(href);
  expect(answer.status(), `${href}: ${(await answer.text()).slice(0, 300)}`).toBe(200);
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
  const downloaded = page.waitForEvent("download", { timeout: 20_000 });
  await link.click();
  const download = await downloaded.catch(async (err: unknown) => {
    await page.screenshot({ path: "/tmp/trackers-download-failed.png", fullPage: true });
    throw err;
  });
  const file = await download.path();
  return { rows: parse(readFileSync(file, "utf8")) as string[][], download };
}

async function checkBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The charts draw after their script loads; the screenshot waits for them.
    await expect(page.locator("figure .recharts-surface").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/trackers-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("trackers", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("a hiring manager reads time to fill, the funnel and time in stage, and downloads a table as CSV", async ({ page }) => {
    test.setTimeout(150_000);
    const tag = Date.now().toString(36);
    const seeded = await seed(tag);
    await logInThroughUi(page, HIRING);

    await page.goto("/hiring/dashboard");
    await page.getByRole("navigation", { name: "Dashboard views" }).getByRole("link", { name: "Requisition tracker" }).click();
    await expect(page).toHaveURL(/\/hiring\/dashboard\?view=requisition-tracker$/);
    await expect(page.getByTestId("tracker-period")).toHaveText("Last 90 days");

    // Opened 30 days ago, filled 10 days ago: 20 days to fill.
    const perHire = page.getByRole("region", { name: "Time to fill, per hire" });
    const hireRow = perHire.getByRole("row").filter({ hasText: seeded.nurse });
    await expect(hireRow).toContainText("Hana Hire");
    await expect(hireRow.getByRole("cell").last()).toHaveText("20");
    await expect(page.getByText(seeded.rival)).toHaveCount(0);
    // Each chart is a named picture with its table under it.
    await expect(page.getByRole("img", { name: "Bar chart: requisitions by status. The same numbers are in the table below." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Requisitions by status" }).getByRole("row").filter({ hasText: "On hold" })).toBeVisible();

    const { rows, download } = await downloadCsv(page, "Time to fill, per hire");
    expect(download.suggestedFilename()).toMatch(/^northwind-health-requisition-tracker-time-to-fill-last-90-days-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows).toEqual(await tableText(perHire));
    expect(rows.find((r) => r[1] === seeded.nurse)?.slice(3)).toEqual(["Hana Hire", expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), "20"]);
    await checkBothWidths(page, "requisition-tracker");

    // The department filter keeps the view.
    await page.getByLabel("Department", { exact: true }).selectOption("Facilities");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/view=requisition-tracker.*department=Facilities/);
    await expect(page.getByRole("region", { name: "Open requisitions", exact: true })).not.toContainText(seeded.nurse);
    await expect(perHire.getByRole("row").filter({ hasText: seeded.nurse })).toHaveCount(0);

    // The hiring tracker: the funnel of the applications sent in the period, per posting too.
    await page.getByRole("navigation", { name: "Dashboard views" }).getByRole("link", { name: "Hiring tracker" }).click();
    await expect(page).toHaveURL(/\/hiring\/dashboard\?view=hiring-tracker$/);
    const byPosting = page.getByRole("region", { name: "Funnel by posting" });
    await expect(byPosting.getByRole("row").filter({ hasText: seeded.postingTitle })).toContainText(/5\s*3\s*2\s*1\s*1\s*20/);
    await expect(page.getByRole("img", { name: "Bar chart: applications that reached each stage. The same numbers are in the table below." })).toBeVisible();
    const funnel = await downloadCsv(page, "Funnel by posting");
    expect(funnel.rows).toEqual(await tableText(byPosting));
    await checkBothWidths(page, "hiring-tracker");
  });

  test("an administrator with two-factor compares companies and opens one company's tracker", async ({ page }) => {
    test.setTimeout(150_000);
    const tag = Date.now().toString(36);
    const seeded = await seed(tag);
    const email = `e2e-trackers-${tag}@example.test`;
    const res = await page.request.post("/api/identity/auth/sign-up/email", { headers: { "x-csrf": "1" }, data: { name: "Tracy Tracker", email, password: PASSWORD, callbackURL: "/auth/confirm-account" } });
    expect(res.status()).toBe(200);
    await withE2eDb(async (db) => {
      await db.query("update users set email_verified = true where email = $1", [email]);
      await db.query("insert into user_roles (user_id, role) select id, 'Administrator' from users where email = $1", [email]);
    });
    await logInThroughUi(page, email, PASSWORD);
    await page.goto("/admin/requisition-tracker");
    await expect(page).toHaveURL(/\/account\/security\?mfa=required/);
    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const key = (await page.getByLabel("Setup key").innerText()).replace(/\s+/g, "");
    await page.getByLabel("6-digit code").fill(totpCode(key));
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await expect(page.getByText(/two-factor authentication is on/i).first()).toBeVisible();

    await page.goto("/admin/requisition-tracker");
    await expect(page.getByRole("heading", { level: 1, name: "Requisition tracker" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Requisition tracker" })).toHaveAttribute("aria-current", "page");
    const companies = page.getByRole("region", { name: "Requisitions by company" });
    await expect(companies.getByRole("row").filter({ hasText: "Northwind Health" })).toBeVisible();
    await expect(companies.getByRole("row").filter({ hasText: `Tracker Rival ${tag}` })).toBeVisible();
    const csv = await downloadCsv(page, "Requisitions by company");
    expect(csv.download.suggestedFilename()).toMatch(/^all-companies-requisition-tracker-companies-last-90-days-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.rows).toEqual(await tableText(companies));
    await checkBothWidths(page, "admin-requisition-tracker");

    await page.getByLabel("Company", { exact: true }).selectOption({ label: "Northwind Health" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`company=${seeded.companyId}`));
    await expect(page.getByRole("region", { name: "Time to fill, per hire" }).getByRole("row").filter({ hasText: seeded.nurse })).toContainText("20");
    await expect(page.getByText(seeded.rival)).toHaveCount(0);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Hiring tracker" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Hiring tracker" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Hiring by company" }).getByRole("row").filter({ hasText: "Northwind Health" })).toBeVisible();
    await checkBothWidths(page, "admin-hiring-tracker");
  });
});
