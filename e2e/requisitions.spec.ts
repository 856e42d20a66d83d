import { expect, test, type Browser, type Page } from "./support/test";
import { CANDIDATE_PASSWORD, checkAtBothWidths, signUpCandidate } from "./support/candidate";
import { withE2eDb } from "./support/db";
import { publishPostingThroughApi } from "./support/employer";
import { logInThroughUi } from "./support/session";

/*
 * Requisitions (issue 17 part 4, decision 045), the issue's done-means: a recruiter of Northwind
 * Health (a colleague of this test's own: a demo account's inbox is other tests' to read) creates a
 * requisition with two openings and Harper Hiring as approver and submits it; Harper finds it under
 * "Waiting for my approval" and approves it; the recruiter links a posting and fills both openings
 * (a Hired applicant of the posting, then a person by name, asking to close the posting), and the
 * posting's job page answers 410 at once. Every page axe clean at 1280 and 390 px without sideways
 * scroll; screenshots docs/screenshots/requisitions-*.png.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const HIRING = "hiring@upstep.local";

/** A recruiter of Northwind Health of this test's own, signed up and made a member in the database. */
async function newRecruiter(browser: Browser, tag: string): Promise<string> {
  const email = `quinn-${tag}@example.test`;
  const context = await browser.newContext();
  await signUpCandidate(await context.newPage(), email, "Quinn Requester");
  await context.close();
  await withE2eDb(async (db) => {
    const userId = (await db.query<{ id: string }>(`select id from users where email = $1`, [email])).rows[0]!.id;
    await db.query(`insert into user_roles (user_id, role) values ($1, 'Recruiter')`, [userId]);
    await db.query(`insert into company_members (company_id, user_id, member_role) select id, $1, 'recruiter' from companies where name = 'Northwind Health' order by created_at limit 1`, [userId]);
  });
  return email;
}

/** An applicant of the posting in the company's Hired stage (as applicant tracking leaves one). */
async function hiredApplicant(postingId: string, applicantName: string): Promise<void> {
  await withE2eDb(async (db) => {
    const companyId = (await db.query<{ id: string }>(`select company_id as id from job_postings where id = $1`, [postingId])).rows[0]!.id;
    await db.query(
      `insert into company_pipeline_stages (company_id, name, position, kind, candidate_stage)
       select $1, s.name, s.position, s.kind, s.candidate_stage
       from (values ('Applied', 0, 'applied', null), ('Screen', 1, 'active', 'in-review'), ('Interview', 2, 'active', 'interviewing'),
                    ('Offer', 3, 'active', 'offer'), ('Hired', 4, 'hired', null), ('Rejected', 5, 'rejected', null)) as s(name, position, kind, candidate_stage)
       where not exists (select 1 from company_pipeline_stages where company_id = $1)`,
      [companyId],
    );
    const userId = (await db.query<{ id: string }>(`select id from users where email like '%@talent.demo.upstep.local' order by email limit 1`)).rows[0]!.id;
    const snapshot = { name: applicantName, email: "morgan@example.test", phone: "", headline: "Charge nurse", location: "Columbus, OH", summary: "", sections: [] };
    const applicationId = (
      await db.query<{ id: string }>(`insert into applications (job_id, user_id, company_id, stage, submitted_at, profile_snapshot) values ($1, $2, $3, 'applied', now(), $4) returning id`, [
        postingId,
        userId,
        companyId,
        JSON.stringify(snapshot),
      ])
    ).rows[0]!.id;
    await db.query(`update application_tracking set pipeline_stage_id = (select id from company_pipeline_stages where company_id = $2 and kind = 'hired') where application_id = $1`, [applicationId, companyId]);
  });
}

async function status(page: Page, text: string) {
  await expect(page.getByTestId("requisition-announcer")).toHaveText(text);
}

