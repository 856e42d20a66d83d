import { expect, test, type Page } from "./support/test";
import type pg from "pg";
import { checkAtBothWidths } from "./support/candidate";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";

/*
 * Applicant tracking (issue 16 part 3, decision 040) as the demo hiring manager (Harper, owner of
 * Northwind Health). The test publishes its own posting and sends two applications to it (the demo
 * candidate's and another person's) as the apply flow leaves them; Rowan Reviewer joins Northwind as an
 * interviewer so there is someone to @mention. Harper opens the posting's applicants (list and board),
 * opens Casey's application (Viewed), rates it, writes a scorecard and a note mentioning Rowan, moves
 * Casey to Interview with the keyboard alone on the board and the other applicant to Screen with the
 * Move menu; the demo candidate then sees "Interviewing" on /dashboard/jobs. Every page (list, board,
 * applicant, hiring stages, email templates) is axe clean at 1280 and 390 px without sideways scroll.
 */
const HIRING = "hiring@upstep.local";
const CANDIDATE = "candidate@upstep.local";
const DAY = 86_400_000;

type World = { postingId: string; title: string; casey: string; other: string; rowan: string };

async function northwind(db: pg.Client): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`select c.id from companies c join company_members m on m.company_id = c.id join users u on u.id = m.user_id where u.email = $1 and c.name = 'Northwind Health'`, [HIRING]);
  return rows[0]!.id;
}

async function setUp(): Promise<World> {
  return withE2eDb(async (db) => {
    const companyId = await northwind(db);
    const tag = Math.random().toString(36).slice(2, 7);
    const title = `Charge Nurse ${tag}`;
    const { rows } = await db.query<{ id: string }>(`select gen_random_uuid() as id`);
    const postingId = rows[0]!.id;
    await db.query(
      `insert into jobs (id, source, external_ref, title, company_id, posted_at, valid_through, content_hash, apply_on_platform) values ($1::uuid, 'upstep', $1::text, $2, $3, now() - interval '3 days', now() + interval '30 days', 'e2e', true)`,
      [postingId, title, companyId],
    );
    await db.query(`insert into job_postings (id, company_id, status, title, first_published_at, published_at) values ($1, $2, 'published', $3, now() - interval '3 days', now() - interval '3 days')`, [postingId, companyId, title]);
    // A colleague of this test's own to @mention (a demo account's inbox is other tests' to read).
    const rowan = `rowan-${tag}@example.test`;
    await db.query(`insert into users (id, name, email, email_verified, created_at, updated_at) values (gen_random_uuid(), 'Rowan Reviewer', $1, true, now(), now())`, [rowan]);
    await db.query(`insert into company_members (company_id, user_id, member_role) select $1, id, 'interviewer' from users where email = $2`, [companyId, rowan]);
    const { rows: other } = await db.query<{ id: string }>(
      `insert into users (id, name, email, email_verified, created_at, updated_at) values (gen_random_uuid(), 'Jordan Applicant', $1, true, now(), now()) returning id`,
      [`jordan-${tag}@example.test`],
    );
    const send = async (userId: string, name: string, headline: string, daysAgo: number, knockedOut: boolean) => {
      const snapshot = { name, email: "", phone: "", headline, location: "Columbus, OH", summary: "", sections: [] };
      const answers = [{ questionId: "00000000-0000-4000-8000-000000000001", prompt: "Do you hold an RN license?", kind: "yes-no", answer: knockedOut ? "no" : "yes", knockedOut }];
      const at = new Date(Date.now() - daysAgo * DAY);
      const { rows: made } = await db.query<{ id: string }>(
        `insert into applications (job_id, user_id, company_id, stage, submitted_at, stage_changed_at, source, profile_snapshot, answers, knocked_out, cover_letter)
         values ($1, $2, $3, 'applied', $4, $4, 'search', $5, $6, $7, 'I have led night shifts for five years.') returning id`,
        [postingId, userId, companyId, at, JSON.stringify(snapshot), JSON.stringify(answers), knockedOut ? 1 : 0],
      );
      await db.query(`insert into application_events (application_id, from_stage, stage, actor_user_id, actor_role, created_at) values ($1, 'draft', 'applied', $2, 'candidate', $3)`, [made[0]!.id, userId, at]);
      return made[0]!.id;
    };
    const { rows: casey } = await db.query<{ id: string }>(`select id from users where email = $1`, [CANDIDATE]);
    return { postingId, title, rowan, casey: await send(casey[0]!.id, "Casey Candidate", "Medical assistant", 2, false), other: await send(other[0]!.id, "Jordan Applicant", "Registered nurse", 1, true) };
  });
}

async function dndSays(page: Page, text: string | RegExp) {
  await expect(page.locator("[id^=DndLiveRegion]")).toContainText(text);
}

