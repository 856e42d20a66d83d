import { expect, test, type Page } from "./support/test";
import { makePng, makeZip } from "../src/lib/uploads/test-fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { logInThroughUi } from "./support/session";
import { CANDIDATE_PASSWORD, expectNoSidewaysScroll, shoot, signUpCandidate } from "./support/candidate";

/*
 * Candidate360's certifications, language and self-reference sections (issue 14, decision 026): a new
 * candidate adds a certification with an .odt certificate on certifications/new (a PNG named .pdf is
 * refused first with the spec's words, and an invalid Credential URL), downloads it, adds an expired
 * one and reorders; adds languages (a language already listed is refused under the field); adds a
 * reference with an invalid then valid email and phone. Axe at 1280 and 390 px, no sideways scroll.
 * E2E_SCREENSHOTS=dir saves candidate360-certifications-*, -language-*, -self-reference-*.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const PASSWORD = CANDIDATE_PASSWORD;
const EMAIL = `c360-lists-${Date.now()}@example.test`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const ODT = Buffer.from(
  makeZip([
    { name: "mimetype", content: "application/vnd.oasis.opendocument.text" },
    { name: "content.xml", content: `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>` },
  ]),
);

/** Axe and screenshots at 1280 px, then the same and no sideways scroll at 390 px; back to 1280. */
async function checkBothWidths(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await shoot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shoot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

test.describe("Candidate360 lists", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("signed out, each page sends to log in and back", async ({ page }) => {
    for (const path of ["/dashboard/candidate360/certifications", "/dashboard/candidate360/certifications/new", "/dashboard/candidate360/language", "/dashboard/candidate360/self-reference"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    }
  });

  test("a new candidate adds certifications with a file, languages and references", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signUpCandidate(page, EMAIL, "Nadia Okafor");
    await logInThroughUi(page, EMAIL, PASSWORD, "/api/auth/login?returnTo=%2Fdashboard%2Fcandidate360%2Fcertifications");
    await expect(page).toHaveURL(/\/dashboard\/candidate360\/certifications$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certifications");
    await expect(page.getByRole("heading", { name: "No certifications yet" })).toBeVisible();
    await expectNoAxeViolations(page);

    // certifications/new: a wrong file first (PNG bytes named .pdf), then an invalid URL, then valid.
    await page.getByRole("link", { name: "Add a certification" }).click();
    await expect(page).toHaveURL(/\/dashboard\/candidate360\/certifications\/new$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add a certification");
    await page.getByLabel("Certification name").fill("Basic Life Support (BLS)");
    await page.getByLabel("Issuing organization").fill("American Heart Association");
    await page.getByLabel("Issue month").selectOption("4");
    await page.getByLabel("Issue year").fill("2025");
    await page.getByLabel("Expiry month").selectOption("4");
    await page.getByLabel("Expiry year").fill("2099");
    await page.getByLabel("Credential URL").fill("cpr.heart.org/verify");
    const fileInput = page.getByLabel("Choose a certificate file");
    await fileInput.setInputFiles({ name: "bls-card.pdf", mimeType: "application/pdf", buffer: Buffer.from(makePng()) });
    const fileErrors = page.getByTestId("certificate-file-errors");
    await expect(fileErrors).toHaveText("Invalid file type. Supported file types: (.pdf, .doc, .docx, .rtf, .txt, .odt)");
    await expect(page.getByTestId("selected-certificate-file")).toHaveCount(0);
    await fileInput.setInputFiles({ name: "bls-card.odt", mimeType: "application/vnd.oasis.opendocument.text", buffer: ODT });
    await expect(fileErrors).toHaveText("");
    await expect(page.getByTestId("selected-certificate-file")).toContainText("Selected: bls-card.odt");
    await page.getByRole("button", { name: "Add certification" }).click();
    await expect(page.getByText("Type a valid Credential URL")).toBeVisible();
    await expect(page.getByLabel("Credential URL")).toHaveAttribute("aria-invalid", "true");
    // What was typed and the file chosen are kept.
    await expect(page.getByLabel("Certification name")).toHaveValue("Basic Life Support (BLS)");
    await expect(page.getByTestId("selected-certificate-file")).toContainText("bls-card.odt");
    await checkBothWidths(page, "candidate360-certifications-new");
    await page.getByLabel("Credential URL").fill("https://cpr.heart.org/verify/AHA-12345");
    await page.getByRole("button", { name: "Add certification" }).click();

    await expect(page).toHaveURL(/\/dashboard\/candidate360\/certifications$/);
    const certs = page.getByRole("list", { name: "Your certifications" }).getByRole("heading", { level: 2 });
    await expect(certs).toHaveText(["Basic Life Support (BLS)"]);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /bls-card\.odt/ }).click();
    expect((await download).suggestedFilename()).toBe("bls-card.odt");

    // An expired one says so, and moves up with the keyboard.
    await page.getByRole("link", { name: "Add a certification" }).click();
    await page.getByLabel("Certification name").fill("Forklift Operator");
    await page.getByLabel("Issue year").fill("2018");
    await page.getByLabel("Expiry year").fill("2021");
    await page.getByRole("button", { name: "Add certification" }).click();
    await expect(certs).toHaveText(["Basic Life Support (BLS)", "Forklift Operator"]);
    await expect(page.getByRole("listitem").filter({ hasText: "Forklift Operator" }).getByText("Expired", { exact: true })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Basic Life Support" }).getByText("Expired", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Move up: Forklift Operator" }).focus();
    await page.keyboard.press("Enter");
    await expect(certs).toHaveText(["Forklift Operator", "Basic Life Support (BLS)"]);
    await expect(page.getByRole("button", { name: "Move down: Forklift Operator" })).toBeFocused();
    await page.reload();
    await expect(certs).toHaveText(["Forklift Operator", "Basic Life Support (BLS)"]);

    // Editing replaces the file: the new one is shown, the old link is gone.
    await page.getByRole("button", { name: "Edit: Basic Life Support (BLS)" }).click();
    await expect(page.getByTestId("current-certificate-file")).toContainText("bls-card.odt");
    await page.getByLabel("Choose a certificate file").setInputFiles({ name: "bls-renewed.txt", mimeType: "text/plain", buffer: Buffer.from("Basic Life Support, renewed 2025\n") });
    await expect(page.getByTestId("current-certificate-file")).toContainText("Replaced when you save.");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save certification" }).click();
    await expect(page.getByRole("link", { name: /bls-renewed\.txt/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /bls-card\.odt/ })).toHaveCount(0);
    await checkBothWidths(page, "candidate360-certifications");

    // Languages: a language already listed is refused under the field.
    await page.goto("/dashboard/candidate360/language");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Languages");
    await page.getByRole("button", { name: "Add a language" }).click();
    await page.getByLabel("Language", { exact: true }).selectOption("es");
    await page.getByLabel("Proficiency").selectOption("native");
    await page.getByRole("button", { name: "Add language" }).click();
    const languages = page.getByRole("list", { name: "Your language entries" }).getByRole("heading", { level: 2 });
    await expect(languages).toHaveText(["Spanish"]);
    await page.getByRole("button", { name: "Add a language" }).click();
    await page.getByLabel("Language", { exact: true }).selectOption("es");
    await page.getByLabel("Proficiency").selectOption("professional-working");
    await page.getByRole("button", { name: "Add language" }).click();
    await expect(page.getByText("You already listed Spanish.")).toBeVisible();
    await expect(page.getByLabel("Language", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.getByLabel("Language", { exact: true }).selectOption("en");
    await page.getByRole("button", { name: "Add language" }).click();
    await expect(languages).toHaveText(["Spanish", "English"]);
    await expect(page.getByText("Professional working")).toBeVisible();
    await checkBothWidths(page, "candidate360-language");

    // References: invalid email and phone, kept as typed, then valid; the phone shown (xxx) xxx-xxxx.
    await page.goto("/dashboard/candidate360/self-reference");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("References");
    await expect(page.getByText("No employer sees your references today.")).toBeVisible();
    await page.getByRole("button", { name: "Add a reference" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Maria Gonzalez");
    await page.getByLabel("Relationship").selectOption("manager");
    await page.getByLabel("Job title").fill("Nurse Manager");
    await page.getByLabel("Company").fill("Mercy Hospital");
    await page.getByLabel("Email").fill("maria@");
    await page.getByLabel("Phone number").fill("555-0199");
    await page.getByRole("button", { name: "Add reference" }).click();
    await expect(page.getByText("Type a valid Email")).toBeVisible();
    await expect(page.getByText("Type a valid Phone number")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("maria@");
    await expect(page.getByLabel("Phone number")).toHaveValue("555-0199");
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill("maria.gonzalez@example.com");
    await page.getByLabel("Phone number").fill("312 555 0199");
    await page.getByLabel("What they can speak to").fill("My triage work on the cardiac ward, 2018 to 2022.");
    await page.getByLabel("They agreed to be contacted by employers I allow").check();
    await page.getByRole("button", { name: "Add reference" }).click();
    const reference = page.getByRole("list", { name: "Your reference entries" }).getByRole("listitem");
    await expect(reference).toHaveCount(1);
    await expect(reference).toContainText("(312) 555-0199");
    await expect(reference).toContainText("Agreed to be contacted");
    await page.getByRole("button", { name: "Edit: Maria Gonzalez" }).click();
    await expect(page.getByLabel("Phone number")).toHaveValue("(312) 555-0199");
    await page.getByRole("button", { name: "Cancel" }).click();
    await checkBothWidths(page, "candidate360-self-reference");
  });
});
