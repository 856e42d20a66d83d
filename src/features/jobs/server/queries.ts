import "server-only";
import { and, asc, desc, eq, gte, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { categories, companies, jobDocuments, jobLocations, jobs, jobSkills, locations, skills, type EmploymentType, type JobStatus, type SalaryPeriod } from "@/db/schema";
import { availabilityOf, isJobId, readJobAvailabilityRow, type JobAvailability, type JobAvailabilityRow, type SqlQuery } from "../job-availability";
import { JOB_CHANGES_CHANNEL, SEARCH_CHANGED_PAYLOAD } from "./availability-cache";
import { clearSearchCache } from "./search/search-cache";
import { clearJobListCaches } from "@/lib/job-list-caches";
import { CATEGORIES_CHANGED_PAYLOAD, forgetCategoryCaches } from "./category-caches";
import { sanitizeDescription } from "./import/sanitize-description";

/*
 * Reads for the job detail page, similar jobs, a company's open jobs and the search-engine feeds
 * (sitemaps, RSS). Plain functions (db, params) -> plain objects; the page-level caching lives in
 * cached-queries.ts so these stay testable outside Next.
 */

export { isJobId, isJobGone, availabilityOf, type JobAvailability, type JobAvailabilityRow } from "../job-availability";
/** The job search engine (decision 006), for other features that search jobs (the candidate dashboard's recommendations). */
export { searchJobs } from "./search/search-jobs";
export type { JobSearchHit, JobSearchResult, SearchJobsParams } from "./search/types";
/** The search's WHERE and its lookups, for the job alert matcher (decision 037): an alert matches exactly what its search would. */
export { buildPlan, matching, resolveFilterIds, type FilterIds, type Plan } from "./search/search-plan";
export { resolveLocation, type ResolvedLocation } from "./search/resolve-location";
export { sanitizeSearchQuery } from "./search/sanitize-query";
/**
 * For employers' postings (issue 16, decision 039), which write their own job rows with the
 * importer's parts: the place resolver, the description sanitiser, the source and the stats counter.
 */
export { ReferenceResolver, type Executor } from "./import/resolve-references";
export type { LocationInput } from "./import/record-schema";
export { sanitizeDescription } from "./import/sanitize-description";
export { EMPLOYER_POSTING_SOURCE } from "./job-stats-counter";
export { jobStats } from "./job-stats";

/**
 * After an employer's posting changed what search finds (published, edited, paused, resumed, closed;
 * call it after the change committed): this process's hot searches are dropped at once, and every
 * other process's when the notification reaches its job change listener (decision 039).
 */
export async function refreshJobSearch(db: Db): Promise<void> {
  clearSearchCache();
  clearJobListCaches();
  await db.execute(sql`select pg_notify(${JOB_CHANGES_CHANNEL}, ${SEARCH_CHANGED_PAYLOAD})`);
}

export { registerCategoryCache } from "./category-caches";

/**
 * After an administrator changed categories (decision 054; call it after the change committed): the
 * caches that name categories are dropped here at once, and in every other process when the
 * notification reaches its job change listener.
 */
export async function refreshCategoryCaches(db: Db): Promise<void> {
  forgetCategoryCaches();
  await db.execute(sql`select pg_notify(${JOB_CHANGES_CHANNEL}, ${CATEGORIES_CHANGED_PAYLOAD})`);
}

/** Open means status open and not past its valid-through date (decision 005: nothing sweeps expiry between imports). */
export function openJobCondition(now: Date = new Date()): SQL {
  return and(eq(jobs.status, "open"), or(isNull(jobs.validThrough), sql`${jobs.validThrough} > ${now.toISOString()}::timestamptz`))!;
}

export type JobLocation = {
  key: string;
  name: string;
  type: "City" | "Postal" | "Pseudo";
  city: string | null;
  stateCode: string | null;
  stateName: string | null;
  postalCode: string | null;
};

export type CategoryRef = { id: string; slug: string; name: string };

export type JobDetail = {
  id: string;
  title: string;
  descriptionHtml: string;
  status: JobStatus;
  postedAt: Date;
  validThrough: Date | null;
  updatedAt: Date;
  employmentType: EmploymentType | null;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  tags: string[];
  remote: boolean;
  applyUrl: string | null;
  applyOnPlatform: boolean;
  company: {
    id: string;
    slug: string;
    name: string;
    logoUrl: string | null;
    website: string | null;
    description: string | null;
    size: string | null;
    headquarters: string | null;
  };
  category: CategoryRef | null;
  subcategory: CategoryRef | null;
  locations: JobLocation[];
  /** The skills an employer's posting names (job_skills, in its order); none for imported jobs. */
  skills: { slug: string; name: string }[];
};

const category = alias(categories, "category");
const subcategory = alias(categories, "subcategory");

/**
 * Everything the detail page shows, or null for an unknown id. Three lookups by the job's key. The
 * description is sanitised again here, at render (issue 16): every writer sanitises on save (the
 * importer, employers' postings), and what is shown does not depend on every writer having done so.
 */
export async function getJobDetail(db: Db, id: string): Promise<JobDetail | null> {
  if (!isJobId(id)) return null;
  const jobId = id.toLowerCase();
  const [rows, locationRows, skillRows] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        descriptionHtml: jobDocuments.descriptionHtml,
        status: jobs.status,
        postedAt: jobs.postedAt,
        validThrough: jobs.validThrough,
        updatedAt: jobs.updatedAt,
        employmentType: jobs.employmentType,
        salaryMinCents: jobs.salaryMinCents,
        salaryMaxCents: jobs.salaryMaxCents,
        salaryCurrency: jobs.salaryCurrency,
        salaryPeriod: jobs.salaryPeriod,
        tags: jobs.tags,
        remote: jobs.remote,
        applyUrl: jobs.applyUrl,
        applyOnPlatform: jobs.applyOnPlatform,
        company: {
          id: companies.id,
          slug: companies.slug,
          name: companies.name,
          logoUrl: companies.logoUrl,
          website: companies.website,
          description: companies.description,
          size: companies.size,
          headquarters: companies.headquarters,
        },
        categoryId: category.id,
        categorySlug: category.slug,
        categoryName: category.name,
        subcategoryId: subcategory.id,
        subcategorySlug: subcategory.slug,
        subcategoryName: subcategory.name,
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(jobDocuments, eq(jobDocuments.jobId, jobs.id))
      .leftJoin(category, eq(category.id, jobs.categoryId))
      .leftJoin(subcategory, eq(subcategory.id, jobs.subcategoryId))
      .where(eq(jobs.id, jobId))
      .limit(1),
    db
      .select({
        key: locations.key,
        name: locations.name,
        type: locations.type,
        city: locations.city,
        stateCode: locations.stateCode,
        stateName: locations.stateName,
        postalCode: locations.postalCode,
      })
      .from(jobLocations)
      .innerJoin(locations, eq(locations.id, jobLocations.locationId))
      .where(eq(jobLocations.jobId, jobId))
      .orderBy(asc(jobLocations.position), asc(locations.key)),
    db
      .select({ slug: skills.slug, name: skills.name })
      .from(jobSkills)
      .innerJoin(skills, eq(skills.slug, jobSkills.skillSlug))
      .where(eq(jobSkills.jobId, jobId))
      .orderBy(asc(jobSkills.position), asc(skills.name)),
  ]);
  const row = rows[0];
  if (!row) return null;
  const { categoryId, categorySlug, categoryName, subcategoryId, subcategorySlug, subcategoryName, descriptionHtml, ...rest } = row;
  return {
    ...rest,
    descriptionHtml: sanitizeDescription(descriptionHtml),
    skills: skillRows,
    category: categoryId ? { id: categoryId, slug: categorySlug!, name: categoryName! } : null,
    subcategory: subcategoryId ? { id: subcategoryId, slug: subcategorySlug!, name: subcategoryName! } : null,
    locations: locationRows,
  };
}

