import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { CANDIDATE_PASSWORD, expectNoSidewaysScroll, shoot, signUpCandidate } from "./support/candidate";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";

/*
 * Voluntary self-identification (issue 15 part 2, decision 034) in the browser: with both flags on,
 * the apply flow's step shows the self-report and the OFCCP forms with their official texts; it is
 * answered by keyboard, saved, found again on the way back, and skippable; axe clean and without
 * sideways scroll at 1280 and 390 px. Then an administrator's report counts the answers with small
 * cells suppressed, also axe clean at both widths. Flags are put back as they were.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const FLAGS = ["job-apply-self-report", "job-apply-ofccp"];
const stamp = Date.now();
const ADMIN_PASSWORD = "a long enough admin password";
let previous: { key: string; enabled: boolean }[] = [];

test.beforeAll(async () => {
  previous = await withE2eDb(async (db) => (await db.query<{ key: string; enabled: boolean }>("select key, enabled from feature_flags where key = any($1)", [FLAGS])).rows);
  await withE2eDb((db) => db.query("update feature_flags set enabled = true where key = any($1)", [FLAGS]));
});
test.afterAll(async () => {
  await withE2eDb(async (db) => {
    for (const flag of previous) await db.query("update feature_flags set enabled = $2 where key = $1", [flag.key, flag.enabled]);
  });
});

/** An open job taking applications on Upstep, without screening questions when there is one. */
async function applyJob(): Promise<{ id: string; companyId: string }> {
  const rows = await withE2eDb(
    async (db) =>
      (
        await db.query<{ id: string; company_id: string }>(
          `select j.id, j.company_id from jobs j where j.apply_on_platform and j.status = 'open'
           order by exists (select 1 from job_screening_questions q where q.job_id = j.id), j.posted_at desc limit 1`,
        )
      ).rows,
  );
  expect(rows.length, "a demo job that takes applications on Upstep").toBe(1);
  return { id: rows[0]!.id, companyId: rows[0]!.company_id };
}

/**
 * An arrow key held as a person holds it: Radix moves focus on a timer after keydown and checks the
 * newly focused radio only while the key is still down (press() releases it in the same instant).
 */
async function arrowDown(page: Page, focusedAfter: ReturnType<Page["getByRole"]>) {
  await page.keyboard.down("ArrowDown");
  await expect(focusedAfter).toBeFocused();
  await page.keyboard.up("ArrowDown");
}

/** A new candidate, signed up (email confirmed) and signed in through the API. */
async function signedInCandidate(page: Page, email: string, name: string) {
  await signUpCandidate(page, email, name);
  const res = await page.request.post("/api/identity/auth/sign-in/email", { headers: { "x-csrf": "1" }, data: { email, password: CANDIDATE_PASSWORD } });
  expect(res.status()).toBe(200);
}

