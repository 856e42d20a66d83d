import { expect, test, type Locator, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { logInThroughUi } from "./support/session";

/*
 * The site shell (issue 3 parts 2-8; spec 1, 2.1-2.6, 4, 6, 8, 9): page metadata, progress bar, error
 * page, toasts, desktop and mobile navigation, menus by role, footer and consent, notification banner.
 * The seeded content (src/seed/content/navigation.ts) shows the banner, so tests that are not about
 * it close it first.
 */

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

/**
 * Stops the page's clock (installed with page.clock.install()) a second ahead of the page's time (the
 * clock flows while this runs, so "now" would already be past): its timers then move only with runFor.
 */
/** A menu panel's box once its opening animation (zoom-in) has finished. */
async function settledBox(locator: Locator) {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return (await locator.boundingBox())!;
}

async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

async function closeBanner(page: Page) {
  const close = page.getByRole("button", { name: "Close announcement" });
  if (await close.isVisible()) await close.click();
  await expect(page.locator("[data-notification-banner]")).toHaveCount(0);
}

/** Makes any page tall enough to scroll past the 120 px pin threshold (after hydration, outside React's tree). */
async function makeTall(page: Page) {
  await page.waitForFunction(() => "__upstepTest" in window);
  await page.evaluate(() => {
    const filler = document.createElement("div");
    filler.style.height = "3000px";
    filler.setAttribute("aria-hidden", "true");
    document.body.appendChild(filler);
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

test.describe("page shell", () => {
  test.use({ viewport: DESKTOP });

  test("default metadata, RSS and canonical links, no-JavaScript warning, skip link", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Upstep: jobs, learning and events for your next step");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Upstep connects job seekers/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /jobs/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Upstep/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/rss$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${baseURL}/?$`));
    await page.goto("/join");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/join`);
    expect(await page.locator("noscript").first().innerHTML()).toContain("does not work properly without JavaScript");
    // The app-store tags are in every page's HTML (decision 011: only iOS Safari and Android
    // smart-banner scripts read them), so the HTML does not depend on the request.
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute("content", /app-id=/);

    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("the app-store banner tag appears on iOS and Android", async ({ browser }) => {
    for (const [ua, selector] of [
      ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", 'meta[name="apple-itunes-app"]'],
      ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36", 'meta[name="google-play-app"]'],
    ] as const) {
      const context = await browser.newContext({ userAgent: ua, viewport: MOBILE });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator(selector)).toHaveAttribute("content", /app-id=/);
      await context.close();
    }
  });

  test("/events has the grey footer background, other pages the white one", async ({ page }) => {
    await page.goto("/events");
    await expect(page.locator("footer")).toHaveAttribute("data-footer-variant", "grey");
    const grey = await page.locator("footer").evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.goto("/");
    await expect(page.locator("footer")).toHaveAttribute("data-footer-variant", "white");
    const white = await page.locator("footer").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(grey).not.toBe(white);
  });

  test("the progress bar starts only after 500 ms of a slow navigation", async ({ page }) => {
    // The page's timers run on Playwright's clock, so 499 and 500 ms are exact, however busy the machine.
    await page.clock.install();
    // Hold the client navigation's data (and any prefetch of it) until the bar has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/join\?.*_rsc=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await closeBanner(page);
    const bar = page.getByRole("progressbar", { name: "Loading page" });
    await expect(bar).toBeHidden();
    // The header's Join link appears once the browser has read who is signed in: wait for it before
    // the clock stops, or that read (and the link) could wait for the clock too.
    const join = page.getByRole("banner").getByRole("link", { name: "Join", exact: true });
    await expect(join).toBeVisible();
    await pauseClock(page);
    await join.click();
    await page.clock.runFor(499);
    expect(await bar.isVisible(), "not visible at 499 ms").toBe(false);
    await page.clock.runFor(1);
    await expect(bar).toBeVisible();
    release();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/join$/, { timeout: 10_000 });
    await expect(bar).toBeHidden();
  });

  test("error page: 404 text with no axe violations; other errors offer 'try again', which reloads", async ({ page }) => {
    const response = await page.goto("/no-such-page-7f3a");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A signed-in candidate on an admin page gets the 403 error page: the "other" text.
    await logInThroughUi(page, "candidate@upstep.local");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong, please try again" })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await Promise.all([page.waitForEvent("load"), page.getByRole("link", { name: "try again" }).click()]);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong, please try again" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectNoAxeViolations(page);
  });

  test("toasts: failed requests toast once per URL with the correlationId, top-right, at most 5, closing after 4000 ms", async ({ page }) => {
    let n = 0;
    await page.route(/\/api\/shell-test-fail\//, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "x", correlationId: `corr-${++n}` } }) }),
    );
    await page.goto("/");
    await page.waitForFunction(() => "__upstepTest" in window);
    const fetchQuery = (path: string) =>
      page.evaluate((p) => (window as unknown as { __upstepTest: { fetchQuery: (p: string) => Promise<unknown> } }).__upstepTest.fetchQuery(p), path);
    const toasts = page.locator(".Toastify__toast");

    // One toast per URL.
    await fetchQuery("/shell-test-fail/same");
    await fetchQuery("/shell-test-fail/same");
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toContainText("Something went wrong, please try again.");
    await expect(toasts.first()).toContainText("corr-1");
    await expect(page.locator(".Toastify__toast-container--top-right")).toBeVisible();
    // Where it comes to rest: the toast slides in, so a box read during its entrance is still moving.
    await expect.poll(async () => { const b = (await toasts.first().boundingBox())!; return b.x + b.width; }).toBeGreaterThan(DESKTOP.width - 40);
    expect((await toasts.first().boundingBox())!.y).toBeLessThan(100);

    // Auto-close after 4000 ms (the pointer stays off the toast, which would pause it). The toasts
    // close when their progress bar's CSS animation ends, which no JavaScript clock drives: the test
    // reads the animation's duration and moves its time through the Web Animations API instead.
    await page.mouse.move(10, 800);
    const autoClose = (toIndex: number | "all", at: "just-before-end" | "end") =>
      page.evaluate(
        ({ toIndex, at }) => {
          const bars = [...document.querySelectorAll(".Toastify__progress-bar")];
          const durations: number[] = [];
          for (const bar of toIndex === "all" ? bars : bars.slice(toIndex, toIndex + 1)) {
            for (const animation of bar.getAnimations()) {
              const duration = Number(animation.effect?.getTiming().duration);
              durations.push(duration);
              if (at === "end") animation.finish();
              else animation.currentTime = duration - 1;
            }
          }
          return durations;
        },
        { toIndex, at },
      );
    expect(await autoClose(0, "just-before-end")).toEqual([4000]);
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toBeVisible();
    await autoClose(0, "end");
    await expect(toasts).toHaveCount(0);

    // At most 5 at once: the other two wait their turn and show as the first ones close.
    await Promise.all(Array.from({ length: 7 }, (_, i) => fetchQuery(`/shell-test-fail/${i}`)));
    await expect(toasts).toHaveCount(5);
    expect(await autoClose("all", "end")).toEqual([4000, 4000, 4000, 4000, 4000]);
    await expect(toasts).toHaveCount(2);
  });
});

test.describe("notification banner", () => {
  test.use({ viewport: DESKTOP });

  test("shows content in #0001fc with the alert icon, closes for the session under hide-notification-banner, reopens programmatically", async ({ page }) => {
    await page.goto("/");
    const banner = page.locator("[data-notification-banner]");
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCSS("background-color", "rgb(0, 1, 252)");
    await expect(banner.locator("[data-alert-icon]")).toHaveCount(1);
    await expect(banner.getByRole("link", { name: "Start your search" })).toHaveAttribute("href", "/jobs");

    await page.getByRole("button", { name: "Close announcement" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("hide-notification-banner"))).toBe("true");
    await page.reload();
    await expect(page.locator("header")).toBeVisible();
    await expect(banner).toHaveCount(0);

    await page.evaluate(() => window.dispatchEvent(new Event("upstep:show-banner")));
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("hide-notification-banner"))).toBeNull();
  });

  test("header pinning: past 120 px; never on dashboard or hiring paths or while the banner is visible", async ({ page }) => {
    // The site header (pages may have a <header> of their own, as /dashboard does).
    const header = page.locator("header[data-pinned]");
    await page.goto("/");
    await makeTall(page);
    // Banner visible: not sticky, no spacer.
    await scrollTo(page, 600);
    await expect(header).toHaveAttribute("data-pinned", "false");
    await expect(page.locator("[data-header-spacer]")).toHaveCount(0);
    await scrollTo(page, 0);
    await closeBanner(page);
    await expect(page.locator("[data-header-spacer]")).toHaveCount(1);
    await scrollTo(page, 100);
    await expect(header).toHaveAttribute("data-pinned", "false");
    await scrollTo(page, 130);
    await expect(header).toHaveAttribute("data-pinned", "true");
    await expect(header).toHaveCSS("position", "fixed");
    expect((await header.boundingBox())!.y).toBe(0);
    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-pinned", "false");

    // /dashboard is a real page now (issue 14): signed out it sends to log in, so see it signed in.
    await logInThroughUi(page, "candidate@upstep.local");
    for (const path of ["/dashboard", "/hiring"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await makeTall(page);
      await scrollTo(page, 600);
      await expect(header).toHaveAttribute("data-pinned", "false");
      await expect(page.locator("[data-header-spacer]")).toHaveCount(0);
    }
  });
});

test.describe("desktop navigation", () => {
  test.use({ viewport: DESKTOP });

  test("menus: widths, columns, hover with the 100 ms close delay, click-opened menus stay, Escape", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await closeBanner(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button")).toHaveText(["Job Seekers", "Employer Solutions", "Community Partners", "About", "Resources"]);
    await expect(page.locator("header").getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/api/auth/login");
    await expect(page.locator("header").getByRole("link", { name: "Join", exact: true })).toHaveAttribute("href", "/join");

    const jobSeekers = nav.getByRole("button", { name: "Job Seekers" });
    await jobSeekers.hover();
    const wide = page.locator('[data-menu="job-seekers"]');
    await expect(wide).toBeVisible();
    const panel = page.locator(`[id="${await jobSeekers.getAttribute("aria-controls")}"]`);
    expect(Math.round((await settledBox(panel)).width)).toBe(1000);
    // 4-column items: four plain items share a row; Tools & Training spans 8 of 12 columns.
    const items = wide.locator("> [data-menu-item]:not([data-tools-training])");
    const first = (await items.nth(0).boundingBox())!;
    const fourth = (await items.nth(3).boundingBox())!;
    expect(Math.abs(first.y - fourth.y)).toBeLessThan(2);
    const grid = (await wide.boundingBox())!;
    const tools = (await wide.locator("[data-tools-training]").boundingBox())!;
    expect(tools.width / grid.width).toBeGreaterThan(0.64);
    expect(tools.width / grid.width).toBeLessThan(0.68);
    expect(first.width / grid.width).toBeGreaterThan(0.22);
    expect(first.width / grid.width).toBeLessThan(0.26);
    await expect(wide.locator("[data-tools-training]")).toContainText("Tools & Training");

    // Hover-leave closes after 100 ms, not at once (the page's timers on Playwright's clock).
    await pauseClock(page);
    await page.mouse.move(640, 800);
    await page.clock.runFor(99);
    expect(await wide.isVisible(), "still open 99 ms after the pointer left").toBe(true);
    await page.clock.runFor(1);
    await expect(wide).toBeHidden();
    await page.clock.resume();

    // Other menus are 360 px with full-width items.
    const about = nav.getByRole("button", { name: "About" });
    await about.hover();
    const aboutPanel = page.locator('[data-menu="about"]');
    await expect(aboutPanel).toBeVisible();
    const aboutBox = await settledBox(page.locator(`[id="${await about.getAttribute("aria-controls")}"]`));
    expect(Math.round(aboutBox.width)).toBe(360);
    const aboutGrid = (await aboutPanel.boundingBox())!;
    expect(Math.round((await aboutPanel.locator("[data-menu-item]").first().boundingBox())!.width)).toBe(Math.round(aboutGrid.width));
    await page.mouse.move(640, 800);
    await expect(aboutPanel).toBeHidden();

    // A click-opened menu is not closed by hover-leave; Escape closes it.
    await about.click();
    await expect(aboutPanel).toBeVisible();
    await pauseClock(page);
    await page.mouse.move(640, 800);
    await page.clock.runFor(1_000);
    await expect(aboutPanel).toBeVisible();
    await page.clock.resume();
    await page.keyboard.press("Escape");
    await expect(aboutPanel).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("keyboard only: Enter, Space and ArrowDown open a menu and move focus into it; Escape returns", async ({ page }) => {
    await page.goto("/");
    await closeBanner(page);
    await page.mouse.move(0, 0);
    const nav = page.getByRole("navigation", { name: "Main" });
    const jobSeekers = nav.getByRole("button", { name: "Job Seekers" });
    for (let i = 0; i < 15 && !(await jobSeekers.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(jobSeekers).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(jobSeekers).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator('[data-menu="job-seekers"]');
    // Items are links with the menuitem role (Radix DropdownMenu).
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(jobSeekers).toBeFocused();

    await page.keyboard.press("Tab");
    const employers = nav.getByRole("button", { name: "Employer Solutions" });
    await expect(employers).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator('[data-menu="employer-solutions"]').getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("Escape");
    // Escape hands focus back to the trigger (Radix, once the menu has closed): Tab goes on from there.
    await expect(employers).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("button", { name: "Community Partners" })).toBeFocused();
    await page.keyboard.press(" ");
    await expect(page.locator('[data-menu="community-partners"]').getByRole("menuitem").first()).toBeFocused();
    // Following a link with Enter navigates.
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/\/$/);
  });

  test("the Join button goes to the campaign page on interview-prep and resume-builder paths", async ({ page }) => {
    const join = page.locator("header").getByRole("link", { name: "Join", exact: true });
    for (const [path, href] of [
      ["/quizzes/interview-prep", "/campaign/interview-prep-lp"],
      ["/resume-builder", "/campaign/resume-builder-campaign"],
      ["/companies", "/join"],
    ] as const) {
      await page.goto(path);
      await expect(join).toHaveAttribute("href", href);
    }
  });

  test("menus by role: candidate, hiring manager, recruiter", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const expectMenu = async (labels: string[]) => {
      const trigger = page.getByRole("button", { name: "Account menu" });
      const avatar = trigger.locator("img");
      await expect(avatar).toHaveAttribute("src", "/images/default-avatar.svg");
      expect((await avatar.boundingBox())!.width).toBe(36);
      await trigger.click();
      const panel = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
      expect(Math.round((await settledBox(panel)).width)).toBe(250);
      await expect(panel.getByRole("menuitem")).toHaveText(labels);
      await expect(panel.getByRole("menuitem", { name: "Log Out" })).toHaveAttribute("href", "#logout");
      if (labels.includes("Profile Photo")) await expect(panel.getByRole("menuitem", { name: "Profile Photo" })).toHaveAttribute("href", "#profile-photo");
      await page.keyboard.press("Escape");
    };

    await logInThroughUi(page, "candidate@upstep.local");
    await page.goto("/");
    await expect(nav.getByRole("button")).toHaveText(["Job Seekers", "About", "Resources"]);
    await expect(page.locator("header").getByRole("link", { name: "Log in" })).toHaveCount(0);
    // Only the entries whose pages are built, and the account page.
    await expectMenu(["Profile Photo", "Dashboard", "Candidate360° Profile", "Job Alerts", "Account & Security", "Log Out"]);
    await expectNoAxeViolations(page);

    await page.context().clearCookies();
    await logInThroughUi(page, "hiring@upstep.local");
    await page.goto("/");
    await expect(nav.getByRole("button")).toHaveCount(5);
    // Issue 16: the hiring pages are built, so the hiring-type menu shows them.
    await expectMenu(["Dashboard", "Account Settings", "Account & Security", "Log Out"]);

    await page.context().clearCookies();
    await logInThroughUi(page, "recruiter@upstep.local");
    await page.goto("/");
    // Issue 17: talent search, the Recruiter site entry, is built.
    await expectMenu(["Profile Photo", "Dashboard", "Candidate360° Profile", "Job Alerts", "Recruiter", "Account & Security", "Log Out"]);
  });
});

test.describe("footer and consent", () => {
  test.use({ viewport: DESKTOP });

  test("footer links, social names, copyright, legal entries; the consent panel stores choices and gates the tag manager", async ({ page }) => {
    const gtmRequests: string[] = [];
    await page.route(/googletagmanager\.com/, (route) => {
      gtmRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Upstep home" })).toHaveAttribute("href", "/");
    await expect(footer.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/api/auth/login");
    await expect(footer.getByRole("link", { name: "Join", exact: true })).toHaveAttribute("href", "/join");
    await expect(footer.getByRole("link", { name: "Contact", exact: true }).first()).toHaveAttribute("href", "/contact");
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Job Seekers", "Employers", "Community Partners", "About", "Resources"]);
    await expect(footer.getByRole("heading", { name: "Tools & Training" })).toBeVisible();
    await expect(footer.getByRole("link", { name: /^Upstep on / })).toHaveCount(4);
    await expect(footer.getByRole("link", { name: "Upstep on LinkedIn" })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Upstep`)).toBeVisible();
    const legal = footer.getByRole("list", { name: "Legal" });
    await expect(legal.getByRole("listitem")).toHaveText([
      "Privacy",
      "Terms of Use",
      "Accessibility",
      "Cookies Settings",
      "Cookie Notice",
      "CA Notices at Collection",
      "Your Privacy Choices",
    ]);
    await expect(legal.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms-of-service");
    await expect(legal.getByRole("link", { name: "Accessibility" })).toHaveAttribute("href", "/accessibility");

    const context = await page.request.get("/api/context").then((r) => r.json());
    const tagManagerConfigured = Boolean(context.env.GOOGLE_TAG_MANAGER);

    await legal.getByRole("button", { name: "Cookies Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie settings" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Always on")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("switch", { name: "Analytics" }).click();
    await dialog.getByRole("button", { name: "Save settings" }).click();
    await expect(dialog).toBeHidden();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("upstep-consent")))!);
    expect(stored).toMatchObject({ version: 1, analytics: true, marketing: false });
    expect(Date.now() - new Date(stored.timestamp).getTime()).toBeLessThan(60_000);
    if (tagManagerConfigured) await expect.poll(() => gtmRequests.length).toBe(1);

    await legal.getByRole("button", { name: "Your Privacy Choices" }).click();
    await expect(dialog.getByRole("switch", { name: "Analytics" })).toHaveAttribute("aria-checked", "true");
    await dialog.getByRole("button", { name: "Reject all" }).click();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("upstep-consent")))!)).toMatchObject({ analytics: false, marketing: false });
    const before = gtmRequests.length;
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(gtmRequests.length).toBe(before);
    if (!tagManagerConfigured) expect(gtmRequests).toEqual([]);
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: MOBILE });

  test("burger overlay: accordion, Log in/Join, scroll lock, focus trap, no axe violations, resets on path and hash change", async ({ page }) => {
    await page.goto("/");
    await closeBanner(page);
    const header = page.locator("header");
    const logo = (await header.locator("[data-logo-container]").boundingBox())!;
    expect(logo.width).toBeLessThanOrEqual(MOBILE.width * 0.85);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    const burger = page.getByRole("button", { name: "Open navigation menu" });
    await burger.click();
    const overlay = page.getByRole("dialog");
    await expect(overlay).toBeVisible();
    const box = (await overlay.boundingBox())!;
    expect(box.width).toBe(MOBILE.width);
    await expect(overlay.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(overlay.getByRole("link", { name: "Join", exact: true })).toHaveAttribute("href", "/join");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    // One group open at a time, collapsible.
    const jobSeekers = overlay.getByRole("button", { name: "Job Seekers" });
    const about = overlay.getByRole("button", { name: "About" });
    await jobSeekers.click();
    await expect(jobSeekers).toHaveAttribute("aria-expanded", "true");
    await expect(overlay.getByRole("link", { name: "Find jobs" })).toBeVisible();
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(jobSeekers).toHaveAttribute("aria-expanded", "false");
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page);

    // Focus stays inside the overlay.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }

    // Resets when the hash changes...
    await page.evaluate(() => (window.location.hash = "#somewhere"));
    await expect(overlay).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    // ...and when the path changes.
    await burger.click();
    await expect(overlay).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, "", "/join"));
    await expect(overlay).toBeHidden();
  });

  test("signed in: a Profile menu accordion and a Log out button", async ({ page }) => {
    await logInThroughUi(page, "candidate@upstep.local");
    await page.goto("/");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const overlay = page.getByRole("dialog");
    await expect(overlay.getByRole("button")).toContainText(["Job Seekers", "About", "Resources", "Profile menu"]);
    await overlay.getByRole("button", { name: "Profile menu" }).click();
    await expect(overlay.getByRole("link", { name: "Account & Security" })).toHaveAttribute("href", "/account/security");
    await expect(overlay.getByRole("link", { name: "Log out" })).toHaveAttribute("href", "#logout");
    await expect(overlay.getByRole("link", { name: "Log in" })).toHaveCount(0);
    await overlay.getByRole("link", { name: "Log out" }).click();
    // The menu closes and the Log Out Confirmation modal (mounted in the root layout) opens instead.
    await expect(page).toHaveURL(/#logout$/);
    const confirm = page.getByRole("dialog", { name: "Log Out Confirmation" });
    await expect(confirm).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(confirm.getByRole("button", { name: "Log out here" })).toBeVisible();
  });
});
