import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { DatePosted } from "@/lib/job-routes";
import type { ResolvedLocation } from "./resolve-location";
import type { SearchJobsParams } from "./search-jobs";

/*
 * The WHERE of a job search (decision 006): conditions on job_search's own columns (keyword, place,
 * category, type, pay, date: each one an index PostgreSQL can AND with the others), shared by the
 * hits, facets, count and estimate queries of search-jobs.ts.
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
  where: SQL[];
  rank: SQL | null;
  meters: SQL | null;
};

/** The filters of a search over job_search j, every one of them a condition on j's own columns. */
export function buildPlan(params: SearchJobsParams, ids: FilterIds, tsquery: string | null, location: ResolvedLocation | null, radiusMiles: number): Plan {
  const plan: Plan = { where: [], rank: null, meters: null };
  plan.where.push(sql`j.status = 'open'`, sql`(j.valid_through is null or j.valid_through > now())`);

  if (tsquery) {
    const q = sql`to_tsquery('english'::regconfig, ${tsquery})`;
    plan.where.push(sql`j.search_vector @@ ${q}`);
    plan.rank = sql`ts_rank_cd(j.search_vector, ${q})`;
  }

  if (location?.kind === "point") {
    const meters = radiusMiles * METERS_PER_MILE;
    const center = sql`ll_to_earth(${location.latitude}::float8, ${location.longitude}::float8)`;
    // The job's nearest place: its one place is its box (a point); with several, the nearest of them
    // (Remote, at -1, -1, is a Pseudo row and never a place).
    const distance = sql`(case when cube_is_point(j.location_box) then earth_distance(${center}, j.location_box::earth)
      else (select min(earth_distance(${center}, ll_to_earth(l.latitude, l.longitude))) from job_locations jl
        join locations l on l.id = jl.location_id where jl.job_id = j.id and l.type <> 'Pseudo') end)`;
    // earth_box (GiST on location_box) takes every job with a place in the radius's bounding cube;
    // the distance trims the cube's corners.
    plan.where.push(sql`earth_box(${center}, ${meters}::float8) && j.location_box`, sql`${distance} <= ${meters}::float8`);
    plan.meters = distance;
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

/** `select <columns> from job_search j where <filters>` */
export function matching(plan: Plan, columns: SQL): SQL {
  return sql`select ${columns} from job_search j where ${sql.join(plan.where, sql` and `)}`;
}
