import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { PgBoss } from "pg-boss";
import { CANDIDATE_PASSWORD, checkAtBothWidths, signUpCandidate } from "./support/candidate";
import { E2E_DATA_DIR } from "./support/constants";
import { withE2eDb } from "./support/db";
import { extractLink, latestMailTo, readOutbox } from "./support/mail";
import { appContext, logInThroughUi } from "./support/session";

/*
 * Job alerts (issue 15 part 5, decision 037): a signed-in candidate makes an instant alert from a /jobs
 * search; a feed import (a JSON feed served by this test, run by the real worker's import-feed queue,
 * which hands its new jobs to the matcher and the matcher to the mail) brings in new jobs; exactly the
 * new matching ones arrive in the outbox, and the mail's unsubscribe link turns the alert off in one
 * click. Signed out: an email-only alert, its confirmation mail, and the confirm page. The new pages,
 * /dashboard/settings and the unsubscribe page are axe clean at 1280 and 390 px without sideways scroll.
 */
const RUN = Date.now().toString(36);
const WORD = "zymurgy";

function record(ref: string, title: string) {
  return {
    title,
    referenceNumber: `${RUN}-${ref}`,
    date: new Date().toISOString(),
    url: `https://careers.example.com/${RUN}/${ref}`,
    company: "Brewline Labs",
    city: "Austin",
    state: "TX",
    postalCode: "78701",
    country: "US",
    description: `<p>${title} for our Austin lab.</p>`,
    jobType: "Full-time",
    category: "Science",
    subcategory: "Laboratory",
  };
}

let feed: unknown[] = [];
let server: Server;
let feedUrl = "";

