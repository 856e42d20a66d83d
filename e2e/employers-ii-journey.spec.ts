import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, test, type Page } from "./support/test";
import { withE2eDb } from "./support/db";
import { publishPostingThroughApi } from "./support/employer";
import { logInThroughUi } from "./support/session";
import { becomeDiscoverable, talentMatchNotifications } from "./support/talent";

/*
 * Issue 17's done-means, as one story through the real pages (decisions 042-046). The demo recruiter
 * of Northwind Health finds a discoverable candidate by skill and radius, opens the profile, adds
 * them to a new pipeline, comments and moves them a stage on; saves the search; a new candidate who
 * matches turns discoverable and the recruiter is notified. A requisition with two openings is
 * approved by its approver, linked to a posting and filled; its time to fill shows in the company's
 * requisition tracker and in the tracker's CSV. Each feature's own spec covers its pages in depth
 * (axe, both widths, errors); this one proves they work together.
 */
const RECRUITER = "recruiter@upstep.local";
const HIRING = "hiring@upstep.local";

async function csvOf(page: Page, tableTitle: string): Promise<string[][]> {
  const link = page.getByRole("link", { name: `Download CSV: ${tableTitle}`, exact: true });
  const downloaded = page.waitForEvent("download");
  await link.click();
  const file = await (await downloaded).path();
  return parse(readFileSync(file, "utf8")) as string[][];
}

