import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { DATE_POSTED_WINDOWS } from "@/lib/job-routes";
import { roughly } from "./broad-search";
import { WINDOW_DAYS, matching, type Plan } from "./search-plan";
import type { JobFacets } from "./search-jobs";

/*
 * The facet counts of a search (decision 006): one GROUPING SETS pass over its matches (or over the
 * id sample of a broad search, scaled up after and shown as "about").
 */

const TOP_COMPANIES = 10;

/** A row of the facet pass: counts by ids (labels are looked up apart: withLabels). */
export type RawFacetRow = {
  g: number;
  n: number;
  employment_type: string | null;
  bucket: number | null;
  remote: boolean | null;
  category_id: string | null;
  subcategory_id: string | null;
  company_id: string | null;
};

export type FacetRow = RawFacetRow & {
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

const FACET_COLUMNS = sql`j.category_id, j.subcategory_id, j.employment_type, j.remote, j.company_id,
    case when j.posted_at >= now() - interval '24 hours' then 1
         when j.posted_at >= now() - interval '3 days' then 3
         when j.posted_at >= now() - interval '7 days' then 7
         when j.posted_at >= now() - interval '14 days' then 14
         when j.posted_at >= now() - interval '30 days' then 30
         else 0 end as bucket`;

/**
 * Every facet's counts over the plan's matches, in one pass; the top companies only. Ids, not
 * labels: joining categories and companies here cost ~3 ms of planning per statement (0.3 ms
 * without), more than the facet pass of a typical search takes to run.
 */
export function facetsQuery(plan: Plan) {
  return sql`
    with m as (${matching(plan, FACET_COLUMNS)}),
    f as (
      select grouping(category_id, subcategory_id, employment_type, bucket, remote, company_id) as g,
        category_id, subcategory_id, employment_type, bucket, remote, company_id, count(*)::int as n
      from m
      group by grouping sets ((), (category_id), (subcategory_id), (employment_type), (bucket), (remote), (company_id))
    ),
    r as (select f.*, row_number() over (partition by g order by n desc, company_id) as rn from f)
    select r.g, r.n, r.employment_type, r.bucket, r.remote, r.category_id, r.subcategory_id, r.company_id
    from r where not (r.g = ${G_COMPANY} and (r.rn > ${TOP_COMPANIES} or r.company_id is null))`;
}

type Label = { slug: string; name: string };
const CATEGORY_LABELS_MS = 10 * 60_000;
let categoryLabels: { at: number; byId: Map<string, Label> } | null = null;

/** Job categories by id, remembered 10 minutes (a few dozen rows), read again when an id is new. */
async function categoriesById(db: Db, ids: string[]): Promise<Map<string, Label>> {
  const fresh = categoryLabels && Date.now() - categoryLabels.at < CATEGORY_LABELS_MS;
  if (!fresh || ids.some((id) => !categoryLabels!.byId.has(id))) {
    const res = await db.execute<{ id: string; slug: string; name: string }>(sql`select id, slug, name from categories`);
    categoryLabels = { at: Date.now(), byId: new Map(res.rows.map((r) => [r.id, { slug: r.slug, name: r.name }])) };
  }
  return categoryLabels!.byId;
}

/** The facet rows with their categories' and companies' slugs and names. */
export async function withLabels(db: Db, rows: RawFacetRow[]): Promise<FacetRow[]> {
  const categoryIds = [...new Set(rows.flatMap((r) => [r.category_id, r.subcategory_id]).filter((id): id is string => id !== null))];
  const companyIds = [...new Set(rows.map((r) => r.company_id).filter((id): id is string => id !== null))];
  const [categories, companies] = await Promise.all([
    categoriesById(db, categoryIds),
    companyIds.length
      ? db
          .execute<{ id: string; slug: string; name: string }>(sql`select id, slug, name from companies where id = any(${sql.param(companyIds)}::uuid[])`)
          .then((res) => new Map(res.rows.map((r) => [r.id, { slug: r.slug, name: r.name }])))
      : new Map<string, Label>(),
  ]);
  return rows.map((r) => {
    const cat = r.category_id ? categories.get(r.category_id) : undefined;
    const sub = r.subcategory_id ? categories.get(r.subcategory_id) : undefined;
    const co = r.company_id ? companies.get(r.company_id) : undefined;
    return { ...r, cat_slug: cat?.slug ?? null, cat_name: cat?.name ?? null, sub_slug: sub?.slug ?? null, sub_name: sub?.name ?? null, co_slug: co?.slug ?? null, co_name: co?.name ?? null };
  });
}

/** The number of matches the pass counted (unscaled). */
export function facetTotal(rows: RawFacetRow[]): number {
  return Number(rows.find((r) => Number(r.g) === G_TOTAL)?.n ?? 0);
}

/** The pass's rows as the page's facets, scaled up when they counted a sample (`fraction` < 1). */
export function toFacets(facetRows: FacetRow[], fraction: number): { total: number; facets: JobFacets } {
  const scale = (n: number) => (fraction < 1 ? roughly(n / fraction) : n);
  const rows = facetRows.map((r) => ({ ...r, g: Number(r.g), n: scale(Number(r.n)) }));
  // Most first; equal counts in a fixed order (by value), so the same search always lists them alike.
  const key = (r: (typeof rows)[number]) => r.cat_slug ?? r.sub_slug ?? r.employment_type ?? r.co_slug ?? "";
  const pick = (g: number) => rows.filter((r) => r.g === g).sort((a, b) => b.n - a.n || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const buckets = new Map(pick(G_BUCKET).map((r) => [Number(r.bucket), r.n]));
  return {
    total: rows.find((r) => r.g === G_TOTAL)?.n ?? 0,
    facets: {
      categories: pick(G_CATEGORY).filter((r) => r.cat_slug).map((r) => ({ value: r.cat_slug!, label: r.cat_name!, count: r.n })),
      subcategories: pick(G_SUBCATEGORY).filter((r) => r.sub_slug).map((r) => ({ value: r.sub_slug!, label: r.sub_name!, count: r.n })),
      employmentTypes: pick(G_TYPE).filter((r) => r.employment_type).map((r) => ({ value: r.employment_type!, label: r.employment_type!, count: r.n })),
      datePosted: DATE_POSTED_WINDOWS.map((w) => ({
        value: w,
        label: w,
        count: [...buckets].filter(([b]) => b > 0 && b <= WINDOW_DAYS[w]).reduce((s, [, n]) => s + n, 0),
      })),
      remote: pick(G_REMOTE).find((r) => r.remote === true)?.n ?? 0,
      companies: pick(G_COMPANY).filter((r) => r.co_slug).map((r) => ({ value: r.co_slug!, label: r.co_name!, count: r.n })),
    },
  };
}
