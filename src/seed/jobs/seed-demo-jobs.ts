import "server-only";
import { count, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobs } from "@/db/schema";
import { slugify } from "@/lib/slugify";
// The seed is a composition root like a route (decision 012): it runs the jobs feature's importer so
// that the demo data goes through exactly the path real feeds take (decision 005).
import { importJobs, type ImportStats } from "@/features/jobs/server/import/import-jobs";
import { INDUSTRIES } from "./companies";
import { DEMO_FEED, generateJobRecords } from "./generate-jobs";
import { JOB_CATEGORIES } from "./occupations";
import { loadPostalCodes } from "./postal-codes";

export const DEMO_SOURCE = "upstep-demo";

/** The curated job categories (with descriptions and order) and the company categories. Idempotent. */
export async function syncCategories(db: Db): Promise<void> {
  await db.execute(sql`
    insert into category_types (slug, name) values ('jobs', 'Job categories'), ('companies', 'Company categories')
    on conflict (slug) do nothing`);
  const rows: { type: string; parent: string | null; slug: string; name: string; description: string | null; order: number }[] = [];
  JOB_CATEGORIES.forEach((c, i) => {
    rows.push({ type: "jobs", parent: null, slug: slugify(c.name), name: c.name, description: c.description, order: i });
    c.subcategories.forEach((s, j) => rows.push({ type: "jobs", parent: slugify(c.name), slug: slugify(s), name: s, description: null, order: j }));
  });
  INDUSTRIES.forEach((ind, i) => rows.push({ type: "companies", parent: null, slug: slugify(ind.name), name: ind.name, description: null, order: i }));
  for (const level of ["top", "sub"] as const) {
    const list = rows.filter((r) => (level === "top" ? r.parent === null : r.parent !== null));
    const col = <T>(f: (r: (typeof list)[number]) => T) => sql.param(list.map(f));
    await db.execute(sql`
      insert into categories (type_id, parent_id, slug, name, description, sort_order)
      select t.id, p.id, v.slug, v.name, v.description, v.sort_order
      from unnest(${col((r) => r.type)}::text[], ${col((r) => r.parent)}::text[], ${col((r) => r.slug)}::text[], ${col((r) => r.name)}::text[],
        ${col((r) => r.description)}::text[], ${col((r) => r.order)}::int[]) as v(type, parent, slug, name, description, sort_order)
      join category_types t on t.slug = v.type
      left join categories p on p.type_id = t.id and p.parent_id is null and p.slug = v.parent
      on conflict on constraint categories_type_parent_slug_unique do update set
        name = excluded.name, description = coalesce(excluded.description, categories.description), sort_order = excluded.sort_order`);
  }
}

/**
 * First-start demo jobs: loads the US postal codes, the curated categories, and imports the
 * generated feed (5,800 jobs from 320 companies) through the importer. Does nothing when jobs exist.
 */
export async function seedDemoJobs(db: Db, options: { now?: Date } = {}): Promise<ImportStats | null> {
  const [row] = await db.select({ n: count() }).from(jobs);
  if ((row?.n ?? 0) > 0) return null;
  await loadPostalCodes(db);
  await syncCategories(db);
  return importJobs(db, { source: DEMO_SOURCE, records: generateJobRecords({ ...DEMO_FEED, now: options.now }) });
}
