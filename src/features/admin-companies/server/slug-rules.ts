import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { categories, categoryTypes, companies, companySlugRedirects } from "@/db/schema";
import { COMPANY_CATEGORY_TYPE } from "@/features/companies/server/queries";
import { AppError } from "@/lib/errors";
import { ADMIN_COMPANY_MESSAGES as M } from "../messages";

type Reader = Pick<Db, "select">;

/** 409 with a field issue when another company has this address, or it is another company's old address. */
export async function assertSlugFree(db: Reader, slug: string, companyId?: string): Promise<void> {
  const [live] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(companyId ? and(eq(companies.slug, slug), ne(companies.id, companyId)) : eq(companies.slug, slug))
    .limit(1);
  if (live) throw new AppError("CONFLICT", M.slugTaken(slug), { issues: [{ path: "slug", message: M.slugTaken(slug) }] });
  const [redirect] = await db.select({ companyId: companySlugRedirects.companyId }).from(companySlugRedirects).where(eq(companySlugRedirects.oldSlug, slug)).limit(1);
  if (redirect && redirect.companyId !== companyId) throw new AppError("CONFLICT", M.slugRedirectTaken(slug), { issues: [{ path: "slug", message: M.slugRedirectTaken(slug) }] });
}

/** 400 with a field issue unless the id is a top-level industry (category of type "companies"). */
export async function assertCompanyCategory(db: Reader, categoryId: string | null): Promise<void> {
  if (!categoryId) return;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .innerJoin(categoryTypes, eq(categoryTypes.id, categories.typeId))
    .where(and(eq(categories.id, categoryId), eq(categoryTypes.slug, COMPANY_CATEGORY_TYPE)))
    .limit(1);
  if (!row) throw new AppError("BAD_REQUEST", M.categoryUnknown, { issues: [{ path: "categoryId", message: M.categoryUnknown }] });
}

const UNIQUE_VIOLATION = "23505";
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === UNIQUE_VIOLATION || e.cause?.code === UNIQUE_VIOLATION;
}
