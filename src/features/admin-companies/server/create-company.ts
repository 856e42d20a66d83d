import "server-only";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { ADMIN_COMPANY_MESSAGES as M } from "../messages";
import type { CreateAdminCompanyValues } from "../schemas";
import { refreshCompanyCaches } from "./company-caches";
import { assertCompanyCategory, assertSlugFree, isUniqueViolation } from "./slug-rules";

export const CREATE_ACTION = "admin.company.create";

/*
 * POST /api/admin/companies: an administrator adds a company (not claimed: no members, claimed_at
 * null, so its employer can still claim it by their website's domain). The address must be free,
 * neither another company's nor another company's old address.
 */
export async function createAdminCompany(db: Db, admin: CurrentUser, values: CreateAdminCompanyValues, correlationId?: string): Promise<{ id: string; slug: string }> {
  try {
    const created = await db.transaction(async (tx) => {
      await assertSlugFree(tx, values.slug);
      await assertCompanyCategory(tx, values.categoryId || null);
      const after = {
        name: values.name,
        slug: values.slug,
        website: values.website || null,
        description: values.description || null,
        categoryId: values.categoryId || null,
      };
      const [row] = await tx.insert(companies).values(after).returning({ id: companies.id, slug: companies.slug });
      await recordAudit(tx, { actorUserId: admin.id, action: CREATE_ACTION, targetType: "company", targetId: row!.id, correlationId, data: { before: null, after } });
      return row!;
    });
    await refreshCompanyCaches(db, { jobsChanged: false });
    return created;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", M.slugTaken(values.slug), { issues: [{ path: "slug", message: M.slugTaken(values.slug) }] });
    throw err;
  }
}
