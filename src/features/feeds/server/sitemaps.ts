import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { listPublishedStaticPages } from "@/features/content/server/queries";
import { listBlogSitemapPaths } from "@/features/blog/server/queries";
import { listCampaignSitemapPaths } from "@/features/campaigns/server/queries";
import { GETTING_HIRED_PATH } from "@/lib/content-routes";
import { hasOpenJobs, listJobSitemapChunks, listSitemapJobs, SITEMAP_CHUNK_SIZE, SITEMAP_URL_LIMIT, type SitemapChunk } from "@/features/jobs/server/queries";
import { companiesByLetterPath, companyPath, COMPANIES_PATH } from "@/lib/company-routes";
import { isFeatureEnabled } from "@/lib/flags/server";
import { BROWSE_JOBS_PATH, BROWSE_JOBS_REMOTE_PATH, COMPANY_LETTERS, jobDetailPath, JOBS_SEARCH_PATH } from "@/lib/job-routes";
import { listBrowseSitemapUrls, type SitemapUrl } from "./browse-sitemap";
import { escapeXml, XML_DECLARATION } from "./xml";

/*
 * Sitemaps (sitemap-v2): /sitemap.xml is an index of /sitemaps/static.xml, /sitemaps/browse-{n}.xml,
 * /sitemaps/companies-{n}.xml and /sitemaps/jobs-{n}.xml, each file at most `chunkSize` URLs (50,000
 * in production, the protocol's limit; tests pass a small size; job chunks are cut at 45,000 and read
 * as id ranges, so a job opened since they were computed is listed at once). static.xml holds the fixed pages and
 * the published content pages (/about, /faq, ...); browse-{n}.xml the browse pages with open jobs
 * (browse-sitemap.ts). With the flag off, /sitemap.xml is one plain sitemap of the static and content
 * pages and /sitemaps/* answers 404. With browse-jobs off, no /browse-jobs URL is listed (they are 404).
 */

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** Public pages that are not generated from data (the /browse-jobs ones only while browse-jobs is on). */
export function staticPaths(opts: { browseJobs?: boolean } = {}): string[] {
  const browse = opts.browseJobs === false ? [] : [BROWSE_JOBS_PATH, BROWSE_JOBS_REMOTE_PATH];
  return ["/", JOBS_SEARCH_PATH, ...browse, COMPANIES_PATH, ...COMPANY_LETTERS.map((l) => companiesByLetterPath(l))];
}

type UrlEntry = SitemapUrl;

