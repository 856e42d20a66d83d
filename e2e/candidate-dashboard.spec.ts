import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";
import { CANDIDATE_PASSWORD, expectNoSidewaysScroll, shoot } from "./support/candidate";

/*
 * The candidate dashboard (issue 14 part 6, decision 025): the demo candidate reaches /dashboard from
 * the account menu, sees real data (their unread count, the newest jobs the API also returns), searches
 * with the keyboard, and every section page answers with one h1. A new candidate with a title and a
 * ZIP code sees jobs recommended with the reason each matched, and the profile-completion widget
 * change when they add a section. Axe at 1280 and 390 px, no sideways scroll on a phone.
 * E2E_SCREENSHOTS=dir saves docs/screenshots/dashboard-*-1280.png and -390.png for each page.
 */
const CANDIDATE = "candidate@upstep.local";
const CSRF = { "x-csrf": "1" };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = CANDIDATE_PASSWORD;
const SECTIONS = [
  ["/dashboard/jobs", "Your jobs"],
  ["/dashboard/courses", "Your courses"],
  ["/dashboard/blog", "Career advice"],
  ["/dashboard/resources", "Resources"],
  ["/dashboard/events", "Your events"],
] as const;

/** Presses Tab until the element is focused (keyboard only, whatever the header holds before it). */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached the element with Tab");
}

