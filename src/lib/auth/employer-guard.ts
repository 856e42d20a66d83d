import "server-only";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { HIRING_WELCOME_PATH } from "@/lib/employer-routes";
import { activeMembership, type Membership } from "./company-access";
import { requirePagePermission } from "./guard";
import type { CurrentUser } from "./session";

/*
 * An employer page's first line (issue 16, decision 038): the "employer" permission (signed out ->
 * log in; a candidate -> 403), then the company the page acts for (?company= when the user belongs
 * to it, else their oldest membership). A hiring-type user without a company yet goes to
 * /hiring/welcome, which creates one or asks to join one. Each resource a page shows is still checked
 * with requireCompanyCapability against the resource's own company.
 */
export async function requireEmployerPage(returnTo: string, requestedCompanyId?: string | null): Promise<{ user: CurrentUser; membership: Membership }> {
  const user = await requirePagePermission("employer", returnTo);
  const membership = await activeMembership(getDb(), user.id, requestedCompanyId);
  if (!membership) redirect(HIRING_WELCOME_PATH);
  return { user, membership };
}
