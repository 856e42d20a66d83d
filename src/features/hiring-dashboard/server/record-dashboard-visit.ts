import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/*
 * "New since your last visit" (decision 041). Each member keeps two times per company:
 * dashboard_seen_at, their latest visit, and dashboard_since, the line after which applications are
 * new. A visit more than VISIT_GAP_MINUTES after the latest one starts a new sitting: the line moves
 * up to that latest visit (the end of the previous sitting). A visit within the gap (a reload, coming
 * back from an applicant) keeps the line, so what was new a moment ago is still marked. Every visit
 * becomes the latest. Before the first visit there is no line: every application is new.
 * One UPDATE reads the old values and writes the new ones, so two tabs at once cannot skip a sitting.
 */
export const VISIT_GAP_MINUTES = 30;

/** Records a visit of the overview at `now`; answers the line (null: everything is new), or undefined when the user is not a member. */
export async function recordDashboardVisit(db: Db, userId: string, companyId: string, now: Date): Promise<Date | null | undefined> {
  const { rows } = await db.execute<{ since: Date | string | null }>(sql`
    update company_members set
      dashboard_since = case
        when dashboard_seen_at is not null and ${now.toISOString()}::timestamptz - dashboard_seen_at > make_interval(mins => ${VISIT_GAP_MINUTES})
          then dashboard_seen_at
        else dashboard_since
      end,
      dashboard_seen_at = greatest(dashboard_seen_at, ${now.toISOString()}::timestamptz)
    where company_id = ${companyId} and user_id = ${userId}
    returning dashboard_since as since`);
  const row = rows[0];
  if (!row) return undefined;
  return row.since === null ? null : new Date(row.since);
}
