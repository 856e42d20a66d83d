import "server-only";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { companyStanding, listMemberships, type CompanyStanding, type Membership } from "@/lib/auth/company-access";
import { requireEmployerPage } from "@/lib/auth/employer-guard";
import { getPageUser } from "@/lib/auth/guard";
import { isAdministrator } from "@/lib/auth/roles";
import type { CurrentUser } from "@/lib/auth/session";
import type { CompanyRef } from "../types";
import { getCompanyRef } from "./queries";

/*
 * Who opens the company settings pages (Company profile, Team) and for which company: members act for
 * ?company= when they belong to it, else their oldest company (requireEmployerPage: signed out -> log
 * in, candidates 403, administrators without two-factor -> set it up, no company yet ->
 * /hiring/welcome). An administrator with two-factor may open any company's settings by ?company=
 * (the back office, as on the hiring dashboard); an unknown company is 404.
 */
export type SettingsPageAccess = { user: CurrentUser; company: CompanyRef; standing: CompanyStanding; memberships: Membership[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requireSettingsPage(returnTo: string, requestedCompanyId?: string | null): Promise<SettingsPageAccess> {
  const db = getDb();
  const requested = requestedCompanyId && UUID.test(requestedCompanyId) ? requestedCompanyId.toLowerCase() : null;
  if (requested) {
    const user = await getPageUser();
    if (user && isAdministrator(user.roles) && user.twoFactorEnabled) {
      const standing = await companyStanding(db, user, requested);
      const company = await getCompanyRef(db, requested);
      if (!company || !standing) notFound();
      return { user, company, standing, memberships: await listMemberships(db, user.id) };
    }
  }
  const { user, membership } = await requireEmployerPage(returnTo, requested);
  const company = await getCompanyRef(db, membership.companyId);
  if (!company) notFound();
  return { user, company, standing: membership.role, memberships: await listMemberships(db, user.id) };
}