test("a recruiter finds, pipelines and is told about talent; a requisition is approved, filled and tracked", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36).slice(-5);
  await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughUi(page, RECRUITER);

  // 1. Find a discoverable candidate by skill and radius.
  await page.goto("/talent/subscribers");
  await page.getByLabel("Location", { exact: true }).fill("Columbus, OH");
  await page.getByLabel("Distance").selectOption("25");
  await page.getByRole("button", { name: "Search talent" }).click();
  await expect(page).toHaveURL(/location=Columbus%2C\+OH&radius=25/);
  const skill = page.getByRole("region", { name: "Skills" }).getByRole("link", { name: /^Triage \(\d+\)$/ });
  await skill.click();
  await expect(page).toHaveURL(/skill=triage/);
  const result = page.getByTestId("talent-result").first();
  const name = await result.getByRole("heading", { level: 3 }).innerText();
  await expect(result.getByRole("list", { name: /^Skills of / })).toContainText("Triage");

  // 2. Open the profile and add them to a new pipeline.
  await result.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("talent-profile")).toContainText("Triage");
  const pipelineName = `Triage nurses ${tag}`;
  await page.getByRole("button", { name: "Add to pipeline" }).click();
  const add = page.getByRole("dialog", { name: "Add to talent pipeline" });
  await add.getByLabel("Pipeline").selectOption({ label: "New pipeline…" });
  await add.getByLabel("Name of the new pipeline").fill(pipelineName);
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(add).toContainText(`1 person added to ${pipelineName}.`);
  await add.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("profile-pipelines-panel")).toContainText(pipelineName);

  // 3. In the pipeline (opened by its name): comment, then move them a stage on.
  const profileId = new URL(page.url()).pathname.split("/").pop()!;
  await page.goto(`/talent/pipelines?name=${encodeURIComponent(pipelineName)}&selected=${profileId}`);
  await expect(page.getByRole("heading", { level: 1, name: pipelineName })).toBeVisible();
  const panel = page.getByTestId("person-panel");
  await panel.getByLabel("New comment").fill("Strong triage background; ask about nights.");
  await panel.getByRole("button", { name: "Add comment" }).click();
  await expect(panel.getByTestId("talent-comment")).toContainText("Strong triage background");
  await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  await page.getByRole("button", { name: "Move to stage" }).click();
  await page.getByRole("menuitem", { name: "Contacted" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Contacted (1)" })).toBeVisible();
  await expect(page.getByTestId("person-panel")).toContainText("Moved from Sourced to Contacted");

  // 4. Save the search.
  const searchName = `Columbus triage ${tag}`;
  await page.goto("/talent/subscribers?q=triage&location=Columbus%2C+OH&radius=25");
  await page.getByRole("button", { name: "Save this search" }).click();
  const save = page.getByRole("dialog", { name: "Save this search" });
  await save.getByLabel("Name").fill(searchName);
  await save.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("dialog", { name: "Search saved" })).toContainText(`“${searchName}” is saved.`);

  // 5. A new matching candidate turns discoverable (the real visibility route); the recruiter is told.
  await becomeDiscoverable(browser, {
    email: `tess-${tag}@example.test`,
    firstName: "Tess",
    lastName: "Triage",
    headline: "Emergency nurse",
    summary: "Five years of triage in a level I trauma center.",
    postalCode: "43215",
    city: "Columbus",
    state: "OH",
  });
  await expect.poll(() => talentMatchNotifications(RECRUITER, "Tess Triage"), { timeout: 60_000, intervals: [1_000] }).toBeGreaterThanOrEqual(1);
  await page.goto("/notifications");
  await page.getByRole("link", { name: new RegExp(`Tess Triage matches your saved search “${searchName}”`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tess Triage" })).toBeVisible();

  // 6. A requisition with two openings, approved by Harper Hiring.
  const { postingId, postingTitle } = await publishPostingThroughApi(page, `Triage Nurse ${tag}`);
  const title = `Triage Nurses ${tag}`;
  await page.goto("/talent/requisitions/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Department").fill("Emergency");
  await page.getByLabel("Location", { exact: true }).fill("Columbus, OH");
  await page.getByLabel("Openings").fill("2");
  await page.getByLabel("Add an approver").selectOption({ label: "Harper Hiring" });
  await page.getByRole("button", { name: "Add approver" }).click();
  await page.getByRole("button", { name: "Create requisition" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(title) })).toBeVisible();
  const requisitionUrl = page.url();
  const requisitionId = new URL(requisitionUrl).pathname.split("/").pop()!;
  await page.getByRole("button", { name: "Submit for approval" }).click();
  await expect(page.getByText("Waiting for Harper Hiring.")).toBeVisible();

  const harperContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const harper = await harperContext.newPage();
  await logInThroughUi(harper, HIRING);
  await harper.goto(requisitionUrl);
  await expect(harper.getByText("Your approval is needed.")).toBeVisible();
  await harper.getByRole("button", { name: "Approve" }).click();
  await harper.getByRole("dialog", { name: "Approve this requisition?" }).getByRole("button", { name: "Approve" }).click();
  await expect(harper.getByTestId("requisition-announcer")).toHaveText("Approved.");
  await harperContext.close();

  // It was approved 14 days ago as far as the tracker is concerned: time passes between approval and hires.
  await withE2eDb((db) => db.query(`update requisitions set opened_at = opened_at - interval '14 days' where id = $1`, [requisitionId]));

  // 7. Linked to the posting and filled with two hires.
  await page.reload();
  await page.getByLabel("Job posting to link").selectOption({ label: `${postingTitle} (Published)` });
  await page.getByRole("button", { name: "Link posting" }).click();
  await expect(page.getByTestId("linked-postings")).toContainText(postingTitle);
  for (const hire of ["Tess Triage", "Jordan Triage"]) {
    await page.getByLabel("Or the person's name").fill(hire);
    await page.getByRole("button", { name: "Record hire" }).click();
    await expect(page.getByTestId("requisition-announcer")).toHaveText(`Recorded ${hire}.`);
  }
  await expect(page.getByRole("heading", { name: "Hires (2 of 2)" })).toBeVisible();
  await expect(page.getByText("Filled", { exact: true }).first()).toBeVisible();
  expect(await withE2eDb(async (db) => (await db.query(`select 1 from requisition_postings where requisition_id = $1 and posting_id = $2`, [requisitionId, postingId])).rowCount)).toBe(1);

  // 8. Its time to fill (14 days for each hire) in the requisition tracker and its CSV.
  await page.goto("/hiring/dashboard?view=requisition-tracker");
  const perHire = page.getByRole("region", { name: "Time to fill, per hire" });
  for (const hire of ["Tess Triage", "Jordan Triage"]) {
    const row = perHire.getByRole("row").filter({ hasText: hire });
    await expect(row).toContainText(title);
    await expect(row.getByRole("cell").last()).toHaveText("14");
  }
  const rows = await csvOf(page, "Time to fill, per hire");
  const header = rows[0]!;
  const days = header.length - 1;
  const fromCsv = rows.filter((r) => r.some((cell) => cell.includes(title)));
  expect(fromCsv).toHaveLength(2);
  for (const row of fromCsv) expect(row[days]).toBe("14");
});
