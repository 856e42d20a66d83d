import "server-only";
import { forbidden, notFound } from "next/navigation";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { companyStanding, requireCompanyCapability, type CompanyStanding } from "@/lib/auth/company-access";
import { requireEmployerPage } from "@/lib/auth/employer-guard";
import { getPageUser } from "@/lib/auth/guard";
import { isAdministrator } from "@/lib/auth/roles";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";

export type TalentPage = { user: CurrentUser; company: { id: string; name: string }; standing: CompanyStanding };

/**
 * The company a talent page acts for (decision 042): the employer permission (signed out -> log in,
 * a candidate -> 403), the company of ?company= when the user belongs to it (else their oldest;
 * administrators with two-factor: any company by ?company=), then the capability talent.search in it
 * (an interviewer -> 403). Talent is not company-owned: any company with the capability searches it.
 */
export async function requireTalentPage(db: Db, returnTo: string, requestedCompanyId?: string | null): Promise<TalentPage> {
  const requested = requestedCompanyId && z.uuid().safeParse(requestedCompanyId).success ? requestedCompanyId.toLowerCase() : null;
  let page: TalentPage | null = null;
  if (requested) {
    const user = await getPageUser();
    if (user && isAdministrator(user.roles) && user.twoFactorEnabled) {
      const standing = await companyStanding(db, user, requested);
      const [company] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, requested)).limit(1);
      if (!company || !standing) notFound();
      page = { user, company, standing };
    }
  }
  if (!page) {
    const { user, membership } = await requireEmployerPage(returnTo, requested);
    page = { user, company: { id: membership.companyId, name: membership.companyName }, standing: membership.role };
  }
  try {
    await requireCompanyCapability(db, page.user, page.company.id, "talent.search");
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    if (err instanceof AppError && err.code === "FORBIDDEN") forbidden();
    throw err;
  }
  return page;
}
