import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { JOB_TAGS, type EmploymentType, type SalaryPeriod } from "@/db/schema";
import { DATE_POSTED_WINDOWS, DEFAULT_RADIUS, type DatePosted, type JobSort } from "@/lib/job-routes";
import { resolveLocation, type ResolvedLocation } from "./resolve-location";
import { BROAD_MATCHES, SAMPLE_JOBS, estimateRows, roughly, sampleFraction, uuidAtFraction } from "./broad-search";
import { sanitizeSearchQuery } from "./sanitize-query";
import { suggestKeywords, suggestLocations } from "./suggestions";

/*
 * Job search (decision 006). Every filter, the order, the page, the count and the facets run in
 * PostgreSQL: the full-text match on job_documents.search_vector (GIN), radius on locations
 * (GiST on ll_to_earth), everything else on the narrow jobs table. Nothing is filtered in memory.
 */

export const COUNT_CAP = 1000;
/** Broad relevance searches rank only the newest this-many matches (the rest are older and rarely wanted). */
export const RERANK_NEWEST = 1000;
const METERS_PER_MILE = 1609.344;
const TOP_COMPANIES = 10;
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

const WINDOW_DAYS: Record<DatePosted, number> = { "24h": 1, "3d": 3, "7d": 7, "14d": 14, "30d": 30 };

type Plan = {
  ctes: SQL[];
  joins: SQL[];
  where: SQL[];
  rank: SQL | null;
  meters: SQL | null;
};

function buildPlan(params: SearchJobsParams, tsquery: string | null, location: ResolvedLocation | null, radiusMiles: number): Plan {
  const plan: Plan = { ctes: [], joins: [], where: [], rank: null, meters: null };
  plan.where.push(sql`j.status = 'open'`, sql`(j.valid_through is null or j.valid_through > now())`);

  if (tsquery) {
    const q = sql`to_tsquery('english'::regconfig, ${tsquery})`;
    plan.joins.push(sql`join job_documents d on d.job_id = j.id`);
    plan.where.push(sql`d.search_vector @@ ${q}`);
    plan.rank = sql`ts_rank_cd(d.search_vector, ${q})`;
  }

  if (location?.kind === "point") {
    const meters = radiusMiles * METERS_PER_MILE;
    const center = sql`ll_to_earth(${location.latitude}::float8, ${location.longitude}::float8)`;
    // Places within the radius (GiST on ll_to_earth; earth_box is a cube, earth_distance trims its corners),
    // then each job's nearest place. Remote (-1, -1) is a Pseudo row and never a place.
    plan.ctes.push(sql`near as materialized (
      select l.id, earth_distance(${center}, ll_to_earth(l.latitude, l.longitude)) as meters
      from locations l
      where earth_box(${center}, ${meters}::float8) @> ll_to_earth(l.latitude, l.longitude)
        and l.type <> 'Pseudo' and earth_distance(${center}, ll_to_earth(l.latitude, l.longitude)) <= ${meters}::float8
    ), job_near as (
      select jl.job_id, min(near.meters) as meters from job_locations jl join near on near.id = jl.location_id group by jl.job_id
    )`);
    plan.joins.push(sql`join job_near jn on jn.job_id = j.id`);
    plan.meters = sql`jn.meters`;
  } else if (location?.kind === "state") {
    plan.where.push(sql`exists (select 1 from job_locations jl where jl.job_id = j.id and jl.state_code = ${location.stateCode})`);
  } else if (location?.kind === "unknown") {
    plan.where.push(sql`false`);
  }

  if (params.remote || location?.kind === "remote") plan.where.push(sql`j.remote`);
  if (params.stateCode) {
    plan.where.push(
      params.citySlug
        ? sql`exists (select 1 from job_locations jl where jl.job_id = j.id and jl.state_code = ${params.stateCode} and jl.city_slug = ${params.citySlug})`
        : sql`exists (select 1 from job_locations jl where jl.job_id = j.id and jl.state_code = ${params.stateCode})`,
    );
  }
  if (params.categorySlug) {
    const top = sql`(select c.id from categories c join category_types t on t.id = c.type_id
      where t.slug = 'jobs' and c.parent_id is null and c.slug = ${params.categorySlug})`;
    plan.where.push(sql`j.category_id = ${top}`);
    if (params.subcategorySlug) {
      plan.where.push(sql`j.subcategory_id = (select s.id from categories s where s.parent_id = ${top} and s.slug = ${params.subcategorySlug})`);
    }
  }
  if (params.companySlug) plan.where.push(sql`j.company_id = (select co.id from companies co where co.slug = ${params.companySlug})`);
  if (params.employmentType) plan.where.push(sql`j.employment_type = ${params.employmentType}`);
  if (params.posted) plan.where.push(sql`j.posted_at >= now() - make_interval(days => ${WINDOW_DAYS[params.posted]}::int)`);
  if (params.minSalary) plan.where.push(sql`j.salary_annual_min_cents >= ${Math.round(params.minSalary * 100)}::bigint`);
  return plan;
}

