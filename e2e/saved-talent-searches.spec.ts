import { expect, test } from "./support/test";
import { checkAtBothWidths } from "./support/candidate";
import { logInThroughUi } from "./support/session";
import { becomeDiscoverable, talentMatchNotifications } from "./support/talent";

/*
 * Saved talent searches (issue 17 part 3, decision 044) as the demo recruiter (Riley, a recruiter of
 * Northwind Health): save a search from the talent search page, find it on /talent/saved-searches
 * beside the demo's "Nurses near Columbus"; a new candidate who matches turns discoverable and the
 * real worker's matcher tells the recruiter (the notification leads to the profile); then rename
 * (a duplicate name is refused with its message), switch the daily email off, run and delete it.
 * The hiring manager, with none, sees the empty state. axe clean, no sideways scroll at 1280 and 390;
 * screenshots saved-searches-*.png.
 */
const RECRUITER = "recruiter@upstep.local";
const HIRING_MANAGER = "hiring@upstep.local";

test("a recruiter saves a talent search, hears about a new matching candidate and manages the search", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughUi(page, RECRUITER);

  // Save from the search page.
  await page.goto("/talent/subscribers?q=phlebotomist&location=Columbus%2C+OH&radius=50");
  await expect(page.getByRole("heading", { level: 1, name: "Find talent" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Your saved searches" })).toHaveAttribute("href", "/talent/saved-searches");
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByLabel("Name")).toHaveValue("phlebotomist near Columbus, OH");
  await expect(dialog.getByRole("checkbox", { name: "Notify me in Upstep" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Email me a daily summary" })).toBeChecked();
  await dialog.getByLabel("Name").fill("Columbus phlebotomists");
  await dialog.getByRole("button", { name: "Save search" }).click();
  const saved = page.getByRole("dialog", { name: "Search saved" });
  await expect(saved).toContainText("“Columbus phlebotomists” is saved.");
  await saved.getByRole("link", { name: "Your saved searches" }).click();

  await expect(page).toHaveURL(/\/talent\/saved-searches\?company=/);
  await expect(page.getByRole("heading", { level: 1, name: "Saved searches" })).toBeVisible();
  const mine = page.getByRole("group", { name: "Columbus phlebotomists" });
  await expect(mine).toContainText("“phlebotomist” · within 50 miles of Columbus, OH");
  await expect(mine.getByRole("link", { name: "Run Columbus phlebotomists" })).toHaveAttribute("href", /^\/talent\/subscribers\?q=phlebotomist&location=Columbus%2C\+OH&radius=50&company=/);
  // The demo's saved search (its matches come from the worker's first run after setup).
  await expect(page.getByRole("group", { name: "Nurses near Columbus" })).toContainText("“nurse” · within 50 miles of Columbus, OH");
  await checkAtBothWidths(page, "saved-searches");

  // A new phlebotomist in Columbus turns discoverable (through the real route, as a candidate would).
  await becomeDiscoverable(browser, {
    email: `phoebe-${Date.now()}@example.test`,
    firstName: "Phoebe",
    lastName: "Drawer",
    headline: "Phlebotomist",
    summary: "Certified phlebotomist, 600 draws a week.",
    postalCode: "43215",
    city: "Columbus",
    state: "OH",
  });

  // The worker's matcher (queued a few seconds after the change) tells the recruiter.
  await expect.poll(() => talentMatchNotifications(RECRUITER, "Phoebe Drawer"), { timeout: 60_000, intervals: [1_000] }).toBe(1);
  await page.goto("/notifications");
  const note = page.getByRole("link", { name: /Phoebe Drawer matches your saved search “Columbus phlebotomists”/ });
  await expect(note).toBeVisible();
  await note.click();
  await expect(page.getByRole("heading", { level: 1, name: /^Phoebe Drawer matches your saved search/ })).toBeVisible();
  await page.getByRole("link", { name: "View details" }).click();
  await expect(page).toHaveURL(/\/talent\/[0-9a-f-]{36}\?from=saved-search&company=/);
  await expect(page.getByRole("heading", { level: 1, name: "Phoebe Drawer", exact: true })).toBeVisible();

  // Back on the list: one new match since the last visit; rename, a duplicate refused.
  await page.goto("/talent/saved-searches");
  await expect(mine).toContainText("1 new match since your last visit");
  await mine.getByRole("button", { name: "Rename Columbus phlebotomists" }).click();
  const rename = page.getByRole("dialog", { name: "Rename saved search" });
  await rename.getByLabel("Name").fill("nurses near columbus");
  await rename.getByRole("button", { name: "Save name" }).click();
  await expect(rename).toContainText("You already have a saved search with this name. Choose another name.");
  await expect(rename.getByLabel("Name")).toHaveValue("nurses near columbus");
  await checkAtBothWidths(page, "saved-searches-rename");
  await rename.getByLabel("Name").fill("Phlebotomists in Columbus");
  await rename.getByRole("button", { name: "Save name" }).click();
  await expect(rename).toBeHidden();
  const renamed = page.getByRole("group", { name: "Phlebotomists in Columbus" });
  await expect(renamed).toBeVisible();

  // The daily email off, kept after a reload.
  const daily = renamed.getByRole("switch", { name: "Email me a daily summary" });
  await expect(daily).toBeChecked();
  await daily.click();
  await expect(daily).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole("group", { name: "Phlebotomists in Columbus" }).getByRole("switch", { name: "Email me a daily summary" })).not.toBeChecked();
  await expect(page.getByRole("group", { name: "Phlebotomists in Columbus" }).getByRole("switch", { name: "Notify me in Upstep" })).toBeChecked();

  // Run opens the search with the saved filters.
  await page.getByRole("link", { name: "Run Phlebotomists in Columbus" }).click();
  await expect(page).toHaveURL(/\/talent\/subscribers\?q=phlebotomist&location=Columbus%2C\+OH&radius=50/);
  await expect(page.getByLabel("Keywords")).toHaveValue("phlebotomist");
  await expect(page.getByTestId("talent-result").filter({ hasText: "Phoebe Drawer" })).toHaveCount(1);

  // Delete, after a confirm.
  await page.goto("/talent/saved-searches");
  await page.getByRole("button", { name: "Delete Phlebotomists in Columbus" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete “Phlebotomists in Columbus”?" });
  await confirm.getByRole("button", { name: "Delete saved search" }).click();
  await expect(page.getByRole("group", { name: "Phlebotomists in Columbus" })).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Nurses near Columbus" })).toBeVisible();
});

test("a member with no saved searches sees where to start", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughUi(page, HIRING_MANAGER);
  await page.goto("/talent/saved-searches");
  await expect(page.getByRole("heading", { level: 1, name: "Saved searches" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "No saved searches yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Find talent" }).last()).toHaveAttribute("href", "/talent/subscribers");
  await checkAtBothWidths(page, "saved-searches-empty");
});
