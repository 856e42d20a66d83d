import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/*
 * What a candidate learns of employers' views of their profile (decision 042): how many views in the
 * last 90 days and from how many companies, with the names of only those companies the person has
 * applied to (a submitted application); every other company is counted, never named.
 */
export const PROFILE_VIEWS_WINDOW_DAYS = 90;

export type ProfileViewsSummary = {
  views: number;
  companies: number;
  /** Companies the person applied to that viewed them, most recent view first. */
  named: { companyId: string; name: string; views: number; lastViewedAt: Date }[];
  /** Companies that viewed them and are not named. */
  unnamedCompanies: number;
};

export async function profileViewsSummary(db: Db, userId: string): Promise<ProfileViewsSummary> {
  const { rows } = await db.execute<{ company_id: string; name: string | null; views: number | string; last_viewed_at: Date | string }>(sql`
    select v.company_id,
      (select c.name from companies c where c.id = v.company_id and exists (
        select 1 from applications a where a.user_id = ${userId} and a.company_id = v.company_id and a.submitted_at is not null)) as name,
      count(*) as views, max(v.viewed_at) as last_viewed_at
    from talent_profile_views v
    where v.candidate_user_id = ${userId} and v.viewed_at >= now() - make_interval(days => ${PROFILE_VIEWS_WINDOW_DAYS}::int)
    group by v.company_id
    order by max(v.viewed_at) desc`);
  const named = rows
    .filter((r) => r.name !== null)
    .map((r) => ({ companyId: r.company_id, name: r.name!, views: Number(r.views), lastViewedAt: new Date(r.last_viewed_at) }));
  return {
    views: rows.reduce((sum, r) => sum + Number(r.views), 0),
    companies: rows.length,
    named,
    unnamedCompanies: rows.length - named.length,
  };
}
