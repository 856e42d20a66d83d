import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  BROWSE_JOBS_PATH,
  COMPANY_LETTERS,
  browseCategoryAllPath,
  browseCategoryPath,
  browseCityPath,
  browseCompaniesPath,
  browseCompanyJobsPath,
  browseRemotePath,
  browseStateAllPath,
  browseStatePath,
  browseSubcategoryPath,
  companyLetter,
  parsePageSegment,
} from "@/lib/job-routes";
import { US_STATES, findUsState, type UsState } from "@/lib/us-states";
import { logger } from "@/lib/logger";
import { RefreshingCache } from "@/lib/refreshing-cache";
import { registerCategoryCache } from "../category-caches";
import { findCategoryRedirect } from "@/features/admin-taxonomies/server/queries";
import { searchJobs } from "./search-jobs";
import type { JobSearchResult, SearchJobsParams } from "./types";

/*
 * The browse routes of spec 2.7 resolved to what a page shows, a redirect or a 404, independent of
 * Next so they can be tested: page 1 is never in a path (/.../1 -> 308 to the path without it), an
 * unknown state, city, category, subcategory, letter or company is 404, a page past the end is 404.
 * Headings are in title case, as the search page's (searchHeading); names (places, categories,
 * companies) are as they are written.
 */

export const BROWSE_PAGE_SIZE = 20;
const OPEN = sql`jobs.status = 'open' and (jobs.valid_through is null or jobs.valid_through > now())`;

export type Crumb = { label: string; href: string };
export type CountedLink = { label: string; href: string; count: number };

export type BrowseOutcome =
  | { kind: "redirect"; to: string }
  | { kind: "not-found" }
  | { kind: "index"; heading: string; intro: string; crumbs: Crumb[]; allLink: CountedLink | null; links: CountedLink[] }
  | { kind: "jobs"; heading: string; crumbs: Crumb[]; result: JobSearchResult; pathOf: (page: number) => string };

const notFound: BrowseOutcome = { kind: "not-found" };
const HOME: Crumb = { label: "Browse jobs", href: BROWSE_JOBS_PATH };

async function jobsPage(
  db: Db,
  filter: SearchJobsParams,
  pageSegment: string | undefined,
  pathOf: (page?: number) => string,
  heading: string,
  crumbs: Crumb[],
): Promise<BrowseOutcome> {
  const page = parsePageSegment(pageSegment);
  if (page === "redirect") return { kind: "redirect", to: pathOf() };
  if (page === "invalid") return notFound;
  const result = await searchJobs(db, { ...filter, sort: "date", page: page ?? 1, pageSize: BROWSE_PAGE_SIZE });
  if ((page ?? 1) > 1 && result.hits.length === 0) return notFound;
  return { kind: "jobs", heading, crumbs, result, pathOf: (p) => pathOf(p) };
}

/* ---------- index data ---------- */

export async function openJobCountsByState(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ state_code: string; open_jobs: number }>(sql`
    select job_locations.state_code, count(distinct job_locations.job_id)::int as open_jobs
    from job_locations join jobs on jobs.id = job_locations.job_id
    where job_locations.state_code is not null and ${OPEN}
    group by job_locations.state_code`);
  return new Map(rows.map((row) => [row.state_code, Number(row.open_jobs)]));
}

export async function openJobCategories(db: Db): Promise<{ slug: string; name: string; openJobs: number }[]> {
  const { rows } = await db.execute<{ slug: string; name: string; open_jobs: number }>(sql`
    select category.slug, category.name, count(jobs.id)::int as open_jobs
    from categories category join category_types category_type on category_type.id = category.type_id and category_type.slug = 'jobs'
    left join jobs on jobs.category_id = category.id and ${OPEN}
    where category.parent_id is null
    group by category.id, category.slug, category.name
    order by category.sort_order, category.name`);
  return rows.map((row) => ({ slug: row.slug, name: row.name, openJobs: Number(row.open_jobs) }));
}

