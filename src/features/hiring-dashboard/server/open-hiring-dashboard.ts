import "server-only";
import type { Db } from "@/db/client";
import { requireCompanyCapability, type CompanyActor } from "@/lib/auth/company-access";
import type { HiringDashboard } from "../types";
import { readHiringDashboard, WEEK_MS } from "./queries";
import { recordDashboardVisit } from "./record-dashboard-visit";

/*
 * A visit of the hiring dashboard's overview (decision 041): checks the actor may read the company's
 * postings, records the visit (which may move the member's "new since" line), then reads the
 * dashboard with that line. An administrator who is not a member has no line of their own: new means
 * the last 7 days for them, and nothing is recorded.
 */
export async function openHiringDashboard(db: Db, actor: CompanyActor, companyId: string, options: { now: Date; page?: number }): Promise<HiringDashboard> {
  await requireCompanyCapability(db, actor, companyId, "postings.read");
  const since = await recordDashboardVisit(db, actor.id, companyId, options.now);
  if (since === undefined) {
    return readHiringDashboard(db, actor, companyId, { ...options, newSince: new Date(options.now.getTime() - WEEK_MS), newSinceKind: "week" });
  }
  return readHiringDashboard(db, actor, companyId, { ...options, newSince: since, newSinceKind: "last-visit" });
}
