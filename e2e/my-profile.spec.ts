import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { logInThroughUi } from "./support/session";
import { CANDIDATE_PASSWORD, expectNoSidewaysScroll, shoot, signUpCandidate } from "./support/candidate";

/*
 * My profile and your data (issue 14 parts 7 and 8; decision 031): a new candidate signs up (through
 * the API, the email confirmed in the database), saves the basics on /edit-profile with invalid then
 * valid input, moves between /my-profile's tabs with the keyboard and by URL, makes the profile
 * discoverable, previews it as an employer (no phone, ZIP or email in it), and downloads their data
 * (the zip holds upstep-data.json). Axe at 1280 and 390 px, no sideways scroll on a phone.
 * E2E_SCREENSHOTS=dir saves docs/screenshots/my-profile-*.png and edit-profile-*.png.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const PASSWORD = CANDIDATE_PASSWORD;
const EMAIL = `myprofile-${Date.now()}@example.test`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Axe and sideways scroll at 1280 and 390 px, with a screenshot of each. */
async function checkBothSizes(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await shoot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shoot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });

test.describe("My profile", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("signed out, /my-profile and /edit-profile send to log in and back", async ({ page }) => {
    await page.goto("/my-profile?tab=settings");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmy-profile%3Ftab%3Dsettings$/);
    await page.goto("/edit-profile");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fedit-profile$/);
    const res = await page.request.get("/api/candidates/export");
    expect(res.status()).toBe(401);
  });

  test("edit the basics, move through the tabs, go discoverable, preview as an employer, download your data", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signUpCandidate(page, EMAIL, "Nadia Okafor");
    await logInThroughUi(page, EMAIL, PASSWORD, "/api/auth/login?returnTo=%2Fedit-profile");
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit profile");

    // /edit-profile: invalid, then valid.
    await page.getByLabel("First name").fill("Nadia");
    await page.getByLabel("Last name").fill("O".repeat(51));
    await page.getByLabel("Phone number").fill("555-0142");
    await page.getByLabel("ZIP code").fill("6060A");
    await page.getByRole("button", { name: "Save personal info" }).click();
    await expect(page.getByText("Last name must be less than 50 characters.")).toBeVisible();
    await expect(page.getByText("Type a valid Phone number")).toBeVisible();
    await expect(page.getByText("Type a valid ZIP code")).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveValue("555-0142");
    await page.getByLabel("Last name").fill("Okafor");
    await page.getByLabel("Phone number").fill("312 555 0142");
    await page.getByLabel("ZIP code").fill("60601");
    await page.getByLabel("City").fill("Chicago");
    await page.getByLabel("State").fill("IL");
    await page.getByLabel("Headline").fill("Registered Nurse");
    await page.getByLabel("Summary").fill("Eight years on cardiac wards.");
    await page.getByRole("button", { name: "Save personal info" }).click();
    await expect(page.getByLabel("Phone number")).toHaveValue("(312) 555-0142");
    await expect(page.getByText("Type a valid Phone number")).toHaveCount(0);
    // The sections' states beside the form follow the save.
    await expect(page.locator('[data-section="personal-info"]')).toContainText("Done");
    // Every Candidate360 section is linked from here.
    await expect(page.locator("[data-section]")).toHaveCount(15);
    await expect(page.getByRole("switch", { name: "Discoverable by employers" })).not.toBeChecked();
    await checkBothSizes(page, "edit-profile");

    // A job and a school for the preview, through the API as the forms send them.
    const headers = { "x-csrf": "1" };
    expect(
      (
        await page.request.post("/api/candidates/profile/work-history", {
          headers,
          data: { employer: "Mercy Hospital", title: "Charge Nurse", location: "Chicago, IL", startMonth: "3", startYear: "2018", endMonth: "", endYear: "", isCurrent: true, description: "Led a team of 12." },
        })
      ).status(),
    ).toBe(201);
    expect((await page.request.post("/api/candidates/profile/education", { headers, data: { school: "Loyola University", degree: "BSN", fieldOfStudy: "Nursing", startYear: "2010", endYear: "2014" } })).status()).toBe(201);

    // /my-profile: candidate360 by default.
    await page.goto("/my-profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My profile");
    await expect(tab(page, "Candidate360°")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Nadia Okafor" })).toBeVisible();
    await expect(page.getByText("(312) 555-0142")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Charge Nurse" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit work history" })).toHaveAttribute("href", "/dashboard/candidate360/work-history");
    await expect(page.getByRole("link", { name: "Edit education" })).toHaveAttribute("href", "/dashboard/candidate360/education");
    await expect(page.getByRole("link", { name: "Edit skills" })).toHaveAttribute("href", "/dashboard/candidate360/personal-info#skills");
    await checkBothSizes(page, "my-profile-candidate360");

    // Tabs by keyboard: arrows move and the URL follows.
    await tab(page, "Candidate360°").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Jobs and courses")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Jobs and courses")).toBeFocused();
    await expect(page).toHaveURL(/\/my-profile\?tab=jobs-and-courses$/);
    await expect(page.getByRole("heading", { level: 2, name: "Courses" })).toBeVisible();
    await checkBothSizes(page, "my-profile-jobs-and-courses");
    await tab(page, "Jobs and courses").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Settings")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/my-profile\?tab=settings$/);
    await expect(page.getByRole("heading", { level: 2, name: "Email and notification settings" })).toBeVisible();
    await page.keyboard.press("Home");
    await expect(tab(page, "Candidate360°")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/my-profile\?tab=candidate360$/);

    // Tabs by URL; an unknown tab is candidate360.
    await page.goto("/my-profile?tab=settings");
    await expect(tab(page, "Settings")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("switch", { name: "Job alerts" })).toBeVisible();
    await checkBothSizes(page, "my-profile-settings");
    await page.goto("/my-profile?tab=nonsense");
    await expect(page).toHaveURL(/\/my-profile\?tab=candidate360$/);
    await expect(tab(page, "Candidate360°")).toHaveAttribute("aria-selected", "true");

    // Discoverable: keyboard on the switch, saved at once, kept after a reload.
    const discoverable = page.getByRole("switch", { name: "Discoverable by employers" });
    await expect(discoverable).not.toBeChecked();
    await expect(page.getByTestId("visibility-state")).toHaveText("Your profile is now: Private");
    await discoverable.focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("Your profile is discoverable by employers.")).toBeVisible();
    await expect(discoverable).toBeChecked();
    await expect(page.getByTestId("visibility-state")).toHaveText("Your profile is now: Discoverable by employers");
    await page.reload();
    await expect(discoverable).toBeChecked();

    // Preview as an employer: the public sections, never the phone, ZIP code or email.
    await page.getByRole("link", { name: "Preview as an employer" }).click();
    await expect(page).toHaveURL(/\/my-profile\?tab=candidate360&preview=employer$/);
    const preview = page.getByTestId("employer-preview");
    await expect(preview.getByRole("heading", { level: 2, name: "Nadia Okafor" })).toBeVisible();
    await expect(preview).toContainText("Registered Nurse");
    await expect(preview).toContainText("Chicago, IL");
    await expect(preview).toContainText("Eight years on cardiac wards.");
    await expect(preview.getByRole("heading", { name: "Charge Nurse" })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Loyola University" })).toBeVisible();
    await expect(page.locator("main")).toContainText("Nadia Okafor");
    for (const privateText of ["555-0142", "5550142", "60601", EMAIL]) await expect(page.locator("main")).not.toContainText(privateText);
    await expect(page.getByText("Your profile is discoverable by employers")).toBeVisible();
    await checkBothSizes(page, "my-profile-employer-preview");
    await page.getByRole("link", { name: "Back to your profile" }).click();
    await expect(page).toHaveURL(/\/my-profile\?tab=candidate360$/);
    await expect(page.getByText("(312) 555-0142")).toBeVisible();

    // Download your data from the settings tab: a zip with upstep-data.json about this person.
    await tab(page, "Settings").click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download your data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^upstep-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const data = JSON.parse(new TextDecoder().decode(zip["upstep-data.json"])) as { account: { email: string }; profile: { personalInfo: { discoverable: boolean; phone: string }; workHistory: { employer: string }[] } };
    expect(data.account.email).toBe(EMAIL);
    expect(data.profile.personalInfo).toMatchObject({ discoverable: true, phone: "3125550142" });
    expect(data.profile.workHistory.map((w) => w.employer)).toEqual(["Mercy Hospital"]);
    await expect(page.getByText("Your data is downloaded.")).toBeVisible();

    // The account page has the same button beside deleting the account.
    await page.goto("/account/security");
    await expect(page.getByRole("heading", { level: 2, name: "Download your data" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Download your data" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