/** One primary-key lookup: the row behind getJobAvailability, or null for an unknown id. */
export function getJobAvailabilityRow(db: Db, id: string): Promise<JobAvailabilityRow | null> {
  // drizzle(pool) keeps the pool as $client (the Db type leaves it out): the same SQL text as the front server.
  const client = (db as unknown as { $client: { query: SqlQuery } }).$client;
  return readJobAvailabilityRow((text, values) => client.query(text, values), id);
}

/** Just enough to decide 200 / 410 / 404 and the page version for a detail request (one primary-key lookup). */
export async function getJobAvailability(db: Db, id: string): Promise<JobAvailability> {
  return availabilityOf(await getJobAvailabilityRow(db, id));
}

/** A job in a list (similar jobs, a company's jobs, RSS). */
export type JobListItem = {
  id: string;
  title: string;
  companyName: string;
  companySlug: string;
  locationName: string | null;
  remote: boolean;
  postedAt: Date;
  employmentType: EmploymentType | null;
  tags: string[];
};

const listColumns = {
  id: jobs.id,
  title: jobs.title,
  companyName: companies.name,
  companySlug: companies.slug,
  locationName: locations.name,
  remote: jobs.remote,
  postedAt: jobs.postedAt,
  employmentType: jobs.employmentType,
  tags: jobs.tags,
};

