import "server-only";
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { categories, categoryTypes, companies, companySlugRedirects, jobs } from "@/db/schema";
import { isCompanyLetter } from "@/lib/company-routes";
import { COMPANY_SEARCH_MAX_LENGTH } from "../search-limits";

/*
 * Reads for the companies directory. Letter pages use companies_lower_name_idx
 * (lower(name) text_pattern_ops), name search the trigram index companies_name_trgm_idx (ILIKE).
 */

export const COMPANY_CATEGORY_TYPE = "companies";
export const COMPANIES_PAGE_SIZE = 48;
export const FEATURED_COMPANIES_LIMIT = 12;

export type CompanySummary = {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
  headquarters: string | null;
  size: string | null;
  /** An administrator verified the company (issue 19): the "Verified" badge. */
  verified: boolean;
};

export type CompanyProfile = CompanySummary & {
  description: string | null;
  website: string | null;
  /** Where the company works, as its owners wrote them (issue 16). */
  locations: string[];
  category: { slug: string; name: string } | null;
};

export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

const summaryColumns = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  logoUrl: companies.logoUrl,
  headquarters: companies.headquarters,
  size: companies.size,
  verified: sql<boolean>`(${companies.verifiedAt} is not null)`,
};

async function paged(db: Db, where: SQL | undefined, page: number, pageSize: number, order: SQL[] = [asc(companies.name), asc(companies.id)]): Promise<Paged<CompanySummary>> {
  const [items, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(companies)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  const total = count?.n ?? 0;
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** "a".."z": names starting with that letter; "0-9": names starting with anything else (job-routes companyLetter). */
export function letterCondition(letter: string): SQL {
  const lowerName = sql`lower(${companies.name})`;
  if (letter === "0-9") return sql`(${lowerName} ~<~ 'a' or ${lowerName} ~>=~ '{')`;
  return sql`${lowerName} like ${`${letter}%`}`;
}

export async function listCompaniesByLetter(db: Db, params: { letter: string; page: number; pageSize?: number }): Promise<Paged<CompanySummary>> {
  if (!isCompanyLetter(params.letter)) throw new Error(`not a company letter: ${params.letter}`);
  return paged(db, letterCondition(params.letter), params.page, params.pageSize ?? COMPANIES_PAGE_SIZE);
}

/** ILIKE wildcards in user input are matched literally. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export { COMPANY_SEARCH_MAX_LENGTH };

/** Companies whose name contains q (case-insensitive; names starting with q first). */
export async function searchCompanies(db: Db, params: { q: string; page: number; pageSize?: number }): Promise<Paged<CompanySummary>> {
  const q = params.q.trim().slice(0, COMPANY_SEARCH_MAX_LENGTH);
  const escaped = likeEscape(q);
  const where = sql`${companies.name} ilike ${`%${escaped}%`}`;
  const startsWith = sql`(${companies.name} ilike ${`${escaped}%`}) desc`;
  return paged(db, where, params.page, params.pageSize ?? COMPANIES_PAGE_SIZE, [startsWith, asc(companies.name), asc(companies.id)]);
}

/**
 * Companies marked featured, then (to fill the row) those with the most open jobs. The fill is a
 * grouped pass over open jobs: cache it (the page does, for an hour).
 */
export async function listFeaturedCompanies(db: Db, limit = FEATURED_COMPANIES_LIMIT): Promise<CompanySummary[]> {
  const featured = await db.select(summaryColumns).from(companies).where(eq(companies.featured, true)).orderBy(asc(companies.name)).limit(limit);
  if (featured.length >= limit) return featured;
  const busiest = await db
    .select({ ...summaryColumns, openJobs: sql<number>`count(*)::int` })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.status, "open"), sql`(${jobs.validThrough} is null or ${jobs.validThrough} > now())`, eq(companies.featured, false)))
    .groupBy(companies.id)
    .orderBy(desc(sql`count(*)`), asc(companies.name))
    .limit(limit - featured.length);
  return [...featured, ...busiest.map(({ openJobs: _openJobs, ...c }) => c)];
}

export async function getCompanyBySlug(db: Db, slug: string): Promise<CompanyProfile | null> {
  const rows = await db
    .select({
      ...summaryColumns,
      description: companies.description,
      website: companies.website,
      locations: companies.locations,
      categorySlug: categories.slug,
      categoryName: categories.name,
    })
    .from(companies)
    .leftJoin(categories, eq(categories.id, companies.categoryId))
    .where(eq(companies.slug, slug.toLowerCase()))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { categorySlug, categoryName, ...rest } = row;
  return { ...rest, category: categorySlug ? { slug: categorySlug, name: categoryName! } : null };
}

/**
 * The company an old address now leads to (an administrator changed the slug, or merged the company
 * into another: issue 19), as its current slug; null when the slug was never a company's.
 */
export async function findCompanySlugRedirect(db: Db, slug: string): Promise<string | null> {
  const rows = await db
    .select({ slug: companies.slug })
    .from(companySlugRedirects)
    .innerJoin(companies, eq(companies.id, companySlugRedirects.companyId))
    .where(eq(companySlugRedirects.oldSlug, slug.toLowerCase()))
    .limit(1);
  return rows[0]?.slug ?? null;
}

export type CompanyCategory = { id: string; slug: string; name: string; description: string | null };

/** Top-level categories of type "companies", with how many companies each holds. */
export async function listCompanyCategories(db: Db): Promise<(CompanyCategory & { companyCount: number })[]> {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      companyCount: sql<number>`(select count(*)::int from ${companies} where ${companies.categoryId} = ${categories.id})`,
    })
    .from(categories)
    .innerJoin(categoryTypes, eq(categoryTypes.id, categories.typeId))
    .where(and(eq(categoryTypes.slug, COMPANY_CATEGORY_TYPE), isNull(categories.parentId)))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function getCompanyCategory(db: Db, slug: string): Promise<CompanyCategory | null> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, description: categories.description })
    .from(categories)
    .innerJoin(categoryTypes, eq(categoryTypes.id, categories.typeId))
    .where(and(eq(categoryTypes.slug, COMPANY_CATEGORY_TYPE), isNull(categories.parentId), eq(categories.slug, slug.toLowerCase())))
    .limit(1);
  return rows[0] ?? null;
}

export async function listCompaniesInCategory(db: Db, params: { categoryId: string; page: number; pageSize?: number }): Promise<Paged<CompanySummary>> {
  return paged(db, eq(companies.categoryId, params.categoryId), params.page, params.pageSize ?? COMPANIES_PAGE_SIZE);
}
