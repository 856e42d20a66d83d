import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { logInThroughUi } from "./support/session";
import { CANDIDATE_PASSWORD, expectNoSidewaysScroll, shoot, signUpCandidate } from "./support/candidate";
import { makePdf } from "../src/lib/uploads/test-fixtures";
import { SAMPLE_RESUME_LINES } from "../src/features/resume-parsing/fixtures/sample-resume";

/*
 * The resume page and the review of what a resume proposes (issue 14 parts 4 and 5): a new candidate
 * sees the empty state, is refused a wrong file with the spec's message, uploads a PDF, reviews the
 * proposal (one job unticked, a field edited), accepts, and finds the accepted job (and not the
 * unticked one) on the work-history page. A second resume's proposal waits as "Review what we
 * found" after a reload and is put off with "Not now"; make default, rename and delete (with its
 * confirm) work. Axe at 1280 and 390 px, no sideways scroll on a phone. E2E_SCREENSHOTS=dir saves
 * docs/screenshots/candidate360-resume-*.png.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const PASSWORD = CANDIDATE_PASSWORD;
const EMAIL = `c360-resume-${Date.now()}@example.test`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const PAGE = "/dashboard/candidate360/resume";

/** Both widths: axe clean, no sideways scroll, and a screenshot of each. */
async function checkBothWidths(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  await shoot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shoot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

const RESUME_LINES = SAMPLE_RESUME_LINES;

/** A real one-page PDF with the resume's lines. */
const resumePdf = (lines: readonly string[]) => Buffer.from(makePdf(lines));

const fileInput = (page: Page) => page.getByLabel("Choose a resume file");
const uploadErrors = (page: Page) => page.getByTestId("resume-upload-errors");
const review = (page: Page) => page.getByTestId("resume-review");

test.describe("Candidate360 resume", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("signed out, the resume page sends to log in and back", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard%2Fcandidate360%2Fresume$/);
  });

  test("a candidate uploads a resume, reviews what was found, accepts part of it, and manages resumes", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signUpCandidate(page, EMAIL, "Maria Gonzalez");
    await logInThroughUi(page, EMAIL, PASSWORD, `/api/auth/login?returnTo=${encodeURIComponent(PAGE)}`);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resume");
    await expect(page.getByRole("heading", { name: "No resume yet" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload your first resume" })).toBeVisible();
    await checkBothWidths(page, "candidate360-resume-empty");

    // Wrong files: the spec's message, by extension and by content; nothing is uploaded.
    const TYPE_MESSAGE = "Document extension not allowed. Supported document types: (.pdf, .doc, .docx, .rtf, .txt)";
    await fileInput(page).setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) });
    await expect(uploadErrors(page)).toHaveText(TYPE_MESSAGE);
    await fileInput(page).setInputFiles({ name: "setup.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ this is not a pdf") });
    await expect(uploadErrors(page)).toHaveText(TYPE_MESSAGE);
    await expect(page.getByRole("heading", { name: "No resume yet" })).toBeVisible();

    // A real PDF: uploaded, then read; the review opens with what was found.
    await fileInput(page).setInputFiles({ name: "Maria Gonzalez resume.pdf", mimeType: "application/pdf", buffer: resumePdf(RESUME_LINES) });
    await expect(uploadErrors(page)).toHaveText("");
    const found = page.getByRole("form", { name: "What we found in your resume" });
    await expect(found).toBeVisible({ timeout: 30_000 });
    await expect(review(page).getByRole("heading", { name: "Review what we found" })).toBeFocused();
    const job1 = found.locator('[data-part="work-0"]');
    const job2 = found.locator('[data-part="work-1"]');
    await expect(job1.getByLabel("Job title")).toHaveValue("Charge Nurse");
    await expect(job1.getByLabel("Employer")).toHaveValue("Mercy Hospital");
    await expect(job1.getByLabel("Description and highlights")).toHaveValue(/Led a team of 12 nurses/);
    await expect(job2.getByLabel("Employer")).toHaveValue("Northwestern Memorial Hospital");
    await expect(found.locator('[data-part="contact-firstName"]').getByLabel("First name", { exact: true })).toHaveValue("Maria");
    await expect(found.locator('[data-part="contact-phone"]').getByLabel("Phone number", { exact: true })).toHaveValue("(312) 555-0199");
    await expect(found.getByRole("checkbox", { name: "Add phone number" })).toBeChecked();
    await expect(found.getByRole("list", { name: "Skills to add" })).toContainText("Phlebotomy");
    // Every part starts ticked.
    await expect(found.getByRole("checkbox", { name: "Add this job: Charge Nurse at Mercy Hospital" })).toBeChecked();

    // Invalid input is refused under the field with the spec's words, and kept.
    await job1.getByLabel("Start year").fill("20199");
    await found.getByRole("button", { name: "Add to my profile" }).click();
    await expect(job1.getByText("Type a valid Start year")).toBeVisible();
    await expect(job1.getByLabel("Start year")).toHaveValue("20199");
    await job1.getByLabel("Start year").fill("2019");

    // Untick the second job, edit the first job's title, drop a skill chip.
    await found.getByRole("checkbox", { name: "Add this job: Staff Nurse at Northwestern Memorial Hospital" }).uncheck();
    await expect(job2.getByLabel("Employer")).toHaveCount(0);
    await job1.getByLabel("Job title").fill("Charge Nurse, Emergency");
    await found.getByRole("button", { name: "Remove Phlebotomy" }).click();
    await expect(found.getByRole("list", { name: "Skills to add" })).not.toContainText("Phlebotomy");
    await checkBothWidths(page, "candidate360-resume-review");

    await found.getByRole("button", { name: "Add to my profile" }).click();
    await expect(page.getByText(/Added to your profile: .*1 job/).first()).toBeVisible();
    await expect(review(page)).toHaveCount(0);
    const list = page.getByRole("list", { name: "Your resumes" });
    await expect(list.getByRole("heading", { name: "Maria Gonzalez resume.pdf" })).toBeVisible();
    await expect(list.getByText("Default", { exact: true })).toBeVisible();
    await expect(list.getByRole("button", { name: /Review what we found/ })).toHaveCount(0);

    // The work-history page holds the accepted job, as edited, and not the unticked one.
    await page.goto("/dashboard/candidate360/work-history");
    const jobs = page.getByRole("list", { name: "Your job entries" }).getByRole("heading", { level: 2 });
    await expect(jobs).toHaveText(["Charge Nurse, Emergency"]);
    await expect(page.getByText("Mercy Hospital")).toBeVisible();
    await page.goto("/dashboard/candidate360/personal-info");
    await expect(page.getByLabel("First name")).toHaveValue("Maria");
    await expect(page.getByRole("list", { name: "Chosen skills" })).toContainText("Triage");
    await expect(page.getByRole("list", { name: "Chosen skills" })).not.toContainText("Phlebotomy");

    // A second resume: its proposal waits after a reload, and "Not now" writes nothing.
    await page.goto(PAGE);
    await fileInput(page).setInputFiles({ name: "short.txt", mimeType: "text/plain", buffer: Buffer.from(RESUME_LINES.join("\n")) });
    await expect(page.getByRole("form", { name: "What we found in your resume" })).toBeVisible({ timeout: 30_000 });
    await page.reload();
    const waiting = page.getByRole("button", { name: "Review what we found: short.txt" });
    await expect(waiting).toBeVisible();
    await waiting.click();
    await expect(page.getByRole("form", { name: "What we found in your resume" })).toBeVisible();
    await page.getByRole("button", { name: "Not now" }).click();
    await expect(review(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Review what we found: short.txt" })).toHaveCount(0);

    // Make default, rename, and delete after a confirm.
    await page.getByRole("button", { name: "Make default: short.txt" }).click();
    await expect(list.locator("li").first().getByRole("heading")).toHaveText("short.txt");
    await page.getByRole("button", { name: "Rename short.txt" }).click();
    const rename = page.getByRole("dialog", { name: "Rename resume" });
    await rename.getByLabel("File Name").fill("x".repeat(256));
    await rename.getByRole("button", { name: "Save name" }).click();
    await expect(rename.getByText("File Name must be less than 255 characters.")).toBeVisible();
    await rename.getByLabel("File Name").fill("Maria short");
    await rename.getByRole("button", { name: "Save name" }).click();
    await expect(list.getByRole("heading", { name: "Maria short.txt" })).toBeVisible();
    const download = list.getByRole("link", { name: "Download Maria short.txt" });
    await expect(download).toHaveAttribute("href", /\/api\/candidates\/resumes\/[0-9a-f-]{36}\/download$/);
    await page.getByRole("button", { name: "Delete Maria short.txt" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this resume?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(list.getByRole("heading", { name: "Maria short.txt" })).toHaveCount(0);
    await expect(list.locator("li")).toHaveCount(1);
    await expect(list.getByText("Default", { exact: true })).toBeVisible();
    await checkBothWidths(page, "candidate360-resume");
  });
});
