import sharp from "sharp";
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { becomeAdminWithTwoFactor } from "./support/admin";
import { expectNoSidewaysScroll } from "./support/candidate";
import { withE2eDb } from "./support/db";

/*
 * The content editor (issue 18 part 4). An administrator with two-factor opens the overview, writes a
 * post with an uploaded image (alt text from the dialog) and a feature image, and schedules it two
 * hours ahead: it is on neither /blog-feed nor the RSS feeds. Its time then arrives without waiting:
 * the queue job is the clock, so the test moves the post's content-schedule job to start now and
 * the worker of the e2e server publishes it (expect.poll on the feed and RSS). The post is edited
 * (the preview shows the unsaved change) and an earlier revision restored: the public page shows the
 * restored title. The overview, posts
 * list and post editor are axe clean at 1280 and 390 px without sideways scroll; screenshots
 * admin-content-overview and admin-post-editor when E2E_SCREENSHOTS is set.
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

async function uploadInDialog(page: Page, png: Buffer, alt: string, confirm: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Choose an image file").setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: png });
  await expect(dialog.getByText("Selected: chart.png")).toBeVisible();
  await dialog.getByRole("button", { name: confirm }).click();
  // Alt text is required (this dialog's first try without it is refused).
  await expect(dialog.getByText(/Describe the image/)).toBeVisible();
  await dialog.getByLabel("Alt text").fill(alt);
  await dialog.getByRole("button", { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test("an editor schedules a post with an image; it appears at its time; a revision is restored", async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `Negotiating your first raise ${stamp}`;
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();

  await becomeAdminWithTwoFactor(page, `content-editor-${stamp}@example.test`, "Edna Editor");

  // The overview: a card per kind, each leading to its editor; the admin nav's Content link is current.
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Content" })).toHaveAttribute("aria-current", "page");
  for (const kind of ["Navigation", "Footer", "Banner", "Pages", "Posts", "Authors", "Tags", "Campaigns", "Files"]) {
    await expect(page.getByRole("heading", { level: 2, name: kind, exact: true })).toBeVisible();
  }
  await atBothWidths(page, "admin-content-overview");

  await page.getByRole("navigation", { name: "Content kinds" }).getByRole("link", { name: "Posts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  await atBothWidths(page);

  // Write the post.
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt").fill("Numbers, timing and the words to use when you ask.");
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("Bring numbers: what the role pays elsewhere and what you delivered this year.");
  await page.getByRole("toolbar", { name: "Body formatting" }).getByRole("button", { name: "Image", exact: true }).click();
  await uploadInDialog(page, png, "A bar chart of pay ranges", "Insert image");
  await expect(body.locator('img[alt="A bar chart of pay ranges"]')).toHaveAttribute("src", /^\/api\/files\/[0-9a-f-]{36}\.png$/);

  await page.getByRole("button", { name: "Upload image" }).click();
  await uploadInDialog(page, png, "A blue card with the post's title", "Use this image");

  await page.getByLabel("Add author").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("group", { name: "Tags" }).getByRole("checkbox").first().check();

  await page.getByLabel("Status", { exact: true }).selectOption("scheduled");
  const publishAt = await page.evaluate(() => {
    const d = new Date(Date.now() + 2 * 3600_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await page.getByLabel("Publish at", { exact: true }).fill(publishAt);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/posts\/[0-9a-f-]{36}$/);
  const postId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  await atBothWidths(page, "admin-post-editor");

  // Not live before its time.
  await page.goto("/blog-feed");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect(await (await page.request.get("/rss/blog")).text()).not.toContain(title);

  // Its time arrives: the content-schedule job is the clock.
  const moved = await withE2eDb((db) => db.query(`update pgboss.job set start_after = now() where name = 'content-schedule' and data->>'id' = $1`, [postId]));
  expect(moved.rowCount).toBe(1);
  await expect
    .poll(async () => (await (await page.request.get("/blog-feed")).text()).includes(title), { timeout: 60_000, intervals: [500, 1000, 2000] })
    .toBe(true);
  expect(await (await page.request.get("/rss/blog")).text()).toContain(title);
  expect(await (await page.request.get("/rss")).text()).toContain(title);

  // Edit the live post, then restore the version that was scheduled.
  await page.goto(`/admin/content/posts/${postId}`);
  await page.getByLabel("Title", { exact: true }).fill(`${title} (edited)`);
  // Preview shows the unsaved change with the blog's own post view.
  const [preview] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Preview", exact: true }).click()]);
  await expect(preview.getByText("Preview with your unsaved changes.", { exact: false })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(`${title} (edited)`);
  await preview.close();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  const history = page.getByRole("region", { name: "Revision history" });
  await expect(history.getByText("Published on schedule")).toBeVisible();
  const scheduled = history.getByRole("listitem").filter({ hasText: /^Scheduled for / });
  await scheduled.getByRole("button", { name: /^Restore/ }).click();
  const confirm = page.getByRole("dialog", { name: "Restore this version?" });
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(history.getByText(/^Restored the version of /)).toBeVisible();

  await page.getByRole("link", { name: "View live" }).evaluate((a) => a.removeAttribute("target"));
  await page.getByRole("link", { name: "View live" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("img", { name: "A bar chart of pay ranges" })).toBeVisible();

  // The other pages of this part: the saved post's preview, authors and tags (lists and editors).
  await page.goto(`/admin/content/posts/${postId}/preview`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await atBothWidths(page);
  await page.goto("/admin/content/authors");
  await expect(page.getByRole("heading", { level: 1, name: "Authors" })).toBeVisible();
  await atBothWidths(page);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Edit author: / })).toBeVisible();
  await atBothWidths(page);
  await page.goto("/admin/content/tags");
  await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toBeVisible();
  await atBothWidths(page);
  await page.getByRole("link", { name: "New tag" }).click();
  await page.getByLabel("Name").fill(`Negotiation ${stamp}`);
  await page.getByRole("button", { name: "Save tag" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/tags\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Slug")).toHaveValue(`negotiation-${stamp}`);
  await atBothWidths(page);
  // Unused: it can be deleted.
  await page.getByRole("button", { name: "Delete tag" }).click();
  await page.getByRole("dialog", { name: "Delete this tag?" }).getByRole("button", { name: "Delete tag" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/tags$/);
  await expect(page.getByRole("link", { name: `Negotiation ${stamp}` })).toHaveCount(0);
});
