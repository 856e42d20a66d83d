import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { openJobCondition } from "@/features/jobs/server/queries";
import { companyCategoryPath } from "@/lib/company-routes";
import { browseCategoryAllPath, browseCategoryPath, browseCityPath, browseStateAllPath, browseStatePath, browseSubcategoryPath } from "@/lib/job-routes";
import { US_STATES } from "@/lib/us-states";

/*
 * The browse pages for the sitemaps (issue 11): page 1 of every page that shows open jobs, and only
 * URLs that answer 200 (features/jobs/server/search/browse.ts resolves them; feeds.int.test.ts checks
 * every URL listed against those resolvers):
 * - /browse-jobs/category/{category}, .../all and .../{subcategory} of job categories with open jobs;
 * - /companies/category/{slug} of company categories holding a company with open jobs;
 * - /browse-jobs/state/{state}, .../all and .../{city} of places with open jobs.
 * A city or subcategory slug "all" is left out: that URL is the state's or category's "all" page.
 * Each family is one grouped pass over the open jobs (cities: over their job_locations, as
 * openJobCountsByState), with the newest update of its open jobs as lastmod. At 1M jobs that is a
 * few seconds of work, so the routes keep the result for an hour (cached-sitemap-chunks.ts).
 */

export type SitemapUrl = { path: string; lastModified?: Date };

const toDate = (value: string | Date | null): Date | undefined => (value ? new Date(value) : undefined);
const newer = (a: Date | undefined, b: Date | undefined) => (!a ? b : !b ? a : a > b ? a : b);
const bySlug = (a: { slug: string }, b: { slug: string }) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

type Group = { slug: string; lastModified?: Date; children: Map<string, Date | undefined> };

function addTo(groups: Map<string, Group>, slug: string, child: string | null, lastModified: Date | undefined) {
  const group: Group = groups.get(slug) ?? { slug, children: new Map() };
  group.lastModified = newer(group.lastModified, lastModified);
  if (child && child !== "all") group.children.set(child, newer(group.children.get(child), lastModified));
  groups.set(slug, group);
}

/** Category, its "all" page, then its subcategories; states likewise with their cities. Slug order throughout. */
function expand(groups: Map<string, Group>, top: (slug: string) => string, all: (slug: string) => string, child: (slug: string, c: string) => string): SitemapUrl[] {
  const out: SitemapUrl[] = [];
  for (const g of [...groups.values()].sort(bySlug)) {
    out.push({ path: top(g.slug), lastModified: g.lastModified }, { path: all(g.slug), lastModified: g.lastModified });
    for (const [c, lastModified] of [...g.children].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) out.push({ path: child(g.slug, c), lastModified });
  }
  return out;
}

async function jobCategoryUrls(db: Db): Promise<SitemapUrl[]> {
  const { rows } = await db.execute<{ category_slug: string; subcategory_slug: string | null; last_modified: string | Date | null }>(sql`
    select category.slug as category_slug, subcategory.slug as subcategory_slug, open_jobs.last_modified
    from (
      select jobs.category_id, jobs.subcategory_id, max(jobs.updated_at) as last_modified
      from jobs where jobs.category_id is not null and ${openJobCondition()}
      group by jobs.category_id, jobs.subcategory_id
    ) open_jobs
    join categories category on category.id = open_jobs.category_id and category.parent_id is null
    join category_types category_type on category_type.id = category.type_id and category_type.slug = 'jobs'
    left join categories subcategory on subcategory.id = open_jobs.subcategory_id and subcategory.parent_id = category.id`);
  const groups = new Map<string, Group>();
  for (const r of rows) addTo(groups, r.category_slug, r.subcategory_slug, toDate(r.last_modified));
  return expand(groups, browseCategoryPath, (c) => browseCategoryAllPath(c), (c, s) => browseSubcategoryPath(c, s));
}

async function companyCategoryUrls(db: Db): Promise<SitemapUrl[]> {
  // The page lists every company of the category, so its lastmod is their newest update. The IN
  // (subquery) is one hashed pass over the open jobs' company ids, not a probe per company.
  const { rows } = await db.execute<{ slug: string; last_modified: string | Date | null }>(sql`
    select category.slug, max(company.updated_at) as last_modified
    from categories category
    join category_types category_type on category_type.id = category.type_id and category_type.slug = 'companies'
    join companies company on company.category_id = category.id
    where category.parent_id is null
    group by category.id, category.slug
    having bool_or(company.id in (select jobs.company_id from jobs where ${openJobCondition()}))`);
  return rows.sort(bySlug).map((r) => ({ path: companyCategoryPath(r.slug), lastModified: toDate(r.last_modified) }));
}

async function placeUrls(db: Db): Promise<SitemapUrl[]> {
  const { rows } = await db.execute<{ state_code: string; city_slug: string | null; last_modified: string | Date | null }>(sql`
    select job_locations.state_code, job_locations.city_slug, max(jobs.updated_at) as last_modified
    from job_locations join jobs on jobs.id = job_locations.job_id
    where job_locations.state_code is not null and ${openJobCondition()}
    group by job_locations.state_code, job_locations.city_slug`);
  const slugOf = new Map(US_STATES.map((s) => [s.code, s.slug]));
  const groups = new Map<string, Group>();
  for (const r of rows) {
    const state = slugOf.get(r.state_code);
    if (state) addTo(groups, state, r.city_slug, toDate(r.last_modified));
  }
  return expand(groups, browseStatePath, (s) => browseStateAllPath(s), (s, c) => browseCityPath(s, c));
}

/** Every browse page with open jobs, in a stable order (job categories, company categories, places) for chunking. */
export async function listBrowseSitemapUrls(db: Db): Promise<SitemapUrl[]> {
  const [categories, companyCategories, places] = await Promise.all([jobCategoryUrls(db), companyCategoryUrls(db), placeUrls(db)]);
  return [...categories, ...companyCategories, ...places];
}