export async function openRemoteJobCount(db: Db): Promise<number> {
  const { rows } = await db.execute<{ open_jobs: number }>(sql`select count(*)::int as open_jobs from jobs where jobs.remote and ${OPEN}`);
  return Number(rows[0]?.open_jobs ?? 0);
}

/** The /browse-jobs index: states, categories, remote and the company letters. */
export async function browseIndex(db: Db) {
  const [states, categories, remote] = await Promise.all([openJobCountsByState(db), openJobCategories(db), openRemoteJobCount(db)]);
  return {
    states: US_STATES.filter((s) => s.kind !== "territory" || states.has(s.code)).map((s) => ({ label: s.name, href: browseStatePath(s.slug), count: states.get(s.code) ?? 0 })),
    categories: categories.map((category) => ({ label: category.name, href: browseCategoryPath(category.slug), count: category.openJobs })),
    remote: { label: "Remote jobs", href: browseRemotePath(), count: remote },
    letters: COMPANY_LETTERS.map((l) => ({ label: l === "0-9" ? "0–9" : l.toUpperCase(), href: browseCompaniesPath(l) })),
  };
}

export type BrowseIndex = Awaited<ReturnType<typeof browseIndex>>;

const indexHolder = globalThis as unknown as { upstepBrowseIndex?: RefreshingCache<BrowseIndex> };

/**
 * browseIndex() kept in this process: fresh for 5 minutes, then served while one background read
 * refreshes it (the page reads the request, so it cannot be a cached page; its counts cover every
 * open job, seconds of work at 1M jobs).
 */
export function browseIndexCached(db: Db): Promise<BrowseIndex> {
  indexHolder.upstepBrowseIndex ??= new RefreshingCache<BrowseIndex>({
    freshMs: 5 * 60_000,
    staleMs: 60 * 60_000,
    maxEntries: 1,
    onRefreshError: (err) => logger.error({ err }, "background refresh of the browse index failed"),
  });
  return indexHolder.upstepBrowseIndex.get("index", () => browseIndex(db));
}

/** Forgets the cached browse index (tests; and an administrator's category edit, decision 054). */
export function clearBrowseIndexCache(): void {
  indexHolder.upstepBrowseIndex?.clear();
}
registerCategoryCache("browse-index", clearBrowseIndexCache);

/* ---------- /browse-jobs/state/{state}[/{city|all}[/{page}]] ---------- */

function stateOf(segment: string): UsState | "redirect" | null {
  const state = findUsState(decodeURIComponent(segment).replace(/-/g, " ")) ?? findUsState(segment);
  if (!state) return null;
  return state.slug === segment ? state : "redirect";
}

