import "server-only";
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { categories, categoryRedirects, categoryTypes, jobRoles } from "@/db/schema";
import { browseCategoryPath, browseSubcategoryPath } from "@/lib/job-routes";
import { companyCategoryPath } from "@/lib/company-routes";
import type { JobRolesQuery } from "../schemas";
import { CODE_CATEGORY_TYPES, type CategoryNode, type CategoryTypeRow, type JobRoleRow, type Option } from "../types";

/* Reads for the taxonomy pages (decision 054), and the redirect lookup the browse routes use. */

export const PAGE_SIZE = 25;

export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Where a category that was at (type, parent, slug) is now, when it was renamed or moved (the browse
 * routes ask when a slug is not found): its slug and its parent's slug (null when top-level).
 */
export async function findCategoryRedirect(db: Db, typeSlug: string, parentId: string | null, oldSlug: string): Promise<{ slug: string; parentSlug: string | null } | null> {
  const parent = alias(categories, "parent");
  const [row] = await db
    .select({ slug: categories.slug, parentSlug: parent.slug })
    .from(categoryRedirects)
    .innerJoin(categoryTypes, and(eq(categoryTypes.id, categoryRedirects.typeId), eq(categoryTypes.slug, typeSlug)))
    .innerJoin(categories, eq(categories.id, categoryRedirects.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(and(parentId ? eq(categoryRedirects.parentId, parentId) : isNull(categoryRedirects.parentId), eq(categoryRedirects.oldSlug, oldSlug.toLowerCase())))
    .limit(1);
  return row ?? null;
}

export async function listCategoryTypes(db: Db): Promise<CategoryTypeRow[]> {
  const rows = await db
    .select({
      id: categoryTypes.id,
      slug: categoryTypes.slug,
      name: categoryTypes.name,
      topLevel: sql<number>`count(${categories.id}) filter (where ${categories.parentId} is null)::int`,
      subcategories: sql<number>`count(${categories.id}) filter (where ${categories.parentId} is not null)::int`,
    })
    .from(categoryTypes)
    .leftJoin(categories, eq(categories.typeId, categoryTypes.id))
    .groupBy(categoryTypes.id)
    .orderBy(asc(categoryTypes.name));
  return rows.map((r) => ({ ...r, topLevel: Number(r.topLevel), subcategories: Number(r.subcategories), inCode: (CODE_CATEGORY_TYPES as readonly string[]).includes(r.slug) }));
}

function browseHref(typeSlug: string, slug: string, parentSlug: string | null): string | null {
  if (typeSlug === "jobs") return parentSlug ? browseSubcategoryPath(parentSlug, slug) : browseCategoryPath(slug);
  if (typeSlug === "companies" && !parentSlug) return companyCategoryPath(slug);
  return null;
}

/** A type's categories as a tree (siblings by sort order, then name), with how much is filed under each; `q` keeps matches and their parents. */
export async function listCategoryTree(db: Db, typeId: string, q = ""): Promise<CategoryNode[]> {
  const [type] = await db.select({ slug: categoryTypes.slug }).from(categoryTypes).where(eq(categoryTypes.id, typeId));
  if (!type) return [];
  const { rows } = await db.execute<{ id: string; type_id: string; parent_id: string | null; slug: string; name: string; description: string | null; sort_order: number; jobs: number; postings: number; companies: number }>(sql`
    select c.id, c.type_id, c.parent_id, c.slug, c.name, c.description, c.sort_order,
      (select count(*) from jobs j where j.category_id = c.id or j.subcategory_id = c.id)::int as jobs,
      (select count(*) from job_postings p where p.category_id = c.id or p.subcategory_id = c.id)::int as postings,
      (select count(*) from companies co where co.category_id = c.id)::int as companies
    from categories c where c.type_id = ${typeId}
    order by c.sort_order, c.name`);
  const nodes = new Map<string, CategoryNode>();
  for (const r of rows) {
    nodes.set(r.id, { id: r.id, typeId: r.type_id, parentId: r.parent_id, slug: r.slug, name: r.name, description: r.description, sortOrder: r.sort_order, jobs: Number(r.jobs), postings: Number(r.postings), companies: Number(r.companies), children: [], browseHref: null });
  }
  const roots: CategoryNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    n.browseHref = browseHref(type.slug, n.slug, parent?.slug ?? null);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  const term = q.trim().toLowerCase();
  if (!term) return roots;
  const hit = (n: CategoryNode) => n.name.toLowerCase().includes(term) || n.slug.includes(term);
  return roots.flatMap((r) => (hit(r) ? [r] : r.children.some(hit) ? [{ ...r, children: r.children.filter(hit) }] : []));
}

/** Top-level jobs categories with their subcategories, for the job role form and filter. */
export async function listJobCategoryOptions(db: Db): Promise<{ id: string; slug: string; name: string; subcategories: Option[] }[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, name: categories.name })
    .from(categories)
    .innerJoin(categoryTypes, and(eq(categoryTypes.id, categories.typeId), eq(categoryTypes.slug, "jobs")))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  const tops = rows.filter((r) => r.parentId === null).map((r) => ({ id: r.id, slug: r.slug, name: r.name, subcategories: [] as Option[] }));
  for (const r of rows) if (r.parentId) tops.find((t) => t.id === r.parentId)?.subcategories.push({ value: r.id, label: r.name });
  return tops;
}

export type Paged<T> = { rows: T[]; total: number; page: number; pageCount: number; pageSize: number };

export async function listJobRoles(db: Db, query: JobRolesQuery): Promise<Paged<JobRoleRow>> {
  const cat = alias(categories, "cat");
  const sub = alias(categories, "sub");
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const like = `%${likeEscape(query.q)}%`;
    where.push(or(ilike(jobRoles.title, like), ilike(jobRoles.slug, like), sql`array_to_string(${jobRoles.aliases}, ' | ') ilike ${like}`));
  }
  if (query.category === "none") where.push(isNull(jobRoles.categoryId));
  else if (query.category) where.push(eq(cat.slug, query.category));
  if (query.status === "active") where.push(eq(jobRoles.active, true));
  if (query.status === "inactive") where.push(eq(jobRoles.active, false));
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(jobRoles).leftJoin(cat, eq(cat.id, jobRoles.categoryId)).where(filter);
  const n = total?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(n / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const dir = query.dir === "desc" ? desc : asc;
  const order = query.sort === "category" ? [dir(sql`coalesce(${cat.name}, '')`), asc(jobRoles.title)] : query.sort === "updated" ? [dir(jobRoles.updatedAt), asc(jobRoles.title)] : [dir(sql`lower(${jobRoles.title})`)];
  const rows = await db
    .select({
      id: jobRoles.id,
      slug: jobRoles.slug,
      title: jobRoles.title,
      categoryId: jobRoles.categoryId,
      categoryName: cat.name,
      subcategoryId: jobRoles.subcategoryId,
      subcategoryName: sub.name,
      aliases: jobRoles.aliases,
      description: jobRoles.description,
      active: jobRoles.active,
      updatedAt: jobRoles.updatedAt,
    })
    .from(jobRoles)
    .leftJoin(cat, eq(cat.id, jobRoles.categoryId))
    .leftJoin(sub, eq(sub.id, jobRoles.subcategoryId))
    .where(filter)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { rows, total: n, page, pageCount, pageSize: PAGE_SIZE };
}
