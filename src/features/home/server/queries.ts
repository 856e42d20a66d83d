import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, jobs, locations, type EmploymentType, type SalaryPeriod } from "@/db/schema";
import { openJobCondition } from "@/features/jobs/server/queries";

/*
 * What the home page shows (decision 017): live counts (open jobs, companies hiring, remote jobs),
 * the categories and the companies with the most open jobs, and the newest open jobs. Plain
 * functions (db, limits) -> plain objects; the page reads them through home-data.ts's cache.
 */

export const HOME_CATEGORY_LIMIT = 8;
export const HOME_COMPANY_LIMIT = 8;
export const HOME_NEWEST_LIMIT = 6;

export type HomeCategory = { slug: string; name: string; openJobs: number };
export type HomeCompany = { id: string; slug: string; name: string; logoUrl: string | null; openJobs: number };
export type HomeOverview = {
  /** Open jobs (status open and not past their valid-through date). */
  openJobs: number;
  /** Companies with at least one open job. */
  companiesHiring: number;
  remoteJobs: number;
  /** Top-level job categories with open jobs, most open jobs first. */
  categories: HomeCategory[];
  /** Companies with the most open jobs, most first. */
  companies: HomeCompany[];
};

type OverviewRow = {
  totals: { open_jobs: number; remote_jobs: number; companies_hiring: number } | null;
  categories: HomeCategory[] | null;
  companies: HomeCompany[] | null;
};

/**
 * Every count the page shows in one pass over open jobs: GROUPING SETS count per category, per
 * company and in total at once (hashed, one scan of jobs), and the CTE, read three times, is
 * computed once. grouping(category_id, company_id) tells the sets apart: 1 = per category,
 * 2 = per company, 3 = the total (which PostgreSQL returns even when no job is open).
 */
export async function getHomeOverview(db: Db, limits: { categories?: number; companies?: number } = {}): Promise<HomeOverview> {
  const categoryLimit = limits.categories ?? HOME_CATEGORY_LIMIT;
  const companyLimit = limits.companies ?? HOME_COMPANY_LIMIT;
  const { rows } = await db.execute<OverviewRow>(sql`
    with counts as (
      select jobs.category_id, jobs.company_id, grouping(jobs.category_id, jobs.company_id) as set_kind,
        count(*)::int as open_jobs, (count(*) filter (where jobs.remote))::int as remote_jobs
      from jobs
      where ${openJobCondition()}
      group by grouping sets ((jobs.category_id), (jobs.company_id), ())
    )
    select
      (select json_build_object('open_jobs', open_jobs, 'remote_jobs', remote_jobs,
          'companies_hiring', (select count(*)::int from counts where set_kind = 2))
        from counts where set_kind = 3) as totals,
      (select json_agg(json_build_object('slug', top.slug, 'name', top.name, 'openJobs', top.open_jobs) order by top.open_jobs desc, top.sort_order, top.name)
        from (
          select category.slug, category.name, category.sort_order, counts.open_jobs
          from counts
          join categories category on category.id = counts.category_id and category.parent_id is null
          join category_types category_type on category_type.id = category.type_id and category_type.slug = 'jobs'
          where counts.set_kind = 1
          order by counts.open_jobs desc, category.sort_order, category.name
          limit ${categoryLimit}
        ) top) as categories,
      (select json_agg(json_build_object('id', top.id, 'slug', top.slug, 'name', top.name, 'logoUrl', top.logo_url, 'openJobs', top.open_jobs) order by top.open_jobs desc, top.name, top.id)
        from (
          select company.id, company.slug, company.name, company.logo_url, counts.open_jobs
          from counts
          join companies company on company.id = counts.company_id
          where counts.set_kind = 2
          order by counts.open_jobs desc, company.name, company.id
          limit ${companyLimit}
        ) top) as companies`);
  const row = rows[0];
  return {
    openJobs: Number(row?.totals?.open_jobs ?? 0),
    remoteJobs: Number(row?.totals?.remote_jobs ?? 0),
    companiesHiring: Number(row?.totals?.companies_hiring ?? 0),
    categories: (row?.categories ?? []).map((c) => ({ ...c, openJobs: Number(c.openJobs) })),
    companies: (row?.companies ?? []).map((c) => ({ ...c, logoUrl: c.logoUrl || null, openJobs: Number(c.openJobs) })),
  };
}

export type HomeJob = {
  id: string;
  title: string;
  postedAt: Date;
  employmentType: EmploymentType | null;
  remote: boolean;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  company: { slug: string; name: string; logoUrl: string | null };
  /** The job's first place ("Austin, TX"), or null when it has none. */
  locationName: string | null;
};

/** The newest open jobs (or only remote ones): walks jobs newest-first and stops at the limit. Also the candidate dashboard's. */
export async function listNewestJobs(db: Db, limit = HOME_NEWEST_LIMIT, opts: { remote?: boolean } = {}): Promise<HomeJob[]> {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      postedAt: jobs.postedAt,
      employmentType: jobs.employmentType,
      remote: jobs.remote,
      salaryMinCents: jobs.salaryMinCents,
      salaryMaxCents: jobs.salaryMaxCents,
      salaryCurrency: jobs.salaryCurrency,
      salaryPeriod: jobs.salaryPeriod,
      company: { slug: companies.slug, name: companies.name, logoUrl: companies.logoUrl },
      locationName: locations.name,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(locations, eq(locations.id, jobs.primaryLocationId))
    .where(opts.remote ? and(openJobCondition(), eq(jobs.remote, true)) : openJobCondition())
    // "desc nulls last" is the order of jobs_status_posted_idx and jobs_remote_posted_idx (drizzle
    // builds them DESC NULLS LAST): with plain "desc" PostgreSQL sorts every open job instead of
    // walking the index (1,000,000 jobs: 790 ms -> 6 ms; bench/README.md section 7).
    .orderBy(sql`${jobs.postedAt} desc nulls last`, asc(jobs.id))
    .limit(limit);
}
