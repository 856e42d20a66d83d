import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contentPages, featureFlags, jobs } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { seedContent } from "@/seed/content/seed-content";
import { seedCampaignPages } from "@/seed/content/campaigns";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { listJobSitemapChunks } from "@/features/jobs/server/queries";
import { resolveCategoryRoute, resolveStateRoute } from "@/features/jobs/server/search/browse";
import { getCompanyCategory } from "@/features/companies/server/queries";
import { readPage } from "@/features/content/server/queries";
import { STATIC_PAGE_SLUGS, STATIC_PAGE_TYPE } from "@/features/content/static-pages";
import { callRoute } from "@/testing/http";
import { forgetSitemapChunks } from "./cached-sitemap-chunks";
import { buildPlainSitemap, buildSitemapFile, buildSitemapIndex, parseSitemapFile, staticPaths } from "./sitemaps";
import { buildRssChannel } from "./rss";
import { listBlogSitemapPaths } from "@/features/blog/server/queries";


const BASE = "https://upstep.example";
const DAY = 86_400_000;
const OPEN = 7;
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["url", "sitemap", "item"].includes(name) });

function record(n: number, extra: Record<string, unknown> = {}) {
  return {
    title: `Warehouse Associate ${n} <Nights> & "Weekends"`,
    referenceNumber: `F-${n}`,
    date: new Date(Date.now() - n * DAY).toISOString(),
    validThrough: new Date(Date.now() + 30 * DAY).toISOString(),
    url: `https://careers.example.com/${n}`,
    company: `Company ${String.fromCharCode(65 + (n % 3))}`,
    city: "Austin",
    state: "TX",
    postalCode: "78701",
    description: `<p>Pick &amp; pack orders ${n}.</p>`,
    category: "Logistics",
    ...extra,
  };
}

const setFlag = (key: string, enabled: boolean) => getDb().update(featureFlags).set({ enabled }).where(eq(featureFlags.key, key));

// Companies: n % 3 picks Company A (3, 6, 90), B (1, 4, 7, 91 before its override) or C (2, 5).
const OPEN_RECORDS = [
  record(1, { subcategory: "Warehouse" }),
  record(2, { subcategory: "Warehouse", companyCategory: "Healthcare Services" }),
  record(3, { companyCategory: "Warehousing" }),
  record(4, { city: "Round Rock", postalCode: "78664" }),
  record(5, { city: "Tulsa", state: "OK", postalCode: "74103", category: "Healthcare", subcategory: "Nursing" }),
  record(6),
  record(7),
];
/** The seeded getting-hired page (flag on by default) and the two campaign pages (issue 18). */
const CAMPAIGN_PATHS = ["/getting-hired", "/campaign/interview-prep-lp", "/campaign/resume-builder-campaign"];
// The published static pages: all seeded ones but "impact", which is unpublished below.
const CONTENT_PATHS = STATIC_PAGE_SLUGS.filter((s) => s !== "impact").map((s) => `/${s}`);

beforeAll(async () => {
  const db = getDb();
  await loadPostalCodes(db, { states: ["TX", "OK"] });
  await db.execute(sql`truncate jobs, job_documents, job_locations, locations, companies, categories, import_runs cascade`);
  const records = [...OPEN_RECORDS];
  // Places, categories and a company category that only an expired or a closed job has: never listed.
  records.push(
    record(90, {
      city: "Dallas",
      postalCode: "75201",
      category: "Retail",
      subcategory: "Cashier",
      validThrough: new Date(Date.now() - DAY).toISOString(),
      date: new Date(Date.now() - 40 * DAY).toISOString(),
    }),
  );
  records.push(record(91, { city: "Houston", postalCode: "77002", category: "Retail", company: "Dormant Energy", companyCategory: "Energy" }));
  await importJobs(db, { source: "feeds-test", records });
  forgetSitemapChunks();
  await db.update(jobs).set({ status: "closed" }).where(eq(jobs.externalRef, "F-91"));

  await db.execute(sql`truncate content_collections, content_pages, content_post_tags, content_posts, content_authors, content_categories, content_tags cascade`);
  await seedContent(db);
  await seedCampaignPages(db);
  await db.update(contentPages).set({ status: "unpublished" }).where(and(eq(contentPages.pageType, STATIC_PAGE_TYPE), eq(contentPages.slug, "impact")));
  // Published, but no route serves them: another page type, and a static slug with no page.
  await db.insert(contentPages).values([
    { pageType: "landing", slug: "spring-hiring", title: "Spring hiring" },
    { pageType: STATIC_PAGE_TYPE, slug: "old-press-kit", title: "Press kit" },
  ]);
});

