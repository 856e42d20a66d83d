import { expect, test, type Locator, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { CANDIDATE_PASSWORD, expectNoSidewaysScroll, shoot, signUpCandidate } from "./support/candidate";
import { withE2eDb } from "./support/db";

/*
 * Saved jobs (issue 15 part 4, decision 036): a signed-out Save asks to log in and the save completes
 * on the way back; saving and unsaving from search results, a job page and a company page, by mouse
 * and by keyboard; the saved list (GET /api/candidates/saved-jobs) agrees; a job applied to is marked
 * with its stage; the results page with the buttons is axe clean at 1280 and 390 px without sideways
 * scroll.
 */
type SavedJob = { jobId: string; title: string; status: string };

async function savedJobs(page: Page): Promise<SavedJob[]> {
  const res = await page.request.get("/api/candidates/saved-jobs");
  expect(res.status()).toBe(200);
  return (await res.json()) as SavedJob[];
}

/** The search results, each a direct <li> of the results list. */
function resultItems(page: Page): Locator {
  return page.locator('ol[aria-labelledby="results-heading"] > li');
}

async function logIn(page: Page, email: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(CANDIDATE_PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

test.describe("saved jobs", () => {
  // New candidates get the product tour; it is not what these tests look at.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("signed out, Save asks to log in; after log-in the job is saved and the button says so", async ({ page }) => {
    const email = `saver-${Date.now()}@example.com`;
    await signUpCandidate(page, email, "Sam Saver");
    await page.context().clearCookies();

    await page.goto("/jobs");
    const result = resultItems(page).first();
    const title = (await result.getByRole("heading").textContent())!.trim();
    const save = result.getByRole("link", { name: `Save job: ${title}` });
    await expect(save).toBeVisible();
    // No button for signed-out visitors: the link is plain HTML.
    await expect(result.getByRole("button", { name: /Save job/ })).toHaveCount(0);
    await save.click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await logIn(page, email);

    // Back on the job's page, the save done, the intent gone from the address.
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const toggle = page.getByRole("button", { name: `Saved: ${title}` });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/jobs\/all\/all\/all\/all\/all\/[0-9a-f-]{36}$/);
    // The button shows Saved at once; the announcement follows the server's answer, then the list has it.
    await expect(page.getByRole("status").filter({ hasText: `Saved ${title}.` })).toHaveCount(1);
    expect((await savedJobs(page)).map((s) => s.title)).toEqual([title]);
    await shoot(page, "saved-jobs-job-page-1280");

    // Reloading does not save again or flip it.
    await page.reload();
    await expect(page.getByRole("button", { name: `Saved: ${title}` })).toHaveAttribute("aria-pressed", "true");

    // Unsave from the job page.
    await page.getByRole("button", { name: `Saved: ${title}` }).click();
    await expect(page.getByRole("button", { name: `Save job: ${title}` })).toHaveAttribute("aria-pressed", "false");
    await expect.poll(async () => (await savedJobs(page)).length).toBe(0);
  });

  test("save and unsave from results (mouse and keyboard) and from a company page; marks survive a reload", async ({ page }) => {
    const email = `lists-${Date.now()}@example.com`;
    await signUpCandidate(page, email, "Lee Lists");
    await page.goto("/api/auth/login");
    await logIn(page, email);
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto("/jobs");
    const results = resultItems(page);
    await expect(results.first().getByRole("button", { name: /^Save job: / })).toBeVisible();
    const firstTitle = (await results.nth(0).getByRole("heading").textContent())!.trim();
    const secondTitle = (await results.nth(1).getByRole("heading").textContent())!.trim();

    // Mouse.
    await results.nth(0).getByRole("button", { name: `Save job: ${firstTitle}` }).click();
    await expect(results.nth(0).getByRole("button", { name: `Saved: ${firstTitle}` })).toHaveAttribute("aria-pressed", "true");
    // Keyboard: Enter saves, Space unsaves, Enter saves again.
    const second = results.nth(1).getByRole("button", { name: `Save job: ${secondTitle}` });
    await second.focus();
    await page.keyboard.press("Enter");
    const secondSaved = results.nth(1).getByRole("button", { name: `Saved: ${secondTitle}` });
    await expect(secondSaved).toHaveAttribute("aria-pressed", "true");
    await expect(secondSaved).toBeFocused();
    // The toggle shows the new state at once and ignores presses until the server has answered (aria-disabled).
    await expect(secondSaved).not.toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press(" ");
    const secondUnsaved = results.nth(1).getByRole("button", { name: `Save job: ${secondTitle}` });
    await expect(secondUnsaved).toHaveAttribute("aria-pressed", "false");
    await expect(secondUnsaved).not.toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Enter");
    await expect(secondSaved).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await savedJobs(page)).map((s) => s.title)).toEqual([secondTitle, firstTitle]);

    // An application to the second job (as the apply flow leaves it): its listing says so.
    const secondId = await results.nth(1).locator("[data-job-actions]").getAttribute("data-job-actions");
    await withE2eDb((db) =>
      db.query(
        "insert into applications (job_id, user_id, company_id, stage, submitted_at) select j.id, u.id, j.company_id, 'in-review', now() from jobs j, users u where j.id = $1 and u.email = $2",
        [secondId, email],
      ),
    );

    // The marks come back on a new load; the login links are hidden once the buttons are there.
    await page.reload();
    await expect(results.nth(0).getByRole("button", { name: `Saved: ${firstTitle}` })).toHaveAttribute("aria-pressed", "true");
    await expect(results.nth(1).getByText("In review", { exact: true })).toBeVisible();
    await expect(results.nth(0).getByText("In review", { exact: true })).toHaveCount(0);
    await expect(results.nth(0).getByRole("link", { name: /^Save job/ })).toBeHidden();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, `saved-jobs-results-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Unsave from results.
    await results.nth(0).getByRole("button", { name: `Saved: ${firstTitle}` }).click();
    await expect(results.nth(0).getByRole("button", { name: `Save job: ${firstTitle}` })).toBeVisible();
    await expect.poll(async () => (await savedJobs(page)).map((s) => s.title)).toEqual([secondTitle]);

    // A company page's list.
    await page.goto("/companies");
    await page.getByRole("region", { name: "Featured companies" }).getByRole("link").first().click();
    const jobs = page.getByRole("region", { name: /Open jobs/ });
    const companyJob = jobs.locator("li").first();
    const companyJobTitle = (await companyJob.getByRole("heading").textContent())!.trim();
    const companySave = companyJob.getByRole("button", { name: new RegExp(`^(Save job|Saved): ${companyJobTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });
    await expect(companySave).toBeVisible();
    if ((await companySave.getAttribute("aria-pressed")) === "false") await companySave.click();
    await expect(companyJob.getByRole("button", { name: `Saved: ${companyJobTitle}` })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await savedJobs(page)).map((s) => s.title)).toContain(companyJobTitle);
    await expectNoAxeViolations(page);
    await shoot(page, "saved-jobs-company-1280");
    await page.setViewportSize({ width: 390, height: 900 });
    await expectNoSidewaysScroll(page);
    await shoot(page, "saved-jobs-company-390");
  });
});