export function urlset(baseUrl: string, entries: UrlEntry[]): string {
  const urls = entries.map(
    (e) => `<url><loc>${escapeXml(new URL(e.path, baseUrl).toString())}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndex(baseUrl: string, entries: UrlEntry[]): string {
  const items = entries.map(
    (e) => `<sitemap><loc>${escapeXml(new URL(e.path, baseUrl).toString())}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ""}</sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

export const STATIC_SITEMAP_PATH = "/sitemaps/static.xml";
export const browseSitemapPath = (n: number) => `/sitemaps/browse-${n}.xml`;
export const companiesSitemapPath = (n: number) => `/sitemaps/companies-${n}.xml`;
export const jobsSitemapPath = (n: number) => `/sitemaps/jobs-${n}.xml`;

/** "static.xml" | "browse-2.xml" | "companies-3.xml" | "jobs-12.xml" -> what it names (chunks count from 1). */
export function parseSitemapFile(file: string): { kind: "static" } | { kind: "browse" | "companies" | "jobs"; n: number } | null {
  if (file === "static.xml") return { kind: "static" };
  const m = /^(browse|companies|jobs)-([1-9]\d{0,5})\.xml$/.exec(file);
  return m ? { kind: m[1] as "browse" | "companies" | "jobs", n: Number(m[2]) } : null;
}

export type SitemapOptions = {
  baseUrl: string;
  chunkSize?: number;
  jobChunks?: SitemapChunk[];
  /** Every browse page with open jobs (listBrowseSitemapUrls; the routes pass the hourly cached list). */
  browseUrls?: SitemapUrl[];
  /** Whether the browse-jobs flag is on (read from the database when not given). */
  browseJobs?: boolean;
};

async function browseJobsEnabled(db: Db, opts: SitemapOptions): Promise<boolean> {
  return opts.browseJobs ?? isFeatureEnabled("browse-jobs", db);
}

/** The browse URLs to list: all of them, or without /browse-jobs/* while browse-jobs is off (company categories stay). */
async function browseUrls(db: Db, opts: SitemapOptions): Promise<SitemapUrl[]> {
  const [urls, browseJobs] = await Promise.all([opts.browseUrls ?? listBrowseSitemapUrls(db), browseJobsEnabled(db, opts)]);
  return browseJobs ? urls : urls.filter((u) => !u.path.startsWith(`${BROWSE_JOBS_PATH}/`));
}

/**
 * The fixed pages, the published content pages with their last edit, the getting-hired page (while its
 * flag is on) and the published campaign pages, then the blog (issue 18): the feed, every published
 * post not marked noindex, and the tag and author pages that have posts. These are a few hundred URLs
 * at most, well inside one file's 50,000. Pages marked noindex are never listed.
 */
async function staticEntries(db: Db, opts: SitemapOptions): Promise<UrlEntry[]> {
  const [pages, browseJobs, blog, campaigns, gettingHiredOn] = await Promise.all([
    listPublishedStaticPages(db),
    browseJobsEnabled(db, opts),
    listBlogSitemapPaths(db),
    listCampaignSitemapPaths(db),
    isFeatureEnabled("getting-hired-landing", db),
  ]);
  return [
    ...staticPaths({ browseJobs }).map((path) => ({ path })),
    ...pages.map((p) => ({ path: p.path, lastModified: p.updatedAt })),
    ...(gettingHiredOn && campaigns.gettingHired ? [{ path: GETTING_HIRED_PATH, lastModified: campaigns.gettingHired }] : []),
    ...campaigns.campaigns.map((c) => ({ path: c.path, lastModified: c.updatedAt })),
    ...blog.map((b) => ({ path: b.path, lastModified: b.updatedAt })),
  ];
}

const newest = (entries: UrlEntry[]): Date | undefined =>
  entries.reduce<Date | undefined>((max, e) => (e.lastModified && (!max || e.lastModified > max) ? e.lastModified : max), undefined);

async function companyStats(db: Db): Promise<{ count: number; lastModified: Date | null }> {
  const [row] = await db.select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${companies.updatedAt})` }).from(companies);
  return { count: row?.n ?? 0, lastModified: row?.last ? new Date(row.last) : null };
}

/** The sitemap index: static pages, browse chunks, company chunks, job chunks (each with the newest lastmod it holds). */
export async function buildSitemapIndex(db: Db, opts: SitemapOptions): Promise<string> {
  const chunkSize = opts.chunkSize ?? SITEMAP_CHUNK_SIZE;
  const [jobChunks, stats, browse] = await Promise.all([opts.jobChunks ?? listJobSitemapChunks(db, chunkSize), companyStats(db), browseUrls(db, opts)]);
  const entries: UrlEntry[] = [{ path: STATIC_SITEMAP_PATH }];
  for (let n = 1; n <= Math.ceil(browse.length / chunkSize); n++) {
    entries.push({ path: browseSitemapPath(n), lastModified: newest(browse.slice((n - 1) * chunkSize, n * chunkSize)) });
  }
  const companyChunks = Math.ceil(stats.count / chunkSize);
  for (let n = 1; n <= companyChunks; n++) entries.push({ path: companiesSitemapPath(n), lastModified: stats.lastModified ?? undefined });
  for (const c of jobChunks) entries.push({ path: jobsSitemapPath(c.index + 1), lastModified: c.lastModified });
  // No open job when the chunks were computed, one now (a posting published since): its file exists.
  if (!jobChunks.length && (await hasOpenJobs(db))) entries.push({ path: jobsSitemapPath(1) });
  return sitemapIndex(opts.baseUrl, entries);
}

/** One file of the index, or null (404) when it does not exist. */
export async function buildSitemapFile(db: Db, file: string, opts: SitemapOptions): Promise<string | null> {
  const chunkSize = opts.chunkSize ?? SITEMAP_CHUNK_SIZE;
  const parsed = parseSitemapFile(file);
  if (!parsed) return null;
  if (parsed.kind === "static") return urlset(opts.baseUrl, await staticEntries(db, opts));
  if (parsed.kind === "browse") {
    const rows = (await browseUrls(db, opts)).slice((parsed.n - 1) * chunkSize, parsed.n * chunkSize);
    return rows.length ? urlset(opts.baseUrl, rows) : null;
  }
  if (parsed.kind === "companies") {
    // Companies are few (one per ~16 jobs): an OFFSET over the unique slug index is cheap enough.
    const rows = await db
      .select({ slug: companies.slug, updatedAt: companies.updatedAt })
      .from(companies)
      .orderBy(companies.slug)
      .limit(chunkSize)
      .offset((parsed.n - 1) * chunkSize);
    if (!rows.length) return null;
    return urlset(opts.baseUrl, rows.map((r) => ({ path: companyPath(r.slug), lastModified: r.updatedAt })));
  }
  const chunks = opts.jobChunks ?? (await listJobSitemapChunks(db, chunkSize));
  // A chunk is a range of ids up to the next chunk's first id; the first starts at the lowest id
  // possible and the last runs to the end, so a job opened since the chunks were computed is in one.
  if (!chunks.length && parsed.n !== 1) return null;
  const chunk = chunks[parsed.n - 1];
  if (chunks.length && !chunk) return null;
  const rows = await listSitemapJobs(db, {
    firstId: parsed.n === 1 ? null : chunk!.firstId,
    beforeId: chunks[parsed.n]?.firstId ?? null,
    limit: Math.max(chunkSize, SITEMAP_URL_LIMIT),
  });
  if (!rows.length && !chunks.length) return null;
  return urlset(opts.baseUrl, rows.map((r) => ({ path: jobDetailPath(r.id), lastModified: r.updatedAt })));
}

/** With sitemap-v2 off: one plain sitemap of the static and content pages. */
export async function buildPlainSitemap(db: Db, opts: { baseUrl: string; browseJobs?: boolean }): Promise<string> {
  return urlset(opts.baseUrl, await staticEntries(db, opts));
}