test.beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(feed));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Queues the feed on the worker's import-feed queue (as its schedule does) and waits until the run is done. */
async function importFeed(records: unknown[]) {
  feed = records;
  const url = process.env.E2E_DATABASE_URL || readFileSync(path.join(E2E_DATA_DIR, "database-url"), "utf8").trim();
  const boss = new PgBoss({ connectionString: url, max: 2, supervise: false, schedule: false, migrate: false });
  boss.on("error", () => {});
  await boss.start();
  const source = `e2e-alerts-${RUN}`;
  const before = await withE2eDb(async (db) => Number((await db.query("select count(*) from import_runs where source = $1", [source])).rows[0].count));
  try {
    await boss.send("import-feed", { source, url: feedUrl });
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
  await expect
    .poll(async () => withE2eDb(async (db) => (await db.query("select status from import_runs where source = $1 order by started_at desc offset $2", [source, before])).rows.map((r) => r.status as string)), { timeout: 30_000 })
    .toEqual(["succeeded"]);
}

test.describe("job alerts", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("an alert made from a /jobs search gets exactly the new matching jobs, and unsubscribes in one click", async ({ page }) => {
    test.setTimeout(120_000);
    await importFeed([record("1", "Zymurgy Technician")]);

    const email = `alerts-${RUN}@example.com`;
    await signUpCandidate(page, email, "Alex Alerts");
    await logInThroughUi(page, email, CANDIDATE_PASSWORD);
    // Recent searches move to the server: a list this browser kept is sent once with the search, then removed.
    const legacyKey = `recent-job-searches:${(await appContext(page)).session.profile!.subscriberGuid}`;
    await page.evaluate((key) => window.localStorage.setItem(key, JSON.stringify([{ label: "Welder Jobs", href: "/jobs?q=welder" }])), legacyKey);
    await page.goto(`/jobs?q=${WORD}`);
    await expect(page.getByRole("heading", { level: 1, name: "Zymurgy Jobs" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your recent searches" }).getByRole("link", { name: "Welder" })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), legacyKey)).toBeNull();
    await expect
      .poll(async () => ((await (await page.request.get("/api/candidates/recent-searches")).json()) as { label: string }[]).map((s) => s.label))
      .toEqual(["Zymurgy", "Welder"]);
    await page.getByRole("link", { name: "Get new jobs like these by email" }).click();
    await expect(page).toHaveURL(`/job-alerts/new?q=${WORD}`);
    await expect(page.getByRole("heading", { level: 1, name: "Get new jobs like these by email" })).toBeVisible();
    await expect(page.getByTestId("alert-search")).toHaveText(`“${WORD}”`);
    await expect(page.getByLabel("Alert name")).toHaveValue("Zymurgy Jobs");
    await expect(page.getByRole("radio", { name: "Daily" })).toBeChecked();
    await checkAtBothWidths(page, "job-alerts-new-signed-in");

    // Keyboard: choose Instantly and create.
    await page.getByRole("radio", { name: "Daily" }).focus();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("radio", { name: "Instantly" })).toBeChecked();
    await page.getByRole("button", { name: "Create job alert" }).press("Enter");
    await expect(page.getByRole("heading", { name: "Your job alert “Zymurgy Jobs” is on" })).toBeFocused();

    // New jobs: two match, one does not, and the one from before the alert is not new.
    await importFeed([record("1", "Zymurgy Technician"), record("2", "Zymurgy Brewer"), record("3", "Zymurgy Analyst"), record("4", "Warehouse Picker")]);
    const mail = await latestMailTo(email, { subject: "new jobs for Zymurgy Jobs", timeout: 30_000 });
    expect(mail.subject).toBe("2 new jobs for Zymurgy Jobs");
    expect(mail.text).toContain("Zymurgy Brewer");
    expect(mail.text).toContain("Zymurgy Analyst");
    expect(mail.text).not.toContain("Zymurgy Technician");
    expect(mail.text).not.toContain("Warehouse Picker");
    expect((await readOutbox()).filter((m) => m.to === email && m.subject.includes("Zymurgy Jobs"))).toHaveLength(1);

    // The mail's unsubscribe link, signed out: one click turns the alert off.
    await page.context().clearCookies();
    await page.goto(extractLink(mail.text, "/job-alerts/unsubscribe/"));
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from the job alert “Zymurgy Jobs”?" })).toBeVisible();
    await checkAtBothWidths(page, "job-alerts-unsubscribe");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed from “Zymurgy Jobs”" })).toBeVisible();
    const active = await withE2eDb(async (db) => (await db.query("select a.active from job_alerts a join users u on u.id = a.user_id where u.email = $1", [email])).rows);
    expect(active).toEqual([{ active: false }]);

    // Settings: the alert is listed above the email preferences; an unopened pause says so and resumes.
    await withE2eDb((db) => db.query("update job_alerts set paused_reason = 'unopened', paused_at = now() where user_id = (select id from users where email = $1)", [email]));
    await logInThroughUi(page, email, CANDIDATE_PASSWORD, "/api/auth/login?returnTo=%2Fdashboard%2Fsettings");
    await expect(page).toHaveURL("/dashboard/settings");
    const alerts = page.getByRole("list", { name: "Your job alerts" });
    await expect(alerts.getByRole("heading", { level: 3, name: "Zymurgy Jobs" })).toBeVisible();
    await expect(alerts.getByTestId("paused-unopened")).toHaveText("Paused because the last mails were not opened. Resume it to get new jobs again.");
    await checkAtBothWidths(page, "job-alerts-settings");
    await alerts.getByRole("button", { name: "Resume: Zymurgy Jobs" }).click();
    await expect(alerts.getByText("On", { exact: true })).toBeVisible();
    await expect(alerts.getByTestId("paused-unopened")).toHaveCount(0);
    await expect(alerts.getByRole("link", { name: "See matching jobs: Zymurgy Jobs" })).toHaveAttribute("href", `/jobs?q=${WORD}&sort=date`);
  });

  test("signed out: just an email, a confirmation mail, and the confirm page", async ({ page }) => {
    const email = `visitor-${RUN}@example.com`;
    await page.goto(`/job-alerts/new?q=${WORD}&location=Austin%2C+TX&radius=50&type=full-time`);
    await expect(page.getByTestId("alert-search")).toHaveText(`“${WORD}” · within 50 mi of Austin, TX · Full-time`);
    await checkAtBothWidths(page, "job-alerts-new-signed-out");

    // A bad address is refused at the field and what was typed stays.
    await page.getByLabel("Your email").fill("not an address");
    await page.getByRole("button", { name: "Create job alert" }).click();
    await expect(page.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByLabel("Your email")).toHaveValue("not an address");
    await page.getByLabel("Your email").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Create job alert" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeFocused();
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    const mail = await latestMailTo(email, { subject: "Confirm your job alert" });
    expect(mail.subject).toBe("Confirm your job alert: Zymurgy Jobs near Austin, TX");
    // Nothing but the confirmation until the link is followed.
    expect((await readOutbox()).filter((m) => m.to === email)).toHaveLength(1);
    await page.goto(extractLink(mail.text, "/job-alerts/confirm"));
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your job alert “Zymurgy Jobs near Austin, TX”" })).toBeVisible();
    await checkAtBothWidths(page, "job-alerts-confirm");
    await page.getByRole("button", { name: "Confirm my job alert" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your job alert “Zymurgy Jobs near Austin, TX” is on" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What happens next" })).toBeVisible();
    await checkAtBothWidths(page, "job-alerts-confirmed");
    const rows = await withE2eDb(async (db) => (await db.query("select confirmed_at is not null as confirmed, confirm_token_hash from job_alerts where email = $1", [email])).rows);
    expect(rows).toEqual([{ confirmed: true, confirm_token_hash: null }]);

    // The link again, or a made-up one: a clear page.
    await page.goto(extractLink(mail.text, "/job-alerts/confirm"));
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
    await checkAtBothWidths(page, "job-alerts-confirm-invalid");
  });
});
