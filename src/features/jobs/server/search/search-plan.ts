import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { DATE_POSTED, type DatePosted } from "@/lib/job-routes";
import type { ResolvedLocation } from "./resolve-location";
import type { SearchJobsParams } from "./types";

/*
 * The WHERE of a job search (decision 006): conditions on job_search's own columns (keyword, place,
 * category, type, pay, date: each one an index PostgreSQL can AND with the others), shared by the
 * hits, facets, count and estimate queries of search-jobs.ts.
 */

export const METERS_PER_MILE = 1609.344;

/** One condition for the filter and the facet's buckets, so each bucket's count is its link's total. */
export function postedWithin(posted: DatePosted): SQL {
  return sql`job_search.posted_at >= now() - make_interval(days => ${DATE_POSTED[posted].days}::int)`;
}

/** The category, subcategory and company of a search's filters, by id (null: no such slug). */
export type FilterIds = { categoryId: string | null; subcategoryId: string | null; companyId: string | null };

/** Looks up the filters' slugs in one statement (nothing to look up: no statement). */
export async function resolveFilterIds(db: Db, params: SearchJobsParams): Promise<FilterIds> {
  if (!params.categorySlug && !params.companySlug) return { categoryId: null, subcategoryId: null, companyId: null };
  const res = await db.execute<FilterIds>(sql`select
    (select category.id from categories category join category_types category_type on category_type.id = category.type_id
      where category_type.slug = 'jobs' and category.parent_id is null and category.slug = ${params.categorySlug ?? null}) as "categoryId",
    (select subcategory.id from categories subcategory join categories category on category.id = subcategory.parent_id
      join category_types category_type on category_type.id = category.type_id
      where category_type.slug = 'jobs' and category.parent_id is null and category.slug = ${params.categorySlug ?? null}
        and subcategory.slug = ${params.subcategorySlug ?? null}) as "subcategoryId",
    (select company.id from companies company where company.slug = ${params.companySlug ?? null}) as "companyId"`);
  const row = res.rows[0];
  return { categoryId: row?.categoryId ?? null, subcategoryId: row?.subcategoryId ?? null, companyId: row?.companyId ?? null };
}

export type Plan = {
  where: SQL[];
  rank: SQL | null;
  meters: SQL | null;
};

/** The filters of a search, every one of them a condition on job_search's own columns. */
export function buildPlan(params: SearchJobsParams, ids: FilterIds, tsquery: string | null, location: ResolvedLocation | null, radiusMiles: number): Plan {
  const plan: Plan = { where: [], rank: null, meters: null };
  plan.where.push(sql`job_search.status = 'open'`, sql`(job_search.valid_through is null or job_search.valid_through > now())`);

  if (tsquery) {
    const keyword = sql`to_tsquery('english'::regconfig, ${tsquery})`;
    plan.where.push(sql`job_search.search_vector @@ ${keyword}`);
    plan.rank = sql`ts_rank_cd(job_search.search_vector, ${keyword})`;
  }

  if (location?.kind === "point") {
    const meters = radiusMiles * METERS_PER_MILE;
    const center = sql`ll_to_earth(${location.latitude}::float8, ${location.longitude}::float8)`;
    // The job's nearest place: its one place is its box (a point); with several, the nearest of them
    // (Remote, at -1, -1, is a Pseudo row and never a place).
    const distance = sql`(case when cube_is_point(job_search.location_box) then earth_distance(${center}, job_search.location_box::earth)
      else (select min(earth_distance(${center}, ll_to_earth(place.latitude, place.longitude))) from job_locations job_place
        join locations place on place.id = job_place.location_id where job_place.job_id = job_search.id and place.type <> 'Pseudo') end)`;
    // earth_box (GiST on location_box) takes every job with a place in the radius's bounding cube;
    // the distance trims the cube's corners.
    plan.where.push(sql`earth_box(${center}, ${meters}::float8) && job_search.location_box`, sql`${distance} <= ${meters}::float8`);
    plan.meters = distance;
  } else if (location?.kind === "state") {
    plan.where.push(sql`job_search.state_codes @> array[${location.stateCode}::text]`);
  } else if (location?.kind === "unknown") {
    plan.where.push(sql`false`);
  }

  if (params.remote || location?.kind === "remote") plan.where.push(sql`job_search.remote`);
  if (params.stateCode) {
    plan.where.push(
      params.citySlug
        ? sql`job_search.state_codes @> array[${params.stateCode}::text] and exists (select 1 from job_locations job_place
            where job_place.job_id = job_search.id and job_place.state_code = ${params.stateCode} and job_place.city_slug = ${params.citySlug})`
        : sql`job_search.state_codes @> array[${params.stateCode}::text]`,
    );
  }
  // Ids resolved beforehand (resolveFilterIds), so the planner estimates with the columns' statistics.
  if (params.categorySlug) plan.where.push(ids.categoryId ? sql`job_search.category_id = ${ids.categoryId}::uuid` : sql`false`);
  if (params.categorySlug && params.subcategorySlug) plan.where.push(ids.subcategoryId ? sql`job_search.subcategory_id = ${ids.subcategoryId}::uuid` : sql`false`);
  if (params.companySlug) plan.where.push(ids.companyId ? sql`job_search.company_id = ${ids.companyId}::uuid` : sql`false`);
  if (params.employmentType) plan.where.push(sql`job_search.employment_type = ${params.employmentType}`);
  if (params.posted) plan.where.push(postedWithin(params.posted));
  if (params.minSalary) plan.where.push(sql`job_search.salary_annual_min_cents >= ${Math.round(params.minSalary * 100)}::bigint`);
  return plan;
}

/** `select <columns> from job_search where <filters>` */
export function matching(plan: Plan, columns: SQL): SQL {
  return sql`select ${columns} from job_search where ${sql.join(plan.where, sql` and `)}`;
}
