import "server-only";
import { forbidden, notFound } from "next/navigation";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { companyStanding, requireCompanyCapability, type CompanyCapability, type CompanyStanding } from "@/lib/auth/company-access";
import { requireEmployerPage } from "@/lib/auth/employer-guard";
import { getPageUser, requirePagePermission } from "@/lib/auth/guard";
import { isAdministrator } from "@/lib/auth/roles";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { requireFeaturePage } from "@/lib/flags/page";
import { loadRequisition, type LoadedRequisition } from "./access";

/*
 * The requisition pages' answer to the checks the API makes (decision 045): flag requisitions off ->
 * 404; then the employer permission (signed out -> log in, candidates 403, administrators without
 * two-factor -> set it up); then the company: no standing (or no such requisition) -> the 404 page,
 * a role without the capability -> the 403 page.
 */
async function orPageError<T>(check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    if (err instanceof AppError && err.code === "FORBIDDEN") forbidden();
    throw err;
  }
}

export type CompanyPage = { user: CurrentUser; company: { id: string; name: string }; standing: CompanyStanding };

/** The company a list or create page acts for (?company= or the oldest membership; administrators with two-factor: any company by ?company=). */
export async function requireRequisitionsCompanyPage(db: Db, returnTo: string, requestedCompanyId: string | null, capability: CompanyCapability): Promise<CompanyPage> {
  await requireFeaturePage("requisitions");
  const requested = requestedCompanyId && z.uuid().safeParse(requestedCompanyId).success ? requestedCompanyId.toLowerCase() : null;
  if (requested) {
    const user = await getPageUser();
    if (user && isAdministrator(user.roles) && user.twoFactorEnabled) {
      const standing = await companyStanding(db, user, requested);
      const [company] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, requested)).limit(1);
      if (!company || !standing) notFound();
      await orPageError(requireCompanyCapability(db, user, company.id, capability));
      return { user, company, standing };
    }
  }
  const { user, membership } = await requireEmployerPage(returnTo, requested);
  const standing = await orPageError(requireCompanyCapability(db, user, membership.companyId, capability));
  return { user, company: { id: membership.companyId, name: membership.companyName }, standing };
}

/** A page about one requisition: its own company decides. */
export async function requireRequisitionPage(db: Db, returnTo: string, id: string, capability: CompanyCapability): Promise<{ user: CurrentUser } & LoadedRequisition> {
  await requireFeaturePage("requisitions");
  const user = await requirePagePermission("employer", returnTo);
  return { user, ...(await orPageError(loadRequisition(db, user, id, capability))) };
}