test("a requisition with two openings is approved by its approver, linked to a posting and filled with two hires", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36).slice(-5);
  const title = `Night Charge Nurse ${suffix}`;
  const postingTitle = `Charge Nurse, 5 East ${suffix}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughUi(page, await newRecruiter(browser, suffix), CANDIDATE_PASSWORD);
  const { postingId, jobPath } = await publishPostingThroughApi(page, postingTitle);
  await hiredApplicant(postingId, "Morgan Hired");
  expect((await page.request.get(jobPath, { maxRedirects: 0 })).status()).toBe(200);

  // The list (the demo requisitions), then create one: the form says what is missing and keeps the rest.
  await page.goto("/talent/requisitions");
  await expect(page.getByRole("heading", { level: 1, name: "Requisitions" })).toBeVisible();
  await expect(page.getByRole("link", { name: /REQ-\d+ Patient Care Technician/ })).toBeVisible();
  await checkAtBothWidths(page, "requisitions-list");
  await page.getByRole("link", { name: "Create a requisition" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a requisition" })).toBeVisible();
  await page.getByLabel("Department").fill("Nursing");
  await page.getByRole("button", { name: "Create requisition" }).click();
  await expect(page.getByText("Type a valid title")).toBeVisible();
  await expect(page.getByLabel("Department")).toHaveValue("Nursing");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Location").fill("Columbus, OH");
  await page.getByLabel("Openings").fill("2");
  await page.getByLabel("Target start date").fill("2027-02-01");
  await page.getByLabel("Minimum").fill("$41.00");
  await page.getByLabel("Maximum").fill("$49.50");
  await page.getByLabel("Per", { exact: true }).selectOption("hour");
  await page.getByLabel("Justification").fill("Two charge nurses retire this winter.");
  await page.getByRole("button", { name: "Add a team member" }).click();
  await page.getByLabel("Team member 1", { exact: true }).selectOption({ label: "Harper Hiring" });
  await page.getByLabel("Role of team member 1").selectOption("hiring-manager");
  await page.getByLabel("Add an approver").selectOption({ label: "Harper Hiring" });
  await page.getByRole("button", { name: "Add approver" }).click();
  await expect(page.getByTestId("approver-row")).toHaveText(/1\. Harper Hiring/);
  await checkAtBothWidths(page, "requisitions-new");
  await page.getByRole("button", { name: "Create requisition" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(title) })).toBeVisible();
  const detailUrl = page.url();

  // Edit page (approvers still changeable in draft), then submit for approval.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`Edit REQ-\\d+ ${title}`) })).toBeVisible();
  await expect(page.getByLabel("Openings")).toHaveValue("2");
  await checkAtBothWidths(page, "requisitions-edit");
  await page.goto(detailUrl);
  await page.getByRole("button", { name: "Submit for approval" }).click();
  await status(page, "Submitted for approval.");
  await expect(page.getByText("Waiting for Harper Hiring.")).toBeVisible();

  // Harper approves it from "Waiting for my approval".
  const harperContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const harper = await harperContext.newPage();
  await logInThroughUi(harper, HIRING);
  await harper.goto("/talent/requisitions?status=awaiting-me");
  await expect(harper.getByRole("link", { name: "Waiting for my approval" })).toHaveAttribute("aria-current", "page");
  await harper.getByRole("link", { name: new RegExp(title) }).click();
  await expect(harper.getByText("Your approval is needed.")).toBeVisible();
  await checkAtBothWidths(harper, "requisitions-approval");
  await harper.getByRole("button", { name: "Approve" }).click();
  const dialog = harper.getByRole("dialog", { name: "Approve this requisition?" });
  await dialog.getByLabel("Comment (optional)").fill("Budgeted for Q1.");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(harper.getByTestId("requisition-announcer")).toHaveText("Approved.");
  await expect(harper.getByText("Open", { exact: true }).first()).toBeVisible();
  await harperContext.close();

  // The recruiter links the posting and fills both openings; the last hire closes the posting.
  await page.reload();
  await expect(page.getByText("Open", { exact: true }).first()).toBeVisible();
  await page.getByLabel("Job posting to link").selectOption({ label: `${postingTitle} (Published)` });
  await page.getByRole("button", { name: "Link posting" }).click();
  await status(page, `Linked ${postingTitle}.`);
  await expect(page.getByTestId("linked-postings")).toContainText(postingTitle);
  // The hired applicant shows once the page is read again (the list of Hired applicants comes with the page).
  await page.reload();
  await page.getByLabel("Hired applicant").selectOption({ label: `Morgan Hired (${postingTitle})` });
  await page.getByRole("button", { name: "Record hire" }).click();
  await status(page, "Recorded Morgan Hired.");
  await expect(page.getByRole("heading", { name: "Hires (1 of 2)" })).toBeVisible();
  await page.getByLabel("Or the person's name").fill("Sam Named");
  await page.getByLabel(/also close the linked posting/).check();
  await page.getByRole("button", { name: "Record hire" }).click();
  await status(page, "Recorded Sam Named.");
  await expect(page.getByRole("heading", { name: "Hires (2 of 2)" })).toBeVisible();
  await expect(page.getByText("Filled", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("linked-postings")).toContainText("Closed");
  await expect(page.getByTestId("requisition-history")).toContainText("Status Open → Filled");
  await checkAtBothWidths(page, "requisitions-detail");
  // The posting closed through the postings feature: its job page answers 410 at once.
  expect((await page.request.get(jobPath, { maxRedirects: 0 })).status()).toBe(410);
});
