import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { logInThroughUi } from "./support/session";
import { CANDIDATE_PASSWORD, expectNoSidewaysScroll, shoot, signUpCandidate } from "./support/candidate";

/*
 * Candidate360's first sections (issue 14 part 2): a new candidate signs up (through the API, the
 * email confirmed in the database), logs in through the page, fills personal info with invalid then
 * valid input (the spec's messages under the fields, what was typed kept), adds two jobs and reorders
 * them with the keyboard, adds a school, picks a skill, and sees the overview's states change. Axe at
 * 1280 and 390 px, no sideways scroll on a phone. E2E_SCREENSHOTS=dir saves
 * docs/screenshots/candidate360-*.png.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const PASSWORD = CANDIDATE_PASSWORD;
const EMAIL = `c360-${Date.now()}@example.test`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const stateOf = (page: Page, key: string) => page.locator(`[data-section="${key}"]`);

test.describe("Candidate360", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("signed out, every Candidate360 page sends to log in and back", async ({ page }) => {
    for (const path of ["/dashboard/candidate360", "/dashboard/candidate360/personal-info", "/dashboard/candidate360/work-history", "/dashboard/candidate360/education"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    }
  });

  test("a new candidate fills personal info, jobs, education and skills; the overview follows", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await signUpCandidate(page, EMAIL, "Nadia Okafor");
    await logInThroughUi(page, EMAIL, PASSWORD, "/api/auth/login?returnTo=%2Fdashboard%2Fcandidate360");
    await expect(page).toHaveURL(/\/dashboard\/candidate360$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Candidate360° Profile");
    await expect(page.getByTestId("completion")).toHaveText("0 of 10 sections done");
    await expect(stateOf(page, "personal-info")).toContainText("To add");
    await expect(stateOf(page, "certifications")).toContainText("Optional");
    await expect(stateOf(page, "job-alerts").getByRole("link", { name: "Create a job alert" })).toHaveAttribute("href", "/dashboard/candidate360/job-alerts");
    await expectNoAxeViolations(page);
    await shoot(page, "candidate360-empty-1280");

    // Personal info: invalid, then valid.
    await page.getByRole("link", { name: "Edit personal info" }).first().click();
    await expect(page).toHaveURL(/\/personal-info$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personal info");
    await page.getByLabel("First name").fill("Nadia");
    await page.getByLabel("Last name").fill("O".repeat(51));
    await page.getByLabel("Phone number").fill("555-0142");
    await page.getByLabel("ZIP code").fill("6060A");
    await page.getByLabel("Years of experience").fill("123");
    await page.getByRole("button", { name: "Save personal info" }).click();
    await expect(page.getByText("Last name must be less than 50 characters.")).toBeVisible();
    await expect(page.getByText("Type a valid Phone number")).toBeVisible();
    await expect(page.getByText("Type a valid ZIP code")).toBeVisible();
    await expect(page.getByText("Years of experience must be less than 2 characters.")).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Phone number")).toHaveValue("555-0142");
    await expect(page.getByLabel("First name")).toHaveValue("Nadia");
    await expectNoAxeViolations(page);

    // A save the server refuses (here a 500) keeps what was typed and says so above the button.
    await page.getByLabel("Last name").fill("Okafor");
    await page.getByLabel("Phone number").fill("312 555 0142");
    await page.getByLabel("ZIP code").fill("60601");
    await page.getByLabel("Years of experience").fill("8");
    await page.route("**/api/candidates/profile/personal-info", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "Something went wrong on our side.", correlationId: "test-ref" } }) }),
    );
    await page.getByRole("button", { name: "Save personal info" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Something went wrong on our side." })).toBeVisible();
    await expect(page.getByLabel("Last name")).toHaveValue("Okafor");
    await expect(page.getByLabel("Phone number")).toHaveValue("312 555 0142");
    await page.unroute("**/api/candidates/profile/personal-info");

    await page.getByLabel("Last name").fill("Okafor");
    await page.getByLabel("Phone number").fill("312 555 0142");
    await page.getByLabel("ZIP code").fill("60601");
    await page.getByLabel("City").fill("Chicago");
    await page.getByLabel("Years of experience").fill("8");
    await page.getByLabel("Headline").fill("Registered Nurse");
    await page.getByLabel("Work authorization").selectOption("authorized");
    // Keyboard: the checkbox toggles with Space.
    await page.getByLabel("Remote jobs only").focus();
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Remote jobs only")).toBeChecked();
    await page.getByRole("button", { name: "Save personal info" }).click();
    await expect(page.getByLabel("Phone number")).toHaveValue("(312) 555-0142");
    await expect(page.getByText("Type a valid Phone number")).toHaveCount(0);

    // Skills on the same page, picked with the keyboard.
    const skills = page.getByRole("combobox", { name: "Your skills" });
    await skills.fill("triage");
    const listbox = page.getByRole("listbox");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    await skills.press("ArrowDown");
    await skills.press("Enter");
    await expect(page.getByRole("list", { name: "Chosen skills" }).getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: "Save skills" }).click();
    await expect(page.getByText("Skills saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Last name")).toHaveValue("Okafor");
    await expect(page.getByRole("list", { name: "Chosen skills" }).getByRole("listitem")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await shoot(page, "candidate360-personal-info-1280");
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shoot(page, "candidate360-personal-info-390");
    await page.setViewportSize(DESKTOP);

    // Work history: two jobs, an invalid year first, then reordered with the keyboard.
    await page.goto("/dashboard/candidate360/work-history");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work history");
    await page.getByRole("button", { name: "Add a job" }).click();
    await page.getByLabel("Job title").fill("Staff Nurse");
    await page.getByLabel("Employer").fill("County Clinic");
    await page.getByLabel("Start year").fill("20155");
    await page.getByRole("button", { name: "Add job" }).click();
    await expect(page.getByText("Type a valid Start year")).toBeVisible();
    await expect(page.getByLabel("Employer")).toHaveValue("County Clinic");
    await page.getByLabel("Start year").fill("2015");
    await page.getByLabel("Start month").selectOption("6");
    await page.getByLabel("End year").fill("2019");
    await page.getByRole("button", { name: "Add job" }).click();
    await expect(page.getByRole("heading", { name: "Staff Nurse" })).toBeVisible();

    await page.getByRole("button", { name: "Add a job" }).click();
    await page.getByLabel("Job title").fill("Charge Nurse");
    await page.getByLabel("Employer").fill("Mercy Hospital");
    await page.getByLabel("Start year").fill("2019");
    await page.getByLabel("I work here now").check();
    await expect(page.getByLabel("End year")).toHaveCount(0);
    await page.getByRole("button", { name: "Add job" }).click();
    const jobs = page.getByRole("list", { name: "Your job entries" }).getByRole("heading", { level: 2 });
    await expect(jobs).toHaveText(["Staff Nurse", "Charge Nurse"]);

    const moveUp = page.getByRole("button", { name: "Move up: Charge Nurse at Mercy Hospital" });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect(jobs).toHaveText(["Charge Nurse", "Staff Nurse"]);
    // Focus follows the moved entry (now first, so its Move down button).
    await expect(page.getByRole("button", { name: "Move down: Charge Nurse at Mercy Hospital" })).toBeFocused();
    await page.reload();
    await expect(jobs).toHaveText(["Charge Nurse", "Staff Nurse"]);
    await expectNoAxeViolations(page);

    // Delete asks first; Cancel keeps it.
    await page.getByRole("button", { name: "Delete: Staff Nurse at County Clinic" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this job?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(jobs).toHaveCount(2);

    // Education.
    await page.goto("/dashboard/candidate360/education");
    await page.getByRole("button", { name: "Add a school" }).click();
    await page.getByLabel("School", { exact: true }).fill("Loyola University Chicago");
    await page.getByLabel("Degree").fill("BSN");
    await page.getByLabel("Field of study").fill("Nursing");
    await page.getByLabel("Start year").fill("2011");
    await page.getByLabel("End year").fill("2010");
    await page.getByRole("button", { name: "Add school" }).click();
    await expect(page.getByText("End date must be after the start date")).toBeVisible();
    await page.getByLabel("End year").fill("2015");
    await page.getByRole("button", { name: "Add school" }).click();
    await expect(page.getByRole("heading", { name: "Loyola University Chicago" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize(DESKTOP);

    // The overview follows.
    await page.goto("/dashboard/candidate360");
    await expect(page.getByTestId("completion")).toHaveText("4 of 10 sections done");
    for (const key of ["personal-info", "skills", "work-history", "education"]) await expect(stateOf(page, key)).toContainText("Done");
    await expect(stateOf(page, "avatar")).toContainText("To add");
    await expect(stateOf(page, "work-history")).toContainText("2 jobs");
    await expect(stateOf(page, "avatar").getByRole("link", { name: "Add a photo" })).toHaveAttribute("href", "/dashboard/candidate360/avatar");
    await expectNoAxeViolations(page);
    await shoot(page, "candidate360-1280");
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shoot(page, "candidate360-390");
  });
});
