import { readFileSync } from "node:fs";
import path from "node:path";
import { unzipSync } from "fflate";
import { expect, test, type Locator, type Page } from "./support/test";
import { makePng } from "../src/lib/uploads/test-fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { REPO_ROOT } from "./support/constants";
import { withE2eDb } from "./support/db";
import { CANDIDATE_PASSWORD, expectNoSidewaysScroll, shoot, signUpCandidate } from "./support/candidate";

/*
 * Issue 14's "done means" journey, one person from sign-up to deletion: a new candidate signs up,
 * logs in and lands on onboarding (never the dashboard), goes through it with invalid then valid
 * input, uploads a real PDF resume from the parser's labelled corpus (r001: Maria Nguyen, four jobs),
 * accepts only the proposed work history, and finishes. The dashboard's completion widget says 5 of
 * 10; every Candidate360 page is then visited and each form refused with the spec's words (under the
 * field, what was typed kept) before a valid save, one entry added to each list; the widget then says
 * 10 of 10. They download their data (the zip's upstep-data.json has their name, the accepted jobs
 * and the resume, whose bytes are under files/), delete the account with their password, land on
 * /deleteaccount/confirmation and cannot log in again. The product tour never shows on /onboarding or
 * /onboarding/complete; those pages and the dashboard are axe clean at 1280 and 390 px, no sideways
 * scroll at 390. E2E_SCREENSHOTS=dir saves journey-*-{1280,390}.png.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const PASSWORD = CANDIDATE_PASSWORD;
const EMAIL = `journey-${Date.now()}@example.test`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const C360 = "/dashboard/candidate360";
const RESUME_TYPE_MESSAGE = "Document extension not allowed. Supported document types: (.pdf, .doc, .docx, .rtf, .txt)";
const CERTIFICATE_TYPE_MESSAGE = "Invalid file type. Supported file types: (.pdf, .doc, .docx, .rtf, .txt, .odt)";

/* A single-column PDF of the parser's labelled corpus; its label (r001.json) has four jobs. */
const CORPUS = path.join(REPO_ROOT, "src/features/resume-parsing/fixtures/corpus");
const RESUME_PDF = readFileSync(path.join(CORPUS, "r001-nursing-pdf-classic.pdf"));
type Label = { contact: { firstName: string; lastName: string }; workHistory: { employer: string; title: string; startYear: number }[] };
const LABEL = JSON.parse(readFileSync(path.join(CORPUS, "r001.json"), "utf8")) as Label;
const RESUME_NAME = "Maria Nguyen resume.pdf";
const PNG = Buffer.from(makePng({ width: 8, height: 8 }));

/** The login page reached from `entry`, filled as a person does; `loggedIn` false expects a refusal. */
async function logIn(page: Page, entry: string, loggedIn = true) {
  await page.goto(entry);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email address").fill(EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  if (loggedIn) await expect(page).not.toHaveURL(/\/login/);
}

