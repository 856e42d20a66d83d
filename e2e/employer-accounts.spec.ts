import { expect, test, type Page } from "./support/test";
import sharp from "sharp";
import { checkAtBothWidths } from "./support/candidate";
import { E2E_BASE_URL, E2E_DIST_DIR } from "./support/constants";
import { firstLoadSizes } from "./support/js-budget";
import { withE2eDb } from "./support/db";
import { extractLink, latestMailTo } from "./support/mail";
import { submitSignUpForm } from "./support/session";

/*
 * Employer accounts (issue 16 part 1, decision 038), end to end in the browser: an employer signs up
 * at /join?employer=true, confirms the email from the outbox, lands on /hiring/welcome, creates the
 * company, fills its profile and logo, invites a colleague as hiring manager; the colleague opens the
 * invitation signed out, signs up from it (the address filled in), confirms, logs in, comes back to
 * the invitation and accepts; each sees the other on the Team page. Every page of the part is checked
 * with axe and for sideways scroll at 1280 and 390 px, and shot into E2E_SCREENSHOTS.
 */
const PASSWORD = "a long enough employer password";
const stamp = Date.now();
/**
 * Names the demo job feed never makes (its companies are a place word and a noun), kept plain for the
 * screenshots /hiring shows; a retry (the run's database already has them) adds a stamp.
 */
function names(retry: number) {
  const domain = retry ? `bayshore-${stamp}.example` : "bayshore-clinics.example";
  return { domain, ownerEmail: `dana.reyes@${domain}`, colleagueEmail: `jordan.rivera@${domain}`, companyName: retry ? `Bayshore Walk-in Clinics ${stamp}` : "Bayshore Walk-in Clinics" };
}

