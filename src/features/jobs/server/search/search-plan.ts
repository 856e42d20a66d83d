import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { DatePosted } from "@/lib/job-routes";
import type { ResolvedLocation } from "./resolve-location";
import type { SearchJobsParams } from "./search-jobs";

/*
 * The WHERE of a job search (decision 006): one plan of CTEs, joins and filters over the narrow
 * job_search table, shared by the hits, facets, count and estimate queries of search-jobs.ts.
 */

export const METERS_PER_MILE = 1609.344;

export const WINDOW_DAYS: Record<DatePosted, number> = { "24h": 1, "3d": 3, "7d": 7, "14d": 14, "30d": 30 };

/** The category, subcategory and company of a search's filters, by id (null: no such slug). */
export type FilterIds = { categoryId: string | null; subcategoryId: string | null; companyId: string | null };

/** Looks up the filters' slugs in one statement (nothing to look up: no statement). */
export async function resolveFilterIds(db: Db, params: SearchJobsParams): Promise<FilterIds> {
  if (!params.categorySlug && !params.companySlug) return { categoryId: null, subcategoryId: null, companyId: null };
  const res = await db.execute<FilterIds>(sql`select
    (select c.id from categories c join category_types t on t.id = c.type_id
      where t.slug = 'jobs' and c.parent_id is null and c.slug = ${params.categorySlug ?? null}) as "categoryId",
    (select s.id from categories s join categories c on c.id = s.parent_id join category_types t on t.id = c.type_id
      where t.slug = 'jobs' and c.parent_id is null and c.slug = ${params.categorySlug ?? null} and s.slug = ${params.subcategorySlug ?? null}) as "subcategoryId",
    (select co.id from companies co where co.slug = ${params.companySlug ?? null}) as "companyId"`);
  const row = res.rows[0];
  return { categoryId: row?.categoryId ?? null, subcategoryId: row?.subcategoryId ?? null, companyId: row?.companyId ?? null };
}

export type Plan = {
  ctes: SQL[];
  joins: SQL[];
  where: SQL[];
  rank: SQL | null;
  meters: SQL | null;
};

/**
 * keywordFirst: the keyword's matches are few enough to list first from the GIN index alone
 * (materialized), and the other filters then apply to them. Otherwise PostgreSQL tends to test the
 * keyword row by row on what the other filters leave (36,000 jobs near Manhattan, each vector read
 * out of line), since it does not price reading a vector.
 */
export function buildPlan(
  params: SearchJobsParams,
  ids: FilterIds,
  tsquery: string | null,
  location: ResolvedLocation | null,
  radiusMiles: number,
  keywordFirst = false,
): Plan {
  const plan: Plan = { ctes: [], joins: [], where: [], rank: null, meters: null };
  plan.where.push(sql`j.status = 'open'`, sql`(j.valid_through is null or j.valid_through > now())`);

  let keywordIds: SQL | null = null;
  if (tsquery) {
    const q = sql`to_tsquery('english'::regconfig, ${tsquery})`;
    if (keywordFirst) {
      plan.ctes.push(sql`kw as materialized (select k.id from job_search k
        where k.search_vector @@ ${q} and k.status = 'open' and (k.valid_through is null or k.valid_through > now()))`);
      keywordIds = sql`(select kw.id from kw)`;
      plan.where.push(sql`j.id in ${keywordIds}`);
    } else {
      plan.where.push(sql`j.search_vector @@ ${q}`);
    }
    plan.rank = sql`ts_rank_cd(j.search_vector, ${q})`;
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
      select jl.job_id, min(near.meters) as meters from job_locations jl join near on near.id = jl.location_id
      ${keywordIds ? sql`where jl.job_id in ${keywordIds}` : sql``}
      group by jl.job_id
    )`);
    plan.joins.push(sql`join job_near jn on jn.job_id = j.id`);
    plan.meters = sql`jn.meters`;
  } else if (location?.kind === "state") {
    plan.where.push(sql`j.state_codes @> array[${location.stateCode}::text]`);
  } else if (location?.kind === "unknown") {
    plan.where.push(sql`false`);
  }

  if (params.remote || location?.kind === "remote") plan.where.push(sql`j.remote`);
  if (params.stateCode) {
    plan.where.push(
      params.citySlug
        ? sql`j.state_codes @> array[${params.stateCode}::text] and exists (select 1 from job_locations jl
            where jl.job_id = j.id and jl.state_code = ${params.stateCode} and jl.city_slug = ${params.citySlug})`
        : sql`j.state_codes @> array[${params.stateCode}::text]`,
    );
  }
  // Ids resolved beforehand (resolveFilterIds), so the planner estimates with the columns' statistics.
  if (params.categorySlug) plan.where.push(ids.categoryId ? sql`j.category_id = ${ids.categoryId}::uuid` : sql`false`);
  if (params.categorySlug && params.subcategorySlug) plan.where.push(ids.subcategoryId ? sql`j.subcategory_id = ${ids.subcategoryId}::uuid` : sql`false`);
  if (params.companySlug) plan.where.push(ids.companyId ? sql`j.company_id = ${ids.companyId}::uuid` : sql`false`);
  if (params.employmentType) plan.where.push(sql`j.employment_type = ${params.employmentType}`);
  if (params.posted) plan.where.push(sql`j.posted_at >= now() - make_interval(days => ${WINDOW_DAYS[params.posted]}::int)`);
  if (params.minSalary) plan.where.push(sql`j.salary_annual_min_cents >= ${Math.round(params.minSalary * 100)}::bigint`);
  return plan;
}

/** `with ... select <columns> from job_search j <joins> where <filters>` */
export function matching(plan: Plan, columns: SQL): SQL {
  return sql`${plan.ctes.length ? sql`with ${sql.join(plan.ctes, sql`, `)} ` : sql``}select ${columns} from job_search j ${sql.join(plan.joins, sql` `)} where ${sql.join(plan.where, sql` and `)}`;
}