/** One h1; axe clean at 1280 px, then at 390 px with no sideways scroll; a screenshot of each; back to 1280. */
async function checkBothWidths(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  await shoot(page, `journey-${name}-1280`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shoot(page, `journey-${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/** Waits until React has hydrated the page's main content (its h1 carries a fiber), so clicks and submits are React's. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const h1 = document.querySelector("main h1") ?? document.querySelector("h1");
    return Boolean(h1 && Object.keys(h1).some((k) => k.startsWith("__reactFiber")));
  });
}

/** Opens a Candidate360 page, hydrated, and checks its one h1. */
async function openSection(page: Page, section: string, h1: string) {
  await page.goto(`${C360}/${section}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
}

/* Keyboard activation after typing: the blur checks of the field just left run first (mode onTouched). */
async function press(target: Locator) {
  await target.focus();
  await target.press("Enter");
}

async function tick(target: Locator, checked = true) {
  await target.focus();
  if ((await target.isChecked()) !== checked) await target.press("Space");
  await expect(target).toBeChecked({ checked });
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const next = (page: Page) => page.getByRole("button", { name: "Continue" });
const tour = (page: Page) => page.getByRole("dialog", { name: "Welcome to Upstep" });

/** No tour, checked once the shell knows the session (the account menu is there). */
async function expectNoTour(page: Page) {
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(tour(page)).toHaveCount(0);
}

test("a new candidate: sign-up, onboarding with a PDF resume, every Candidate360 section, the widget, their data, deletion", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const { firstName, lastName } = LABEL.contact;
  expect(LABEL.workHistory.length).toBeGreaterThan(0);
  const jobTitles = LABEL.workHistory.map((w) => w.title);
  const employers = LABEL.workHistory.map((w) => w.employer);

  // 1. Sign up (email confirmed behind the app's back), log in from the "account is ready" link: onboarding, not the dashboard.
  await signUpCandidate(page, EMAIL, `${firstName} ${lastName}`);
  await logIn(page, "/api/auth/sign-in?from_sign_up=true");
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(h1(page)).toHaveText("What is your name?");
  await expectNoTour(page);
  const userId = await withE2eDb(async (db) => (await db.query<{ id: string }>("select id from users where email = $1", [EMAIL])).rows[0]!.id);

  // Name: invalid, kept as typed, then valid.
  await page.getByLabel("First name").fill("");
  await page.getByLabel("Last name").fill("N".repeat(51));
  await next(page).click();
  await expect(page.getByText("Type a valid First name")).toBeVisible();
  await expect(page.getByText("Last name must be less than 50 characters.")).toBeVisible();
  await expect(page.getByLabel("Last name")).toHaveValue("N".repeat(51));
  await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await next(page).click();

  // Where.
  await expect(h1(page)).toHaveText("Where do you want to work?");
  await page.getByLabel("ZIP code").fill("6061B");
  await next(page).click();
  await expect(page.getByText("Type a valid ZIP code")).toBeVisible();
  await page.getByLabel("ZIP code").fill("60618");
  await page.getByLabel("City").fill("Chicago");
  await page.getByLabel("State").fill("IL");
  await next(page).click();

  // The work wanted.
  await expect(h1(page)).toHaveText("What kind of work do you want?");
  const title = page.getByLabel("Job title", { exact: true });
  await title.fill("Registered Nurse");
  await page.getByRole("button", { name: "Add title" }).click();
  await title.fill("Charge Nurse");
  await page.getByRole("button", { name: "Add title" }).click();
  await expect(page.getByRole("list", { name: "Job titles you want" }).getByRole("listitem")).toHaveText(["Registered Nurse", "Charge Nurse"]);
  await page.getByRole("checkbox", { name: "Healthcare" }).check();
  await next(page).click();

  // Experience.
  await expect(h1(page)).toHaveText("How much experience do you have?");
  await page.getByLabel("Years of experience").fill("9");
  await page.getByRole("radio", { name: "Senior" }).check();
  await next(page).click();

  // Work authorization.
  await expect(h1(page)).toHaveText("Are you authorized to work in the US?");
  await page.getByRole("radio", { name: "Authorized to work in the US", exact: true }).click();
  await next(page).click();

  // Resume: a real PDF of the corpus; the proposed work history is the label's; only the jobs are accepted.
  await expect(h1(page)).toHaveText("Add your resume");
  await expectNoTour(page);
  await page.getByLabel("Choose a resume file").setInputFiles({ name: RESUME_NAME, mimeType: "application/pdf", buffer: RESUME_PDF });
  await expect(page.getByText(`Uploaded ${RESUME_NAME}`)).toBeVisible();
  const found = page.getByRole("form", { name: "What we found in your resume" });
  await expect(found).toBeVisible({ timeout: 30_000 });
  for (const [i, job] of LABEL.workHistory.entries()) {
    const part = found.locator(`[data-part="work-${i}"]`);
    await expect(part.getByLabel("Employer")).toHaveValue(job.employer);
    await expect(part.getByLabel("Job title")).toHaveValue(job.title);
    await expect(part.getByLabel("Start year")).toHaveValue(String(job.startYear));
    await expect(found.getByRole("checkbox", { name: `Add this job: ${job.title} at ${job.employer}` })).toBeChecked();
  }
  await expect(found.locator(`[data-part="work-${LABEL.workHistory.length}"]`)).toHaveCount(0);
  // Everything but the jobs unticked: nothing else is written.
  for (const box of await found.getByRole("checkbox", { name: /^Add (?!this job)/ }).all()) await box.uncheck();
  await expect(found.getByRole("checkbox", { name: /^Add (?!this job)/, checked: true })).toHaveCount(0);
  await found.getByRole("button", { name: "Add to my profile" }).click();
  await expect(page.getByText(`Added to your profile: ${LABEL.workHistory.length} jobs.`).first()).toBeVisible();
  await expect(page.getByText("Your profile was filled in from your resume.", { exact: false })).toBeVisible();
  await expectNoTour(page);
  await page.getByRole("button", { name: "Finish" }).click();

  // Complete: no tour; axe at both widths.
  await expect(page).toHaveURL(/\/onboarding\/complete$/);
  await expect(h1(page)).toHaveText(`You're all set, ${firstName}`);
  await expectNoTour(page);
  await expect(page.getByRole("definition").filter({ hasText: RESUME_NAME })).toBeVisible();
  await expect(page.locator('[data-section="work-history"]')).toHaveCount(0);
  await expect(page.locator('[data-section="education"]')).toBeVisible();
  await checkBothWidths(page, "onboarding-complete");
  await expect(tour(page)).toHaveCount(0);

  // 2. The dashboard: the tour shows here (so its absence above meant something); the widget at 5 of 10.
  await page.getByRole("link", { name: "Go to my dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tour(page)).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Skip tour" }).click();
  await expect(tour(page)).toHaveCount(0);
  const widget = page.getByTestId("profile-completion");
  // Personal info, work history, resume, experience and employment preferences came from onboarding.
  await expect(widget.getByTestId("completion-sections")).toHaveText("5 of 10 sections done");
  await expect(widget.getByTestId("completion-percent")).toHaveText("50%");
  await expect(widget.getByRole("progressbar", { name: "Profile 50% complete" })).toBeVisible();
  await expect(widget.getByText("Add next: Skills.")).toBeVisible();
  const before = { done: 5, percent: 50 };
  await checkBothWidths(page, "dashboard-before");

  // 3. Every Candidate360 section: invalid input refused with the spec's words, then a valid save.

  // Personal info (onboarding's answers are there) and skills.
  await openSection(page, "personal-info", "Personal info");
  await expect(page.getByLabel("First name")).toHaveValue(firstName);
  await expect(page.getByLabel("ZIP code")).toHaveValue("60618");
  await page.getByLabel("First name").fill("M".repeat(51));
  await page.getByLabel("Phone number").fill("555-0169");
  await page.getByLabel("ZIP code").fill("6061");
  await page.getByLabel("Years of experience").fill("123");
  await press(page.getByRole("button", { name: "Save personal info" }));
  await expect(page.getByText("First name must be less than 50 characters.")).toBeVisible();
  await expect(page.getByText("Type a valid Phone number")).toBeVisible();
  await expect(page.getByText("Type a valid ZIP code")).toBeVisible();
  await expect(page.getByText("Years of experience must be less than 2 characters.")).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveValue("555-0169");
  await expect(page.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Phone number").fill("312 555 0169");
  await page.getByLabel("ZIP code").fill("60618");
  await page.getByLabel("Years of experience").fill("9");
  await page.getByLabel("Headline").fill("Charge Nurse");
  await press(page.getByRole("button", { name: "Save personal info" }));
  await expect(page.getByLabel("Phone number")).toHaveValue("(312) 555-0169");
  await expect(page.getByText("Type a valid Phone number")).toHaveCount(0);
  const skills = page.getByRole("combobox", { name: "Your skills" });
  await skills.fill("triage");
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
  await skills.press("ArrowDown");
  await skills.press("Enter");
  await expect(page.getByRole("list", { name: "Chosen skills" }).getByRole("listitem")).toHaveCount(1);
  await press(page.getByRole("button", { name: "Save skills" }));
  await expect(page.getByText("Skills saved.")).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("Phone number")).toHaveValue("(312) 555-0169");
  await expect(page.getByRole("list", { name: "Chosen skills" }).getByRole("listitem")).toHaveCount(1);

  // Work history: the accepted jobs, and one more (an invalid year first).
  await openSection(page, "work-history", "Work history");
  const jobs = page.getByRole("list", { name: "Your job entries" }).getByRole("heading", { level: 2 });
  await expect(jobs).toHaveText(jobTitles);
  for (const employer of employers) await expect(page.getByRole("list", { name: "Your job entries" })).toContainText(employer);
  await page.getByRole("button", { name: "Add a job" }).click();
  await page.getByLabel("Job title").fill("Nursing Assistant");
  await page.getByLabel("Employer").fill("Cook County Hospital");
  await page.getByLabel("Start year").fill("20144");
  await page.getByRole("button", { name: "Add job" }).click();
  await expect(page.getByText("Type a valid Start year")).toBeVisible();
  await expect(page.getByLabel("Employer")).toHaveValue("Cook County Hospital");
  await page.getByLabel("Start year").fill("2014");
  await page.getByLabel("End year").fill("2016");
  await page.getByRole("button", { name: "Add job" }).click();
  await expect(jobs).toHaveText([...jobTitles, "Nursing Assistant"]);

  // Education.
  await openSection(page, "education", "Education");
  await page.getByRole("button", { name: "Add a school" }).click();
  await page.getByLabel("School", { exact: true }).fill("Milwaukee Area Technical College");
  await page.getByLabel("Degree").fill("Associate of Applied Science");
  await page.getByLabel("Field of study").fill("Nursing");
  await page.getByLabel("Start year").fill("20122");
  await page.getByLabel("End year").fill("2014");
  await page.getByRole("button", { name: "Add school" }).click();
  await expect(page.getByText("Type a valid Start year")).toBeVisible();
  await expect(page.getByLabel("Degree")).toHaveValue("Associate of Applied Science");
  await page.getByLabel("Start year").fill("2012");
  await page.getByRole("button", { name: "Add school" }).click();
  await expect(page.getByRole("heading", { name: "Milwaukee Area Technical College" })).toBeVisible();

  // Experience: the level from onboarding; the digits helper's message.
  await openSection(page, "experience", "Experience");
  await expect(page.getByLabel("Experience level")).toHaveValue("senior");
  await page.getByLabel("People managed").fill("12a");
  await tick(page.getByRole("checkbox", { name: "Healthcare" }));
  await press(page.getByRole("button", { name: "Save experience" }));
  await expect(page.getByText("Type a valid People managed")).toBeVisible();
  await expect(page.getByLabel("People managed")).toHaveValue("12a");
  await page.getByLabel("People managed").fill("12");
  await press(page.getByRole("button", { name: "Save experience" }));
  await expect(page.getByText("Experience saved.")).toBeVisible();

  // Employment preferences: onboarding's titles; a title too long, then valid.
  await openSection(page, "employment-prefs", "Employment preferences");
  await expect(page.getByLabel("Job title 1", { exact: true })).toHaveValue("Registered Nurse");
  await expect(page.getByLabel("Job title 2", { exact: true })).toHaveValue("Charge Nurse");
  await page.getByLabel("Job title 1", { exact: true }).fill("R".repeat(101));
  await press(page.getByRole("button", { name: "Save employment preferences" }));
  await expect(page.getByText("Desired job title must be less than 100 characters.")).toBeVisible();
  await expect(page.getByLabel("Job title 2", { exact: true })).toHaveValue("Charge Nurse");
  await page.getByLabel("Job title 1", { exact: true }).fill("Registered Nurse");
  await tick(page.getByRole("checkbox", { name: "Full-time" }));
  await page.getByLabel("Maximum commute (miles)").fill("25");
  await press(page.getByRole("button", { name: "Save employment preferences" }));
  await expect(page.getByText("Employment preferences saved.")).toBeVisible();

  // Compensation: the currency helper's message, then valid, shown as USD with 2 decimals.
  await openSection(page, "compensation-prefs", "Compensation preferences");
  await page.getByLabel("Minimum pay").fill("45,00");
  await page.getByLabel("Target pay").fill("12.345");
  await tick(page.getByRole("radio", { name: "Per year" }));
  await press(page.getByRole("button", { name: "Save compensation preferences" }));
  await expect(page.getByText("Type a valid Minimum pay")).toBeVisible();
  await expect(page.getByText("Type a valid Target pay")).toBeVisible();
  await expect(page.getByLabel("Minimum pay")).toHaveValue("45,00");
  await page.getByLabel("Minimum pay").fill("$72,000");
  await page.getByLabel("Target pay").fill("80000");
  await press(page.getByRole("button", { name: "Save compensation preferences" }));
  await expect(page.getByText("Compensation preferences saved.")).toBeVisible();
  await expect(page.getByLabel("Minimum pay")).toHaveValue("$72,000.00");
  await expect(page.getByLabel("Target pay")).toHaveValue("$80,000.00");

  // Certifications and certifications/new: a wrong file and an invalid URL, then valid.
  await openSection(page, "certifications", "Certifications");
  await expect(page.getByRole("heading", { name: "No certifications yet" })).toBeVisible();
  await page.getByRole("link", { name: "Add a certification" }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidate360\/certifications\/new$/);
  await hydrated(page);
  await expect(h1(page)).toHaveText("Add a certification");
  await page.getByLabel("Certification name").fill("Basic Life Support (BLS)");
  await page.getByLabel("Issuing organization").fill("American Heart Association");
  await page.getByLabel("Issue year").fill("2025");
  await page.getByLabel("Credential URL").fill("cpr.heart.org/verify");
  const certificateFile = page.getByLabel("Choose a certificate file");
  await certificateFile.setInputFiles({ name: "bls-card.pdf", mimeType: "application/pdf", buffer: PNG });
  await expect(page.getByTestId("certificate-file-errors")).toHaveText(CERTIFICATE_TYPE_MESSAGE);
  await certificateFile.setInputFiles({ name: "bls-card.txt", mimeType: "text/plain", buffer: Buffer.from("Basic Life Support, American Heart Association, 2025\n") });
  await expect(page.getByTestId("certificate-file-errors")).toHaveText("");
  await page.getByRole("button", { name: "Add certification" }).click();
  await expect(page.getByText("Type a valid Credential URL")).toBeVisible();
  await expect(page.getByLabel("Certification name")).toHaveValue("Basic Life Support (BLS)");
  await expect(page.getByTestId("selected-certificate-file")).toContainText("bls-card.txt");
  await page.getByLabel("Credential URL").fill("https://cpr.heart.org/verify/AHA-12345");
  await page.getByRole("button", { name: "Add certification" }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidate360\/certifications$/);
  await expect(page.getByRole("list", { name: "Your certifications" }).getByRole("heading", { level: 2 })).toHaveText(["Basic Life Support (BLS)"]);
  await expect(page.getByRole("link", { name: /bls-card\.txt/ })).toBeVisible();

  // Languages: no proficiency chosen is refused, then added.
  await openSection(page, "language", "Languages");
  await page.getByRole("button", { name: "Add a language" }).click();
  await page.getByLabel("Language", { exact: true }).selectOption("zh");
  await page.getByRole("button", { name: "Add language" }).click();
  await expect(page.getByText("Type a valid Proficiency")).toBeVisible();
  await expect(page.getByLabel("Language", { exact: true })).toHaveValue("zh");
  await page.getByLabel("Proficiency").selectOption("native");
  await page.getByRole("button", { name: "Add language" }).click();
  await expect(page.getByRole("list", { name: "Your language entries" }).getByRole("heading", { level: 2 })).toHaveText(["Chinese (Mandarin)"]);

  // References: an invalid email and phone, kept as typed, then valid; the phone shown (xxx) xxx-xxxx.
  await openSection(page, "self-reference", "References");
  await page.getByRole("button", { name: "Add a reference" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Dana Whitfield");
  await page.getByLabel("Relationship").selectOption("manager");
  await page.getByLabel("Company").fill(employers[0]!);
  await page.getByLabel("Email").fill("dana@");
  await page.getByLabel("Phone number").fill("555-0123");
  await page.getByRole("button", { name: "Add reference" }).click();
  await expect(page.getByText("Type a valid Email")).toBeVisible();
  await expect(page.getByText("Type a valid Phone number")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("dana@");
  await page.getByLabel("Email").fill("dana.whitfield@example.com");
  await page.getByLabel("Phone number").fill("210 555 0123");
  await page.getByRole("button", { name: "Add reference" }).click();
  const reference = page.getByRole("list", { name: "Your reference entries" }).getByRole("listitem");
  await expect(reference).toHaveCount(1);
  await expect(reference).toContainText("(210) 555-0123");

  // Job alerts: refused, then created.
  await openSection(page, "job-alerts", "Job alerts");
  await expect(page.getByRole("heading", { name: "No job alerts yet" })).toBeVisible();
  await page.getByRole("button", { name: "Create a job alert" }).click();
  await page.getByLabel("Radius (miles)").fill("300");
  await press(page.getByRole("button", { name: "Create alert" }));
  await expect(page.getByText("Type a valid Alert name")).toBeVisible();
  await expect(page.getByText("Radius must be between 1 and 200 miles")).toBeVisible();
  await expect(page.getByLabel("Radius (miles)")).toHaveValue("300");
  await page.getByLabel("Alert name").fill("Charge nurse jobs");
  await page.getByLabel("Keywords").fill("charge nurse");
  await page.getByLabel("Location").fill("60618");
  await page.getByLabel("Radius (miles)").fill("25");
  await press(page.getByRole("button", { name: "Create alert" }));
  await expect(page.getByRole("list", { name: "Your job alerts" }).getByRole("heading", { name: "Charge nurse jobs" })).toBeVisible();
  await expect(page.getByTestId("alert-count")).toHaveText("1 of 20 job alerts.");

  // Resume: onboarding's upload is the default; a wrong file is refused; a rename too long, then valid.
  await openSection(page, "resume", "Resume");
  const resumes = page.getByRole("list", { name: "Your resumes" });
  await expect(resumes.getByRole("heading", { name: RESUME_NAME })).toBeVisible();
  await expect(resumes.getByText("Default", { exact: true })).toBeVisible();
  await page.getByLabel("Choose a resume file").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("resume-upload-errors")).toHaveText(RESUME_TYPE_MESSAGE);
  await expect(resumes.locator("li")).toHaveCount(1);
  await page.getByRole("button", { name: `Rename ${RESUME_NAME}` }).click();
  const rename = page.getByRole("dialog", { name: "Rename resume" });
  await rename.getByLabel("File Name").fill("x".repeat(256));
  await rename.getByRole("button", { name: "Save name" }).click();
  await expect(rename.getByText("File Name must be less than 255 characters.")).toBeVisible();
  await rename.getByLabel("File Name").fill("Maria Nguyen nursing resume");
  await rename.getByRole("button", { name: "Save name" }).click();
  const resumeName = "Maria Nguyen nursing resume.pdf";
  await expect(resumes.getByRole("heading", { name: resumeName })).toBeVisible();

  // Profile photo: saving with no file and a PDF are refused with the spec's words; a PNG is saved.
  await openSection(page, "avatar", "Profile photo");
  await page.getByRole("button", { name: "Upload a photo" }).click();
  const modal = page.getByRole("dialog", { name: "Upload Avatar" });
  await modal.getByRole("button", { name: "Save Avatar" }).click();
  await expect(modal.getByText("No file selected.")).toBeVisible();
  await expect(modal.getByText("Please select a file to continue.")).toBeVisible();
  await modal.getByLabel("Choose an image file").setInputFiles({ name: "me.pdf", mimeType: "application/pdf", buffer: RESUME_PDF });
  await expect(modal.getByText("Invalid Image (.jpeg,.png,.jpg,.svg)")).toBeVisible();
  await modal.getByLabel("Choose an image file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(modal.getByText("Invalid Image (.jpeg,.png,.jpg,.svg)")).toHaveCount(0);
  await modal.getByRole("button", { name: "Save Avatar" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole("img", { name: "Your profile photo" })).toBeVisible();

  // Personality assessment: none taken, said plainly.
  await openSection(page, "traitify-assessment", "Personality assessment");
  await expect(page.getByRole("heading", { name: "You have not taken the personality assessment yet" })).toBeVisible();

  // The overview: every section done, optional ones too.
  await page.goto(C360);
  await expect(page.getByTestId("completion")).toHaveText("10 of 10 sections done");
  for (const key of ["personal-info", "skills", "work-history", "education", "experience", "employment-prefs", "compensation-prefs", "language", "resume", "avatar", "certifications", "self-reference", "job-alerts"]) {
    await expect(page.locator(`[data-section="${key}"]`)).toContainText("Done");
  }
  await expect(page.locator('[data-section="work-history"]')).toContainText(`${LABEL.workHistory.length + 1} jobs`);

  // 4. The dashboard's widget went up: 10 of 10.
  await page.goto("/dashboard");
  await expect(widget.getByTestId("completion-sections")).toHaveText("10 of 10 sections done");
  await expect(widget.getByTestId("completion-percent")).toHaveText("100%");
  await expect(widget.getByText("Every section is done.")).toBeVisible();
  const after = { done: 10, percent: 100 };
  expect(after.done).toBeGreaterThan(before.done);
  expect(after.percent).toBeGreaterThan(before.percent);
  await expect(tour(page)).toHaveCount(0);
  await checkBothWidths(page, "dashboard-after");

  // 5. Download your data (Account and security): the zip holds their name, the accepted jobs and the resume's bytes.
  await page.goto("/account/security");
  await hydrated(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download your data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^upstep-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  type Export = {
    account: { email: string; name: string };
    profile: { personalInfo: { firstName: string; lastName: string; phone: string }; workHistory: { employer: string; title: string }[]; education: { school: string }[] };
    resumes: { fileName: string; isDefault: boolean; file: string }[];
    files: { path: string; kind: string; included: boolean }[];
  };
  const data = JSON.parse(new TextDecoder().decode(zip["upstep-data.json"])) as Export;
  expect(data.account).toMatchObject({ email: EMAIL, name: `${firstName} ${lastName}` });
  expect(data.profile.personalInfo).toMatchObject({ firstName, lastName, phone: "3125550169" });
  expect(data.profile.workHistory.map((w) => w.employer)).toEqual([...employers, "Cook County Hospital"]);
  expect(data.profile.workHistory.map((w) => w.title)).toEqual([...jobTitles, "Nursing Assistant"]);
  expect(data.profile.education.map((e) => e.school)).toEqual(["Milwaukee Area Technical College"]);
  expect(data.resumes).toHaveLength(1);
  expect(data.resumes[0]).toMatchObject({ fileName: resumeName, isDefault: true });
  expect(data.resumes[0]!.file).toMatch(/^files\/resumes\//);
  expect(data.files).toContainEqual({ path: data.resumes[0]!.file, kind: "resume", included: true });
  expect(Buffer.from(zip[data.resumes[0]!.file]!).equals(RESUME_PDF)).toBe(true);
  expect(Object.keys(zip).some((name) => name.startsWith("files/certifications/"))).toBe(true);
  expect(Object.keys(zip).some((name) => name.startsWith("files/avatar."))).toBe(true);
  await expect(page.getByText("Your data is downloaded.")).toBeVisible();

  // 6. Delete the account with the password: the confirmation page; the rows are gone; logging in again fails.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByLabel("Your password")).toBeFocused();
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/deleteaccount\/confirmation$/);
  await expect(h1(page)).toHaveText("Your account has been deleted");
  const left = await withE2eDb(async (db) => {
    const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${table === "users" ? "id" : "user_id"} = $1`, [userId])).rows[0]!.n;
    return { users: await count("users"), profiles: await count("candidate_profiles"), jobs: await count("work_history"), resumes: await count("resumes") };
  });
  expect(left).toEqual({ users: 0, profiles: 0, jobs: 0, resumes: 0 });
  await logIn(page, "/login", false);
  await expect(page.getByText("That email and password do not match an Upstep account.")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  const context = (await (await page.request.get("/api/context")).json()) as { session: { isAuthenticated: boolean } };
  expect(context.session.isAuthenticated).toBe(false);
});
