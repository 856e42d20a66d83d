import { expect, test, type Browser, type Page } from "./support/test";
import { logInThroughUi } from "./support/session";

/*
 * The live hub end to end (issue 13, "Done means"): two browsers of one candidate are on the site;
 * a notification sent to the candidate (the dev-only notify API, the real notify()) shows a toast in
 * both within a second and raises both bells; /notifications lists it; opening it in one browser
 * marks it read in both (the other's bell drops through the hub's notification.read event).
 */
const CANDIDATE = "candidate@upstep.local";
const CSRF = { "x-csrf": "1" };

const bell = (page: Page) => page.locator("header").getByRole("link", { name: /^Notifications/ });

/** A signed-in browser of the candidate whose page has its hub stream open. */
async function candidateBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInThroughUi(page, CANDIDATE);
  const hubOpen = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/hub" && r.status() === 200);
  await page.goto("/jobs");
  await hubOpen;
  return { context, page };
}

test("two browsers of one candidate: a live toast in both, both bells rise, /notifications lists it, opening it marks it read in both", async ({ browser }) => {
  const a = await candidateBrowser(browser);
  const b = await candidateBrowser(browser);
  try {
    expect((await a.page.request.post("/api/notifications/read-all", { headers: CSRF })).status()).toBe(200);
    await expect(bell(a.page)).toHaveAccessibleName("Notifications");
    await expect(bell(b.page)).toHaveAccessibleName("Notifications");

    const title = `Interview invitation ${Date.now().toString(36)}`;
    const sent = await a.page.request.post("/api/dev/notify", {
      headers: CSRF,
      data: { email: CANDIDATE, type: "application-update", title, body: "Northwind Health invited you to an interview.", link: "/jobs" },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    // Within a second of being stored, in both browsers: the toast and the bell.
    for (const { page } of [a, b]) {
      await expect(page.locator(".Toastify").getByText(title)).toBeVisible({ timeout: 1_000 });
      await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread", { timeout: 1_000 });
    }

    await bell(a.page).click();
    await expect(a.page).toHaveURL("/notifications");
    const list = a.page.getByRole("list", { name: "Notifications" });
    await list.getByRole("link", { name: title }).click();
    await expect(a.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(bell(a.page)).toHaveAccessibleName("Notifications");
    // The other browser never reloaded: its bell follows the read event.
    await expect(bell(b.page)).toHaveAccessibleName("Notifications");
    expect(new URL(b.page.url()).pathname).toBe("/jobs");
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
