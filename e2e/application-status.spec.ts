import { expect, request as playwrightRequest, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { CANDIDATE_PASSWORD, expectNoSidewaysScroll, shoot, signUpCandidate } from "./support/candidate";
import { E2E_BASE_URL } from "./support/constants";
import { withE2eDb } from "./support/db";
import { latestMailTo } from "./support/mail";
import { DEMO_PASSWORD, logInThroughUi } from "./support/session";

/*
 * Application status (issue 15 part 3, decision 035): a candidate's application is listed on
 * /dashboard/jobs (Applied); a member of the job's company opens it (Viewed, silently) and moves it
 * to Interviewing through the employer API; the candidate sees the new stage and its history, the
 * notification in the inbox and the email in the outbox. An external apply sent by the browser's own
 * sendBeacon is asked about ("Did you apply?") an hour later: "Yes" lists it, "No" stops asking.
 * Every tab is axe clean at 1280 and 390 px, without sideways scroll; screenshots of each.
 */
const CSRF = { "x-csrf": "1" };
const HIRING = "hiring@upstep.local";

type Job = { id: string; title: string; companyId: string; companyName: string };

async function pickJob(external: boolean, skip: string[] = []): Promise<Job> {
  return withE2eDb(async (db) => {
    const { rows } = await db.query<Job>(
      `select j.id, j.title, j.company_id as "companyId", c.name as "companyName" from jobs j join companies c on c.id = j.company_id
       where j.status = 'open' and (j.valid_through is null or j.valid_through > now()) and (j.apply_url is not null) = $1 and not (j.id = any($2::uuid[]))
       order by j.posted_at desc limit 1`,
      [external, skip],
    );
    return rows[0]!;
  });
}

/** A sent application, as the apply flow leaves one, and its first history step. */
async function sendApplication(email: string, job: Job): Promise<string> {
  return withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into applications (job_id, user_id, company_id, stage, submitted_at, cover_letter)
       select $1, u.id, $2, 'applied', now() - interval '1 day', 'I would love to work with you.' from users u where u.email = $3 returning id`,
      [job.id, job.companyId, email],
    );
    await db.query(`insert into application_events (application_id, from_stage, stage, actor_role, created_at) values ($1, 'draft', 'applied', 'candidate', now() - interval '1 day')`, [rows[0]!.id]);
    // A hiring manager of the job's company (an interviewer may read but not move it; decision 040).
    await db.query(`insert into company_members (company_id, user_id, member_role) select $1, id, 'hiring-manager' from users where email = $2 on conflict do nothing`, [job.companyId, HIRING]);
    return rows[0]!.id;
  });
}

async function everyTab(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [tab, label] of [["applied", "Applied"], ["saved", "Saved"], ["recent", "Recent"]] as const) {
      await page.getByRole("tab", { name: new RegExp(`^${label}`) }).click();
      await expect(page).toHaveURL(tab === "applied" ? /\/dashboard\/jobs$/ : new RegExp(`/dashboard/jobs\\?tab=${tab}$`));
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, `${name}-${tab}-${width}`);
    }
    await page.getByRole("tab", { name: /^Applied/ }).click();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("application status", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("the candidate sees the application, the employer moves it, the candidate sees the new stage, the notification and the email", async ({ page }) => {
    test.setTimeout(120_000);
    const email = `status-${Date.now()}@example.com`;
    await signUpCandidate(page, email, "Riley Status");
    const job = await pickJob(false).then((j) => j ?? pickJob(true));
    const applicationId = await sendApplication(email, job);
    await logInThroughUi(page, email, CANDIDATE_PASSWORD);

    await page.goto("/dashboard/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Your jobs" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Applied (1)" })).toHaveAttribute("aria-selected", "true");
    const item = page.getByRole("list", { name: "Your applications" }).getByTestId("application");
    await expect(item.getByRole("link", { name: job.title })).toBeVisible();
    await expect(item.getByText("Applied", { exact: true })).toBeVisible();
    await everyTab(page, "dashboard-jobs-empty");

    // The employer (a member of the job's company) opens it, then moves it.
    const employer = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    expect((await employer.post("/api/identity/auth/sign-in/email", { headers: CSRF, data: { email: HIRING, password: DEMO_PASSWORD } })).status()).toBe(200);
    const read = await employer.get(`/api/employer/applications/${applicationId}`);
    expect(read.status()).toBe(200);
    expect(await read.json()).toMatchObject({ stage: "viewed", coverLetter: "I would love to work with you." });
    const since = new Date();
    const moved = await employer.put(`/api/employer/applications/${applicationId}/stage`, { headers: CSRF, data: { stage: "interviewing" } });
    expect(moved.status(), await moved.text()).toBe(200);
    // The candidate has no employer permission (decision 040): 403, before anything is looked up.
    expect((await page.request.get(`/api/employer/applications/${applicationId}`)).status()).toBe(403);
    await employer.dispose();

    await page.reload();
    await expect(item.getByText("Interviewing", { exact: true })).toBeVisible();
    await item.getByRole("button", { name: `Stage history of ${job.title}` }).click();
    await expect(item.getByRole("listitem")).toHaveText([/^Applied · /, /^Viewed · /, /^Interviewing · /]);
    await shoot(page, "dashboard-jobs-history-1280");

    const title = `${job.title} at ${job.companyName}: Interviewing`;
    await page.goto("/notifications");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    const mail = await latestMailTo(email, { subject: "Interviewing", since, timeout: 30_000 });
    expect(mail.subject).toBe(title);
    expect(mail.text).toContain("/dashboard/jobs");
  });

  test("Did you apply? after an external apply: yes lists it, no stops asking", async ({ page }) => {
    test.setTimeout(120_000);
    const email = `external-${Date.now()}@example.com`;
    await signUpCandidate(page, email, "Jordan External");
    await logInThroughUi(page, email, CANDIDATE_PASSWORD);
    const applied = await pickJob(true);
    const skipped = await pickJob(true, [applied.id]);

    // The job page's apply click, sent the way the apply panel sends it (sendBeacon: text/plain, no CSRF header).
    await page.goto("/dashboard/jobs");
    for (const job of [applied, skipped]) {
      expect(await page.evaluate((jobId) => navigator.sendBeacon("/api/candidates/external-apply-clicks", JSON.stringify({ jobId })), job.id)).toBe(true);
    }
    await expect.poll(() => withE2eDb(async (db) => (await db.query("select 1 from external_apply_clicks c join users u on u.id = c.user_id where u.email = $1", [email])).rowCount)).toBe(2);
    // Not asked at once; asked once the clicks are an hour old (moved back in the database, no waiting).
    await page.reload();
    await expect(page.getByRole("heading", { name: "Did you apply?" })).toHaveCount(0);
    await withE2eDb((db) => db.query("update external_apply_clicks set last_clicked_at = now() - interval '2 hours' where user_id = (select id from users where email = $1)", [email]));

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Did you apply?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "1 more to answer in your jobs" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, "dashboard-did-you-apply-1280");

    await page.goto("/dashboard/jobs");
    await expect(page.getByRole("heading", { name: "Did you apply?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shoot(page, "dashboard-jobs-did-you-apply-390");
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: `Yes, I applied to ${applied.title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${applied.title} is now in your applications.` })).toBeAttached();
    const list = page.getByRole("list", { name: "Your applications" });
    await expect(list.getByTestId("application")).toHaveCount(1);
    await expect(list.getByText("Applied on the employer's site", { exact: false })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Applied (1)" })).toBeVisible();

    await page.getByRole("button", { name: `No, I did not apply to ${skipped.title}` }).click();
    await expect(page.getByRole("heading", { name: "Did you apply?" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Did you apply?" })).toHaveCount(0);
    await expect(list.getByTestId("application")).toHaveCount(1);

    // A saved job (the saved-jobs API) and a job opened from the page fill the other two tabs.
    expect((await page.request.post("/api/candidates/saved-jobs", { headers: CSRF, data: { jobId: skipped.id } })).status()).toBeLessThan(300);
    const opened = page.getByRole("list", { name: "Newest jobs" }).getByRole("link").first();
    const openedTitle = (await opened.textContent())!.trim();
    await opened.click();
    await expect(page.getByRole("heading", { level: 1, name: openedTitle })).toBeVisible();
    await page.goto("/dashboard/jobs?tab=saved");
    await expect(page.getByRole("tab", { name: "Saved (1)" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("list", { name: "Your saved jobs" }).getByRole("link", { name: skipped.title })).toBeVisible();
    await page.getByRole("tab", { name: "Recent" }).click();
    await expect(page.getByRole("tabpanel").getByRole("link", { name: openedTitle }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nothing viewed yet" })).toBeHidden();
    await everyTab(page, "dashboard-jobs");
  });
});
