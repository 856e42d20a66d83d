import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { JOB_TAGS, type EmploymentType, type SalaryPeriod } from "@/db/schema";
import { DEFAULT_RADIUS, type DatePosted, type JobSort } from "@/lib/job-routes";
import { resolveLocation, type ResolvedLocation } from "./resolve-location";
import { METERS_PER_MILE, buildPlan, matching, resolveFilterIds, type Plan } from "./search-plan";
import { BROAD_MATCHES, SAMPLE_FIRST_RATIO, SAMPLE_JOBS, WINDOW_MARGIN, WINDOW_MAX_SHARE, estimateRows, sampleFraction, uuidAtFraction, hasPhrase, jobsInTable, postedAtCutoff } from "./broad-search";
import { facetTotal, facetsQuery, toFacets, withLabels, type FacetRow, type RawFacetRow } from "./search-facets";
import { sanitizeSearchQuery } from "./sanitize-query";
import { suggestKeywords, suggestLocations } from "./suggestions";

/*
 * Job search (decision 006). Every filter, the order, the page, the count and the facets run in
 * PostgreSQL: the full-text match and every filter, sort and facet on the job_search table (GIN on
 * its vector and states, GiST on its places, btree on its columns; kept by triggers, decision 006
 * amendments 2 and 3); a page's details are joined from jobs for the page only. Nothing is filtered
 * in memory.
 */

export const COUNT_CAP = 1000;
/**
 * Relevance ranks the newest this-many matches (or as many as the page needs): a job board's
 * relevance is among recent jobs, and ranking reads each match's whole vector (ranking 15,000
 * matches cost ~300 ms at 1M jobs). A search with fewer matches ranks all.
 */
export const RERANK_NEWEST = 1000;
/** A keyword in more than this share of all jobs: relevance walks the posted_at index newest-first. */
export const WALK_SHARE = 0.1;
/** "Few results": below this many, the page suggests other spellings. */
const SUGGEST_BELOW = 5;

export type SearchJobsParams = {
  q?: string;
  /** Free text: ZIP, "City, ST", state or "Remote" (resolved by resolveLocation). */
  location?: string;
  radiusMiles?: number;
  remote?: boolean;
  categorySlug?: string;
  subcategorySlug?: string;
  companySlug?: string;
  /** Browse pages: jobs with a location in this state (USPS code) / city (slug, with stateCode). */
  stateCode?: string;
  citySlug?: string;
  employmentType?: EmploymentType;
  posted?: DatePosted;
  /** Minimum yearly pay in dollars (hourly pay counts as 2,080 hours a year). */
  minSalary?: number;
  sort?: JobSort;
  page?: number;
  pageSize?: number;
  /** Facet counts in one GROUPING SETS pass (the search page); browse pages skip them. */
  facets?: boolean;
  /** "Did you mean" suggestions when there are few results. */
  suggestions?: boolean;
};

export type JobSearchHit = {
  id: string;
  title: string;
  companyName: string;
  companySlug: string;
  locationText: string;
  remote: boolean;
  employmentType: EmploymentType | null;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  postedAt: Date;
  isPromoted: boolean;
  immediatelyHiring: boolean;
  /** Miles to the searched place (nearest of the job's locations), with a location search. */
  distanceMiles: number | null;
};

export type FacetValue = { value: string; label: string; count: number };

export type JobFacets = {
  categories: FacetValue[];
  subcategories: FacetValue[];
  employmentTypes: FacetValue[];
  /** Cumulative: "7d" counts everything posted in the last 7 days. */
  datePosted: FacetValue[];
  remote: number;
  companies: FacetValue[];
};

export type JobSearchResult = {
  hits: JobSearchHit[];
  /** Exact when facets were computed or when at most COUNT_CAP; otherwise COUNT_CAP + 1; approximate when `approximate`. */
  total: number;
  /** true: there are more than COUNT_CAP matches (show "1,000+"). */
  totalCapped: boolean;
  /** true: a broad search whose total and facet counts are scaled from a sample (show "about"). */
  approximate: boolean;
  page: number;
  pageSize: number;
  /** Known when the total is exact; null above COUNT_CAP without facets (then follow hasNextPage). */
  pageCount: number | null;
  hasNextPage: boolean;
  sort: JobSort;
  location: ResolvedLocation | null;
  radiusMiles: number | null;
  /** The keyword as a tsquery, or null (empty or nothing searchable). */
  tsquery: string | null;
  facets: JobFacets | null;
  suggestions: { keywords: string[]; locations: string[] };
};

