import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { becomeAdminWithTwoFactor } from "./support/admin";
import { expectNoSidewaysScroll } from "./support/candidate";

/*
 * The pages, campaigns and files editors (issue 18 parts 3 and 4). An administrator with two-factor
 * edits the FAQ page (title, lead, a line of body) and sees it on /faq at once; composes a campaign
 * page from a hero, a FAQ and a call to action, moves a section with the keyboard, publishes it and
 * opens it at /campaign/{slug}; uploads a gated PDF and sees it at /file-download/{slug}. The pages
 * list, page editor, campaign composer and files pages are axe clean at 1280 and 390 px without
 * sideways scroll; screenshots admin-campaign-editor and admin-files when E2E_SCREENSHOTS is set.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const SHOTS = process.env.E2E_SCREENSHOTS;
const WIDTHS = [1280, 390] as const;

async function atBothWidths(page: Page, shot?: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    if (SHOTS && shot) await page.screenshot({ path: `${SHOTS}/${shot}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A one-page PDF the upload's content check accepts (it starts with %PDF-). */
function pdfBytes(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1");
}

async function typeInto(page: Page, name: string, text: string) {
  const box = page.getByRole("textbox", { name, exact: true });
  await box.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

test("an editor edits the FAQ page, publishes a composed campaign and uploads a gated file", async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  await becomeAdminWithTwoFactor(page, `pages-editor-${stamp}@example.test`, "Paige Editor");

  // The pages list: every static page of the route table, each leading to its editor.
  await page.goto("/admin/content/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  const pages = page.getByRole("region", { name: "Pages" });
  for (const title of ["About Upstep", "Frequently asked questions", "Privacy Policy"]) await expect(pages.getByRole("link", { name: title })).toBeVisible();
  await atBothWidths(page);

  // Edit the FAQ page: a new lead and a line of body; the slug is the fixed route.
  await pages.getByRole("link", { name: "Frequently asked questions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit page" })).toBeVisible();
  await expect(page.getByLabel("Slug")).toHaveAttribute("readonly", "");
  const lead = `Answers checked this week ${stamp}.`;
  await page.getByLabel("Lead paragraph").fill(lead);
  const body = page.getByRole("textbox", { name: "Body", exact: true });
  await body.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(`Still stuck? Write to us any day ${stamp}.`);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("dialog", { name: /Preview/ });
  await expect(preview.getByText(lead)).toBeVisible();
  await preview.getByRole("button", { name: "Close the preview" }).click();
  await atBothWidths(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Revision history" })).toBeVisible();

  await page.goto("/faq");
  await expect(page.getByText(lead)).toBeVisible();
  await expect(page.getByText(`Still stuck? Write to us any day ${stamp}.`)).toBeVisible();

  // Compose a campaign: hero, FAQ, call to action.
  await page.goto("/admin/content/campaigns");
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  await page.getByRole("link", { name: "New campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New campaign" })).toBeVisible();
  const title = `Interview week ${stamp}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  const hero = page.getByRole("group", { name: "Section 1: Hero" });
  await hero.getByRole("textbox", { name: "Heading", exact: true }).fill(`Walk into your interview ready ${stamp}`);
  await hero.getByLabel("Subheading").fill("Practice questions, feedback and a plan for the day.");

  await page.getByLabel("New section type").selectOption("cta");
  await page.getByRole("button", { name: "Add section" }).click();
  const cta = page.getByRole("group", { name: "Section 2: Call to action" });
  await cta.getByRole("textbox", { name: "Heading", exact: true }).fill("Ready when you are");
  await cta.getByLabel("Button label").fill("Create my account");
  await cta.getByLabel("Button link").fill("/join");

  await page.getByLabel("New section type").selectOption("faq");
  await page.getByRole("button", { name: "Add section" }).click();
  const faq = page.getByRole("group", { name: "Section 3: Questions (FAQ)" });
  await faq.getByRole("textbox", { name: "Heading", exact: true }).fill("Questions");
  await faq.getByLabel("Question 1").fill("Is interview week free?");
  await typeInto(page, "Answer 1", "Yes, for every job seeker.");

  // Move the FAQ above the call to action with the keyboard: focus stays on the moved section's button.
  await page.getByRole("button", { name: "Move section 3 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Section 2: Questions (FAQ)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move section 2 up" })).toBeFocused();

  // A required field left empty is named beside it.
  await page.getByRole("group", { name: "Section 3: Call to action" }).getByLabel("Button link").fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Type a valid URL: a path starting with / (such as /join) or an https:// address")).toBeVisible();
  await page.getByRole("group", { name: "Section 3: Call to action" }).getByLabel("Button link").fill("/join");

  await page.getByLabel("Status").selectOption("published");
  await atBothWidths(page, "admin-campaign-editor");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit campaign" })).toBeVisible();
  const slug = `interview-week-${stamp}`;
  await expect(page.getByLabel("Slug")).toHaveValue(slug);

  await page.goto(`/campaign/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `Walk into your interview ready ${stamp}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Questions" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create my account" })).toHaveAttribute("href", "/join");

  // Upload a gated file.
  await page.goto("/admin/content/files");
  await expect(page.getByRole("heading", { level: 1, name: "Files" })).toBeVisible();
  await atBothWidths(page);
  await page.getByRole("link", { name: "Upload a file" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Upload a file" })).toBeVisible();
  await page.getByLabel("Document").setInputFiles({ name: "offer-worksheet.pdf", mimeType: "application/pdf", buffer: pdfBytes(stamp) });
  const fileTitle = `Offer worksheet ${stamp}`;
  await page.getByLabel("Title", { exact: true }).fill(fileTitle);
  await page.getByLabel("Description").fill("One page to prepare your salary conversation.");
  await expect(page.getByLabel("Ask for an email before the download (gated)")).toBeChecked();
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Upload and save" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/files\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit file" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();
  await atBothWidths(page, "admin-files");

  await page.goto(`/file-download/offer-worksheet-${stamp}`);
  await expect(page.getByRole("heading", { level: 1, name: fileTitle })).toBeVisible();
  await expect(page.getByLabel("Email address")).toBeVisible();
});