export async function resolveStateRoute(db: Db, stateSegment: string, rest: string[]): Promise<BrowseOutcome> {
  const found = stateOf(stateSegment);
  if (!found) return notFound;
  if (found === "redirect") {
    const state = findUsState(decodeURIComponent(stateSegment).replace(/-/g, " ")) ?? findUsState(stateSegment)!;
    return { kind: "redirect", to: [browseStatePath(state.slug), ...rest.map(encodeURIComponent)].join("/") };
  }
  const state = found;
  const crumbs = [HOME, { label: state.name, href: browseStatePath(state.slug) }];
  if (rest.length === 0) {
    const { rows } = await db.execute<{ city_slug: string; city: string; open_jobs: number }>(sql`
      select job_locations.city_slug, min(locations.city) as city, count(distinct job_locations.job_id)::int as open_jobs
      from job_locations join jobs on jobs.id = job_locations.job_id join locations on locations.id = job_locations.location_id
      where job_locations.state_code = ${state.code} and job_locations.city_slug is not null and ${OPEN}
      group by job_locations.city_slug order by min(locations.city)`);
    const total = await db.execute<{ open_jobs: number }>(sql`
      select count(distinct job_locations.job_id)::int as open_jobs from job_locations join jobs on jobs.id = job_locations.job_id
      where job_locations.state_code = ${state.code} and ${OPEN}`);
    return {
      kind: "index",
      heading: `Jobs in ${state.name}`,
      intro: `Open jobs in ${state.name} by city.`,
      crumbs: [HOME],
      allLink: { label: `All jobs in ${state.name}`, href: browseStateAllPath(state.slug), count: Number(total.rows[0]?.open_jobs ?? 0) },
      links: rows.map((row) => ({ label: row.city, href: browseCityPath(state.slug, row.city_slug), count: Number(row.open_jobs) })),
    };
  }
  if (rest.length > 2) return notFound;
  const [place, pageSegment] = rest as [string, string | undefined];
  if (place === "all") {
    return jobsPage(db, { stateCode: state.code }, pageSegment, (p) => browseStateAllPath(state.slug, p), `All Jobs in ${state.name}`, crumbs);
  }
  const city = await db.execute<{ city: string }>(sql`
    select min(city) as city from locations where state_code = ${state.code} and city_slug = ${place} having count(*) > 0`);
  const cityName = city.rows[0]?.city;
  if (!cityName) return notFound;
  return jobsPage(
    db,
    { stateCode: state.code, citySlug: place },
    pageSegment,
    (p) => browseCityPath(state.slug, place, p),
    `Jobs in ${cityName}, ${state.code}`,
    crumbs,
  );
}

/* ---------- /browse-jobs/companies/{letter}[/{company}[/{page}]] ---------- */

export async function resolveCompaniesRoute(db: Db, letter: string, rest: string[]): Promise<BrowseOutcome> {
  if (!(COMPANY_LETTERS as readonly string[]).includes(letter)) {
    const lower = letter.toLowerCase();
    return (COMPANY_LETTERS as readonly string[]).includes(lower) ? { kind: "redirect", to: [browseCompaniesPath(lower), ...rest].join("/") } : notFound;
  }
  const label = letter === "0-9" ? "0–9" : letter.toUpperCase();
  if (rest.length === 0) {
    const match = letter === "0-9" ? sql`lower(company.name) !~ '^[a-z]'` : sql`lower(company.name) like ${`${letter}%`}`;
    const { rows } = await db.execute<{ slug: string; name: string; open_jobs: number }>(sql`
      select company.slug, company.name, count(*)::int as open_jobs
      from companies company join jobs on jobs.company_id = company.id
      where ${match} and ${OPEN}
      group by company.id, company.slug, company.name order by lower(company.name), company.slug`);
    return {
      kind: "index",
      heading: `Companies Hiring: ${label}`,
      intro: `Companies whose names start with ${label}, with their open jobs.`,
      crumbs: [HOME],
      allLink: null,
      links: rows.map((row) => ({ label: row.name, href: browseCompanyJobsPath(letter, row.slug), count: Number(row.open_jobs) })),
    };
  }
  if (rest.length > 2) return notFound;
  const [slug, pageSegment] = rest as [string, string | undefined];
  const company = await db.execute<{ slug: string; name: string }>(sql`select slug, name from companies where slug = ${slug.toLowerCase()}`);
  const found = company.rows[0];
  if (!found) return notFound;
  const canonicalLetter = companyLetter(found.name);
  if (canonicalLetter !== letter || found.slug !== slug) {
    return { kind: "redirect", to: browseCompanyJobsPath(canonicalLetter, found.slug, pageSegment && /^\d+$/.test(pageSegment) ? Number(pageSegment) : undefined) };
  }
  return jobsPage(
    db,
    { companySlug: found.slug },
    pageSegment,
    (p) => browseCompanyJobsPath(letter, found.slug, p),
    `Jobs at ${found.name}`,
    [HOME, { label: `Companies: ${label}`, href: browseCompaniesPath(letter) }],
  );
}