/** `with ... select <columns> from jobs j <joins> where <filters>` */
function matching(plan: Plan, columns: SQL): SQL {
  return sql`${plan.ctes.length ? sql`with ${sql.join(plan.ctes, sql`, `)} ` : sql``}select ${columns} from jobs j ${sql.join(plan.joins, sql` `)} where ${sql.join(plan.where, sql` and `)}`;
}

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

type FacetRow = {
  g: number;
  n: number;
  employment_type: string | null;
  bucket: number | null;
  remote: boolean | null;
  cat_slug: string | null;
  cat_name: string | null;
  sub_slug: string | null;
  sub_name: string | null;
  co_slug: string | null;
  co_name: string | null;
};

// grouping(category_id, subcategory_id, employment_type, bucket, remote, company_id): a bit is set for
// each column left out of the grouping set, the last column being bit 0.
const G_TOTAL = 63;
const G_CATEGORY = 31;
const G_SUBCATEGORY = 47;
const G_TYPE = 55;
const G_BUCKET = 59;
const G_REMOTE = 61;
const G_COMPANY = 62;

function orderBy(sort: JobSort): SQL {
  if (sort === "relevance") return sql`m.rank desc, m.posted_at desc, m.id`;
  if (sort === "distance") return sql`m.meters asc, m.posted_at desc, m.id`;
  return sql`m.posted_at desc, m.id`;
}

function locationText(row: HitRow): string {
  if (row.location_type === "Pseudo" || (!row.city && row.remote)) return "Remote";
  if (row.city && row.state_code) return `${row.city}, ${row.state_code}`;
  return row.location_name ?? "";
}

/** Thresholds, changeable by tests (a test data set has dozens of jobs, not a million). */
export type SearchTuning = { broadMatches?: number; sampleJobs?: number };

