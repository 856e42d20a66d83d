import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { ADMIN_COMPANY_MESSAGES as M } from "../messages";
import type { CompanyStatusInput } from "../schemas";
import { refreshCompanyCaches } from "./company-caches";

export const STATUS_ACTIONS = {
  verify: "admin.company.verify",
  unverify: "admin.company.unverify",
  feature: "admin.company.feature",
  unfeature: "admin.company.unfeature",
} as const;

export type CompanyStatus = { verified: boolean; verifiedAt: string | null; featured: boolean };

/*
 * POST /api/admin/companies/[id]/status: verify or unverify (the "Verified" badge on /companies and
 * the company's page), feature or unfeature (the featured row of /companies). Each is reversible by
 * the opposite change; each change is one audit event with before and after. A request that changes
 * nothing (already verified) records nothing.
 */
export async function setCompanyStatus(db: Db, admin: CurrentUser, id: string, input: CompanyStatusInput, correlationId?: string): Promise<CompanyStatus> {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select({ verifiedAt: companies.verifiedAt, featured: companies.featured }).from(companies).where(eq(companies.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", M.notFound);
    const now = new Date();
    const set: Partial<typeof companies.$inferInsert> = {};
    const wasVerified = before.verifiedAt !== null;
    if (input.verified !== undefined && input.verified !== wasVerified) {
      Object.assign(set, input.verified ? { verifiedAt: now, verifiedByUserId: admin.id } : { verifiedAt: null, verifiedByUserId: null });
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: input.verified ? STATUS_ACTIONS.verify : STATUS_ACTIONS.unverify,
        targetType: "company",
        targetId: id,
        correlationId,
        data: { before: { verifiedAt: before.verifiedAt?.toISOString() ?? null }, after: { verifiedAt: input.verified ? now.toISOString() : null } },
      });
    }
    if (input.featured !== undefined && input.featured !== before.featured) {
      set.featured = input.featured;
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: input.featured ? STATUS_ACTIONS.feature : STATUS_ACTIONS.unfeature,
        targetType: "company",
        targetId: id,
        correlationId,
        data: { before: { featured: before.featured }, after: { featured: input.featured } },
      });
    }
    if (!Object.keys(set).length) return { changed: false, verifiedAt: before.verifiedAt, featured: before.featured };
    const [row] = await tx
      .update(companies)
      .set({ ...set, updatedAt: now })
      .where(eq(companies.id, id))
      .returning({ verifiedAt: companies.verifiedAt, featured: companies.featured });
    return { changed: true, verifiedAt: row!.verifiedAt, featured: row!.featured };
  });
  if (result.changed) await refreshCompanyCaches(db, { jobsChanged: false });
  return { verified: result.verifiedAt !== null, verifiedAt: result.verifiedAt?.toISOString() ?? null, featured: result.featured };
}
