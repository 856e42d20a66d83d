import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { listJobSitemapChunks, listSitemapJobs, SITEMAP_CHUNK_SIZE, type SitemapChunk } from "@/features/jobs/server/queries";
import { companiesByLetterPath, companyPath, COMPANIES_PATH } from "@/lib/company-routes";
import { BROWSE_JOBS_PATH, BROWSE_JOBS_REMOTE_PATH, COMPANY_LETTERS, jobDetailPath, JOBS_SEARCH_PATH } from "@/lib/job-routes";
import { escapeXml, XML_DECLARATION } from "./xml";

/*
 * Sitemaps (sitemap-v2): /sitemap.xml is an index of /sitemaps/static.xml, /sitemaps/companies-{n}.xml
 * and /sitemaps/jobs-{n}.xml, each file at most `chunkSize` URLs (50,000 in production, the
 * protocol's limit; tests pass a small size). With the flag off, /sitemap.xml is one plain sitemap
 * of the static pages and /sitemaps/* answers 404.
 */

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** Public pages that are not generated from data. */
export function staticPaths(): string[] {
  return ["/", JOBS_SEARCH_PATH, BROWSE_JOBS_PATH, BROWSE_JOBS_REMOTE_PATH, COMPANIES_PATH, ...COMPANY_LETTERS.map((l) => companiesByLetterPath(l))];
}

type UrlEntry = { path: string; lastModified?: Date };

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
export const companiesSitemapPath = (n: number) => `/sitemaps/companies-${n}.xml`;
export const jobsSitemapPath = (n: number) => `/sitemaps/jobs-${n}.xml`;

/** "static.xml" | "companies-3.xml" | "jobs-12.xml" -> what it names (chunks count from 1). */
export function parseSitemapFile(file: string): { kind: "static" } | { kind: "companies" | "jobs"; n: number } | null {
  if (file === "static.xml") return { kind: "static" };
  const m = /^(companies|jobs)-([1-9]\d{0,5})\.xml$/.exec(file);
  return m ? { kind: m[1] as "companies" | "jobs", n: Number(m[2]) } : null;
}

export type SitemapOptions = { baseUrl: string; chunkSize?: number; jobChunks?: SitemapChunk[] };

async function companyStats(db: Db): Promise<{ count: number; lastModified: Date | null }> {
  const [row] = await db.select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${companies.updatedAt})` }).from(companies);
  return { count: row?.n ?? 0, lastModified: row?.last ? new Date(row.last) : null };
}

/** The sitemap index: static pages, company chunks, job chunks (each with the newest lastmod it holds). */
export async function buildSitemapIndex(db: Db, opts: SitemapOptions): Promise<string> {
  const chunkSize = opts.chunkSize ?? SITEMAP_CHUNK_SIZE;
  const [jobChunks, stats] = await Promise.all([opts.jobChunks ?? listJobSitemapChunks(db, chunkSize), companyStats(db)]);
  const entries: UrlEntry[] = [{ path: STATIC_SITEMAP_PATH }];
  const companyChunks = Math.ceil(stats.count / chunkSize);
  for (let n = 1; n <= companyChunks; n++) entries.push({ path: companiesSitemapPath(n), lastModified: stats.lastModified ?? undefined });
  for (const c of jobChunks) entries.push({ path: jobsSitemapPath(c.index + 1), lastModified: c.lastModified });
  return sitemapIndex(opts.baseUrl, entries);
}

/** One file of the index, or null (404) when it does not exist. */
export async function buildSitemapFile(db: Db, file: string, opts: SitemapOptions): Promise<string | null> {
  const chunkSize = opts.chunkSize ?? SITEMAP_CHUNK_SIZE;
  const parsed = parseSitemapFile(file);
  if (!parsed) return null;
  if (parsed.kind === "static") return urlset(opts.baseUrl, staticPaths().map((path) => ({ path })));
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
  const chunk = chunks[parsed.n - 1];
  if (!chunk) return null;
  const rows = await listSitemapJobs(db, { firstId: chunk.firstId, chunkSize });
  return urlset(opts.baseUrl, rows.map((r) => ({ path: jobDetailPath(r.id), lastModified: r.updatedAt })));
}

/** With sitemap-v2 off: one plain sitemap of the static pages. */
export function buildPlainSitemap(baseUrl: string): string {
  return urlset(baseUrl, staticPaths().map((path) => ({ path })));
}