/** Exactly one unread notification for the candidate. */
async function oneUnread(page: Page) {
  expect((await page.request.post("/api/notifications/read-all", { headers: CSRF })).status()).toBe(200);
  const res = await page.request.post("/api/dev/notify", {
    headers: CSRF,
    data: { email: CANDIDATE, type: "job-alert", title: "New jobs for you", body: "Three new nursing jobs near 60601.", link: "/jobs" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe("candidate dashboard", () => {
  test.beforeEach(async ({ page }) => {
    // The demo candidate is new enough for the product tour; it is not what these tests look at.
    await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  });

  test("signed out, /dashboard sends to log in and back", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    await page.getByLabel("Email address").fill(CANDIDATE);
    await page.getByLabel("Password", { exact: true }).fill("upstep-demo-2026");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Casey" })).toBeVisible();
  });

  test("the menu's Dashboard leads to real data; keyboard search; every section has one h1; axe at 1280 and 390 px", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await logInThroughUi(page, CANDIDATE);
    await oneUnread(page);

    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");

    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Casey");
    await expect(page.getByText("Your Upstep dashboard")).toBeVisible();
    await expect(page.getByTestId("dashboard-unread")).toHaveText("1");
    // The profile-completion widget (flag on) in place of the static profile card.
    await expect(page.getByRole("link", { name: "Your Candidate360° profile" })).toHaveAttribute("href", "/dashboard/candidate360");
    await expect(page.getByRole("progressbar", { name: /^Profile \d+% complete$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open notifications" })).toHaveAttribute("href", "/notifications");
    await expect(page.getByRole("link", { name: "Change email settings" })).toHaveAttribute("href", "/dashboard/settings");

    // The newest jobs are the ones the API answers with.
    const api = await page.request.get("/api/candidates/dashboard");
    expect(api.status()).toBe(200);
    const body = (await api.json()) as { name: string; brandName: string; newestJobs: { title: string; url: string }[]; counts: { unreadNotifications: number } };
    expect(body).toMatchObject({ name: "upstep", brandName: "Upstep", counts: { unreadNotifications: 1 } });
    expect(body.newestJobs.length).toBeGreaterThan(0);
    const newest = page.getByRole("list", { name: "Newest jobs" });
    await expect(newest.getByRole("link").first()).toHaveText(body.newestJobs[0]!.title);
    await expect(newest.getByRole("link").first()).toHaveAttribute("href", body.newestJobs[0]!.url);

    const sections = page.getByRole("navigation", { name: "Dashboard sections" });
    for (const [href] of SECTIONS) await expect(sections.locator(`a[href="${href}"]`)).toHaveCount(1);

    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Keyboard only: Tab to the search's What field, type, Enter.
    await page.locator("body").focus();
    const what = page.getByRole("searchbox", { name: "What" });
    await tabTo(page, what);
    await page.keyboard.type("nurse");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/jobs\?q=nurse/);

    // Each section: one h1, a way back, axe clean; keyboard reaches the way back.
    for (const [path, title] of SECTIONS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expectNoAxeViolations(page);
    }
    await expect(page.getByRole("link", { name: "Choose your email" })).toHaveAttribute("href", "/dashboard/settings");
    await page.goto("/dashboard/jobs");
    await expect(page.getByRole("list", { name: "Newest jobs" }).getByRole("listitem").first()).toBeVisible();
    await page.goto("/dashboard/blog");
    // The picks are the blog's cards (issue 18): a card's title opens the post.
    const firstPick = page.getByRole("article").first();
    await expect(firstPick).toBeVisible();
    await firstPick.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/post\/[a-z0-9-]+-[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await page.goto("/dashboard/resources");
    await expect(page.getByRole("list", { name: "Guides" }).getByRole("link").first()).toBeVisible();
    await page.locator("body").focus();
    const back = page.locator("main").getByRole("link", { name: "Dashboard", exact: true });
    await tabTo(page, back);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/dashboard");

    // A phone.
    await page.setViewportSize(PHONE);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Casey");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    for (const [path] of SECTIONS) {
      await page.goto(path);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    }
  });

  test("a job opened from the dashboard is listed under Recently viewed jobs (browser storage)", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logInThroughUi(page, CANDIDATE);
    await page.goto("/dashboard");
    const recent = page.getByRole("heading", { level: 2, name: "Recently viewed jobs" });
    await expect(recent).toBeHidden();
    const first = page.getByRole("list", { name: "Newest jobs" }).getByRole("link").first();
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/jobs\/all\/all\/all\/all\/all\//);
    await page.goto("/dashboard");
    await expect(recent).toBeVisible();
    await expect(page.locator("section[aria-labelledby=dashboard-recent]").getByRole("link", { name: title })).toBeVisible();
  });

  test("a new candidate with a title and a ZIP code sees recommended jobs with reasons; the widget follows the profile", async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(DESKTOP);
    // The demo data's most posted title in one city (several jobs to recommend): the title the
    // candidate wants, and the ZIP code of one of those jobs.
    const { title, zip } = await withE2eDb(async (db) => {
      const { rows } = await db.query<{ title: string; zip: string }>(`
        select jobs.title, place.postal_code as zip, count(*) over (partition by jobs.title, place.city, place.state_code) as n
        from jobs join locations place on place.id = jobs.primary_location_id
        where jobs.status = 'open' and (jobs.valid_through is null or jobs.valid_through > now()) and not jobs.remote
          and place.postal_code ~ '^[0-9]{5}$' and jobs.title ~ '^[A-Za-z ]+$'
        order by n desc, jobs.posted_at desc, jobs.id limit 1`);
      return rows[0]!;
    });
    // Screenshots once the header and footer know the person (the app context loads after the page).
    const signedInShot = async (name: string) => {
      await expect(page.locator("footer").getByText("Log out", { exact: true })).toBeVisible();
      await shoot(page, name);
    };
    const email = `dash-${Date.now()}@example.test`;
    const signUp = await page.request.post("/api/identity/auth/sign-up/email", { headers: CSRF, data: { name: "Jordan Rivera", email, password: PASSWORD, callbackURL: "/auth/confirm-account" } });
    expect(signUp.status()).toBe(200);
    await withE2eDb((db) => db.query("update users set email_verified = true where email = $1", [email]));
    await logInThroughUi(page, email, PASSWORD, "/api/auth/login?returnTo=%2Fdashboard");
    await expect(page).toHaveURL("/dashboard");

    // Nothing in the profile: the widget starts at 0 and leads to personal info; no recommendation, a prompt.
    const widget = page.getByTestId("profile-completion");
    await expect(widget.getByRole("progressbar", { name: "Profile 0% complete" })).toBeVisible();
    const sectionsDone = (await widget.getByTestId("completion-sections").textContent())!;
    expect(sectionsDone).toMatch(/^0 of \d+ sections done$/);
    await expect(widget.getByText("Add next: Personal info.")).toBeVisible();
    const recommended = page.locator("section[aria-labelledby=dashboard-recommended]");
    await expect(recommended.getByRole("heading", { level: 3, name: "Add a job title and your ZIP code" })).toBeVisible();
    await expect(recommended.getByRole("link", { name: "Add job titles" })).toHaveAttribute("href", "/dashboard/candidate360/employment-prefs");
    await expect(recommended.getByRole("link", { name: "Add your ZIP code" })).toHaveAttribute("href", "/dashboard/candidate360/personal-info");
    await expectNoAxeViolations(page);

    // The title they want (employment preferences' API) ...
    const prefs = await page.request.put("/api/candidates/profile/preferences/employment", {
      headers: CSRF,
      data: { desiredTitles: [title], desiredCategories: [], employmentTypes: [], workArrangements: [], shifts: [], willingToRelocate: false, maxCommuteMiles: "", availableFrom: "" },
    });
    expect(prefs.status(), await prefs.text()).toBe(200);
    // ... and their ZIP code, through the widget's link to personal info (a section added).
    await widget.getByRole("link", { name: "Edit personal info" }).click();
    await expect(page).toHaveURL(/\/dashboard\/candidate360\/personal-info$/);
    await page.getByLabel("First name").fill("Jordan");
    await page.getByLabel("Last name").fill("Rivera");
    await page.getByLabel("ZIP code").fill(zip);
    await page.getByRole("button", { name: "Save personal info" }).click();
    await expect
      .poll(async () => ((await (await page.request.get("/api/candidates/profile")).json()) as { personal: { postalCode: string } }).personal.postalCode)
      .toBe(zip);

    await page.goto("/dashboard");
    await expect(widget.getByTestId("completion-sections")).not.toHaveText(sectionsDone);
    await expect(widget.getByTestId("completion-sections")).toHaveText(/^[1-9]\d* of \d+ sections done$/);
    await expect(widget.getByRole("progressbar", { name: /^Profile [1-9]\d*% complete$/ })).toBeVisible();
    await expect(widget.getByText("Add next: Personal info.")).toHaveCount(0);

    // Recommended jobs, each with the reason it matched; the first is near their ZIP code.
    const list = page.getByRole("list", { name: "Recommended jobs" });
    await expect(list.getByRole("listitem").first()).toBeVisible();
    const reasons = await list.getByTestId("recommendation-reason").allTextContents();
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons[0]).toMatch(new RegExp(`^Matches your title ${title}.*, (less than 1|\\d+) mi from ${zip}$`));
    for (const reason of reasons) expect(reason).toMatch(new RegExp(`^(Remote, matches|Matches) your title ${title}`));
    // The same as the API answers.
    const api = (await (await page.request.get("/api/candidates/dashboard")).json()) as { recommendations: { jobs: { title: string; reason: string }[] }; completion: { percent: number } };
    expect(api.recommendations.jobs.map((j) => j.reason)).toEqual(reasons);
    await expect(list.getByRole("link").first()).toHaveText(api.recommendations.jobs[0]!.title);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await signedInShot("dashboard-1280");

    // /dashboard/jobs: the longer list with reasons; every section page's screenshot.
    await page.goto("/dashboard/jobs");
    await expect(page.getByRole("list", { name: "Recommended jobs" }).getByTestId("recommendation-reason").first()).toHaveText(reasons[0]!);
    await expectNoAxeViolations(page);
    for (const [path] of SECTIONS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await signedInShot(`dashboard-${path.split("/").pop()}-1280`);
    }

    await page.setViewportSize(PHONE);
    for (const path of ["/dashboard", ...SECTIONS.map(([p]) => p)]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await signedInShot(path === "/dashboard" ? "dashboard-390" : `dashboard-${path.split("/").pop()}-390`);
    }
  });

  test("the dashboard API is 401 signed out", async ({ page }) => {
    const res = await page.request.get("/api/candidates/dashboard");
    expect(res.status()).toBe(401);
  });
});
