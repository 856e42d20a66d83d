import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { expect, test, type Locator, type Page } from "./support/test";
import { becomeAdminWithTwoFactor } from "./support/admin";
import { checkAtBothWidths, signUpCandidate } from "./support/candidate";
import { withE2eDb } from "./support/db";

/*
 * The admin home, dashboard, posting analytics and OKR dashboard (issue 19, decision 058). The home
 * shows the last 7 days and every section; the dashboard changes its period (a preset, custom dates,
 * a refused range) and its CSV download parses to the page's per-day table; posting analytics groups
 * this test's own job by company and downloads the grouping; the OKR dashboard takes an objective and
 * a key result on a Google Analytics figure recorded here, and charts target against actual. Every
 * page: axe at 1280 and 390 px, no sideways scroll, screenshots (E2E_SCREENSHOTS).
 */
test.describe.configure({ mode: "serial", retries: 0 });

const today = () => new Date().toISOString().slice(0, 10);
const daysFrom = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A table's body rows as text, numbers without their thousands separators (the CSV writes 1234). */
async function tableRows(table: Locator): Promise<string[][]> {
  const rows = await table.locator("tbody tr").all();
  return Promise.all(rows.map(async (r) => (await r.locator("td").allInnerTexts()).map((c) => (/^[\d,.]+$/.test(c.trim()) ? c.trim().replace(/,/g, "") : c.trim()))));
}

async function downloadCsv(page: Page, link: Locator): Promise<string[][]> {
  const href = (await link.getAttribute("href"))!;
  const answer = await page.request.get(href);
  expect(answer.status(), `${href}: ${(await answer.text()).slice(0, 300)}`).toBe(200);
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
  const downloaded = page.waitForEvent("download", { timeout: 20_000 });
  await link.click();
  const file = await (await downloaded).path();
  return parse(readFileSync(file, "utf8")) as string[][];
}

