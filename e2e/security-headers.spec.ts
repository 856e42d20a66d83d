import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse, type Page } from "./support/test";
import { E2E_DIST_DIR, REPO_ROOT } from "./support/constants";
import { logInThroughUi } from "./support/session";

/*
 * Issue 12 finding 7, decision 014: every response's security headers; a nonce-based
 * Content-Security-Policy whose nonce is new for each response, also for job pages served from
 * memory (the page front) and pages from Next's page cache; the site works under it (React
 * hydrates, Next's inline scripts run, client navigations load) with no violation.
 */
const PAGE_POLICY = /^script-src 'self' 'nonce-([A-Za-z0-9_-]{24})' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'$/;
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** The secret nonce Next renders with, which the server replaces in every response (src/server/security-headers.ts). */
const placeholder = () => readFileSync(path.join(REPO_ROOT, E2E_DIST_DIR, "csp-nonce-placeholder"), "utf8").trim();

async function jobPath(request: { get: (url: string) => Promise<APIResponse> }): Promise<string> {
  const rss = await (await request.get("/rss")).text();
  return /\/jobs\/all\/all\/all\/all\/all\/[0-9a-f-]{36}/.exec(rss)![0];
}

function expectCommonHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(headers["permissions-policy"]).toContain(`${feature}=()`);
  // BASE_URL is http here; HSTS for https is covered by src/server/security-headers.test.ts.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/** An HTML page's policy names a fresh nonce, and every nonce in the page is that one. */
async function expectPage(response: APIResponse, status = 200): Promise<string> {
  expect(response.status()).toBe(status);
  expectCommonHeaders(response);
  const nonce = PAGE_POLICY.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce, `${response.url()} has the page policy`).toBeTruthy();
  const html = await response.text();
  expect(html).not.toContain(placeholder());
  const scriptNonces = [...html.matchAll(/<script\b[^>]*\snonce="([^"]*)"/g)].map((m) => m[1]);
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  // Next's inline scripts all carry it: no script without a nonce but JSON-LD (data, not script).
  const unnonced = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/\snonce="/.test(attrs));
  expect(unnonced.every((attrs) => attrs.includes('type="application/ld+json"'))).toBe(true);
  return nonce!;
}

async function expectResource(response: APIResponse, policy = RESOURCE_POLICY): Promise<void> {
  expect(response.status()).toBe(200);
  expectCommonHeaders(response);
  expect(response.headers()["content-security-policy"]).toBe(policy);
  expect((await response.body()).includes(placeholder())).toBe(false);
}

test.describe("security headers", () => {
  test("every kind of response: pages with a fresh nonce each, cached ones too; other answers locked down", async ({ page }) => {
    const request = page.request;
    const job = await jobPath(request);

    // Job detail from the page front's memory: two answers of the same kept page, two nonces.
    await request.get(job);
    const first = await request.get(job);
    const second = await request.get(job);
    expect(first.headers()["x-upstep-page-cache"]).toBe("HIT");
    expect(second.headers()["x-upstep-page-cache"]).toBe("HIT");
    expect(first.headers()["cache-control"]).toBe("private, no-cache");
    expect(await expectPage(first)).not.toBe(await expectPage(second));
    // Compressed answers carry it as well (the request client decompresses).
    await expectPage(await request.get(job, { headers: { "accept-encoding": "gzip" } }));

    // A page from Next's own page cache (ISR), twice.
    const browse = "/browse-jobs/remote";
    // It revalidates every 5 minutes: a page built longer ago than that answers STALE while Next
    // regenerates it in the background, so wait for the regenerated page to be served from the cache.
    await expect.poll(async () => (await request.get(browse)).headers()["x-nextjs-cache"]).toBe("HIT");
    const cachedBrowse = await request.get(browse);
    expect(cachedBrowse.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await expectPage(cachedBrowse)).not.toBe(await expectPage(await request.get(browse)));

    await expectPage(await request.get("/"));
    await expectPage(await request.get("/about"));
    await expectPage(await request.get("/jobs?q=nurse"));
    await expectPage(await request.get("/no-such-page-here"), 404);

    // A client navigation's RSC payload names the nonce in its hints: never the placeholder.
    const rsc = await request.get(job, { headers: { rsc: "1" } });
    expect((await rsc.body()).includes(placeholder())).toBe(false);

    await expectResource(await request.get("/api/context"));
    await expectResource(await request.get("/rss"));
    await expectResource(await request.get("/sitemap.xml"));

    // Signed in: the account page, an admin page (403 for a candidate), an uploaded file (its own policy).
    await logInThroughUi(page, "candidate@upstep.local");
    await expectPage(await request.get("/account"));
    await expectPage(await request.get("/admin/features"), 403);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>';
    const upload = await request.put("/api/profiles/avatar", {
      headers: { "x-csrf": "1" },
      data: { mimeType: "image/svg+xml", fileName: "me.svg", base64EncodedData: Buffer.from(svg).toString("base64") },
    });
    expect(upload.status()).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    await expectResource(await request.get(url), "default-src 'none'; style-src 'unsafe-inline'");
    expect((await request.delete("/api/profiles/avatar", { headers: { "x-csrf": "1" } })).status()).toBe(204);
  });
});