export const SIMILAR_JOBS_LIMIT = 6;

/**
 * Up to 6 open jobs like this one: the same subcategory (else category), in the same state first
 * (remote jobs first for a remote job), newest first; never the job itself. Each leg walks
 * jobs_subcategory_posted_idx / jobs_category_posted_idx newest-first and stops at its LIMIT, so the
 * cost does not grow with the table.
 */
export async function getSimilarJobs(
  db: Db,
  job: { id: string; categoryId: string | null; subcategoryId: string | null; stateCode: string | null; remote: boolean },
  limit = SIMILAR_JOBS_LIMIT,
): Promise<JobListItem[]> {
  const now = new Date();
  const base = (extra: SQL | undefined, n: number) =>
    db
      .select(listColumns)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(locations, eq(locations.id, jobs.primaryLocationId))
      .where(and(openJobCondition(now), sql`${jobs.id} <> ${job.id}`, extra))
      .orderBy(desc(jobs.postedAt))
      .limit(n);

  const group = job.subcategoryId ? eq(jobs.subcategoryId, job.subcategoryId) : job.categoryId ? eq(jobs.categoryId, job.categoryId) : undefined;
  if (!group) return [];
  const nearby = job.remote ? eq(jobs.remote, true) : job.stateCode ? eq(locations.stateCode, job.stateCode) : undefined;

  const legs = [];
  if (nearby) legs.push(base(and(group, nearby), limit));
  legs.push(base(group, limit * 2));
  if (job.subcategoryId && job.categoryId) legs.push(base(eq(jobs.categoryId, job.categoryId), limit * 2));

  const seen = new Set<string>();
  const out: JobListItem[] = [];
  for (const rows of await Promise.all(legs)) {
    for (const r of rows) {
      if (out.length >= limit) break;
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      out.push(r);
    }
  }
  return out;
}

export const COMPANY_JOBS_PAGE_SIZE = 20;

