import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "./support/test";
import { becomeAdminWithTwoFactor } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";

/*
 * The job data back office (issue 19, decision 055): an administrator adds a feed source pointing at
 * a JSON feed this test serves, runs it now (the real worker's import-feed queue), sees the run on
 * /admin/job-scrape-stats with its details; then adds a tag rule, tests it, re-applies the rules (the
 * worker's job-tag-rules queue) and finds the tag on the job in /jobs. All three pages are axe clean
 * at 1280 and 390 px without sideways scroll; screenshots go to $E2E_SCREENSHOTS when it is set.
 */
test.describe.configure({ mode: "serial", retries: 0 });

const RUN = Date.now().toString(36);
const SOURCE = `e2e-feed-${RUN}`;
const WORD = "quokka";
const WIDTHS = [1280, 390] as const;

function record(ref: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    referenceNumber: `${RUN}-${ref}`,
    date: new Date().toISOString(),
    url: `https://careers.example.com/${RUN}/${ref}`,
    company: "Marsupial Outfitters",
    city: "Austin",
    state: "TX",
    postalCode: "78701",
    country: "US",
    description: `<p>${title} for our Austin store.</p>`,
    jobType: "Full-time",
    category: "Retail",
    subcategory: "Store Operations",
    ...extra,
  };
}

const FEED = [record("1", "Quokka Keeper"), record("2", "Wombat Groomer"), record("3", "", { title: "" })];
let server: Server;
let feedUrl = "";

test.beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(FEED));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${what} at ${innerWidth} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}

async function checkWidths(page: Page, path: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await ready(page);
    await expectNoSidewaysScroll(page, path);
    await expectNoAxeViolations(page);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a feed source runs now and its run shows in the stats; a tag rule re-applied tags the job in /jobs", async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem("product-tour-done", "skipped"));
  await becomeAdminWithTwoFactor(page, `job-data-${RUN}@example.com`);

  // Add the source: the schedule is read back in words as it is typed.
  await page.goto("/admin/job-data-refresh");
  await expect(page.getByRole("heading", { level: 1, name: "Job data refresh" })).toBeVisible();
  await page.getByRole("button", { name: "Add a feed source" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a feed source" });
  await dialog.getByLabel("Name").fill(`Marsupial feed ${RUN}`);
  await dialog.getByLabel("Source key").fill(SOURCE);
  await dialog.getByLabel("Feed URL").fill(feedUrl);
  await dialog.getByLabel("Format").selectOption("json");
  await dialog.getByLabel("Schedule (cron, UTC)").fill("61 3 * * *");
  await dialog.getByRole("button", { name: "Add feed source" }).click();
  await expect(dialog.getByText("The minute field must be between 0 and 59.")).toBeVisible();
  await dialog.getByLabel("Schedule (cron, UTC)").fill("0 3 * * *");
  await expect(dialog.getByTestId("cron-label")).toHaveText("Runs daily at 03:00 UTC.");
  await dialog.getByRole("button", { name: "Add feed source" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Marsupial feed ${RUN}` }) });
  await expect(card.getByText("daily at 03:00 UTC")).toBeVisible();
  await expect(card.getByText("Enabled", { exact: true })).toBeVisible();

  // Run it now: queued or running, then the run's numbers in the card.
  await card.getByRole("button", { name: `Run now: Marsupial feed ${RUN}` }).click();
  await expect(page.getByText(`An import of Marsupial feed ${RUN} is queued.`)).toBeVisible();
  const lastRuns = card.getByRole("region", { name: `Last runs of Marsupial feed ${RUN}` });
  await expect(lastRuns.getByText("Succeeded")).toBeVisible({ timeout: 60_000 });
  await expect(lastRuns.getByRole("row").nth(1).getByRole("cell")).toHaveText([/UTC/, "Succeeded", /\d/, "3", "2", "0", "0", "1"]);
  await checkWidths(page, "/admin/job-data-refresh", "admin-job-data-refresh", async (p) => {
    await expect(p.getByRole("heading", { name: `Marsupial feed ${RUN}` })).toBeVisible();
  });

  // The stats: the run in the table, its details with the rejection reason, the CSV link.
  await page.goto(`/admin/job-scrape-stats?source=${SOURCE}`);
  await expect(page.getByRole("heading", { level: 1, name: "Job scrape stats" })).toBeVisible();
  const runs = page.getByRole("region", { name: "Import runs", exact: true });
  await expect(runs.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", `/api/admin/job-data/runs/csv?source=${SOURCE}`);
  await runs.getByRole("link", { name: new RegExp(`^Run of ${SOURCE} started`) }).click();
  await expect(page.getByRole("heading", { name: `Run of ${SOURCE}` })).toBeVisible();
  const reasons = page.getByRole("region", { name: "Rejection reasons of this run" });
  await expect(reasons.getByRole("row")).toHaveCount(2);
  await expect(reasons.getByRole("cell").nth(1)).toHaveText("1");
  const csv = await page.request.get(`/api/admin/job-data/runs/csv?source=${SOURCE}`);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split("\r\n")[1]).toMatch(new RegExp(`,${SOURCE},succeeded,.*,3,2,0,0,0,1,$`));
  await checkWidths(page, `/admin/job-scrape-stats?source=${SOURCE}`, "admin-job-scrape-stats", async (p) => {
    await expect(p.getByRole("figure").first()).toBeVisible();
  });

  // A tag rule: tested, added, re-applied; the job then shows the tag in search.
  await page.goto("/admin/job-tag-mapping");
  await expect(page.getByRole("heading", { level: 1, name: "Job tag mapping" })).toBeVisible();
  await page.getByRole("button", { name: "Add a rule" }).click();
  const ruleDialog = page.getByRole("dialog", { name: "Add a tag rule" });
  await ruleDialog.getByLabel("Field").selectOption("title");
  await ruleDialog.getByLabel("Match").selectOption("contains");
  await ruleDialog.getByLabel("Keywords").fill(`${WORD}, platypus`);
  await ruleDialog.getByLabel("Tag").selectOption("Immediately Hiring");
  await ruleDialog.getByRole("button", { name: "Test rule" }).click();
  await expect(ruleDialog.getByTestId("rule-test-result")).toContainText(/^Matches 1 of [\d,]+ open jobs? \(0 already tagged\)\.$/);
  await expect(ruleDialog.getByText("Quokka Keeper — Marsupial Outfitters")).toBeVisible();
  await ruleDialog.getByRole("button", { name: "Add rule" }).click();
  await expect(ruleDialog).toBeHidden();
  const rules = page.getByRole("region", { name: "Tag rules" });
  await expect(rules.getByRole("row").nth(1)).toContainText(`Contains any of ${WORD}, platypus`);

  await page.getByRole("button", { name: "Re-apply rules" }).click();
  const reapplyRuns = page.getByRole("region", { name: /^Re-apply runs/ });
  await expect(reapplyRuns.getByRole("row").nth(1).getByText("Succeeded")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Open jobs tagged by rules now: Immediately Hiring 1\./)).toBeVisible();
  await checkWidths(page, "/admin/job-tag-mapping", "admin-job-tag-mapping", async (p) => {
    await expect(p.getByRole("region", { name: "Tag rules" })).toBeVisible();
  });

  await page.goto(`/jobs?q=${WORD}`);
  const result = page.getByRole("listitem").filter({ hasText: "Quokka Keeper" });
  await expect(result.getByText("Immediately Hiring")).toBeVisible();
});