// The expired and the closed job are never listed.
const openIds = async () => (await getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "open"))).map((r) => r.id);

describe("sitemaps", () => {
  it("splits open jobs into chunks of at most chunkSize, covering each open job once", async () => {
    const db = getDb();
    const chunks = await listJobSitemapChunks(db, 3);
    expect(chunks.map((c) => c.count)).toEqual([3, 3, 1]);
    const seen: string[] = [];
    for (let n = 1; n <= chunks.length; n++) {
      const xml = (await buildSitemapFile(db, `jobs-${n}.xml`, { baseUrl: BASE, chunkSize: 3 }))!;
      expect(XMLValidator.validate(xml)).toBe(true);
      const urls = parser.parse(xml).urlset.url as { loc: string; lastmod: string }[];
      expect(urls.length).toBe(chunks[n - 1]!.count);
      for (const u of urls) {
        expect(u.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
        seen.push(u.loc.split("/").pop()!);
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual((await openIds()).sort());
    expect(await buildSitemapFile(db, "jobs-4.xml", { baseUrl: BASE, chunkSize: 3 })).toBeNull();
  });

  it("lists a job opened after the chunks were computed at once, whatever its id (issue 16: a published posting)", async () => {
    const db = getDb();
    const chunks = await listJobSitemapChunks(db, 3);
    const [company] = await db.select({ id: jobs.companyId }).from(jobs).limit(1);
    // Below the first chunk's first id, inside a middle chunk's range, and above the last chunk's.
    const ids = ["00000000-0000-4000-8000-000000000001", chunks[1]!.firstId.replace(/.$/, (c) => (c === "f" ? "e" : "f")), "ffffffff-ffff-4fff-bfff-fffffffffffe"];
    await db.insert(jobs).values(
      ids.map((id) => ({ id, source: "feeds-late", externalRef: id, title: "Late job", companyId: company!.id, postedAt: new Date(), contentHash: "x", applyOnPlatform: true })),
    );
    try {
      const files = await Promise.all([1, 2, 3].map((n) => buildSitemapFile(db, `jobs-${n}.xml`, { baseUrl: BASE, chunkSize: 3, jobChunks: chunks })));
      const listed = files.flatMap((xml) => (parser.parse(xml!).urlset.url as { loc: string }[]).map((u) => u.loc.split("/").pop()!));
      for (const id of ids) expect(listed.filter((x) => x === id), id).toHaveLength(1);
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed.sort()).toEqual((await openIds()).sort());

      // No open job when the chunks were computed: the index still lists the one file, which holds them.
      const index = parser.parse(await buildSitemapIndex(db, { baseUrl: BASE, chunkSize: 3, jobChunks: [] })).sitemapindex.sitemap as { loc: string }[];
      expect(index.map((e) => e.loc).filter((l) => l.includes("/jobs-"))).toEqual([`${BASE}/sitemaps/jobs-1.xml`]);
      const only = (await buildSitemapFile(db, "jobs-1.xml", { baseUrl: BASE, chunkSize: 3, jobChunks: [] }))!;
      expect((parser.parse(only).urlset.url as unknown[]).length).toBe((await openIds()).length);
      expect(await buildSitemapFile(db, "jobs-2.xml", { baseUrl: BASE, chunkSize: 3, jobChunks: [] })).toBeNull();
    } finally {
      await db.delete(jobs).where(inArray(jobs.id, ids));
    }
  });

  it("the index lists the static sitemap, company chunks and job chunks with lastmod", async () => {
    const xml = await buildSitemapIndex(getDb(), { baseUrl: BASE, chunkSize: 3 });
    expect(XMLValidator.validate(xml)).toBe(true);
    const entries = parser.parse(xml).sitemapindex.sitemap as { loc: string; lastmod?: string }[];
    expect(entries.map((e) => e.loc)).toEqual([
      `${BASE}/sitemaps/static.xml`,
      ...[1, 2, 3, 4, 5].map((n) => `${BASE}/sitemaps/browse-${n}.xml`), // 15 browse URLs
      `${BASE}/sitemaps/companies-1.xml`,
      `${BASE}/sitemaps/companies-2.xml`, // 4 companies
      `${BASE}/sitemaps/jobs-1.xml`,
      `${BASE}/sitemaps/jobs-2.xml`,
      `${BASE}/sitemaps/jobs-3.xml`,
    ]);
    for (const e of entries.slice(1)) expect(e.lastmod).toMatch(/^\d{4}-/);

    const companies = (await buildSitemapFile(getDb(), "companies-1.xml", { baseUrl: BASE, chunkSize: 3 }))!;
    expect(parser.parse(companies).urlset.url.map((u: { loc: string }) => u.loc)).toEqual([`${BASE}/companies/company-a`, `${BASE}/companies/company-b`, `${BASE}/companies/company-c`]);
    const statics = (await buildSitemapFile(getDb(), "static.xml", { baseUrl: BASE }))!;
    expect(parser.parse(statics).urlset.url).toHaveLength(staticPaths().length + CONTENT_PATHS.length + CAMPAIGN_PATHS.length + (await listBlogSitemapPaths(getDb())).length);
    expect(await buildSitemapFile(getDb(), "nope.xml", { baseUrl: BASE })).toBeNull();
  });

  it("routes: index under sitemap-v2, a plain static sitemap and 404 files when the flag is off", async () => {
    const { GET: index } = await import("@/app/sitemap.xml/route");
    const { GET: fileRoute } = await import("@/app/sitemaps/[file]/route");
    const file = (r: Request, c: { params: Promise<Record<string, string | string[]>> }) => fileRoute(r, c as { params: Promise<{ file: string }> });
    await setFlag("sitemap-v2", true);
    let res = await callRoute(index, { path: "/sitemap.xml" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("xml");
    expect(await res.text()).toContain("<sitemapindex");
    res = await callRoute(file, { path: "/sitemaps/jobs-1.xml", params: { file: "jobs-1.xml" } });
    expect(res.status).toBe(200);
    expect(parser.parse(await res.text()).urlset.url).toHaveLength(OPEN); // production chunk size: one file
    expect((await callRoute(file, { path: "/sitemaps/jobs-2.xml", params: { file: "jobs-2.xml" } })).status).toBe(404);
    expect((await callRoute(file, { path: "/sitemaps/x.xml", params: { file: "x.xml" } })).status).toBe(404);

    await setFlag("sitemap-v2", false);
    res = await callRoute(index, { path: "/sitemap.xml" });
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(body).toContain("<urlset");
    expect(body).not.toContain("/jobs/all/");
    expect(body).not.toContain("/sitemaps/");
    expect(body).toMatch(/<loc>[^<]+\/about<\/loc>/); // content pages are static pages too
    expect((await callRoute(file, { path: "/sitemaps/jobs-1.xml", params: { file: "jobs-1.xml" } })).status).toBe(404);
    await setFlag("sitemap-v2", true);
  });
});

const BROWSE_ALL_OPEN = [
  "/browse-jobs/category/healthcare",
  "/browse-jobs/category/healthcare/all",
  "/browse-jobs/category/healthcare/nursing",
  "/browse-jobs/category/logistics",
  "/browse-jobs/category/logistics/all",
  "/browse-jobs/category/logistics/warehouse",
  "/companies/category/healthcare-services",
  "/companies/category/warehousing",
  "/browse-jobs/state/oklahoma",
  "/browse-jobs/state/oklahoma/all",
  "/browse-jobs/state/oklahoma/tulsa",
  "/browse-jobs/state/texas",
  "/browse-jobs/state/texas/all",
  "/browse-jobs/state/texas/austin",
  "/browse-jobs/state/texas/round-rock",
];

type Loc = { loc: string; lastmod?: string };
const locsOf = (xml: string): Loc[] => parser.parse(xml).urlset?.url ?? [];
const pathOf = (loc: string) => new URL(loc).pathname;

/** Every file the index names, read as the search engine would: file name -> its URLs. */
async function crawl(chunkSize: number, opts: { browseJobs?: boolean } = {}): Promise<Map<string, Loc[]>> {
  const db = getDb();
  const index = await buildSitemapIndex(db, { baseUrl: BASE, chunkSize, ...opts });
  expect(XMLValidator.validate(index)).toBe(true);
  const files = new Map<string, Loc[]>();
  for (const entry of parser.parse(index).sitemapindex.sitemap as Loc[]) {
    const name = entry.loc.replace(`${BASE}/sitemaps/`, "");
    const xml = await buildSitemapFile(db, name, { baseUrl: BASE, chunkSize, ...opts });
    expect(xml, name).not.toBeNull();
    expect(XMLValidator.validate(xml!)).toBe(true);
    files.set(name, locsOf(xml!));
  }
  return files;
}

const browsePaths = async (chunkSize = 4) =>
  [...(await crawl(chunkSize))].filter(([name]) => name.startsWith("browse-")).flatMap(([, urls]) => urls.map((u) => pathOf(u.loc)));

const setStatus = (refs: string[], status: "open" | "closed") => getDb().update(jobs).set({ status }).where(inArray(jobs.externalRef, refs));

describe("sitemaps: browse and content pages", () => {
  it("lists each state, city, category, subcategory and company category with open jobs, page 1 only, in browse-n chunks", async () => {
    const files = await crawl(4);
    const browse = [...files].filter(([name]) => name.startsWith("browse-"));
    expect(browse.map(([name]) => name)).toEqual(["browse-1.xml", "browse-2.xml", "browse-3.xml", "browse-4.xml"]);
    expect(browse.map(([, urls]) => urls.length)).toEqual([4, 4, 4, 3]);
    expect(browse.flatMap(([, urls]) => urls.map((u) => pathOf(u.loc)))).toEqual(BROWSE_ALL_OPEN);
    for (const [, urls] of browse) for (const u of urls) expect(u.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Dallas (expired job), Houston, Retail and Energy (closed job) are not there.
    expect(await buildSitemapFile(getDb(), "browse-5.xml", { baseUrl: BASE, chunkSize: 4 })).toBeNull();
    expect(await browsePaths(50_000)).toEqual(BROWSE_ALL_OPEN); // production size: one file
  });

  it("every browse URL listed answers with its page (no 404, no redirect) and shows open jobs", async () => {
    const db = getDb();
    for (const path of await browsePaths()) {
      const [family, kind, top, ...rest] = path.split("/").slice(1).map(decodeURIComponent);
      if (family === "companies") {
        expect(kind).toBe("category");
        expect(await getCompanyCategory(db, top!), path).not.toBeNull();
        continue;
      }
      expect(family).toBe("browse-jobs");
      const outcome = kind === "state" ? await resolveStateRoute(db, top!, rest) : await resolveCategoryRoute(db, top!, rest);
      if (outcome.kind === "jobs") expect(outcome.result.hits.length, path).toBeGreaterThan(0);
      else if (outcome.kind === "index") expect(outcome.allLink?.count, path).toBeGreaterThan(0);
      else expect.fail(`${path} resolves to ${outcome.kind}`);
    }
  });

  it("drops the pages whose jobs close, and lists them again when they reopen", async () => {
    try {
      // Round Rock's only job, both Warehouse jobs, and Tulsa's (Oklahoma's, Healthcare's) job close;
      // Company C (Healthcare Services) is left with no open job.
      await setStatus(["F-1", "F-2", "F-4", "F-5"], "closed");
      expect(await browsePaths()).toEqual([
        "/browse-jobs/category/logistics",
        "/browse-jobs/category/logistics/all",
        "/companies/category/warehousing",
        "/browse-jobs/state/texas",
        "/browse-jobs/state/texas/all",
        "/browse-jobs/state/texas/austin",
      ]);
      await setStatus(["F-3", "F-6", "F-7"], "closed");
      expect(await browsePaths()).toEqual([]);
      expect(await buildSitemapFile(getDb(), "browse-1.xml", { baseUrl: BASE, chunkSize: 4 })).toBeNull();
    } finally {
      await setStatus(OPEN_RECORDS.map((r) => r.referenceNumber), "open");
    }
    expect(await browsePaths()).toEqual(BROWSE_ALL_OPEN);
  });

  it("static.xml lists the fixed pages and the published content pages that have a route, with their last edit, then the blog", async () => {
    const db = getDb();
    const blog = await listBlogSitemapPaths(db);
    const urls = locsOf((await buildSitemapFile(db, "static.xml", { baseUrl: BASE }))!);
    expect(urls.map((u) => pathOf(u.loc))).toEqual([...staticPaths(), ...[...CONTENT_PATHS].sort(), ...CAMPAIGN_PATHS, ...blog.map((b) => b.path)]);
    // The blog part: the feed, every seeded (published) post, and tag and author pages.
    const blogUrls = urls.slice(staticPaths().length + CONTENT_PATHS.length + CAMPAIGN_PATHS.length).map((u) => pathOf(u.loc));
    expect(blogUrls[0]).toBe("/blog-feed");
    const publishedPosts = (await db.execute<{ n: number }>(sql`select count(*)::int as n from content_posts where status = 'published' and not noindex`)).rows[0]!.n;
    expect(blogUrls.filter((p) => p.startsWith("/blog/post/"))).toHaveLength(publishedPosts);
    expect(publishedPosts).toBeGreaterThanOrEqual(30);
    expect(blogUrls.some((p) => p.startsWith("/blog/tag/"))).toBe(true);
    expect(blogUrls.some((p) => p.startsWith("/blog/author/"))).toBe(true);
    // A post taken back to draft (or marked noindex) leaves the sitemap.
    const [first] = (await db.execute<{ id: string }>(sql`select id from content_posts where status = 'published' order by published_at desc limit 1`)).rows;
    const [noindexed] = (await db.execute<{ id: string }>(sql`select id from content_posts where status = 'published' order by published_at asc limit 1`)).rows;
    await db.execute(sql`update content_posts set status = 'draft' where id = ${first!.id}`);
    await db.execute(sql`update content_posts set noindex = true where id = ${noindexed!.id}`);
    try {
      const after = locsOf((await buildSitemapFile(db, "static.xml", { baseUrl: BASE }))!).map((u) => pathOf(u.loc));
      expect(after.some((p) => p.endsWith(first!.id))).toBe(false);
      expect(after.some((p) => p.endsWith(noindexed!.id))).toBe(false);
      expect(after.filter((p) => p.startsWith("/blog/post/"))).toHaveLength(publishedPosts - 2);
    } finally {
      await db.execute(sql`update content_posts set status = 'published' where id = ${first!.id}`);
      await db.execute(sql`update content_posts set noindex = false where id = ${noindexed!.id}`);
    }
    for (const u of urls.slice(staticPaths().length, staticPaths().length + CONTENT_PATHS.length)) {
      const page = await readPage(db, STATIC_PAGE_TYPE, pathOf(u.loc).slice(1));
      expect(page, u.loc).not.toBeNull();
      expect(u.lastmod).toBe(page!.updated);
    }
    // With sitemap-v2 off, the one plain sitemap holds the same pages.
    expect(locsOf(await buildPlainSitemap(db, { baseUrl: BASE })).map((u) => u.loc)).toEqual(urls.map((u) => u.loc));
  });

  it("static.xml leaves out /getting-hired while its flag is off, and campaign pages that are unpublished or noindex", async () => {
    const db = getDb();
    const paths = async () => locsOf((await buildSitemapFile(db, "static.xml", { baseUrl: BASE }))!).map((u) => pathOf(u.loc));
    expect(await paths()).toEqual(expect.arrayContaining(CAMPAIGN_PATHS));
    await setFlag("getting-hired-landing", false);
    await db.update(contentPages).set({ status: "unpublished" }).where(eq(contentPages.slug, "interview-prep-lp"));
    await db.update(contentPages).set({ noindex: true }).where(eq(contentPages.slug, "resume-builder-campaign"));
    try {
      const without = await paths();
      for (const p of CAMPAIGN_PATHS) expect(without, p).not.toContain(p);
    } finally {
      await setFlag("getting-hired-landing", true);
      await db.update(contentPages).set({ status: "published" }).where(eq(contentPages.slug, "interview-prep-lp"));
      await db.update(contentPages).set({ noindex: false }).where(eq(contentPages.slug, "resume-builder-campaign"));
    }
    expect(await paths()).toEqual(expect.arrayContaining(CAMPAIGN_PATHS));
  });

  it("every URL of every file is well-formed, canonical, unique and within the chunk size", async () => {
    const chunkSize = 4;
    const seen = new Set<string>();
    let total = 0;
    for (const [name, urls] of await crawl(chunkSize)) {
      expect(urls.length, name).toBeGreaterThan(0);
      if (name !== "static.xml") expect(urls.length, name).toBeLessThanOrEqual(chunkSize);
      for (const { loc, lastmod } of urls) {
        const url = new URL(loc);
        expect(url.origin).toBe(BASE);
        expect(url.href).toBe(loc); // already normalised: nothing a crawler would rewrite
        expect(url.search + url.hash).toBe("");
        expect(url.pathname, loc).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/); // lowercase, no trailing slash, no empty segment
        expect(url.pathname, loc).not.toMatch(/\/1$/); // page 1 is never in a path
        if (lastmod !== undefined) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
        seen.add(loc);
        total++;
      }
    }
    expect(seen.size).toBe(total);
    expect(total).toBe(staticPaths().length + CONTENT_PATHS.length + CAMPAIGN_PATHS.length + (await listBlogSitemapPaths(getDb())).length + BROWSE_ALL_OPEN.length + 4 + OPEN);
  });

  it("with browse-jobs off no /browse-jobs URL is listed (they answer 404); company categories stay", async () => {
    const paths = [...(await crawl(4, { browseJobs: false })).values()].flat().map((u) => pathOf(u.loc));
    expect(paths.filter((p) => p.startsWith("/browse-jobs"))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(["/companies/category/healthcare-services", "/companies/category/warehousing", "/about"]));
    expect(locsOf(await buildPlainSitemap(getDb(), { baseUrl: BASE, browseJobs: false })).filter((u) => u.loc.includes("/browse-jobs"))).toEqual([]);

    // The routes read the flag.
    const { GET: fileRoute } = await import("@/app/sitemaps/[file]/route");
    const file = (r: Request, c: { params: Promise<Record<string, string | string[]>> }) => fileRoute(r, c as { params: Promise<{ file: string }> });
    forgetSitemapChunks();
    await setFlag("browse-jobs", false);
    try {
      const res = await callRoute(file, { path: "/sitemaps/browse-1.xml", params: { file: "browse-1.xml" } });
      expect(res.status).toBe(200);
      expect(locsOf(await res.text()).map((u) => pathOf(u.loc))).toEqual(["/companies/category/healthcare-services", "/companies/category/warehousing"]);
    } finally {
      await setFlag("browse-jobs", true);
    }
  });

  it("names only the files that exist: anything else is 404", async () => {
    const { GET: fileRoute } = await import("@/app/sitemaps/[file]/route");
    const file = (r: Request, c: { params: Promise<Record<string, string | string[]>> }) => fileRoute(r, c as { params: Promise<{ file: string }> });
    forgetSitemapChunks();
    await setFlag("sitemap-v2", true);
    const status = async (name: string) => (await callRoute(file, { path: `/sitemaps/${encodeURIComponent(name)}`, params: { file: name } })).status;
    expect(await status("browse-1.xml")).toBe(200);
    expect(await status("static.xml")).toBe(200);
    for (const name of ["browse-2.xml", "browse-0.xml", "browse-01.xml", "Browse-1.xml", "browse-1.xml.gz", "browse.xml", "static-1.xml", "cities-1.xml", "../static.xml", "browse-1234567.xml"]) {
      expect(await status(name), name).toBe(404);
    }
    for (const name of ["browse-0.xml", "browse-01.xml", "Browse-1.xml", "browse-1.xml.gz", "browse.xml", "static-1.xml", "cities-1.xml"]) expect(parseSitemapFile(name), name).toBeNull();
    expect(parseSitemapFile("browse-12.xml")).toEqual({ kind: "browse", n: 12 });
  });
});

describe("robots.txt", () => {
  it("allows public pages, disallows the API, back office, account, notifications, dashboard, profile, email links and dev tools, and links the sitemap", async () => {
    const { default: robots } = await import("@/app/robots");
    const r = robots();
    expect(r.rules).toEqual([{ userAgent: "*", allow: "/", disallow: ["/api/", "/admin", "/account", "/notifications", "/dashboard", "/my-profile", "/email/", "/dev/"] }]);
    expect(r.sitemap).toMatch(/\/sitemap\.xml$/);
  });
});

describe("/rss", () => {
  it("is well-formed RSS 2.0 with one item per open job, newest first, escaped", async () => {
    const xml = await buildRssChannel(getDb(), "jobs", { baseUrl: BASE });
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = parser.parse(xml).rss;
    expect(rss["@_version"]).toBe("2.0");
    const items = rss.channel.item as { title: string; link: string; guid: { "#text": string }; pubDate: string; description: string }[];
    expect(items).toHaveLength(OPEN);
    // (The importer already dropped the tag-like "<Nights>" from the title.)
    expect(items[0]!.title).toBe('Warehouse Associate 1 & "Weekends" at Company B (Austin, TX 78701)');
    expect(xml).toContain("Warehouse Associate 1 &amp; &quot;Weekends&quot;");
    for (const item of items) {
      expect(item.link).toMatch(new RegExp(`^${BASE}/jobs/all/all/all/all/all/[0-9a-f-]{36}$`));
      expect(item.guid["#text"]).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(item.description).toMatch(/^Pick & pack orders \d\.$/);
    }
    expect(await buildRssChannel(getDb(), "jobs", { baseUrl: BASE, limit: 2 }).then((x) => parser.parse(x).rss.channel.item.length)).toBe(2);
  });

  it("the route answers 404 when rss-feed is off", async () => {
    const { GET } = await import("@/app/rss/route");
    await setFlag("rss-feed", true);
    const on = await callRoute(GET, { path: "/rss" });
    expect(on.status).toBe(200);
    expect(on.headers.get("content-type")).toContain("application/rss+xml");
    await setFlag("rss-feed", false);
    expect((await callRoute(GET, { path: "/rss" })).status).toBe(404);
    await setFlag("rss-feed", true);
  });
});
