import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { alertPlan, resolveAlerts, type AlertSearch } from "./alert-search";

/* What other features read from the matcher (decision 037). */
export { MAX_MATCHES_PER_RUN, matchJobAlerts } from "./match-job-alerts";
export type { AlertSearch } from "./alert-search";

/** How many open jobs first seen after `since` the alert's search matches (a mail's "See all N new jobs" past the stored cap). */
export async function countNewJobsForAlert(db: Db, alert: AlertSearch, since: Date): Promise<number> {
  const resolved = await resolveAlerts(db, [alert]);
  const plan = alertPlan(alert, resolved, sql`select id from jobs where created_at > ${since.toISOString()}::timestamptz and status = 'open'`);
  const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${plan}) matched`);
  return Number(res.rows[0]?.n ?? 0);
}