type Watch = { problems: string[] };

/** Collects CSP violations (from the first script on) and console errors. */
async function watch(page: Page): Promise<Watch> {
  const watched: Watch = { problems: [] };
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on("console", (message) => {
    // Chromium asks for /favicon.ico by itself, at a moment of its choosing; the site has none (404).
    if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico")) watched.problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => watched.problems.push(`page error: ${error.message}`));
  return watched;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test.describe("the site under its Content-Security-Policy", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("home, job search, a cached job page (also by client navigation) and the account page hydrate with no violation", async ({ page }) => {
    const watched = await watch(page);
    const job = await jobPath(page.request);
    await page.request.get(job); // kept by the page front

    await page.goto("/");
    // The header's viewer is read in the browser (decision 011): it shows only once React runs.
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto("/jobs?q=nurse");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    const firstResult = page.locator('main a[href^="/jobs/all/all/all/all/all/"]').first();
    const resultPath = await firstResult.getAttribute("href");
    await firstResult.click();
    await expect(page).toHaveURL(new RegExp(`${resultPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const response = await page.goto(job);
    expect(response!.headers()["x-upstep-page-cache"]).toBe("HIT");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await logInThroughUi(page, "candidate@upstep.local");
    await page.goto("/account");
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);

    // And it is enforced: markup that got into a page cannot run a script without the response's nonce.
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", `<script>window.__injected = true</script><script nonce="${"A".repeat(24)}">window.__injected = true</script></body>`);
      await route.fulfill({ response, body: html });
    });
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    expect(await violations(page)).toEqual(["script-src-elem inline", "script-src-elem inline"]);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test("the tag manager loads once consented, and what it adds may run ('strict-dynamic')", async ({ page }) => {
    const { env } = (await (await page.request.get("/api/context")).json()) as { env: { GOOGLE_TAG_MANAGER: string | null } };
    test.skip(!env.GOOGLE_TAG_MANAGER, "GOOGLE_TAG_MANAGER is not set for this server");
    const watched = await watch(page);
    await page.route(/googletagmanager\.com\/gtm\.js/, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: "window.__gtm = 'loaded'; var s = document.createElement('script'); s.src = 'https://www.googletagmanager.com/tag.js'; document.head.appendChild(s);",
      }),
    );
    await page.route(/googletagmanager\.com\/tag\.js/, (route) => route.fulfill({ contentType: "text/javascript", body: "window.__tag = 'ran';" }));
    await page.addInitScript(() => localStorage.setItem("upstep-consent", JSON.stringify({ version: 1, analytics: true, marketing: false, timestamp: new Date().toISOString() })));
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tag?: string }).__tag)).toBe("ran");
    expect(await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer[0]?.event)).toBe("gtm.js");
    expect(await violations(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });
});
