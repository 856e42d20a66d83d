import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, companySlugRedirects } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { ADMIN_COMPANY_MESSAGES as M } from "../messages";
import type { UpdateAdminCompanyValues } from "../schemas";
import { refreshCompanyCaches } from "./company-caches";
import { assertCompanyCategory, assertSlugFree, isUniqueViolation } from "./slug-rules";

export const UPDATE_ACTION = "admin.company.update";

/*
 * PATCH /api/admin/companies/[id]: the details tab (decision 053). A new address keeps the old one as
 * a redirect (company_slug_redirects; /companies/{old} answers 308); going back to an old address
 * takes it out of the redirects. A new name is copied into the company's job documents, which search
 * weighs. The audit event holds only the fields that changed, before and after.
 */
export async function updateAdminCompany(db: Db, admin: CurrentUser, id: string, values: UpdateAdminCompanyValues, correlationId?: string): Promise<{ id: string; slug: string }> {
  const categoryId = values.categoryId || null;
  let nameChanged = false;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          name: companies.name,
          slug: companies.slug,
          website: companies.website,
          description: companies.description,
          size: companies.size,
          headquarters: companies.headquarters,
          categoryId: companies.categoryId,
        })
        .from(companies)
        .where(eq(companies.id, id))
        .for("update");
      if (!before) throw new AppError("NOT_FOUND", M.notFound);
      await assertCompanyCategory(tx, categoryId);
      const after = {
        name: values.name,
        slug: values.slug,
        website: values.website || null,
        description: values.description || null,
        size: values.size || null,
        headquarters: values.headquarters || null,
        categoryId,
      };
      const changedKeys = (Object.keys(after) as (keyof typeof after)[]).filter((k) => after[k] !== before[k]);
      if (!changedKeys.length) return;
      if (after.slug !== before.slug) {
        await assertSlugFree(tx, after.slug, id);
        await tx.delete(companySlugRedirects).where(eq(companySlugRedirects.oldSlug, after.slug));
        await tx
          .insert(companySlugRedirects)
          .values({ oldSlug: before.slug, companyId: id, createdByUserId: admin.id })
          .onConflictDoUpdate({ target: companySlugRedirects.oldSlug, set: { companyId: id, createdByUserId: admin.id, createdAt: new Date() } });
      }
      await tx
        .update(companies)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(companies.id, id));
      if (after.name !== before.name) {
        nameChanged = true;
        await tx.execute(sql`update job_documents set company_name = ${after.name} where job_id in (select id from jobs where company_id = ${id}::uuid)`);
      }
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: UPDATE_ACTION,
        targetType: "company",
        targetId: id,
        correlationId,
        data: { before: Object.fromEntries(changedKeys.map((k) => [k, before[k]])), after: Object.fromEntries(changedKeys.map((k) => [k, after[k]])) },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", M.slugTaken(values.slug), { issues: [{ path: "slug", message: M.slugTaken(values.slug) }] });
    throw err;
  }
  await refreshCompanyCaches(db, { jobsChanged: nameChanged });
  return { id, slug: values.slug };
}