type HitRow = {
  id: string;
  title: string;
  company_name: string;
  company_slug: string;
  location_type: string | null;
  city: string | null;
  state_code: string | null;
  location_name: string | null;
  remote: boolean;
  employment_type: EmploymentType | null;
  salary_min_cents: number | null;
  salary_max_cents: number | null;
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  posted_at: Date | string;
  is_promoted: boolean | null;
  tags: string[];
  meters: number | string | null;
};

function orderBy(sort: JobSort): SQL {
  // "desc nulls last" (posted_at is never null) is the order of the posted_at indexes, which drizzle
  // builds as DESC NULLS LAST: with plain "desc" (nulls first) PostgreSQL cannot walk them.
  if (sort === "relevance") return sql`m.rank desc, m.posted_at desc nulls last, m.id`;
  if (sort === "distance") return sql`m.meters asc, m.posted_at desc nulls last, m.id`;
  return sql`m.posted_at desc nulls last, m.id`;
}

function locationText(row: HitRow): string {
  if (row.location_type === "Pseudo" || (!row.city && row.remote)) return "Remote";
  if (row.city && row.state_code) return `${row.city}, ${row.state_code}`;
  return row.location_name ?? "";
}

/** Thresholds, changeable by tests (a test data set has dozens of jobs, not a million). */
export type SearchTuning = {
  broadMatches?: number;
  sampleJobs?: number;
  rerankNewest?: number;
  /** Relevance walks the posted_at index newest-first above this share of all jobs (WALK_SHARE). */
  walkShare?: number;
  /** Count the sample first when the estimate is above broadMatches / this (SAMPLE_FIRST_RATIO). */
  sampleFirstRatio?: number;
  /** The recent window's margin over the estimate (WINDOW_MARGIN); 0: no window. */
  windowMargin?: number;
};