test("the hiring manager works a posting's applicants: views, rates, scores, notes, moves by keyboard and by menu; the candidate sees Interviewing", async ({ page }) => {
  test.setTimeout(180_000);
  const world = await setUp();
  await logInThroughUi(page, HIRING);

  // The list.
  await page.goto(`/hiring/job-postings/${world.postingId}/applicants`);
  await expect(page.getByRole("heading", { level: 1, name: `Applicants for ${world.title}` })).toBeVisible();
  await expect(page.getByTestId("applicant-row")).toHaveCount(2);
  await expect(page.getByTestId("applicant-row").first()).toContainText("Jordan Applicant");
  await expect(page.getByTestId("applicant-row").first()).toContainText("Knock-out answer");
  await checkAtBothWidths(page, "applicants-list");
  // A filter renders the list again from the server.
  await page.getByLabel("Knock-out answers").selectOption("passed");
  await expect(page).toHaveURL(/knockout=passed/);
  await expect(page.getByTestId("applicant-row")).toHaveCount(1);
  await expect(page.getByTestId("applicant-row")).toContainText("Casey Candidate");

  // Casey's application: viewed, rated, scored, noted with a mention.
  await page.getByRole("link", { name: "Casey Candidate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Casey Candidate" })).toBeVisible();
  await expect(page.getByTestId("applicant-stage")).toHaveText("Applied");
  await expect(page.getByText("I have led night shifts for five years.")).toBeVisible();
  await page.getByRole("radio", { name: "4 stars" }).click();
  await expect(page.getByText("You rated 4 of 5.")).toBeVisible();
  await page.getByLabel("Communication").selectOption("strong-yes");
  await page.getByLabel("Overall recommendation").selectOption("yes");
  await page.getByLabel("Scorecard notes").fill("Calm under pressure.");
  await page.getByRole("button", { name: "Save scorecard" }).click();
  await expect(page.getByTestId("scorecard-summary")).toHaveText("Overall: 1 Yes");
  const note = page.getByRole("combobox", { name: "New note" });
  await note.click();
  await note.pressSequentially("Good fit for nights. @Row");
  await expect(page.getByRole("option", { name: /Rowan Reviewer/ })).toBeVisible();
  await note.press("Enter");
  await expect(note).toHaveValue("Good fit for nights. @Rowan Reviewer ");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added; 1 member was told.")).toBeVisible();
  await expect(page.getByTestId("note")).toContainText("Good fit for nights. @Rowan Reviewer");
  await checkAtBothWidths(page, "applicant");

  const mentioned = await withE2eDb(async (db) => (await db.query(`select n.title from notifications n join users u on u.id = n.user_id where u.email = $2 and n.link = $1`, [`/hiring/applicants/${world.casey}`, world.rowan])).rows);
  expect(mentioned).toEqual([{ title: `Harper Hiring mentioned you in a note on Casey Candidate (${world.title})` }]);

  // The board: Casey to Interview by keyboard alone.
  await page.goto(`/hiring/job-postings/${world.postingId}/applicants?view=board`);
  await expect(page.getByTestId("board-column")).toHaveCount(6);
  await checkAtBothWidths(page, "applicants-board");
  const handle = page.getByRole("button", { name: "Drag Casey Candidate to another stage" });
  await handle.focus();
  await page.keyboard.press("Space");
  await dndSays(page, /Picked up Casey Candidate in Applied|Casey Candidate is over Applied/);
  await page.keyboard.press("ArrowRight");
  await dndSays(page, "Casey Candidate is over Screen");
  await page.keyboard.press("ArrowRight");
  await dndSays(page, "Casey Candidate is over Interview");
  await page.keyboard.press("Space");
  await expect(page.getByTestId("ats-announcer")).toHaveText("Moved Casey Candidate to Interview.");
  await expect(page.locator('[data-testid=board-column][data-stage="Interview"]')).toContainText("Casey Candidate");

  // Jordan to Screen by the Move menu.
  await page.getByRole("button", { name: "Move to another stage: Jordan Applicant" }).click();
  await page.getByRole("menuitem", { name: "Screen" }).click();
  await expect(page.getByTestId("ats-announcer")).toHaveText("Moved Jordan Applicant to Screen.");
  await page.reload();
  await expect(page.locator('[data-testid=board-column][data-stage="Interview"]')).toContainText("Casey Candidate");
  await expect(page.locator('[data-testid=board-column][data-stage="Screen"]')).toContainText("Jordan Applicant");

  // The company's settings pages.
  await page.goto("/hiring/account-settings/pipeline");
  await expect(page.getByRole("heading", { level: 1, name: "Hiring stages" })).toBeVisible();
  await expect(page.getByTestId("pipeline-stage")).toHaveCount(6);
  await checkAtBothWidths(page, "hiring-stages");
  await page.goto("/hiring/account-settings/email-templates");
  await expect(page.getByRole("heading", { level: 1, name: "Email templates" })).toBeVisible();
  await expect(page.getByTestId("email-template")).toHaveCount(3);
  await checkAtBothWidths(page, "email-templates");

  // The candidate sees Interviewing.
  await page.context().clearCookies();
  await logInThroughUi(page, CANDIDATE);
  await page.goto("/dashboard/jobs");
  const mine = page.getByTestId("application").filter({ hasText: world.title });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Interviewing");
});