/** A draft application already at the self-identification step (the earlier steps have their own tests). */
async function draftAtSelfId(page: Page, jobId: string): Promise<string> {
  const res = await page.request.put(`/api/candidates/applications/by-job/${jobId}`, { headers: { "x-csrf": "1" }, data: { draftStep: "self-id" } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function savedAnswers(page: Page, applicationId: string) {
  const res = await page.request.get(`/api/candidates/applications/${applicationId}/self-identification`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { answers: Record<string, unknown> | null }).answers;
}

test.describe("voluntary self-identification", () => {
  test("the apply flow's step: official texts, keyboard answers saved and found again, skip, at 1280 and 390 px", async ({ page }) => {
    test.setTimeout(120_000);
    const job = await applyJob();
    await signedInCandidate(page, `self-id-${stamp}@example.com`, "Sky Selfid");
    const applicationId = await draftAtSelfId(page, job.id);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/apply/${job.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const step = page.getByRole("form", { name: "Voluntary self-identification" });
    await expect(step).toBeVisible();
    await expect(step.getByText("You can skip this step: every question here is voluntary.")).toBeVisible();
    // The self-report: gender and race/ethnicity (the OFCCP forms ask veteran status and disability).
    await expect(step.getByRole("radiogroup", { name: "Gender" })).toBeVisible();
    await expect(step.getByRole("radiogroup", { name: "Race/ethnicity" })).toBeVisible();
    await expect(step.getByRole("radiogroup", { name: "Veteran status", exact: true })).toHaveCount(0);
    await expect(step.getByRole("radiogroup", { name: "Disability", exact: true })).toHaveCount(0);
    await expect(step.getByRole("radio", { name: "Asian (Not Hispanic or Latino)" })).toHaveAccessibleDescription(/Far East, Southeast Asia, or the Indian Subcontinent/);
    // The OFCCP forms, with the form number, the OMB control number and the expiration date.
    const cc305 = step.getByRole("region", { name: "Voluntary Self-Identification of Disability" });
    for (const line of ["Form CC-305", "OMB Control Number 1250-0005", "Expires 04/30/2026", "Why are you being asked to complete this form?", "Short stature (dwarfism)"]) await expect(cc305.getByText(line, { exact: true })).toBeVisible();
    for (const answer of ["Yes, I have a disability (or previously had a disability)", "No, I do not have a disability and have not had one in the past", "I do not want to answer"]) {
      await expect(cc305.getByRole("radio", { name: answer })).toBeVisible();
    }
    const vevraa = step.getByRole("region", { name: "Invitation to self-identify as a protected veteran" });
    for (const answer of ["I identify as one or more of the classifications of protected veteran listed above", "I am not a protected veteran", "I do not wish to self-identify"]) {
      await expect(vevraa.getByRole("radio", { name: answer })).toBeVisible();
    }
    await expect(vevraa.getByText("Armed Forces service medal veteran", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "self-identification-step-1280");

    // By keyboard: into the gender group, arrows choose; Space chooses in the race group.
    await step.getByRole("radio", { name: "Female", exact: true }).focus();
    await arrowDown(page, step.getByRole("radio", { name: "Male", exact: true }));
    await expect(step.getByRole("radio", { name: "Male", exact: true })).toBeChecked();
    await step.getByRole("radio", { name: "Hispanic or Latino", exact: true }).focus();
    await page.keyboard.press("Space");
    await expect(step.getByRole("radio", { name: "Hispanic or Latino", exact: true })).toBeChecked();
    await vevraa.getByRole("radio", { name: "I identify as one or more of the classifications of protected veteran listed above" }).focus();
    await arrowDown(page, vevraa.getByRole("radio", { name: "I am not a protected veteran" }));
    await expect(vevraa.getByRole("radio", { name: "I am not a protected veteran" })).toBeChecked();
    await cc305.getByLabel("Name").focus();
    await page.keyboard.type("Sky Selfid");
    await cc305.getByRole("radio", { name: "Yes, I have a disability (or previously had a disability)" }).focus();
    await page.keyboard.press("Space");
    await step.getByRole("button", { name: "Save and continue" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: /Review and submit/ })).toBeVisible();
    expect(await savedAnswers(page, applicationId)).toMatchObject({
      gender: "male",
      raceEthnicity: "hispanic-latino",
      protectedVeteran: { answer: "not-protected" },
      cc305: { answer: "yes", name: "Sky Selfid", date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });

    // Back to the step at phone width: the saved answers are there.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(step.getByRole("radio", { name: "Male", exact: true })).toBeChecked();
    await expect(cc305.getByLabel("Name")).toHaveValue("Sky Selfid");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "self-identification-step-390");

    // Skip moves on without saving what was changed.
    await step.getByRole("radio", { name: "Female", exact: true }).click();
    await step.getByRole("button", { name: "Skip this step" }).click();
    await expect(page.getByRole("heading", { name: /Review and submit/ })).toBeVisible();
    expect((await savedAnswers(page, applicationId))?.gender).toBe("male");
  });

  test("an administrator's report counts the answers, small cells suppressed, at 1280 and 390 px", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const job = await applyJob();
    // Five more applicants answer "Female" for this job's company, each through the API.
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const other = await context.newPage();
      await signedInCandidate(other, `self-id-${stamp}-${i}@example.com`, `Applicant ${i}`);
      const id = await draftAtSelfId(other, job.id);
      const res = await other.request.put(`/api/candidates/applications/${id}/self-identification`, { headers: { "x-csrf": "1" }, data: { gender: "female" } });
      expect(res.status()).toBe(200);
      await context.close();
    }

    const adminEmail = `e2e-self-id-admin-${stamp}@example.test`;
    await page.request.post("/api/identity/auth/sign-up/email", { headers: { "x-csrf": "1" }, data: { name: "Ada Report", email: adminEmail, password: ADMIN_PASSWORD, callbackURL: "/auth/confirm-account" } });
    await withE2eDb(async (db) => {
      await db.query("update users set email_verified = true where email = $1", [adminEmail]);
      await db.query("insert into user_roles (user_id, role) select id, 'Administrator' from users where email = $1", [adminEmail]);
    });
    // Signed in first, then two-factor switched on behind the app's back: every request re-reads the
    // user, so the session stands (enrolling through the UI is admin-pages.spec.ts's test).
    await logInThroughUi(page, adminEmail, ADMIN_PASSWORD);
    await withE2eDb((db) => db.query("update users set two_factor_enabled = true where email = $1", [adminEmail]));

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Issue 15's path sends to the report's home since issue 19, /admin/demographics-tracking (decision 057).
      await page.goto("/admin/reports/self-identification");
      await expect(page).toHaveURL(/\/admin\/demographics-tracking$/);
      await expect(page.getByRole("heading", { level: 1, name: "Demographics tracking" })).toBeVisible();
      // At 390 px the admin navigation is a closed disclosure: its links are there, hidden.
      await expect(page.getByRole("link", { name: "Demographics", exact: true, includeHidden: true }).first()).toHaveAttribute("aria-current", "page");
      // The company filter, by keyboard: choose it and apply.
      await page.getByLabel("Company").selectOption(job.companyId);
      await page.getByRole("button", { name: "Apply filters" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`companyId=${job.companyId}`));
      const gender = page.getByRole("region", { name: "Gender: answers" });
      // At least the five "Female" answers of this run; the one "Male" of the first test is fewer than 5.
      const female = gender.getByRole("row", { name: /^Female/ });
      await expect(female).toBeVisible();
      const maleCell = gender.getByRole("row", { name: /^Male/ }).getByRole("cell").nth(1);
      await expect(maleCell).toHaveText(/Fewer than 5|Withheld|^\d+$/);
      await expect(page.getByText(/Counts of 1 to 4 are shown as “fewer than 5”/)).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, `self-identification-report-${width}`);
    }
  });
});
