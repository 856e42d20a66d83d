import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { checkAtBothWidths } from "./support/candidate";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";

/*
 * Job postings (issue 16 part 2, decision 039) as the demo hiring manager (hiring@upstep.local, owner
 * of Northwind Health): a posting written in the form with a screening question and a knock-out
 * answer, saved as a draft as it is typed, published and found in /jobs at once with its skills on the
 * job page; paused (410 at once), resumed, closed (410). The list's search, status filter and bulk
 * pause with its confirmation; the analytics page counting the job page's views. Every page is axe
 * clean at 1280 and 390 px without sideways scroll, with screenshots.
 */
const HIRING = "hiring@upstep.local";

async function jobStatus(page: Page, path: string): Promise<number> {
  return (await page.request.get(path, { maxRedirects: 0 })).status();
}

/** A published posting made through the API as the signed-in person (for the list and analytics tests). */
async function apiPosting(page: Page, companyId: string, title: string): Promise<string> {
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const posting = {
    title,
    descriptionHtml: "<p>Keep our clinics stocked and tidy.</p>",
    remote: false,
    locations: [{ city: "Columbus", state: "OH", postalCode: "43215" }],
    salaryMin: "$18.00",
    salaryMax: "$21.00",
    salaryPeriod: "hour",
    employmentType: "part-time",
    categoryId: "",
    subcategoryId: "",
    skills: [],
    questions: [],
    applyMode: "upstep",
    applyUrl: "",
    expiresOn: expires,
    scorecardAttributes: ["Reliability"],
    ownerUserId: "",
  };
  const categoryId = await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `select c.id from categories c join category_types t on t.id = c.type_id where t.slug = 'jobs' and c.parent_id is null and c.name = 'Healthcare' limit 1`,
    );
    return rows[0]!.id;
  });
  const created = await page.request.post("/api/employer/postings", { headers: { "x-csrf": "1" }, data: { companyId, posting: { ...posting, categoryId } } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await page.request.post(`/api/employer/postings/${id}/status`, { headers: { "x-csrf": "1" }, data: { action: "publish" } });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

async function northwindId(): Promise<string> {
  return withE2eDb(async (db) => (await db.query<{ id: string }>(`select id from companies where name = 'Northwind Health' limit 1`)).rows[0]!.id);
}

test.describe("job postings", () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughUi(page, HIRING);
  });

  test("post a job with a knock-out question, publish, find it at once, pause (410), resume, close (410)", async ({ page }) => {
    test.setTimeout(120_000);
    const title = `Sterile Processing Technician ${randomUUID().slice(0, 6)}`;
    await page.goto("/hiring/job-postings/create");
    await expect(page.getByRole("heading", { level: 1, name: "Post a job" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveAttribute("contenteditable", "true");
    await checkAtBothWidths(page, "job-posting-create");
    // Opening the form saves nothing: the first save comes with the first thing typed.
    await expect(page.getByText("Drafts save as you type.")).toBeVisible();
    await expect(page).toHaveURL(/\/hiring\/job-postings\/create$/);

    await page.getByLabel("Job title").fill(title);
    const editor = page.getByRole("textbox", { name: "Description" });
    await editor.click();
    await page.getByRole("button", { name: "Heading", exact: true }).click();
    await editor.pressSequentially("About the role");
    await editor.press("Enter");
    await editor.pressSequentially("Clean, inspect and sterilise surgical instruments for our ");
    await page.getByRole("button", { name: "Bold" }).click();
    await editor.pressSequentially("three operating rooms");
    await page.getByRole("button", { name: "Bold" }).click();
    await editor.pressSequentially(".");

    // Autosave: the draft gets its address without a click.
    await expect(page.getByText(/^Draft saved at/)).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/hiring\/job-postings\/edit\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").pop()!;

    // The form says why a pay range is needed where a law asks for one.
    await page.getByLabel("City").fill("Denver");
    await page.getByLabel("State").selectOption("CO");
    await expect(page.getByText("Colorado law requires a pay range in job postings.")).toBeVisible();
    await page.getByLabel("City").fill("Columbus");
    await page.getByLabel("State").selectOption("OH");
    await expect(page.getByText("Colorado law requires a pay range in job postings.")).toBeHidden();
    await page.getByLabel("ZIP code (optional)").fill("43215");
    await page.getByLabel("Minimum pay (USD)").fill("21");
    await page.getByLabel("Maximum pay (USD)").fill("26.50");
    await page.getByLabel("Per", { exact: true }).selectOption("hour");
    await page.getByLabel("Employment type").selectOption("full-time");
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Healthcare" });
    const skills = page.getByRole("combobox", { name: "Skills" });
    await skills.fill("Sterile Proc");
    await page.getByRole("option", { name: /Sterile Processing/ }).click();

    await page.getByRole("button", { name: "Add a question" }).click();
    const question = page.getByRole("group", { name: "Question 1" });
    await question.getByLabel("Question", { exact: true }).fill("Do you hold a CRCST certification?");
    await question.getByRole("checkbox", { name: "No", exact: true }).check();

    // A field the server refuses keeps everything typed and says why under the field.
    await page.getByLabel("ZIP code (optional)").fill("99999");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("We could not find this ZIP code")).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue(title);
    await page.getByLabel("ZIP code (optional)").fill("43215");

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published.", { exact: true })).toBeVisible();
    await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();
    await checkAtBothWidths(page, "job-posting-edit");

    // In search at once, and its page shows the skills.
    await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    const jobPath = `/jobs/all/all/all/all/all/${id}`;
    await page.goto(jobPath);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Skills" })).toBeVisible();
    await expect(page.getByText("Sterile Processing", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "About the role" })).toBeVisible();
    const questions = await withE2eDb((db) => db.query(`select prompt, knockout_answers from job_screening_questions where job_id = $1`, [id]));
    expect(questions.rows).toEqual([{ prompt: "Do you hold a CRCST certification?", knockout_answers: ["no"] }]);

    // Pause: 410 at once; resume: open; close (confirmed): 410.
    await page.goto(`/hiring/job-postings/edit/${id}`);
    await page.getByRole("button", { name: "Pause" }).click();
    await expect(page.getByText("Paused.", { exact: true })).toBeVisible();
    expect(await jobStatus(page, jobPath)).toBe(410);
    await page.getByRole("button", { name: "Resume" }).click();
    await expect(page.getByText("Resumed.", { exact: true })).toBeVisible();
    expect(await jobStatus(page, jobPath)).toBe(200);
    await page.getByRole("button", { name: "Close posting" }).click();
    const dialog = page.getByRole("dialog", { name: "Close this posting?" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Close posting" }).click();
    await expect(page.getByText("Closed.", { exact: true })).toBeVisible();
    expect(await jobStatus(page, jobPath)).toBe(410);
    await expect(page.getByRole("button", { name: "Duplicate" })).toBeVisible();
  });

  test("the list searches, filters by status and pauses in bulk with a confirmation", async ({ page }) => {
    const companyId = await northwindId();
    const tag = randomUUID().slice(0, 6);
    const ids = [await apiPosting(page, companyId, `Supply Clerk ${tag} A`), await apiPosting(page, companyId, `Supply Clerk ${tag} B`)];

    await page.goto("/talent/job-postings");
    await expect(page.getByRole("heading", { level: 1, name: "Job postings" })).toBeVisible();
    await page.getByLabel("Search titles").fill(`Supply Clerk ${tag}`);
    await page.getByRole("button", { name: "Show postings" }).click();
    await expect(page).toHaveURL(new RegExp(`q=Supply\\+Clerk\\+${tag}`));
    const table = page.getByRole("region", { name: "Job postings" });
    await expect(table.getByRole("row")).toHaveCount(3);
    await checkAtBothWidths(page, "job-postings-list");

    await page.getByRole("checkbox", { name: "Choose every posting on this page" }).check();
    await expect(page.getByText("2 chosen")).toBeVisible();
    await page.getByRole("button", { name: "Pause", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Pause 2 postings?" });
    await expect(dialog).toContainText(`Supply Clerk ${tag} A`);
    await dialog.getByRole("button", { name: "Pause" }).click();
    await expect(page.getByText("2 postings paused.")).toBeVisible();
    for (const id of ids) expect(await jobStatus(page, `/jobs/all/all/all/all/all/${id}`)).toBe(410);

    await page.getByLabel("Status").selectOption("paused");
    await page.getByRole("button", { name: "Show postings" }).click();
    await expect(page).toHaveURL(/status=paused/);
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByText("Paused", { exact: true })).toHaveCount(2);
    await page.getByLabel("Status").selectOption("draft");
    await page.getByRole("button", { name: "Show postings" }).click();
    await expect(page.getByRole("heading", { name: "No postings match" })).toBeVisible();
    await page.getByRole("link", { name: "Show all postings" }).click();
    await expect(page).toHaveURL(/\/talent\/job-postings$/);
  });

  test("analytics count the job page's views by day", async ({ page }) => {
    const id = await apiPosting(page, await northwindId(), `Courier ${randomUUID().slice(0, 6)}`);
    for (let i = 0; i < 3; i++) expect(await jobStatus(page, `/jobs/all/all/all/all/all/${id}`)).toBe(200);
    // The server adds its counts into the database every few seconds.
    await expect
      .poll(async () => ((await (await page.request.get(`/api/employer/postings/${id}/analytics`)).json()) as { totals: { views: number } }).totals.views, { timeout: 15_000 })
      .toBe(3);
    await page.goto(`/hiring/job-postings/${id}/analytics`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Courier");
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
    const table = page.getByRole("region", { name: /by day, last 30 days/ });
    await expect(table.getByRole("row")).toHaveCount(31);
    await expect(page.locator(".recharts-wrapper")).toBeVisible();
    await checkAtBothWidths(page, "job-posting-analytics");
    await page.getByRole("link", { name: "Last 90 days" }).click();
    await expect(page.getByRole("region", { name: /last 90 days/ }).getByRole("row")).toHaveCount(91);
  });
});
