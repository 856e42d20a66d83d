import "server-only";
import { notFound } from "next/navigation";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { listMemberships, type CompanyStanding, type Membership } from "@/lib/auth/company-access";
import { requireEmployerPage } from "@/lib/auth/employer-guard";
import { getPageUser } from "@/lib/auth/guard";
import { isAdministrator } from "@/lib/auth/roles";
import type { CurrentUser } from "@/lib/auth/session";

/*
 * Who opens /hiring/dashboard and for which company (decision 041 on top of decision 038's
 * requireEmployerPage): members act for ?company= when they belong to it, else their oldest company.
 * An administrator with two-factor may also open any company's dashboard by ?company= without being
 * a member (the back office; their standing there is "admin"); an unknown company is 404.
 * Everyone else is requireEmployerPage's: signed out -> log in, candidates 403, administrators
 * without two-factor -> set it up, no company yet -> /hiring/welcome.
 */
export type DashboardPageAccess = {
  user: CurrentUser;
  company: { id: string; name: string };
  standing: CompanyStanding;
  /** The user's own companies (the switcher lists them when there are several). */
  memberships: Membership[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requireDashboardPage(returnTo: string, requestedCompanyId?: string | null): Promise<DashboardPageAccess> {
  const db = getDb();
  const requested = requestedCompanyId && UUID.test(requestedCompanyId) ? requestedCompanyId.toLowerCase() : null;
  if (requested) {
    const user = await getPageUser();
    if (user && isAdministrator(user.roles) && user.twoFactorEnabled) {
      const memberships = await listMemberships(db, user.id);
      if (!memberships.some((m) => m.companyId === requested)) {
        const { rows } = await db.execute<{ name: string }>(sql`select name from companies where id = ${requested}`);
        if (!rows[0]) notFound();
        return { user, company: { id: requested, name: rows[0].name }, standing: "admin", memberships };
      }
    }
  }
  const { user, membership } = await requireEmployerPage(returnTo, requested);
  const memberships = await listMemberships(db, user.id);
  return { user, company: { id: membership.companyId, name: membership.companyName }, standing: membership.role, memberships };
}
