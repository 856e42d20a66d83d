import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { JOB_TAGS, type EmploymentType, type SalaryPeriod } from "@/db/schema";
import { DEFAULT_RADIUS, type JobSort } from "@/lib/job-routes";
import { resolveLocation } from "./resolve-location";
import { METERS_PER_MILE, buildPlan, matching, resolveFilterIds, type Plan } from "./search-plan";
import { estimateRows, hasPhrase, jobsInTable, postedAtCutoff, uuidAtFraction } from "./broad-search";
import { facetTotal, facetsQuery, toFacets, withLabels, type FacetRow, type RawFacetRow } from "./search-facets";
import { keepsSample, phraseSampleShare, resultCounts, searchStrategy, type CountPath, type SearchFacts, type SearchStrategy } from "./search-strategy";
import { sanitizeSearchQuery } from "./sanitize-query";
import { suggestKeywords, suggestLocations } from "./suggestions";
import { promotionFactor } from "./promotion-boost";
import type { JobSearchHit, JobSearchResult, SearchJobsParams, SearchTuning } from "./types";

/*
 * Job search (decision 006). Every filter, the order, the page, the count and the facets run in
 * PostgreSQL: the full-text match and every filter, sort and facet on the job_search table (GIN on
 * its vector and states, GiST on its places, btree on its columns; kept by triggers, decision 006
 * amendments 2 and 3); a page's details are joined from jobs for the page only. Nothing is filtered
 * in memory. Which path a search takes is search-strategy.ts's choice; this file reads the numbers
 * it is made from and runs the statements it stands for.
 */

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

/** The order of a sort over `rows` (a CTE holding id, posted_at, rank and meters). */
function orderBy(sort: JobSort, rows: SQL): SQL {
  // "desc nulls last" (posted_at is never null) is the order of the posted_at indexes, which drizzle
  // builds as DESC NULLS LAST: with plain "desc" (nulls first) PostgreSQL cannot walk them.
  if (sort === "relevance") return sql`${rows}.rank desc, ${rows}.posted_at desc nulls last, ${rows}.id`;
  if (sort === "distance") return sql`${rows}.meters asc, ${rows}.posted_at desc nulls last, ${rows}.id`;
  return sql`${rows}.posted_at desc nulls last, ${rows}.id`;
}

// Job ids are random UUIDs, so the ids below a bound are a uniform sample, read through the primary key.
function inSample(plan: Plan, fraction: number): Plan {
  return fraction < 1 ? { ...plan, where: [...plan.where, sql`job_search.id < ${uuidAtFraction(fraction)}::uuid`] } : plan;
}

async function countMatches(db: Db, plan: Plan, atMost?: number): Promise<number> {
  const matches = atMost === undefined ? matching(plan, sql`1`) : sql`${matching(plan, sql`1`)} limit ${atMost}`;
  const res = await db.execute<{ matches: number }>(sql`select count(*)::int as matches from (${matches}) counted`);
  return Number(res.rows[0]?.matches ?? 0);
}