async function logIn(page: Page, email: string) {
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function logoPng(): Promise<Buffer> {
  // A wide two-colour mark, as a company's wordmark would be.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200"><rect width="640" height="200" fill="#0f766e"/><circle cx="100" cy="100" r="70" fill="#f59e0b"/><rect x="200" y="70" width="380" height="60" rx="12" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test.describe("employer accounts", () => {
  test("an employer signs up, creates a company and invites a hiring manager who signs up from the invitation and accepts", async ({ page, browser }, testInfo) => {
    test.setTimeout(360_000);
    const { domain, ownerEmail, colleagueEmail, companyName } = names(testInfo.retry);

    // /hiring: Post a job leads to employer sign-up (a plain anchor).
    await page.goto("/hiring");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await checkAtBothWidths(page, "hiring");
    const postJob = page.getByRole("link", { name: "Post a job" }).first();
    await expect(postJob).toHaveAttribute("href", "/join?employer=true");
    await postJob.click();
    await expect(page).toHaveURL("/join?employer=true");

    // The employer variant of sign-up.
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Last name").fill("Reyes");
    await page.getByLabel("Work email address").fill(ownerEmail);
    await page.getByLabel("Company name").fill(companyName);
    await page.getByLabel("Job title").fill("Talent Lead");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    const before = new Date();
    await page.getByRole("button", { name: "Create employer account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    const confirmation = await latestMailTo(ownerEmail, { subject: "Confirm your Upstep account", since: before });
    const confirmLink = extractLink(confirmation.text, "/auth/confirm-account");
    expect(new URL(confirmLink).searchParams.get("employer")).toBe("true");
    await page.goto(confirmLink);
    await expect(page.getByRole("heading", { name: "Your account is confirmed" })).toBeVisible();
    await page.getByRole("link", { name: "Log in" }).last().click();
    await logIn(page, ownerEmail);
    await expect(page).toHaveURL("/hiring/welcome");

    // Welcome: the company name and job title typed at sign-up are offered.
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Upstep, Dana" })).toBeVisible();
    const create = page.getByRole("form", { name: "Create your company" });
    await expect(create.getByLabel("Company name")).toHaveValue(companyName);
    await expect(create.getByLabel("Your job title")).toHaveValue("Talent Lead");
    await checkAtBothWidths(page, "hiring-welcome");
    await create.getByRole("button", { name: "Create company" }).click();
    await expect(page).toHaveURL(/\/hiring\/dashboard/);

    // Company profile: logo and details, shown on the company page.
    await page.goto("/hiring/account-settings/company");
    await expect(page.getByRole("heading", { level: 1, name: "Company profile" })).toBeVisible();
    await page.getByLabel("Choose a logo file").setInputFiles({ name: "bayshore.png", mimeType: "image/png", buffer: await logoPng() });
    await expect(page.getByText("Logo saved. It shows on your company page now.")).toBeVisible();
    const profile = page.getByRole("form", { name: "Company profile" });
    await profile.getByLabel("About the company").fill("Bayshore Walk-in Clinics runs walk-in clinics for port and warehouse workers.\n\nWe hire nurses, medical assistants and front-desk staff.");
    await profile.getByLabel("Website").fill(`https://www.${domain}`);
    await profile.getByLabel("Company size").selectOption("51-200");
    await profile.getByLabel("Headquarters").fill("Long Beach, CA");
    await profile.getByLabel("Add a location").fill("Long Beach, CA");
    await profile.getByLabel("Add a location").press("Enter");
    await profile.getByLabel("Add a location").fill("Oakland, CA");
    await profile.getByRole("button", { name: "Add", exact: true }).click();
    await profile.getByRole("button", { name: "Save company profile" }).click();
    await expect(page.getByText("Company profile saved. Your company page shows it now.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Verified domains" })).toContainText(domain);
    await checkAtBothWidths(page, "hiring-company-profile");

    const slug = await withE2eDb(async (db) => (await db.query<{ slug: string }>("select slug from companies where name = $1", [companyName])).rows[0]!.slug);
    await page.goto(`/companies/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
    await expect(page.getByText("We hire nurses, medical assistants and front-desk staff.")).toBeVisible();
    await expect(page.getByText("Oakland, CA")).toBeVisible();
    const logo = page.locator(`img[src^="/api/companies/"]`).first();
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

    // Team: invite a colleague as hiring manager.
    await page.goto("/hiring/account-settings/team");
    const invite = page.getByRole("form", { name: "Invite someone" });
    await invite.getByLabel("Email address").fill(colleagueEmail);
    await invite.getByLabel("Role").selectOption("hiring-manager");
    const invited = new Date();
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${colleagueEmail}.`)).toBeVisible();
    await expect(page.getByRole("list", { name: "Invitations waiting" })).toContainText(colleagueEmail);
    await checkAtBothWidths(page, "hiring-team");

    await page.goto("/hiring/account-settings/your-details");
    await expect(page.getByRole("heading", { level: 1, name: "Your details" })).toBeVisible();
    await expect(page.getByLabel("Your job title at " + companyName)).toHaveValue("Talent Lead");
    await checkAtBothWidths(page, "hiring-your-details");

    // The colleague, in a browser of their own: the invitation signed out, then sign-up from it.
    const colleagueContext = await browser.newContext({ baseURL: E2E_BASE_URL });
    const colleague = await colleagueContext.newPage();
    const invitation = await latestMailTo(colleagueEmail, { subject: `Dana Reyes invited you to join ${companyName} on Upstep`, since: invited });
    const invitationLink = extractLink(invitation.text, "/hiring/invitations/");
    await colleague.goto(invitationLink);
    await expect(colleague.getByRole("heading", { level: 1, name: `Join ${companyName} on Upstep` })).toBeVisible();
    await expect(colleague.getByText("Hiring manager", { exact: true })).toBeVisible();
    await checkAtBothWidths(colleague, "hiring-invitation");
    await colleague.getByRole("link", { name: "Create your account" }).click();
    await expect(colleague).toHaveURL(/\/join\?returnTo=/);
    await expect(colleague.getByLabel("Email address")).toHaveValue(colleagueEmail);
    const signedUp = await submitSignUpForm(colleague, colleagueEmail, PASSWORD);
    const colleagueConfirmation = await latestMailTo(colleagueEmail, { subject: "Confirm your Upstep account", since: signedUp });
    await colleague.goto(extractLink(colleagueConfirmation.text, "/auth/confirm-account"));
    await colleague.getByRole("link", { name: "Log in" }).last().click();
    await logIn(colleague, colleagueEmail);
    await expect(colleague).toHaveURL(new URL(invitationLink).pathname);
    await colleague.getByRole("button", { name: `Accept and join ${companyName}` }).click();
    await expect(colleague).toHaveURL(/\/hiring\/dashboard/);

    // Both see each other on the Team page.
    await colleague.goto("/hiring/account-settings/team");
    const colleagueView = colleague.getByRole("list", { name: `Members of ${companyName}` });
    await expect(colleagueView).toContainText("Dana Reyes");
    await expect(colleagueView).toContainText("Jordan Rivera");
    await expect(colleague.getByText("Only owners manage the team")).toBeVisible();
    await page.goto("/hiring/account-settings/team");
    const ownerView = page.getByRole("list", { name: `Members of ${companyName}` });
    await expect(ownerView).toContainText("Jordan Rivera");
    await expect(ownerView.getByLabel("Role of Jordan Rivera")).toHaveValue("hiring-manager");
    await expect(page.getByRole("list", { name: "Invitations waiting" })).toHaveCount(0);
    // One more invitation, as a recruiter, waiting (the Team page as an owner sees it most days).
    await invite.getByLabel("Email address").fill(`lee.chen@${domain}`);
    await invite.getByLabel("Role").selectOption("recruiter");
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("list", { name: "Invitations waiting" })).toContainText(`lee.chen@${domain}`);
    await checkAtBothWidths(page, "hiring-team-members");
    await colleagueContext.close();
  });

  test("/hiring/about, and employer sign-up while self-serve is off offers the request-a-demo path", async ({ page }) => {
    await page.goto("/hiring/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How Upstep works for employers");
    await expect(page.getByRole("table", { name: "What each company role may do" })).toBeVisible();
    await checkAtBothWidths(page, "hiring-about");
    // No script of its own: the public employer pages load no employer-area code.
    const scripts = await page.locator("script[src]").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    expect(scripts.filter((s) => /employer|hiring/i.test(s))).toEqual([]);

    await withE2eDb((db) => db.query("update feature_flags set enabled = false where key = 'g2-employment-v2'"));
    try {
      await page.goto("/join?employer=true");
      await expect(page.getByRole("heading", { level: 1, name: "Hire with Upstep" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Request a demo" })).toHaveAttribute("href", "/contact");
      await expect(page.getByLabel("Company name")).toHaveCount(0);
      await checkAtBothWidths(page, "hiring-request-demo");
    } finally {
      await withE2eDb((db) => db.query("update feature_flags set enabled = true where key = 'g2-employment-v2'"));
    }
  });

  test("/hiring and /hiring/about load no script of their own: the first-load JavaScript of a plain content page (/about)", () => {
    const sizes = firstLoadSizes(E2E_DIST_DIR);
    const of = (route: string) => sizes.find((s) => s.route === route)!;
    for (const route of ["/hiring", "/hiring/about"]) {
      expect(of(route), route).toBeDefined();
      expect(of(route).gzipBytes, `${route} against /about`).toBeLessThanOrEqual(of("/about").gzipBytes + 1_000);
    }
  });
});
