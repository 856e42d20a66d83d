import "server-only";
import { forbidden, notFound } from "next/navigation";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { companyStanding, requireCompanyCapability, type CompanyActor, type CompanyCapability, type CompanyStanding } from "@/lib/auth/company-access";
import { requireEmployerPage } from "@/lib/auth/employer-guard";
import { getPageUser, requirePagePermission } from "@/lib/auth/guard";
import { isAdministrator } from "@/lib/auth/roles";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { loadPosting, type LoadedPosting } from "./posting-access";

/*
 * The pages' answer to the same checks the API makes (decision 038): the 404 page for no standing (or
 * no such posting), the 403 page for a role without the capability.
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

export function requireCompanyForPage(db: Db, actor: CompanyActor, companyId: string, capability: CompanyCapability): Promise<CompanyStanding> {
  return orPageError(requireCompanyCapability(db, actor, companyId, capability));
}

export function loadPostingForPage(db: Db, actor: CompanyActor, id: string, capability: CompanyCapability): Promise<LoadedPosting> {
  return orPageError(loadPosting(db, actor, id, capability));
}

export type CompanyPage = { user: CurrentUser; company: { id: string; name: string }; standing: CompanyStanding };

/**
 * The company a list or create page acts for (decision 038's requireEmployerPage: ?company= when the
 * user belongs to it, else their oldest company; signed out -> log in, candidates 403, no company yet
 * -> /hiring/welcome). An administrator with two-factor may also open any company by ?company= (the
 * back office, standing "admin"), as on the hiring dashboard; an unknown company is 404.
 */
export async function requireCompanyPage(db: Db, returnTo: string, requestedCompanyId?: string | null): Promise<CompanyPage> {
  const requested = requestedCompanyId && z.uuid().safeParse(requestedCompanyId).success ? requestedCompanyId.toLowerCase() : null;
  if (requested) {
    const user = await getPageUser();
    if (user && isAdministrator(user.roles) && user.twoFactorEnabled) {
      const standing = await companyStanding(db, user, requested);
      const [company] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, requested)).limit(1);
      if (!company || !standing) notFound();
      return { user, company, standing };
    }
  }
  const { user, membership } = await requireEmployerPage(returnTo, requested);
  return { user, company: { id: membership.companyId, name: membership.companyName }, standing: membership.role };
}

/** A page about one posting: the employer permission, then the posting's own company decides (admins with two-factor: any). */
export async function requirePostingPage(db: Db, returnTo: string, id: string, capability: CompanyCapability): Promise<{ user: CurrentUser } & LoadedPosting> {
  const user = await requirePagePermission("employer", returnTo);
  return { user, ...(await loadPostingForPage(db, user, id, capability)) };
}
