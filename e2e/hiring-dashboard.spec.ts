import { expect, test, type Page } from "./support/test";
import type pg from "pg";
import { checkAtBothWidths } from "./support/candidate";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";

/*
 * The hiring dashboard (issue 16 part 4, decision 041) as the demo hiring manager (Harper, owner of
 * Northwind Health). The demo company's imported jobs are not postings, so the test writes its own:
 * two published postings (one with applicants at every stage, some sent after the last visit; one
 * with none yet) and a posting of another company that must never show. Harper sees the new
 * applicants since the last visit, the funnel and time in stage, shares the empty posting's link,
 * switches to the job-postings view and to a second company with nothing posted yet. Every view is
 * axe clean at 1280 and 390 px without sideways scroll; screenshots of each.
 */
const HIRING = "hiring@upstep.local";
const DAY = 86_400_000;

type Stages = Record<string, string>;

async function northwind(db: pg.Client): Promise<{ companyId: string; userId: string }> {
  const { rows } = await db.query<{ companyId: string; userId: string }>(
    `select m.company_id as "companyId", m.user_id as "userId" from company_members m join users u on u.id = m.user_id join companies c on c.id = m.company_id
     where u.email = $1 and c.name = 'Northwind Health'`,
    [HIRING],
  );
  return rows[0]!;
}

/** The company's stages, made from the defaults when it has none yet (as the app does on first use). */
async function stagesOf(db: pg.Client, companyId: string): Promise<Stages> {
  await db.query(
    `insert into company_pipeline_stages (company_id, name, position, kind, candidate_stage)
     select $1, s.name, s.position, s.kind, s.candidate_stage
     from (values ('Applied', 0, 'applied', null), ('Screen', 1, 'active', 'in-review'), ('Interview', 2, 'active', 'interviewing'),
                  ('Offer', 3, 'active', 'offer'), ('Hired', 4, 'hired', null), ('Rejected', 5, 'rejected', null)) as s(name, position, kind, candidate_stage)
     where not exists (select 1 from company_pipeline_stages where company_id = $1)`,
    [companyId],
  );
  const { rows } = await db.query<{ id: string; name: string }>(`select id, name from company_pipeline_stages where company_id = $1`, [companyId]);
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

async function publishPosting(db: pg.Client, companyId: string, title: string, openedDaysAgo: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`select gen_random_uuid() as id`);
  const id = rows[0]!.id;
  const opened = new Date(Date.now() - openedDaysAgo * DAY);
  const expires = new Date(Date.now() + 30 * DAY);
  await db.query(
    `insert into jobs (id, source, external_ref, title, company_id, posted_at, valid_through, content_hash, apply_on_platform)
     values ($1::uuid, 'upstep', $1::text, $2, $3, $4, $5, 'e2e', true)`,
    [id, title, companyId, opened, expires],
  );
  await db.query(
    `insert into job_postings (id, company_id, status, title, first_published_at, published_at, expires_at) values ($1, $2, 'published', $3, $4, $4, $5)`,
    [id, companyId, title, opened, expires],
  );
  return id;
}

