import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { DATE_POSTED, DATE_POSTED_WINDOWS } from "@/lib/job-routes";
import { registerCategoryCache } from "../category-caches";
import { roughly } from "./broad-search";
import { matching, postedWithin, type Plan } from "./search-plan";
import type { JobFacets } from "./types";

/*
 * The facet counts of a search (decision 006): one GROUPING SETS pass over its matches (or over the
 * id sample of a broad search, scaled up after and shown as "about").
 */

const TOP_COMPANIES = 10;

/** The columns the pass groups by, one grouping set each, in the order grouping() is given them. */
const FACET_COLUMNS = ["category_id", "subcategory_id", "employment_type", "date_bucket", "remote", "company_id"] as const;
type FacetColumn = (typeof FACET_COLUMNS)[number];

/**
 * The grouping() value of the rows counting the matches by `column` alone (null: the one row counting
 * them all). grouping() sets a bit for each column a row's set leaves out, the last column's being
 * bit 0; derived from FACET_COLUMNS, so the masks cannot drift from the query's column order.
 */
function countedBy(column: FacetColumn | null): number {
  const everyColumn = (1 << FACET_COLUMNS.length) - 1;
  return column === null ? everyColumn : everyColumn & ~(1 << (FACET_COLUMNS.length - 1 - FACET_COLUMNS.indexOf(column)));
}
const TOTAL_ROW = countedBy(null);
const CATEGORY_ROWS = countedBy("category_id");
const SUBCATEGORY_ROWS = countedBy("subcategory_id");
const EMPLOYMENT_TYPE_ROWS = countedBy("employment_type");
const DATE_BUCKET_ROWS = countedBy("date_bucket");
const REMOTE_ROWS = countedBy("remote");
const COMPANY_ROWS = countedBy("company_id");

/** A row of the facet pass: counts by ids (labels are looked up apart: withLabels). */
export type RawFacetRow = {
  /** grouping() of the row's columns: which facet it counts (countedBy). */
  counted_by: number;
  jobs: number;
  employment_type: string | null;
  /** The narrowest date-posted window holding the jobs, in days (0: older than every window). */
  date_bucket: number | null;
  remote: boolean | null;
  category_id: string | null;
  subcategory_id: string | null;
  company_id: string | null;
};

export type FacetRow = RawFacetRow & {
  category_slug: string | null;
  category_name: string | null;
  subcategory_slug: string | null;
  subcategory_name: string | null;
  company_slug: string | null;
  company_name: string | null;
};

// Each job in one bucket, its narrowest window; a window's count is the sum of its buckets and the
// narrower ones'.
const MATCH_COLUMNS = sql`job_search.category_id, job_search.subcategory_id, job_search.employment_type, job_search.remote, job_search.company_id,
    case ${sql.join(
      DATE_POSTED_WINDOWS.map((posted) => sql`when ${postedWithin(posted)} then ${sql.raw(String(DATE_POSTED[posted].days))}`),
      sql` `,
    )} else 0 end as date_bucket`;
const GROUPED_COLUMNS = sql.raw(FACET_COLUMNS.join(", "));
const GROUPING_SETS = sql.raw(["()", ...FACET_COLUMNS.map((column) => `(${column})`)].join(", "));

/**
 * Every facet's counts over the plan's matches, in one pass; the top companies only. Ids, not
 * labels: joining categories and companies here cost ~3 ms of planning per statement (0.3 ms
 * without), more than the facet pass of a typical search takes to run.
 */
export function facetsQuery(plan: Plan) {
  return sql`
    with matches as (${matching(plan, MATCH_COLUMNS)}),
    facet_counts as (
      select grouping(${GROUPED_COLUMNS}) as counted_by, ${GROUPED_COLUMNS}, count(*)::int as jobs
      from matches
      group by grouping sets (${GROUPING_SETS})
    ),
    ranked_counts as (select facet_counts.*, row_number() over (partition by counted_by order by jobs desc, company_id) as place_in_facet from facet_counts)
    select counted_by, jobs, employment_type, date_bucket, remote, category_id, subcategory_id, company_id
    from ranked_counts where not (counted_by = ${COMPANY_ROWS} and (place_in_facet > ${TOP_COMPANIES} or company_id is null))`;
}

type Label = { slug: string; name: string };
const CATEGORY_LABELS_MS = 10 * 60_000;
let categoryLabels: { at: number; byId: Map<string, Label> } | null = null;
// An administrator's category edit forgets them at once (decision 054).
registerCategoryCache("facet-category-labels", () => {
  categoryLabels = null;
});