export async function searchJobs(db: Db, params: SearchJobsParams, tuning: SearchTuning = {}): Promise<JobSearchResult> {
  const pageSize = Math.max(1, Math.min(params.pageSize ?? 20, 100));
  const page = Math.max(1, Math.floor(params.page ?? 1));
  const { tsquery, words } = sanitizeSearchQuery(params.q ?? "");
  const location = params.location?.trim() ? await resolveLocation(db, params.location) : null;
  const radiusMiles = location?.kind === "point" ? (params.radiusMiles ?? DEFAULT_RADIUS) : DEFAULT_RADIUS;
  const plan = buildPlan(params, tsquery, location, radiusMiles);

  const defaultSort: JobSort = tsquery ? "relevance" : "date";
  let sort = params.sort ?? defaultSort;
  if ((sort === "relevance" && !plan.rank) || (sort === "distance" && !plan.meters)) sort = defaultSort;

  const limit = pageSize + 1;
  const offset = (page - 1) * pageSize;
  const estimate = params.facets ? await estimateRows(db, matching(plan, sql`1`)) : 0;
  const broad = estimate > (tuning.broadMatches ?? BROAD_MATCHES);

  // The page's ids first (sorted and limited on the narrow columns), then the page's details.
  const pageColumns = sql`j.id, j.posted_at, ${plan.rank ?? sql`0`} as rank, ${plan.meters ?? sql`null::float8`} as meters`;
  let pageIds: SQL;
  if (broad && sort === "relevance") {
    // Rank only the newest matches of a very common word: walking jobs newest-first stops early.
    const newest = Math.max(RERANK_NEWEST, offset + limit);
    pageIds = sql`c as materialized (${matching(plan, pageColumns)} order by j.posted_at desc, j.id limit ${newest}),
      m as (select * from c m order by ${orderBy(sort)} limit ${limit} offset ${offset})`;
  } else {
    pageIds = sql`c as (${matching(plan, pageColumns)}),
      m as materialized (select * from c m order by ${orderBy(sort)} limit ${limit} offset ${offset})`;
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

  // A broad search counts a random sample: job ids are random UUIDs, so ids below a bound are a
  // uniform sample of about SAMPLE_JOBS jobs (read through the primary key), scaled up after.
  const fraction = broad ? await sampleFraction(db, tuning.sampleJobs ?? SAMPLE_JOBS) : 1;
  const facetPlan = fraction < 1 ? { ...plan, where: [...plan.where, sql`j.id < ${uuidAtFraction(fraction)}::uuid`] } : plan;
  const facetColumns = sql`j.category_id, j.subcategory_id, j.employment_type, j.remote, j.company_id,
    case when j.posted_at >= now() - interval '24 hours' then 1
         when j.posted_at >= now() - interval '3 days' then 3
         when j.posted_at >= now() - interval '7 days' then 7
         when j.posted_at >= now() - interval '14 days' then 14
         when j.posted_at >= now() - interval '30 days' then 30
         else 0 end as bucket`;
  const facetsQuery = sql`
    with m as (${matching(facetPlan, facetColumns)}),
    f as (
      select grouping(category_id, subcategory_id, employment_type, bucket, remote, company_id) as g,
        category_id, subcategory_id, employment_type, bucket, remote, company_id, count(*)::int as n
      from m
      group by grouping sets ((), (category_id), (subcategory_id), (employment_type), (bucket), (remote), (company_id))
    ),
    r as (select f.*, row_number() over (partition by g order by n desc, company_id) as rn from f)
    select r.g, r.n, r.employment_type, r.bucket, r.remote,
      cat.slug as cat_slug, cat.name as cat_name, sub.slug as sub_slug, sub.name as sub_name, co.slug as co_slug, co.name as co_name
    from r
    left join categories cat on cat.id = r.category_id
    left join categories sub on sub.id = r.subcategory_id
    left join companies co on co.id = r.company_id
    where not (r.g = ${G_COMPANY} and (r.rn > ${TOP_COMPANIES} or r.company_id is null))`;
  const countQuery = sql`select count(*)::int as n from (${matching(plan, sql`1`)} limit ${COUNT_CAP + 1}) capped`;

  const [hitRows, facetRows, countRows] = await Promise.all([
    db.execute<HitRow>(hitsQuery),
    params.facets ? db.execute<FacetRow>(facetsQuery) : null,
    params.facets ? null : db.execute<{ n: number }>(countQuery),
  ]);

  let facets: JobFacets | null = null;
  let total: number;
  const approximate = fraction < 1;
  if (facetRows) {
    const scale = (n: number) => (approximate ? roughly(n / fraction) : n);
    const rows = facetRows.rows.map((r) => ({ ...r, g: Number(r.g), n: scale(Number(r.n)) }));
    total = rows.find((r) => r.g === G_TOTAL)?.n ?? 0;
    const pick = (g: number) => rows.filter((r) => r.g === g).sort((a, b) => b.n - a.n);
    const buckets = new Map(pick(G_BUCKET).map((r) => [Number(r.bucket), r.n]));
    facets = {
      categories: pick(G_CATEGORY).filter((r) => r.cat_slug).map((r) => ({ value: r.cat_slug!, label: r.cat_name!, count: r.n })),
      subcategories: pick(G_SUBCATEGORY).filter((r) => r.sub_slug).map((r) => ({ value: r.sub_slug!, label: r.sub_name!, count: r.n })),
      employmentTypes: pick(G_TYPE).filter((r) => r.employment_type).map((r) => ({ value: r.employment_type!, label: r.employment_type!, count: r.n })),
      datePosted: DATE_POSTED_WINDOWS.map((w) => ({
        value: w,
        label: w,
        count: [...buckets].filter(([b]) => b > 0 && b <= WINDOW_DAYS[w]).reduce((s, [, n]) => s + n, 0),
      })),
      remote: pick(G_REMOTE).find((r) => r.remote === true)?.n ?? 0,
      companies: pick(G_COMPANY).map((r) => ({ value: r.co_slug!, label: r.co_name!, count: r.n })),
    };
  } else {
    total = Number(countRows!.rows[0]?.n ?? 0);
  }
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
