import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { featureFlags, jobs } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { listJobSitemapChunks } from "@/features/jobs/server/queries";
import { callRoute } from "@/testing/http";
import { forgetSitemapChunks } from "./cached-sitemap-chunks";
import { buildSitemapFile, buildSitemapIndex, staticPaths } from "./sitemaps";
import { buildRssFeed } from "./rss";

vi.mock("next/cache", () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: vi.fn() }));

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

beforeAll(async () => {
  const db = getDb();
  await loadPostalCodes(db, { states: ["TX"] });
  await db.execute(sql`truncate jobs, job_documents, job_locations, locations, companies, categories, import_runs cascade`);
  const records = Array.from({ length: OPEN }, (_, i) => record(i + 1));
  records.push(record(90, { validThrough: new Date(Date.now() - DAY).toISOString(), date: new Date(Date.now() - 40 * DAY).toISOString() }));
  records.push(record(91));
  await importJobs(db, { source: "feeds-test", records });
  forgetSitemapChunks();
  await db.update(jobs).set({ status: "closed" }).where(eq(jobs.externalRef, "F-91"));
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

  it("the index lists the static sitemap, company chunks and job chunks with lastmod", async () => {
    const xml = await buildSitemapIndex(getDb(), { baseUrl: BASE, chunkSize: 3 });
    expect(XMLValidator.validate(xml)).toBe(true);
    const entries = parser.parse(xml).sitemapindex.sitemap as { loc: string; lastmod?: string }[];
    expect(entries.map((e) => e.loc)).toEqual([
      `${BASE}/sitemaps/static.xml`,
      `${BASE}/sitemaps/companies-1.xml`,
      `${BASE}/sitemaps/jobs-1.xml`,
      `${BASE}/sitemaps/jobs-2.xml`,
      `${BASE}/sitemaps/jobs-3.xml`,
    ]);
    for (const e of entries.slice(2)) expect(e.lastmod).toMatch(/^\d{4}-/);

    const companies = (await buildSitemapFile(getDb(), "companies-1.xml", { baseUrl: BASE, chunkSize: 3 }))!;
    expect(parser.parse(companies).urlset.url.map((u: { loc: string }) => u.loc)).toEqual([`${BASE}/companies/company-a`, `${BASE}/companies/company-b`, `${BASE}/companies/company-c`]);
    const statics = (await buildSitemapFile(getDb(), "static.xml", { baseUrl: BASE }))!;
    expect(parser.parse(statics).urlset.url).toHaveLength(staticPaths().length);
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
    expect((await callRoute(file, { path: "/sitemaps/jobs-1.xml", params: { file: "jobs-1.xml" } })).status).toBe(404);
    await setFlag("sitemap-v2", true);
  });
});

describe("robots.txt", () => {
  it("allows public pages, disallows the API, back office, account and dev tools, and links the sitemap", async () => {
    const { default: robots } = await import("@/app/robots");
    const r = robots();
    expect(r.rules).toEqual([{ userAgent: "*", allow: "/", disallow: ["/api/", "/admin", "/account", "/dev/"] }]);
    expect(r.sitemap).toMatch(/\/sitemap\.xml$/);
  });
});

describe("/rss", () => {
  it("is well-formed RSS 2.0 with one item per open job, newest first, escaped", async () => {
    const xml = await buildRssFeed(getDb(), { baseUrl: BASE });
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
    expect(await buildRssFeed(getDb(), { baseUrl: BASE, limit: 2 }).then((x) => parser.parse(x).rss.channel.item.length)).toBe(2);
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
