import { expect, test } from "./support/test";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";

/*
 * Decision 011: the job detail page is served from memory by the page front (or Next's page cache), per job version, and a change
 * made by another process (an import, an edit) shows on the very next request; a closed job is 410
 * at once. The header on the cached HTML still shows who is signed in (read in the browser).
 */
test.describe("job detail page cache", () => {
  test("served from the cache, fresh the moment the job changes, 410 when it closes", async ({ request }) => {
    const rss = await (await request.get("/rss")).text();
    const id = /\/jobs\/all\/all\/all\/all\/all\/([0-9a-f-]{36})/.exec(rss)![1]!;
    const path = `/jobs/all/all/all/all/all/${id}`;
    const original = await withE2eDb(async (db) => (await db.query<{ title: string }>("select title from jobs where id = $1", [id])).rows[0]!.title);

    try {
      expect((await request.get(path)).status()).toBe(200);
      const cached = await request.get(path);
      // Served by the job page front (src/server/job-page-front.ts) from memory.
      expect(cached.headers()["x-upstep-page-cache"]).toBe("HIT");
      expect(await cached.text()).toContain(original);

      // Another process changes the job: the next request renders the new version, then caches it.
      await withE2eDb((db) => db.query("update jobs set title = $2, updated_at = now() where id = $1", [id, `${original} (Nights)`]));
      const fresh = await request.get(path);
      expect(fresh.status()).toBe(200);
      expect(await fresh.text()).toContain(`${original} (Nights)`);
      expect((await request.get(path)).headers()["x-upstep-page-cache"]).toBe("HIT");

      // Closed: 410 at once, whatever the cache holds.
      await withE2eDb((db) => db.query("update jobs set status = 'closed', updated_at = now() where id = $1", [id]));
      const gone = await request.get(path);
      expect(gone.status()).toBe(410);
      expect(await gone.text()).toContain("This job is no longer available");

      // The internal versioned address is not reachable from outside.
      const direct = await request.get(`${path}/v/made-up`, { maxRedirects: 0 });
      expect(direct.status()).toBe(308);
    } finally {
      await withE2eDb((db) => db.query("update jobs set title = $2, status = 'open', updated_at = now() where id = $1", [id, original]));
    }
  });

  test("a cached page shows the signed-in header to a signed-in visitor and Log in / Join to others", async ({ page, browser }) => {
    const rss = await (await page.request.get("/rss")).text();
    const path = /\/jobs\/all\/all\/all\/all\/all\/[0-9a-f-]{36}/.exec(rss)![0];
    await page.request.get(path);
    expect((await page.request.get(path)).headers()["x-upstep-page-cache"]).toBe("HIT");

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const signedIn = await context.newPage();
    await logInThroughUi(signedIn, "candidate@upstep.local");
    const response = await signedIn.goto(path);
    expect(response!.headers()["x-upstep-page-cache"]).toBe("HIT");
    await expect(signedIn.getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(signedIn.getByRole("banner").getByRole("link", { name: "Log in" })).toHaveCount(0);
    await context.close();
  });
});