/* ---------- /browse-jobs/remote[/{page}] ---------- */

export async function resolveRemoteRoute(db: Db, rest: string[]): Promise<BrowseOutcome> {
  if (rest.length > 1) return notFound;
  return jobsPage(db, { remote: true }, rest[0], (p) => browseRemotePath(p), "Remote Jobs", [HOME]);
}

/* ---------- /browse-jobs/category/{category}[/{all|subcategory}[/{page}]] ---------- */

export async function resolveCategoryRoute(db: Db, categorySlug: string, rest: string[]): Promise<BrowseOutcome> {
  const category = await db.execute<{ id: string; slug: string; name: string }>(sql`
    select category.id, category.slug, category.name
    from categories category join category_types category_type on category_type.id = category.type_id and category_type.slug = 'jobs'
    where category.parent_id is null and category.slug = ${categorySlug}`);
  const cat = category.rows[0];
  if (!cat) {
    // A category an administrator renamed or moved keeps its old URL (decision 054).
    const moved = await findCategoryRedirect(db, "jobs", null, categorySlug);
    if (!moved) return notFound;
    if (moved.parentSlug) return { kind: "redirect", to: browseSubcategoryPath(moved.parentSlug, moved.slug) };
    return { kind: "redirect", to: [browseCategoryPath(moved.slug), ...rest.map(encodeURIComponent)].join("/") };
  }
  const crumbs = [HOME, { label: cat.name, href: browseCategoryPath(cat.slug) }];
  if (rest.length === 0) {
    const { rows } = await db.execute<{ slug: string; name: string; open_jobs: number }>(sql`
      select subcategory.slug, subcategory.name, count(jobs.id)::int as open_jobs
      from categories subcategory left join jobs on jobs.subcategory_id = subcategory.id and ${OPEN}
      where subcategory.parent_id = ${cat.id}
      group by subcategory.id, subcategory.slug, subcategory.name order by subcategory.sort_order, subcategory.name`);
    const total = await db.execute<{ open_jobs: number }>(sql`select count(*)::int as open_jobs from jobs where jobs.category_id = ${cat.id} and ${OPEN}`);
    return {
      kind: "index",
      heading: `${cat.name} Jobs`,
      intro: `Open ${cat.name} jobs by specialty.`,
      crumbs: [HOME],
      allLink: { label: `All ${cat.name} jobs`, href: browseCategoryAllPath(cat.slug), count: Number(total.rows[0]?.open_jobs ?? 0) },
      links: rows.map((row) => ({ label: row.name, href: browseSubcategoryPath(cat.slug, row.slug), count: Number(row.open_jobs) })),
    };
  }
  if (rest.length > 2) return notFound;
  const [sub, pageSegment] = rest as [string, string | undefined];
  if (sub === "all") {
    return jobsPage(db, { categorySlug: cat.slug }, pageSegment, (p) => browseCategoryAllPath(cat.slug, p), `All ${cat.name} Jobs`, crumbs);
  }
  const subcategory = await db.execute<{ slug: string; name: string }>(sql`select slug, name from categories where parent_id = ${cat.id} and slug = ${sub}`);
  const found = subcategory.rows[0];
  if (!found) {
    const moved = await findCategoryRedirect(db, "jobs", cat.id, sub);
    if (!moved) return notFound;
    if (!moved.parentSlug) return { kind: "redirect", to: browseCategoryPath(moved.slug) };
    return { kind: "redirect", to: [browseSubcategoryPath(moved.parentSlug, moved.slug), ...(pageSegment ? [encodeURIComponent(pageSegment)] : [])].join("/") };
  }
  return jobsPage(
    db,
    { categorySlug: cat.slug, subcategorySlug: found.slug },
    pageSegment,
    (p) => browseSubcategoryPath(cat.slug, found.slug, p),
    `${found.name} Jobs`,
    crumbs,
  );
}