/** The page's ids first (sorted and limited on the narrow columns), then the page's details. */
function hitsQuery(plan: Plan, strategy: SearchStrategy, cutoff: string | null): SQL {
  const { sort, limit, offset, hits } = strategy;
  const meters = plan.meters ?? sql`null::float8`;
  let pageIds: SQL;
  if (hits.kind === "rerank-newest") {
    // The rank is computed after the limit: in a Sort's input PostgreSQL would compute it for every
    // match. "nulls first" (posted_at is never null) keeps the planner off the posted_at index, whose
    // walk it prices too low for a rare word. The row's ctid comes along, so the rank step reads each
    // of the newest straight from its page (a Tid Scan: one statement, one snapshot, the same row
    // version) instead of descending the primary key a thousand times (~20% of a keyword search).
    const newestOf = (matches: Plan) => sql`${matching(matches, sql`job_search.ctid as tid, job_search.id, job_search.posted_at, ${meters} as meters`)}
        order by job_search.posted_at desc ${hits.dateOrder === "walk-index" ? sql`nulls last` : sql`nulls first`}, job_search.id limit ${hits.newest}`;
    // When the window (a BitmapAnd of the GIN and posted_at indexes) holds enough matches they are
    // exactly the newest of all, every match outside it being older; else the same statement runs
    // the search without it.
    const newest = cutoff
      ? sql`in_window as materialized (${newestOf({ ...plan, where: [...plan.where, sql`job_search.posted_at >= ${cutoff}::timestamptz`] })}),
      newest as materialized (select * from in_window where (select count(*) from in_window) >= ${hits.newest}
        union all select * from (${newestOf(plan)}) without_window where (select count(*) from in_window) < ${hits.newest}),`
      : sql`newest as materialized (${newestOf(plan)}),`;
    pageIds = sql`${newest}
      candidates as materialized (select newest.id, newest.posted_at, ${plan.rank} * ${promotionFactor(sql`newest.id`)} as rank, newest.meters from newest join job_search on job_search.ctid = newest.tid),
      page as (select * from candidates order by ${orderBy(sort, sql`candidates`)} limit ${limit} offset ${offset})`;
  } else {
    // "nulls first" keeps the planner off the posted_at index, whose walk it prices as if the filters
    // cost nothing.
    const order = hits.kind === "date" && hits.dateOrder === "sort-matches" ? sql`candidates.posted_at desc nulls first, candidates.id` : orderBy(sort, sql`candidates`);
    pageIds = sql`candidates as (${matching(plan, sql`job_search.id, job_search.posted_at, 0 as rank, ${meters} as meters`)}),
      page as materialized (select * from candidates order by ${order} limit ${limit} offset ${offset})`;
  }
  return sql`
    with ${pageIds}
    select jobs.id, jobs.title, company.name as company_name, company.slug as company_slug,
      primary_location.type as location_type, primary_location.city, primary_location.state_code, primary_location.name as location_name,
      jobs.remote, jobs.employment_type, jobs.salary_min_cents, jobs.salary_max_cents, jobs.salary_currency, jobs.salary_period,
      jobs.posted_at, jobs.is_promoted, jobs.tags, page.meters
    from page
    join jobs on jobs.id = page.id
    join companies company on company.id = jobs.company_id
    left join locations primary_location on primary_location.id = jobs.primary_location_id
    order by ${orderBy(sort, sql`page`)}`;
}

/** Every facet's counts, from the sample when the strategy says so and the sample agrees. */
async function countFacets(db: Db, plan: Plan, count: Extract<CountPath, { kind: "facets" }>): Promise<{ rows: FacetRow[]; fraction: number }> {
  let counted: { rows: RawFacetRow[]; fraction: number } | null = null;
  if (count.sample) {
    const sampled = await db.execute<RawFacetRow>(facetsQuery(inSample(plan, count.sample.fraction)));
    if (keepsSample(count, facetTotal(sampled.rows))) counted = { rows: sampled.rows, fraction: count.sample.fraction };
  }
  counted ??= { rows: (await db.execute<RawFacetRow>(facetsQuery(plan))).rows, fraction: 1 };
  return { rows: await withLabels(db, counted.rows), fraction: counted.fraction };
}

function locationText(row: HitRow): string {
  if (row.location_type === "Pseudo" || (!row.city && row.remote)) return "Remote";
  if (row.city && row.state_code) return `${row.city}, ${row.state_code}`;
  return row.location_name ?? "";
}

function toHit(row: HitRow): JobSearchHit {
  return {
    id: row.id,
    title: row.title,
    companyName: row.company_name,
    companySlug: row.company_slug,
    locationText: locationText(row),
    remote: row.remote,
    employmentType: row.employment_type,
    salaryMinCents: row.salary_min_cents,
    salaryMaxCents: row.salary_max_cents,
    salaryCurrency: row.salary_currency,
    salaryPeriod: row.salary_period,
    postedAt: new Date(row.posted_at),
    isPromoted: row.is_promoted === true,
    immediatelyHiring: (row.tags ?? []).includes(JOB_TAGS.immediatelyHiring),
    distanceMiles: row.meters === null ? null : Math.round((Number(row.meters) / METERS_PER_MILE) * 10) / 10,
  };
}

