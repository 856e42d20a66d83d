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
import { searchJobs, type JobSearchResult, type SearchJobsParams } from "./search-jobs";

/*
 * The browse routes of spec 2.7 resolved to what a page shows, a redirect or a 404, independent of
 * Next so they can be tested: page 1 is never in a path (/.../1 -> 308 to the path without it), an
 * unknown state, city, category, subcategory, letter or company is 404, a page past the end is 404.
 */

export const BROWSE_PAGE_SIZE = 20;
const OPEN = sql`j.status = 'open' and (j.valid_through is null or j.valid_through > now())`;

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
  const { rows } = await db.execute<{ state_code: string; n: number }>(sql`
    select jl.state_code, count(distinct jl.job_id)::int as n
    from job_locations jl join jobs j on j.id = jl.job_id
    where jl.state_code is not null and ${OPEN}
    group by jl.state_code`);
  return new Map(rows.map((r) => [r.state_code, Number(r.n)]));
}

export async function openJobCategories(db: Db): Promise<{ slug: string; name: string; n: number }[]> {
  const { rows } = await db.execute<{ slug: string; name: string; n: number }>(sql`
    select c.slug, c.name, count(j.id)::int as n
    from categories c join category_types t on t.id = c.type_id and t.slug = 'jobs'
    left join jobs j on j.category_id = c.id and ${OPEN}
    where c.parent_id is null
    group by c.id, c.slug, c.name
    order by c.sort_order, c.name`);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

export async function openRemoteJobCount(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from jobs j where j.remote and ${OPEN}`);
  return Number(rows[0]?.n ?? 0);
}

/** The /browse-jobs index: states, categories, remote and the company letters. */
export async function browseIndex(db: Db) {
  const [states, categories, remote] = await Promise.all([openJobCountsByState(db), openJobCategories(db), openRemoteJobCount(db)]);
  return {
    states: US_STATES.filter((s) => s.kind !== "territory" || states.has(s.code)).map((s) => ({ label: s.name, href: browseStatePath(s.slug), count: states.get(s.code) ?? 0 })),
    categories: categories.map((c) => ({ label: c.name, href: browseCategoryPath(c.slug), count: c.n })),
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

/** Forgets the cached browse index (tests). */
export function clearBrowseIndexCache(): void {
  indexHolder.upstepBrowseIndex?.clear();
}

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
    const { rows } = await db.execute<{ city_slug: string; city: string; n: number }>(sql`
      select jl.city_slug, min(l.city) as city, count(distinct jl.job_id)::int as n
      from job_locations jl join jobs j on j.id = jl.job_id join locations l on l.id = jl.location_id
      where jl.state_code = ${state.code} and jl.city_slug is not null and ${OPEN}
      group by jl.city_slug order by min(l.city)`);
    const total = await db.execute<{ n: number }>(sql`
      select count(distinct jl.job_id)::int as n from job_locations jl join jobs j on j.id = jl.job_id where jl.state_code = ${state.code} and ${OPEN}`);
    return {
      kind: "index",
      heading: `Jobs in ${state.name}`,
      intro: `Open jobs in ${state.name} by city.`,
      crumbs: [HOME],
      allLink: { label: `All jobs in ${state.name}`, href: browseStateAllPath(state.slug), count: Number(total.rows[0]?.n ?? 0) },
      links: rows.map((r) => ({ label: r.city, href: browseCityPath(state.slug, r.city_slug), count: Number(r.n) })),
    };
  }
  if (rest.length > 2) return notFound;
  const [place, pageSegment] = rest as [string, string | undefined];
  if (place === "all") {
    return jobsPage(db, { stateCode: state.code }, pageSegment, (p) => browseStateAllPath(state.slug, p), `All jobs in ${state.name}`, crumbs);
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
    const match = letter === "0-9" ? sql`lower(co.name) !~ '^[a-z]'` : sql`lower(co.name) like ${`${letter}%`}`;
    const { rows } = await db.execute<{ slug: string; name: string; n: number }>(sql`
      select co.slug, co.name, count(*)::int as n
      from companies co join jobs j on j.company_id = co.id
      where ${match} and ${OPEN}
      group by co.id, co.slug, co.name order by lower(co.name), co.slug`);
    return {
      kind: "index",
      heading: `Companies hiring: ${label}`,
      intro: `Companies whose names start with ${label}, with their open jobs.`,
      crumbs: [HOME],
      allLink: null,
      links: rows.map((r) => ({ label: r.name, href: browseCompanyJobsPath(letter, r.slug), count: Number(r.n) })),
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
  return jobsPage(db, { remote: true }, rest[0], (p) => browseRemotePath(p), "Remote jobs", [HOME]);
}

/* ---------- /browse-jobs/category/{category}[/{all|subcategory}[/{page}]] ---------- */

export async function resolveCategoryRoute(db: Db, categorySlug: string, rest: string[]): Promise<BrowseOutcome> {
  const category = await db.execute<{ id: string; slug: string; name: string }>(sql`
    select c.id, c.slug, c.name from categories c join category_types t on t.id = c.type_id and t.slug = 'jobs'
    where c.parent_id is null and c.slug = ${categorySlug}`);
  const cat = category.rows[0];
  if (!cat) return notFound;
  const crumbs = [HOME, { label: cat.name, href: browseCategoryPath(cat.slug) }];
  if (rest.length === 0) {
    const { rows } = await db.execute<{ slug: string; name: string; n: number }>(sql`
      select s.slug, s.name, count(j.id)::int as n
      from categories s left join jobs j on j.subcategory_id = s.id and ${OPEN}
      where s.parent_id = ${cat.id}
      group by s.id, s.slug, s.name order by s.sort_order, s.name`);
    const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from jobs j where j.category_id = ${cat.id} and ${OPEN}`);
    return {
      kind: "index",
      heading: `${cat.name} jobs`,
      intro: `Open ${cat.name} jobs by specialty.`,
      crumbs: [HOME],
      allLink: { label: `All ${cat.name} jobs`, href: browseCategoryAllPath(cat.slug), count: Number(total.rows[0]?.n ?? 0) },
      links: rows.map((r) => ({ label: r.name, href: browseSubcategoryPath(cat.slug, r.slug), count: Number(r.n) })),
    };
  }
  if (rest.length > 2) return notFound;
  const [sub, pageSegment] = rest as [string, string | undefined];
  if (sub === "all") {
    return jobsPage(db, { categorySlug: cat.slug }, pageSegment, (p) => browseCategoryAllPath(cat.slug, p), `All ${cat.name} jobs`, crumbs);
  }
  const subcategory = await db.execute<{ slug: string; name: string }>(sql`select slug, name from categories where parent_id = ${cat.id} and slug = ${sub}`);
  const found = subcategory.rows[0];
  if (!found) return notFound;
  return jobsPage(
    db,
    { categorySlug: cat.slug, subcategorySlug: found.slug },
    pageSegment,
    (p) => browseSubcategoryPath(cat.slug, found.slug, p),
    `${found.name} jobs`,
    crumbs,
  );
}
