import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { E2E_BASE_URL } from "./support/constants";
import { extractLink, latestMailTo } from "./support/mail";
import { logInThroughUi, submitSignUpForm } from "./support/session";
import { makePdf } from "../src/lib/uploads/test-fixtures";
import { SAMPLE_RESUME_LINES } from "../src/features/resume-parsing/fixtures/sample-resume";

/*
 * Issue 16's done-means, one story through every part built by it (decisions 038-041): an employer
 * signs up at /join?employer=true, confirms the email, creates a company and invites a hiring manager,
 * who signs up from the invitation and accepts; the hiring manager posts a job with a screening
 * question and finds it in /jobs at once; a candidate applies on Upstep; the hiring manager opens the
 * application (Viewed), rates it, adds a scorecard and moves it to Interview; the candidate sees
 * "Interviewing" on /dashboard/jobs and has the notification; the posting is closed and its page
 * answers 410. Each part's own browser test checks its pages with axe at both widths; this one is the
 * story across them.
 */
const PASSWORD = "a long enough employer password";
const CANDIDATE = "candidate@upstep.local";

async function logInOnThePage(page: Page, email: string) {
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test("employer signs up, invites a hiring manager, posts a job; a candidate applies; the hiring manager reviews and moves it to Interview; the candidate sees it; the posting closes (410)", async ({ page, browser }) => {
  test.setTimeout(480_000);
  const tag = randomUUID().slice(0, 6);
  const domain = `harborview-${tag}.example`;
  const companyName = `Harborview Dental ${tag}`;
  const ownerEmail = `morgan.hale@${domain}`;
  const managerEmail = `jordan.rivera@${domain}`;
  const title = `Dental Assistant ${tag}`;

  await test.step("the employer signs up, confirms and creates the company", async () => {
    await page.goto("/join?employer=true");
    await page.getByLabel("First name").fill("Morgan");
    await page.getByLabel("Last name").fill("Hale");
    await page.getByLabel("Work email address").fill(ownerEmail);
    await page.getByLabel("Company name").fill(companyName);
    await page.getByLabel("Job title").fill("Practice Owner");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    const before = new Date();
    await page.getByRole("button", { name: "Create employer account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const mail = await latestMailTo(ownerEmail, { subject: "Confirm your Upstep account", since: before });
    await page.goto(extractLink(mail.text, "/auth/confirm-account"));
    await page.getByRole("link", { name: "Log in" }).last().click();
    await logInOnThePage(page, ownerEmail);
    await expect(page).toHaveURL("/hiring/welcome");
    const create = page.getByRole("form", { name: "Create your company" });
    await expect(create.getByLabel("Company name")).toHaveValue(companyName);
    await create.getByRole("button", { name: "Create company" }).click();
    await expect(page).toHaveURL(/\/hiring\/dashboard/);
  });

  const manager = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await test.step("the owner invites a hiring manager, who signs up from the invitation and accepts", async () => {
    await page.goto("/hiring/account-settings/team");
    const invite = page.getByRole("form", { name: "Invite someone" });
    await invite.getByLabel("Email address").fill(managerEmail);
    await invite.getByLabel("Role").selectOption("hiring-manager");
    const invited = new Date();
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${managerEmail}.`)).toBeVisible();

    const invitation = await latestMailTo(managerEmail, { subject: `Morgan Hale invited you to join ${companyName} on Upstep`, since: invited });
    const link = extractLink(invitation.text, "/hiring/invitations/");
    await manager.goto(link);
    await manager.getByRole("link", { name: "Create your account" }).click();
    const signedUp = await submitSignUpForm(manager, managerEmail, PASSWORD);
    const confirmation = await latestMailTo(managerEmail, { subject: "Confirm your Upstep account", since: signedUp });
    await manager.goto(extractLink(confirmation.text, "/auth/confirm-account"));
    await manager.getByRole("link", { name: "Log in" }).last().click();
    await logInOnThePage(manager, managerEmail);
    await expect(manager).toHaveURL(new URL(link).pathname);
    await manager.getByRole("button", { name: `Accept and join ${companyName}` }).click();
    await expect(manager).toHaveURL(/\/hiring\/dashboard/);
    await page.reload();
    await expect(page.getByRole("list", { name: `Members of ${companyName}` }).getByLabel("Role of Jordan Rivera")).toHaveValue("hiring-manager");
  });

  let jobPath = "";
  await test.step("the hiring manager posts a job with a screening question and finds it in /jobs at once", async () => {
    await manager.goto("/hiring/job-postings/create");
    await manager.getByLabel("Job title").fill(title);
    const editor = manager.getByRole("textbox", { name: "Description" });
    await editor.click();
    await editor.pressSequentially("Chairside assisting, sterilisation and patient comfort for two dentists.");
    await manager.getByLabel("City").fill("Columbus");
    await manager.getByLabel("State").selectOption("OH");
    await manager.getByLabel("ZIP code (optional)").fill("43215");
    await manager.getByLabel("Minimum pay (USD)").fill("20");
    await manager.getByLabel("Maximum pay (USD)").fill("25");
    await manager.getByLabel("Per", { exact: true }).selectOption("hour");
    await manager.getByLabel("Employment type").selectOption("full-time");
    await manager.getByLabel("Category", { exact: true }).selectOption({ label: "Healthcare" });
    await manager.getByRole("button", { name: "Add a question" }).click();
    const question = manager.getByRole("group", { name: "Question 1" });
    await question.getByLabel("Question", { exact: true }).fill("Do you hold a dental radiography certificate?");
    await question.getByRole("checkbox", { name: "No", exact: true }).check();
    await manager.getByRole("button", { name: "Publish" }).click();
    await expect(manager.getByText("Published.", { exact: true })).toBeVisible();
    await expect(manager).toHaveURL(/\/hiring\/job-postings\/edit\/[0-9a-f-]{36}$/);
    const id = manager.url().split("/").pop()!;
    jobPath = `/jobs/all/all/all/all/all/${id}`;

    await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  });

  const candidate = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await candidate.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  await test.step("a candidate applies on Upstep", async () => {
    await logInThroughUi(candidate, CANDIDATE);
    await candidate.goto(jobPath);
    await expect(candidate.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await candidate.getByRole("link", { name: "Apply", exact: true }).first().click();
    await expect(candidate.getByRole("heading", { level: 1, name: `Apply for ${title}` })).toBeVisible();
    await candidate.getByRole("button", { name: "Continue" }).click();
    await expect(candidate.getByRole("heading", { name: "Step 2 of 5: Choose a resume" })).toBeFocused();
    await candidate.getByLabel("Choose a resume file").setInputFiles({ name: `Casey resume ${tag}.pdf`, mimeType: "application/pdf", buffer: Buffer.from(makePdf(SAMPLE_RESUME_LINES)) });
    await expect(candidate.getByRole("radio", { name: new RegExp(`Casey resume ${tag}\\.pdf`) })).toBeChecked();
    const notNow = candidate.getByRole("button", { name: "Not now" });
    if (await notNow.isVisible()) await notNow.click();
    await candidate.getByRole("button", { name: "Continue" }).click();
    await expect(candidate.getByRole("heading", { name: "Step 3 of 5: Cover letter and questions" })).toBeFocused();
    await candidate.getByRole("radiogroup", { name: "Do you hold a dental radiography certificate?" }).getByRole("radio", { name: "Yes" }).click();
    await candidate.getByRole("button", { name: "Continue" }).click();
    await expect(candidate.getByRole("heading", { name: "Voluntary self-identification" })).toBeVisible();
    await candidate.getByRole("button", { name: "Skip this step" }).first().click();
    await expect(candidate.getByRole("heading", { name: "Step 5 of 5: Review and submit" })).toBeFocused();
    await candidate.getByRole("button", { name: "Submit application" }).click();
    await expect(candidate.getByRole("heading", { level: 1, name: "Application sent" })).toBeVisible();
  });

  await test.step("the hiring manager views, rates, scores and moves it to Interview", async () => {
    await manager.goto("/hiring/dashboard");
    await expect(manager.getByTestId("dashboard-summary")).toContainText(/1 (new )?applicant/);
    await manager.getByTestId("dashboard-posting").getByRole("link", { name: title, exact: true }).click();
    await expect(manager.getByRole("heading", { level: 1, name: `Applicants for ${title}` })).toBeVisible();
    await manager.getByRole("link", { name: "Casey Candidate" }).click();
    await expect(manager.getByRole("heading", { level: 1, name: "Casey Candidate" })).toBeVisible();
    await manager.getByRole("radio", { name: "5 stars" }).click();
    await expect(manager.getByText("You rated 5 of 5.")).toBeVisible();
    await manager.getByLabel("Overall recommendation").selectOption("strong-yes");
    await manager.getByLabel("Scorecard notes").fill("Four years chairside; radiography certified.");
    await manager.getByRole("button", { name: "Save scorecard" }).click();
    await expect(manager.getByTestId("scorecard-summary")).toHaveText("Overall: 1 Strong yes");
    await manager.getByLabel("Move to").selectOption({ label: "Interview" });
    await manager.getByRole("button", { name: "Move", exact: true }).click();
    await expect(manager.getByTestId("applicant-stage")).toHaveText("Interview");
  });

  await test.step("the candidate sees Interviewing and has the notification", async () => {
    await candidate.goto("/dashboard/jobs");
    const mine = candidate.getByTestId("application").filter({ hasText: title });
    await expect(mine).toContainText("Interviewing");
    await candidate.goto("/notifications");
    await expect(candidate.getByRole("link", { name: `${title} at ${companyName}: Interviewing` })).toBeVisible();
  });

  await test.step("the posting is closed and its page answers 410", async () => {
    const id = jobPath.split("/").pop()!;
    await manager.goto(`/hiring/job-postings/edit/${id}`);
    await manager.getByRole("button", { name: "Close posting" }).click();
    await manager.getByRole("dialog", { name: "Close this posting?" }).getByRole("button", { name: "Close posting" }).click();
    await expect(manager.getByText("Closed.", { exact: true })).toBeVisible();
    expect((await candidate.request.get(jobPath, { maxRedirects: 0 })).status()).toBe(410);
  });
});