/** A company's open jobs, newest first (jobs_company_posted_idx), with the total for pagination. */
export async function listCompanyOpenJobs(
  db: Db,
  params: { companyId: string; page: number; pageSize?: number },
): Promise<{ items: JobListItem[]; total: number }> {
  const pageSize = params.pageSize ?? COMPANY_JOBS_PAGE_SIZE;
  const where = and(eq(jobs.companyId, params.companyId), openJobCondition());
  const [items, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(locations, eq(locations.id, jobs.primaryLocationId))
      .where(where)
      .orderBy(desc(jobs.postedAt), asc(jobs.id))
      .limit(pageSize)
      .offset((params.page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(where),
  ]);
  return { items, total: count?.n ?? 0 };
}

/** Open-job counts per company, for directory listings (one grouped pass over jobs_company_posted_idx). */
export async function countOpenJobsByCompany(db: Db, companyIds: string[]): Promise<Map<string, number>> {
  if (!companyIds.length) return new Map();
  const rows = await db
    .select({ companyId: jobs.companyId, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(sql`${jobs.companyId} = any(${sql.param(companyIds)}::uuid[])`, openJobCondition()))
    .groupBy(jobs.companyId);
  return new Map(rows.map((r) => [r.companyId, r.n]));
}

export const RSS_ITEM_COUNT = 50;

export type FeedJob = JobListItem & { descriptionHtml: string; updatedAt: Date };

/** The most recent open jobs (jobs_status_posted_idx) with their descriptions, for /rss. */
export async function listRecentOpenJobs(db: Db, limit = RSS_ITEM_COUNT): Promise<FeedJob[]> {
  return db
    .select({ ...listColumns, descriptionHtml: jobDocuments.descriptionHtml, updatedAt: jobs.updatedAt })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(jobDocuments, eq(jobDocuments.jobId, jobs.id))
    .leftJoin(locations, eq(locations.id, jobs.primaryLocationId))
    .where(openJobCondition())
    .orderBy(desc(jobs.postedAt), asc(jobs.id))
    .limit(limit);
}

/**
 * Open jobs per sitemap chunk when the chunks are computed: below the protocol's 50,000 URLs a file,
 * so the jobs posted into a chunk's range before the next hourly computation still fit.
 */
export const SITEMAP_CHUNK_SIZE = 45_000;

export type SitemapChunk = { index: number; firstId: string; count: number; lastModified: Date };

/**
 * Splits open jobs, in primary-key order, into chunks of at most `chunkSize`: one pass over the
 * open jobs (window function), giving each chunk's first id, size and newest update. A chunk's
 * URLs are then read with a primary-key range scan (listSitemapJobs), never with a deep OFFSET.
 */
export async function listJobSitemapChunks(db: Db, chunkSize = SITEMAP_CHUNK_SIZE): Promise<SitemapChunk[]> {
  const now = new Date().toISOString();
  const result = await db.execute<{ chunk: number; first_id: string; count: number; last_modified: string | Date }>(sql`
    select chunk::int as chunk, min(id::text collate "C") as first_id, count(*)::int as count, max(updated_at) as last_modified
    from (
      select id, updated_at, (row_number() over (order by id) - 1) / ${chunkSize}::int as chunk
      from jobs
      where status = 'open' and (valid_through is null or valid_through > ${now}::timestamptz)
    ) s
    group by chunk
    order by chunk`);
  return result.rows.map((r) => ({ index: Number(r.chunk), firstId: r.first_id, count: Number(r.count), lastModified: new Date(r.last_modified) }));
}

/** The protocol's most URLs in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * The open jobs of one sitemap chunk: the primary-key range from its first id (none for the first
 * chunk) to the next chunk's first id (none for the last), read now. The chunks are computed at most
 * hourly (cached-sitemap-chunks.ts), but a range holds whatever is open in it at the time of the
 * request: a job posted since (an employer's posting, issue 16) is in its chunk's file at once, and
 * none falls between two chunks. At most SITEMAP_URL_LIMIT.
 */
export async function listSitemapJobs(
  db: Db,
  params: { firstId: string | null; beforeId?: string | null; limit?: number },
): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(
      and(
        params.firstId ? gte(jobs.id, params.firstId) : undefined,
        params.beforeId ? sql`${jobs.id} < ${params.beforeId}::uuid` : undefined,
        openJobCondition(),
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(params.limit ?? SITEMAP_URL_LIMIT);
}

/** Whether any job is open now (the sitemap index lists a jobs file even before the hourly chunks see the first one). */
export async function hasOpenJobs(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(openJobCondition()).limit(1);
  return Boolean(row);
}