/** Job categories by id, remembered 10 minutes (a few dozen rows), read again when an id is new. */
async function categoriesById(db: Db, ids: string[]): Promise<Map<string, Label>> {
  const fresh = categoryLabels && Date.now() - categoryLabels.at < CATEGORY_LABELS_MS;
  if (!fresh || ids.some((id) => !categoryLabels!.byId.has(id))) {
    const res = await db.execute<{ id: string; slug: string; name: string }>(sql`select id, slug, name from categories`);
    categoryLabels = { at: Date.now(), byId: new Map(res.rows.map((category) => [category.id, { slug: category.slug, name: category.name }])) };
  }
  return categoryLabels!.byId;
}

/** The facet rows with their categories' and companies' slugs and names. */
export async function withLabels(db: Db, rows: RawFacetRow[]): Promise<FacetRow[]> {
  const categoryIds = [...new Set(rows.flatMap((row) => [row.category_id, row.subcategory_id]).filter((id): id is string => id !== null))];
  const companyIds = [...new Set(rows.map((row) => row.company_id).filter((id): id is string => id !== null))];
  const [categories, companies] = await Promise.all([
    categoriesById(db, categoryIds),
    companyIds.length
      ? db
          .execute<{ id: string; slug: string; name: string }>(sql`select id, slug, name from companies where id = any(${sql.param(companyIds)}::uuid[])`)
          .then((res) => new Map(res.rows.map((company) => [company.id, { slug: company.slug, name: company.name }])))
      : new Map<string, Label>(),
  ]);
  return rows.map((row) => {
    const category = row.category_id ? categories.get(row.category_id) : undefined;
    const subcategory = row.subcategory_id ? categories.get(row.subcategory_id) : undefined;
    const company = row.company_id ? companies.get(row.company_id) : undefined;
    return {
      ...row,
      category_slug: category?.slug ?? null,
      category_name: category?.name ?? null,
      subcategory_slug: subcategory?.slug ?? null,
      subcategory_name: subcategory?.name ?? null,
      company_slug: company?.slug ?? null,
      company_name: company?.name ?? null,
    };
  });
}

/** The number of matches the pass counted (unscaled). */
export function facetTotal(rows: RawFacetRow[]): number {
  return Number(rows.find((row) => Number(row.counted_by) === TOTAL_ROW)?.jobs ?? 0);
}

/** The pass's rows as the page's facets, scaled up when they counted a sample (`fraction` < 1). */
export function toFacets(facetRows: FacetRow[], fraction: number): { total: number; facets: JobFacets } {
  const scale = (jobs: number) => (fraction < 1 ? roughly(jobs / fraction) : jobs);
  const rows = facetRows.map((row) => ({ ...row, counted_by: Number(row.counted_by), jobs: scale(Number(row.jobs)) }));
  type Row = (typeof rows)[number];
  // Most first; equal counts in a fixed order (by value), so the same search always lists them alike.
  const key = (row: Row) => row.category_slug ?? row.subcategory_slug ?? row.employment_type ?? row.company_slug ?? "";
  const facet = (countedBy: number) => rows.filter((row) => row.counted_by === countedBy).sort((a, b) => b.jobs - a.jobs || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const buckets = new Map(facet(DATE_BUCKET_ROWS).map((row) => [Number(row.date_bucket), row.jobs]));
  return {
    total: rows.find((row) => row.counted_by === TOTAL_ROW)?.jobs ?? 0,
    facets: {
      categories: facet(CATEGORY_ROWS).filter((row) => row.category_slug).map((row) => ({ value: row.category_slug!, label: row.category_name!, count: row.jobs })),
      subcategories: facet(SUBCATEGORY_ROWS).filter((row) => row.subcategory_slug).map((row) => ({ value: row.subcategory_slug!, label: row.subcategory_name!, count: row.jobs })),
      employmentTypes: facet(EMPLOYMENT_TYPE_ROWS).filter((row) => row.employment_type).map((row) => ({ value: row.employment_type!, label: row.employment_type!, count: row.jobs })),
      datePosted: DATE_POSTED_WINDOWS.map((posted) => ({
        value: posted,
        label: posted,
        count: [...buckets].filter(([bucket]) => bucket > 0 && bucket <= DATE_POSTED[posted].days).reduce((sum, [, jobs]) => sum + jobs, 0),
      })),
      remote: facet(REMOTE_ROWS).find((row) => row.remote === true)?.jobs ?? 0,
      companies: facet(COMPANY_ROWS).filter((row) => row.company_slug).map((row) => ({ value: row.company_slug!, label: row.company_name!, count: row.jobs })),
    },
  };
}