export async function searchJobs(db: Db, params: SearchJobsParams, tuning: SearchTuning = {}): Promise<JobSearchResult> {
  const { tsquery, words } = sanitizeSearchQuery(params.q ?? "");
  // The place and the filters' ids are independent lookups: one round trip's wait for both.
  const [location, ids] = await Promise.all([params.location?.trim() ? resolveLocation(db, params.location) : null, resolveFilterIds(db, params)]);
  const radiusMiles = location?.kind === "point" ? (params.radiusMiles ?? DEFAULT_RADIUS) : DEFAULT_RADIUS;
  const plan = buildPlan(params, ids, tsquery, location, radiusMiles);

  // Only a faceted search or an uncounted one (a few best matches) is estimated (EXPLAIN, about a
  // millisecond): the estimate picks how the newest matches are found (a recent window, the date
  // index). Without an estimate no choice depends on the table's size either.
  const estimated = params.facets || params.count === false;
  const [estimate, jobs] = estimated ? await Promise.all([estimateRows(db, matching(plan, sql`1`)), jobsInTable(db)]) : [0, 0];
  const facts: SearchFacts = {
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort,
    facets: params.facets === true,
    keyword: plan.rank !== null,
    phrase: tsquery !== null && hasPhrase(tsquery),
    point: plan.meters !== null,
    estimate,
    jobs,
    tuning,
  };
  const phraseShare = phraseSampleShare(facts);
  const phraseSample = phraseShare === null ? null : { fraction: phraseShare, found: await countMatches(db, inSample(plan, phraseShare)) };
  const strategy = searchStrategy({ ...facts, phraseSample });

  const { hits, count } = strategy;
  const cutoff = hits.kind === "rerank-newest" && hits.windowShare !== null ? await postedAtCutoff(db, hits.windowShare) : null;
  const [hitRows, faceted, capped] = await Promise.all([
    db.execute<HitRow>(hitsQuery(plan, strategy, cutoff)),
    count.kind === "facets" ? countFacets(db, plan, count) : null,
    count.kind === "capped" && params.count !== false ? countMatches(db, plan, count.cap + 1) : null,
  ]);
  const fraction = faceted?.fraction ?? 1;
  const facets = faceted ? toFacets(faceted.rows, fraction) : null;
  const uncounted = params.count === false && !facets ? Math.min(hitRows.rows.length, strategy.pageSize) : 0;
  const counts = resultCounts({ counted: facets ? facets.total : (capped ?? uncounted), fraction, faceted: facets !== null, pageRows: hitRows.rows.length, pageSize: strategy.pageSize });

  const suggestions = { keywords: [] as string[], locations: [] as string[] };
  if (params.suggestions && counts.suggest) {
    const [keywords, locations] = await Promise.all([
      words.length ? suggestKeywords(db, params.q ?? "", words) : [],
      location?.kind === "unknown" ? suggestLocations(db, location.label) : [],
    ]);
    suggestions.keywords = keywords;
    suggestions.locations = locations;
  }

  return {
    hits: hitRows.rows.slice(0, strategy.pageSize).map(toHit),
    total: counts.total,
    totalCapped: counts.totalCapped,
    approximate: counts.approximate,
    page: strategy.page,
    pageSize: strategy.pageSize,
    pageCount: counts.pageCount,
    hasNextPage: counts.hasNextPage,
    sort: strategy.sort,
    location,
    radiusMiles: location?.kind === "point" ? radiusMiles : null,
    tsquery,
    facets: facets?.facets ?? null,
    suggestions,
  };
}