test("/admin: the last 7 days at a glance and every admin section", async ({ page }) => {
  await becomeAdminWithTwoFactor(page, `dash-home-${randomUUID().slice(0, 6)}@example.test`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const glance = page.getByRole("region", { name: "The last 7 days" });
  for (const name of ["New candidates", "Postings published", "Applications", "Job alert emails", "Jobs imported", "Failed background jobs"]) {
    await expect(glance.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const sections = page.getByRole("region", { name: "Sections" });
  for (const heading of ["Overview", "People", "Companies", "Taxonomies", "Job data", "Outreach and health"]) {
    await expect(sections.getByRole("heading", { level: 3, name: heading, exact: true })).toBeVisible();
  }
  await expect(sections.getByText("Views, apply clicks and applications.")).toBeVisible();
  await sections.getByRole("link", { name: "OKRs", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/okr-dashboard$/);
  await page.goto("/admin");
  await checkAtBothWidths(page, "admin-home");
});

test("/admin/dashboard: presets, custom dates and a refused range; the CSV is the per-day table", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A candidate who signs up today counts on today's row.
  const other = await browser.newContext();
  await signUpCandidate(await other.newPage(), `dash-candidate-${randomUUID().slice(0, 6)}@example.test`, "Dana Candidate");
  await other.close();
  await becomeAdminWithTwoFactor(page, `dash-board-${randomUUID().slice(0, 6)}@example.test`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Totals: Last 30 days" })).toBeVisible();

  await page.getByLabel("Period", { exact: true }).selectOption("7");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/range=7/);
  await expect(page.getByRole("heading", { name: "Totals: Last 7 days" })).toBeVisible();
  const table = page.getByRole("region", { name: "Every figure per day: table" }).locator("table");
  await expect(table.locator("tbody tr")).toHaveCount(7);

  // A custom period of 3 days, today included.
  await page.getByLabel("Period", { exact: true }).selectOption("custom");
  await page.getByLabel("From", { exact: true }).fill(daysFrom(-2));
  await page.getByLabel("To", { exact: true }).fill(today());
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${daysFrom(-2)}`));
  await expect(table.locator("tbody tr")).toHaveCount(3);
  const rows = await tableRows(table);
  expect(Number(rows[2]![1])).toBeGreaterThanOrEqual(1);

  const csv = await downloadCsv(page, page.getByRole("link", { name: "Download CSV" }));
  expect(csv[0]).toEqual((await table.locator("thead th").allTextContents()).map((h) => h.trim()));
  expect(csv.slice(1).map((r) => r.slice(1))).toEqual(rows.map((r) => r.slice(1)));
  expect(csv.slice(1).map((r) => r[0])).toEqual([daysFrom(-2), daysFrom(-1), today()]);
  await checkAtBothWidths(page, "admin-dashboard");

  // A range the server refuses: said above the form, the default period shown meanwhile.
  await page.getByLabel("Period", { exact: true }).selectOption("custom");
  await page.getByLabel("From", { exact: true }).fill(daysFrom(-400));
  await page.getByLabel("To", { exact: true }).fill(today());
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("To: A period can be at most 366 days long.")).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(daysFrom(-400));
  await expect(page.getByRole("heading", { name: "Totals: Last 30 days" })).toBeVisible();
});

test("/admin/job-posting-analytics: this test's job by posting and by company, sorted, with the grouping's CSV", async ({ page }) => {
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 6);
  const company = `Analytics Co ${run}`;
  await withE2eDb(async (db) => {
    const c = await db.query<{ id: string }>("insert into companies (slug, name) values ($1, $2) returning id", [`analytics-co-${run}`, company]);
    for (const [title, views, clicks] of [
      [`Welder ${run}`, 40, 6],
      [`Painter ${run}`, 12, 9],
    ] as const) {
      const j = await db.query<{ id: string }>(
        "insert into jobs (source, external_ref, title, company_id, posted_at, content_hash, apply_on_platform, status) values ('e2e', $1, $2, $3, now(), 'e2e', true, 'closed') returning id",
        [`${run}-${title}`, title, c.rows[0]!.id],
      );
      await db.query("insert into job_daily_stats (job_id, day, views, apply_clicks) values ($1, (now() at time zone 'UTC')::date, $2, $3)", [j.rows[0]!.id, views, clicks]);
    }
  });
  await becomeAdminWithTwoFactor(page, `dash-analytics-${run}@example.test`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/job-posting-analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Posting analytics" })).toBeVisible();

  await page.getByLabel("Search by job title or company", { exact: true }).fill(run);
  await page.getByRole("button", { name: "Show" }).click();
  const byPosting = page.getByRole("region", { name: "Posting analytics by posting" }).locator("table");
  expect((await tableRows(byPosting)).map((r) => [r[0], r[3], r[4]])).toEqual([
    [`Welder ${run}`, "40", "6"],
    [`Painter ${run}`, "12", "9"],
  ]);
  await byPosting.getByRole("link", { name: "Apply clicks" }).click();
  await expect(page).toHaveURL(/sort=applyClicks&dir=desc/);
  expect((await tableRows(byPosting)).map((r) => r[0])).toEqual([`Painter ${run}`, `Welder ${run}`]);

  await page.getByLabel("Group by", { exact: true }).selectOption("company");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/group=company/);
  const byCompany = page.getByRole("region", { name: "Posting analytics by company" }).locator("table");
  const rows = await tableRows(byCompany);
  expect(rows).toEqual([[company, "52", "15", "0"]]);
  await expect(page.getByText("The CSV holds every row in this order, not only this page.")).toBeVisible();
  const csv = await downloadCsv(page, page.getByRole("link", { name: /^Download CSV/ }));
  expect(csv).toEqual([["Company", "Views", "Apply clicks", "Applications"], ...rows]);
  await checkAtBothWidths(page, "admin-job-posting-analytics");
});

test("/admin/okr-dashboard: an objective and a key result on a recorded Google Analytics figure, charted against the target", async ({ page }) => {
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 6);
  await becomeAdminWithTwoFactor(page, `dash-okr-${run}@example.test`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/okr-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "OKR dashboard" })).toBeVisible();
  // okr_non_google is off by default: only Google Analytics key results show.
  await expect(page.getByText("Google Analytics figures only")).toBeVisible();

  const title = `Reach more job seekers ${run}`;
  await page.getByRole("button", { name: "Add an objective" }).first().click();
  let dialog = page.getByRole("dialog", { name: "Add an objective" });
  await dialog.getByRole("button", { name: "Add the objective" }).click();
  await expect(dialog.getByText("Enter the objective.")).toBeVisible();
  await dialog.getByLabel("Objective", { exact: true }).fill(title);
  await dialog.getByLabel("Owner", { exact: true }).fill("Growth team");
  await dialog.getByLabel("First day", { exact: true }).fill(daysFrom(-3));
  await dialog.getByLabel("Last day", { exact: true }).fill(daysFrom(10));
  await dialog.getByRole("button", { name: "Add the objective" }).click();
  await expect(dialog).toBeHidden();
  const objective = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: title }) });
  await expect(objective.getByText("Owner: Growth team")).toBeVisible();

  // Today's sessions, read from Google Analytics and typed in.
  const figures = page.getByRole("form", { name: "Record a Google Analytics figure" });
  await figures.getByLabel("Metric", { exact: true }).selectOption("ga-sessions");
  await figures.getByLabel("Day (UTC)", { exact: true }).fill(today());
  await figures.getByLabel("Value", { exact: true }).fill("250");
  await figures.getByRole("button", { name: "Record the figure" }).click();
  await expect(page.getByText(`Recorded 250 for Sessions (Google Analytics) on ${today()}.`)).toBeVisible();

  await objective.getByRole("button", { name: `Add a key result to ${title}` }).click();
  dialog = page.getByRole("dialog", { name: "Add a key result" });
  // Upstep's own metrics are not offered while the flag is off.
  await expect(dialog.getByLabel("Metric", { exact: true }).locator("option", { hasText: "New candidates" })).toHaveCount(0);
  await dialog.getByLabel("Key result", { exact: true }).fill("1,000 sessions");
  await dialog.getByLabel("Metric", { exact: true }).selectOption("ga-sessions");
  await dialog.getByLabel("Baseline", { exact: true }).fill("0");
  await dialog.getByLabel("Target", { exact: true }).fill("1000");
  await dialog.getByRole("button", { name: "Add the key result" }).click();
  await expect(dialog).toBeHidden();

  const kr = objective.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "1,000 sessions" }) });
  await expect(kr.getByText("25% progress")).toBeVisible();
  await expect(kr.getByText(/250\s+so far against a target of\s+1,000/)).toBeVisible();
  await expect(kr.getByRole("img", { name: /1,000 sessions: target and actual/ })).toBeVisible();
  await kr.getByText("Table view").click();
  const chartTable = kr.getByRole("region", { name: "1,000 sessions: target and actual: table view" });
  await expect(chartTable.locator("tbody tr")).toHaveCount(14);
  // Day 4 (today) carries the 250; later days have no actual yet.
  await expect(chartTable.locator("tbody tr").nth(3).locator("td")).toHaveText([/.+/, "250", "1,000"]);
  await expect(chartTable.locator("tbody tr").nth(4).locator("td").nth(1)).toHaveText("—");
  await checkAtBothWidths(page, "admin-okr-dashboard");
});