export async function searchJobs(db: Db, params: SearchJobsParams, tuning: SearchTuning = {}): Promise<JobSearchResult> {
  const pageSize = Math.max(1, Math.min(params.pageSize ?? 20, 100));
  const page = Math.max(1, Math.floor(params.page ?? 1));
  const { tsquery, words } = sanitizeSearchQuery(params.q ?? "");
  const phrase = tsquery !== null && hasPhrase(tsquery);
  // The place and the filters' ids are independent lookups: one round trip's wait for both.
  const [location, ids] = await Promise.all([params.location?.trim() ? resolveLocation(db, params.location) : null, resolveFilterIds(db, params)]);
  const radiusMiles = location?.kind === "point" ? (params.radiusMiles ?? DEFAULT_RADIUS) : DEFAULT_RADIUS;
  const plan = buildPlan(params, ids, tsquery, location, radiusMiles);

  const defaultSort: JobSort = tsquery ? "relevance" : "date";
  let sort = params.sort ?? defaultSort;
  if ((sort === "relevance" && !plan.rank) || (sort === "distance" && !plan.meters)) sort = defaultSort;

  const limit = pageSize + 1;
  const offset = (page - 1) * pageSize;
  const threshold = tuning.broadMatches ?? BROAD_MATCHES;
  // Table statistics, read once and only by the paths that need them.
  let jobsCount: number | undefined;
  const jobsTotal = async () => (jobsCount ??= await jobsInTable(db));
  const inSample = (fraction: number) => (fraction < 1 ? { ...plan, where: [...plan.where, sql`j.id < ${uuidAtFraction(fraction)}::uuid`] } : plan);
  let estimate = params.facets ? await estimateRows(db, matching(plan, sql`1`)) : 0;
  let broad = estimate > threshold;
  let breadthMeasured = false;
  // The planner multiplies word frequencies as if independent: the phrase "401(k) with a company
  // match" is estimated at a few thousand jobs and matches 255,000 (seconds to count exactly). A
  // phrase under the threshold is measured instead, on the id sample the broad facets use.
  if (!broad && params.facets && phrase) {
    const fraction = sampleFraction(await jobsTotal(), tuning.sampleJobs ?? SAMPLE_JOBS);
    if (fraction < 1) {
      const sampled = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${matching(inSample(fraction), sql`1`)}) s`);
      // The sample's count is the better estimate both ways ("clinical medical assistant": planner
      // 17,500, sample ~4,000); none found means under ~1/fraction.
      const found = Number(sampled.rows[0]?.n ?? 0);
      estimate = found > 0 ? found / fraction : Math.min(estimate, 1 / fraction);
      broad = estimate > threshold;
      breadthMeasured = true;
    }
  }

  // The page's ids first (sorted and limited on the narrow columns), then the page's details.
  const meters = plan.meters ?? sql`null::float8`;
  let pageIds: SQL;
  if (sort === "relevance") {
    // The newest matches, then their rank (computed after the limit: in a Sort's input PostgreSQL
    // would compute it for every match). A word in over a tenth of all jobs, or a broad phrase (its
    // word positions are checked on each candidate's vector either way): walk the posted_at index
    // newest-first, which stops early. Rarer: take the GIN index's matches (no vector read) and sort
    // them by date; "nulls first" (posted_at is never null) keeps the planner off the posted_at
    // index, whose walk it prices too low for a rare word.
    const newest = Math.max(tuning.rerankNewest ?? RERANK_NEWEST, offset + limit);
    const walk = estimate > (await jobsTotal()) * (tuning.walkShare ?? WALK_SHARE) || (broad && phrase);
    // The row's ctid comes along, so the rank step reads each of the newest straight from its page (a
    // Tid Scan: one statement, one snapshot, the same row version) instead of descending the primary
    // key a thousand times (~20% of a typical keyword search's hits statement).
    const newestOf = (p: Plan) => sql`${matching(p, sql`j.ctid as tid, j.id, j.posted_at, ${meters} as meters`)}
        order by j.posted_at desc ${walk ? sql`nulls last` : sql`nulls first`}, j.id limit ${newest}`;
    // Sorting every match by date reads each match's row (90,000 rows for "accounts": 250 ms). The
    // newest ones are among recent jobs: look in a window of recent jobs first (a BitmapAnd of the
    // GIN and posted_at indexes); when it holds `newest` matches they are exactly the newest of all
    // (every match outside is older), else the same query runs without the window.
    const margin = tuning.windowMargin ?? WINDOW_MARGIN;
    // A common word is walked newest-first (the planner does); a broad phrase too, when the planner
    // knows its breadth, but it takes the GIN's much lower estimate and sorts all 255,000 matches of
    // "401(k) with a company match" (670 ms): the window keeps that to a few thousand.
    const share = estimate > 0 ? (newest * margin) / estimate : 1;
    const cutoff = (!walk || phrase) && margin > 0 && share <= WINDOW_MAX_SHARE ? await postedAtCutoff(db, share) : null;
    pageIds = cutoff
      ? sql`w as materialized (${newestOf({ ...plan, where: [...plan.where, sql`j.posted_at >= ${cutoff}::timestamptz`] })}),
      n as materialized (select * from w where (select count(*) from w) >= ${newest}
        union all select * from (${newestOf(plan)}) f where (select count(*) from w) < ${newest}),`
      : sql`n as materialized (${newestOf(plan)}),`;
    pageIds = sql`${pageIds}
      c as materialized (select n.id, n.posted_at, ${plan.rank} as rank, n.meters from n join job_search j on j.ctid = n.tid),
      m as (select * from c m order by ${orderBy(sort)} limit ${limit} offset ${offset})`;
  } else {
    // Date or distance order: no rank needed. Newest first, walking the posted_at index tests about
    // (offset + limit) x jobs / matches jobs; sorting the matches reads each match once. Sort when
    // that is fewer (a state's 15,000 jobs at page 33: 44,000 tested vs 15,000 read); "nulls first"
    // keeps the planner off the posted_at index, whose walk it prices as if the filters cost nothing.
    const sortMatches = sort === "date" && estimate > 0 && estimate * estimate < (offset + limit) * (await jobsTotal());
    const order = sortMatches ? sql`m.posted_at desc nulls first, m.id` : orderBy(sort);
    pageIds = sql`c as (${matching(plan, sql`j.id, j.posted_at, 0 as rank, ${meters} as meters`)}),
      m as materialized (select * from c m order by ${order} limit ${limit} offset ${offset})`;
  }
  const hitsQuery = sql`
    with ${pageIds}
    select j.id, j.title, co.name as company_name, co.slug as company_slug,
      pl.type as location_type, pl.city, pl.state_code, pl.name as location_name,
      j.remote, j.employment_type, j.salary_min_cents, j.salary_max_cents, j.salary_currency, j.salary_period,
      j.posted_at, j.is_promoted, j.tags, m.meters
    from m
    join jobs j on j.id = m.id
    join companies co on co.id = j.company_id
    left join locations pl on pl.id = j.primary_location_id
    order by ${orderBy(sort)}`;

  const countQuery = sql`select count(*)::int as n from (${matching(plan, sql`1`)} limit ${COUNT_CAP + 1}) capped`;

  // A broad search counts a random sample: job ids are random UUIDs, so ids below a bound are a
  // uniform sample of about SAMPLE_JOBS jobs (read through the primary key), scaled up after. The
  // planner multiplies the filters' shares as if independent ("technician" in Skilled Trades: 42,000
  // jobs, estimated at 6,000), so a search estimated within SAMPLE_FIRST_RATIO of the threshold is
  // counted on the sample first, and counted in full only when the sample says it is not broad.
  const countFacets = async (): Promise<{ rows: FacetRow[]; fraction: number }> => {
    const sampleFirst = broad || (!breadthMeasured && estimate > threshold / (tuning.sampleFirstRatio ?? SAMPLE_FIRST_RATIO));
    const share = sampleFirst ? sampleFraction(await jobsTotal(), tuning.sampleJobs ?? SAMPLE_JOBS) : 1;
    let counted: { rows: RawFacetRow[]; fraction: number } | null = null;
    if (share < 1) {
      const sampled = await db.execute<RawFacetRow>(facetsQuery(inSample(share)));
      if (broad || facetTotal(sampled.rows) / share > threshold) counted = { rows: sampled.rows, fraction: share };
    }
    counted ??= { rows: (await db.execute<RawFacetRow>(facetsQuery(plan))).rows, fraction: 1 };
    return { rows: await withLabels(db, counted.rows), fraction: counted.fraction };
  };

  const [hitRows, counted, countRows] = await Promise.all([
    db.execute<HitRow>(hitsQuery),
    params.facets ? countFacets() : null,
    params.facets ? null : db.execute<{ n: number }>(countQuery),
  ]);
  const fraction = counted?.fraction ?? 1;
  const approximate = fraction < 1;
  const faceted = counted ? toFacets(counted.rows, fraction) : null;
  const facets = faceted?.facets ?? null;
  let total = faceted ? faceted.total : Number(countRows!.rows[0]?.n ?? 0);
  // A sample that found nothing cannot say there is nothing: the page of hits is the truth then.
  if (approximate && total === 0 && hitRows.rows.length) total = hitRows.rows.length;
  const totalCapped = !approximate && total > COUNT_CAP;
  const exact = !approximate && (facets !== null || !totalCapped);
  const pageCount = exact ? Math.max(1, Math.ceil(total / pageSize)) : null;
  const hasNextPage = hitRows.rows.length > pageSize;

  const hits: JobSearchHit[] = hitRows.rows.slice(0, pageSize).map((r) => ({
    id: r.id,
    title: r.title,
    companyName: r.company_name,
    companySlug: r.company_slug,
    locationText: locationText(r),
    remote: r.remote,
    employmentType: r.employment_type,
    salaryMinCents: r.salary_min_cents,
    salaryMaxCents: r.salary_max_cents,
    salaryCurrency: r.salary_currency,
    salaryPeriod: r.salary_period,
    postedAt: new Date(r.posted_at),
    isPromoted: r.is_promoted === true,
    immediatelyHiring: (r.tags ?? []).includes(JOB_TAGS.immediatelyHiring),
    distanceMiles: r.meters === null ? null : Math.round((Number(r.meters) / METERS_PER_MILE) * 10) / 10,
  }));

  const suggestions = { keywords: [] as string[], locations: [] as string[] };
  if (params.suggestions && !approximate && total < SUGGEST_BELOW) {
    const [keywords, locations] = await Promise.all([
      words.length ? suggestKeywords(db, params.q ?? "", words) : [],
      location?.kind === "unknown" ? suggestLocations(db, location.label) : [],
    ]);
    suggestions.keywords = keywords;
    suggestions.locations = locations;
  }

  return {
    hits,
    total,
    totalCapped,
    approximate,
    page,
    pageSize,
    pageCount,
    hasNextPage,
    sort,
    location,
    radiusMiles: location?.kind === "point" ? radiusMiles : null,
    tsquery,
    facets,
    suggestions,
  };
}