/** An applicant (a new person) sent `hoursAgo`; moved through `path` of stages, a day apart, the last move `movedHoursAgo`. */
async function applicant(db: pg.Client, posting: { id: string; companyId: string }, stages: Stages, hoursAgo: number, path: string[] = [], name = "Applicant") {
  const email = `dash-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { rows: user } = await db.query<{ id: string }>(`insert into users (id, name, email, email_verified) values (gen_random_uuid(), $1, $2, true) returning id`, [name, email]);
  const submitted = new Date(Date.now() - hoursAgo * 3_600_000);
  const { rows } = await db.query<{ id: string }>(
    `insert into applications (job_id, user_id, company_id, stage, submitted_at) values ($1, $2, $3, 'applied', $4) returning id`,
    [posting.id, user[0]!.id, posting.companyId, submitted],
  );
  const applicationId = rows[0]!.id;
  let from: string | null = null;
  let fromName = "Applied";
  for (let i = 0; i < path.length; i++) {
    const to = path[i]!;
    const at = new Date(submitted.getTime() + (i + 1) * (hoursAgo * 3_600_000) / (path.length + 1));
    await db.query(`update application_tracking set pipeline_stage_id = $2, stage_entered_at = $3 where application_id = $1`, [applicationId, stages[to], at]);
    await db.query(`insert into application_activity (application_id, company_id, kind, detail, created_at) values ($1, $2, 'stage', $3, $4)`, [
      applicationId,
      posting.companyId,
      JSON.stringify({ fromStageId: from, toStageId: stages[to], fromName, toName: to }),
      at,
    ]);
    from = stages[to]!;
    fromName = to;
  }
  return applicationId;
}

async function seed(tag: string) {
  return withE2eDb(async (db) => {
    const { companyId, userId } = await northwind(db);
    const stages = await stagesOf(db, companyId);
    const busyTitle = `Phlebotomist ${tag}`;
    const quietTitle = `Unit Secretary ${tag}`;
    const busy = { id: await publishPosting(db, companyId, busyTitle, 12), companyId };
    const quiet = { id: await publishPosting(db, companyId, quietTitle, 1), companyId };
    // 9 applicants sent days ago, through the stages; 3 sent in the last hour (after the last visit).
    const history: [number, string[]][] = [
      [240, ["Screen", "Interview", "Offer", "Hired"]],
      [200, ["Screen", "Interview", "Offer"]],
      [180, ["Screen", "Interview"]],
      [150, ["Screen", "Interview"]],
      [120, ["Screen", "Rejected"]],
      [100, ["Screen"]],
      [90, ["Screen"]],
      [60, []],
      [50, []],
    ];
    for (const [hours, path] of history) await applicant(db, busy, stages, hours, path);
    for (const minutes of [45, 20, 5]) await applicant(db, busy, stages, minutes / 60);
    // Another company's posting with applicants: never on Northwind's dashboard.
    const { rows: rival } = await db.query<{ id: string }>(`insert into companies (slug, name) values ($1, 'Rival Clinics') returning id`, [`rival-${tag}`]);
    const rivalPosting = { id: await publishPosting(db, rival[0]!.id, `Rival Posting ${tag}`, 3), companyId: rival[0]!.id };
    await applicant(db, rivalPosting, await stagesOf(db, rival[0]!.id), 0.2);
    // The last visit was 2 hours ago: what came after it is new.
    await db.query(`update company_members set dashboard_seen_at = now() - interval '2 hours', dashboard_since = now() - interval '3 days' where company_id = $1 and user_id = $2`, [
      companyId,
      userId,
    ]);
    return { busyTitle, quietTitle, rivalTitle: `Rival Posting ${tag}`, quietId: quiet.id, userId, companyId };
  });
}

function postingCard(page: Page, title: string) {
  return page.getByRole("group", { name: title });
}

test.describe("hiring dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("the hiring manager sees new applicants since the last visit, the funnel and time in stage, and switches views and companies", async ({ page, context }) => {
    test.setTimeout(150_000);
    const tag = Date.now().toString(36);
    const seeded = await seed(tag);
    await logInThroughUi(page, HIRING);

    await page.goto("/hiring/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Harper" })).toBeVisible();
    await expect(page.getByTestId("dashboard-company")).toHaveText("Northwind Health · Hiring dashboard");
    await expect(page.getByTestId("dashboard-summary")).toContainText(/new applicants? since your last visit/);
    await expect(page.getByRole("link", { name: "Post a job" })).toHaveAttribute("href", "/hiring/job-postings/create");
    await expect(page.getByRole("link", { name: "See all postings" })).toHaveAttribute("href", "/talent/job-postings");

    // The busy posting: 12 applicants, 3 new since the last visit, its funnel and time in stage.
    const busy = postingCard(page, seeded.busyTitle);
    await expect(busy.getByText("Applicants", { exact: true })).toBeVisible();
    await expect(busy.locator("dd").first()).toHaveText("12");
    await expect(busy.getByText("New since last visit")).toBeVisible();
    await expect(busy.locator("dd").nth(1)).toHaveText("3");
    const funnel = busy.getByRole("table", { name: new RegExp(`^Stage funnel for ${seeded.busyTitle}`) });
    const rows = funnel.getByRole("row");
    // Reached, now and conversion per stage: Applied 12, 5; Screen 7, 2 (58%); Interview 4, 2 (57%); Offer 2, 1 (50%); Hired 1, 1 (50%).
    await expect(rows.nth(1)).toContainText(/Applied\s*12\s*5/);
    await expect(rows.nth(2)).toContainText(/Screen\s*7\s*2\s*58%/);
    await expect(rows.nth(3)).toContainText(/Interview\s*4\s*2\s*57%/);
    await expect(rows.nth(4)).toContainText(/Offer\s*2\s*1\s*50%/);
    await expect(rows.nth(5)).toContainText(/Hired\s*1\s*1\s*50%/);
    await expect(busy.getByText("1 application rejected.", { exact: false })).toBeVisible();
    const times = busy.getByRole("table", { name: new RegExp(`^Time in stage for ${seeded.busyTitle}`) });
    await expect(times.getByRole("row")).toHaveCount(5);
    await expect(times.getByRole("row").nth(1)).toContainText(/Applied.*days?.*12/);
    await expect(busy.getByRole("link", { name: `View 12 applicants for ${seeded.busyTitle}` })).toHaveAttribute("href", new RegExp(`/hiring/job-postings/[0-9a-f-]+/applicants$`));
    await expect(busy.getByRole("link", { name: `Analytics for ${seeded.busyTitle}` })).toHaveAttribute("href", new RegExp(`/hiring/job-postings/[0-9a-f-]+/analytics$`));

    // The quiet posting: no applicants yet, its public link to share and tips.
    const quiet = postingCard(page, seeded.quietTitle);
    await expect(quiet.getByText("No applicants yet")).toBeVisible();
    await expect(quiet.getByRole("link", { name: new RegExp(`/jobs/all/all/all/all/all/${seeded.quietId}$`) })).toBeVisible();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await quiet.getByRole("button", { name: "Copy link" }).click();
    await expect(quiet.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/jobs/all/all/all/all/all/${seeded.quietId}$`));

    // Nobody else's posting; the resources open by keyboard.
    await expect(page.getByText(seeded.rivalTitle)).toHaveCount(0);
    const guide = page.getByRole("button", { name: "Pay transparency" });
    await guide.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/require the pay range in the posting itself/)).toBeVisible();
    await expect(page.getByRole("link", { name: /^How Upstep works for employers/ })).toHaveAttribute("href", "/hiring/about");
    await checkAtBothWidths(page, "hiring-dashboard");

    // A reload within 30 minutes keeps the same line: the 3 are still new.
    await page.reload();
    await expect(postingCard(page, seeded.busyTitle).locator("dd").nth(1)).toHaveText("3");

    // The job-postings view.
    await page.getByRole("navigation", { name: "Dashboard views" }).getByRole("link", { name: "Job postings" }).click();
    await expect(page).toHaveURL(/\/hiring\/dashboard\?view=job-postings$/);
    await expect(page.getByRole("navigation", { name: "Dashboard views" }).getByRole("link", { name: "Job postings" })).toHaveAttribute("aria-current", "page");
    // The postings list of decision 039 in the dashboard: its search stays in the view.
    await expect(page.getByRole("link", { name: `12 applicants for ${seeded.busyTitle}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `0 applicants for ${seeded.quietTitle}` })).toBeVisible();
    await expect(page.getByText(seeded.rivalTitle)).toHaveCount(0);
    await checkAtBothWidths(page, "hiring-dashboard-job-postings");
    await page.getByLabel("Search titles").fill(seeded.busyTitle);
    await page.getByRole("button", { name: "Show postings" }).click();
    await expect(page).toHaveURL(/\/hiring\/dashboard\?view=job-postings&q=/);
    await expect(page.getByRole("link", { name: `12 applicants for ${seeded.busyTitle}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `0 applicants for ${seeded.quietTitle}` })).toHaveCount(0);

    // A second company with nothing posted: the switcher, and the first-posting state.
    const second = await withE2eDb(async (db) => {
      const { rows } = await db.query<{ id: string }>(`insert into companies (slug, name) values ($1, 'Harper Home Care') returning id`, [`harper-home-${tag}`]);
      await db.query(`insert into company_members (company_id, user_id, member_role) values ($1, $2, 'owner')`, [rows[0]!.id, seeded.userId]);
      return rows[0]!.id;
    });
    try {
      await page.getByRole("navigation", { name: "Dashboard views" }).getByRole("link", { name: "Overview" }).click();
      await page.getByLabel("Company", { exact: true }).selectOption({ label: "Harper Home Care" });
      await page.getByRole("button", { name: "Switch" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?company=${second}$`));
      await expect(page.getByTestId("dashboard-company")).toHaveText("Harper Home Care · Hiring dashboard");
      await expect(page.getByRole("heading", { level: 2, name: "Post your first job" })).toBeVisible();
      await expect(page.getByRole("list", { name: "What happens next" }).getByRole("listitem")).toHaveCount(3);
      await expect(page.getByRole("link", { name: "Post your first job" })).toHaveAttribute("href", "/hiring/job-postings/create");
      await expect(page.getByRole("link", { name: "Post a job", exact: true })).toHaveCount(0);
      await expect(page.getByText(seeded.busyTitle)).toHaveCount(0);
      await checkAtBothWidths(page, "hiring-dashboard-empty");
      // The view links keep the company.
      await expect(page.getByRole("navigation", { name: "Dashboard views" }).getByRole("link", { name: "Job postings" })).toHaveAttribute(
        "href",
        `/hiring/dashboard?view=job-postings&company=${second}`,
      );
    } finally {
      await withE2eDb((db) => db.query(`delete from companies where id = $1`, [second]));
    }
  });
});
