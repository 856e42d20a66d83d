import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { env } from "@/lib/env";
import { COMPANY_CAPABILITIES } from "@/lib/auth/company-capabilities";
import { ACCOUNT_CATEGORY } from "@/lib/email/categories";
import { queueEmail } from "@/lib/email/queue-email";
import { TALENT_DIGEST_CANDIDATES } from "@/lib/email/templates/talent-saved-search";
import { SAVED_SEARCHES_PATH } from "@/lib/employer-routes";
import { queueSender } from "@/lib/queue/enqueue";
import { savedSearchProfilePath, savedSearchRunPath } from "../run-path";
import { describeTalentSearch } from "../summary";
import { parseSavedParams } from "./queries";

/*
 * Saved talent searches' daily email (decision 044): once a day (the 14:00 UTC schedule), one mail per
 * member with the saved searches whose email is "daily" and that have matches not yet mailed, grouped
 * per search, at most 10 candidates each (name, title, city), only candidates still discoverable.
 * In one transaction the search's unmailed matches are marked emailed (shown or not, or gone private:
 * the next mail has only candidates new since this one), last_emailed_at is set and the mail is
 * queued, keyed by member and day: a retry or a second run that day sends nothing more. Matches older
 * than a week are not mailed (the search's email was off when they came).
 */
const MAIL_WINDOW_MS = 7 * 24 * 60 * 60_000;

type DueSearch = { id: string; user_id: string; company_id: string; email: string; user_name: string | null; name: string; params: unknown; company: string };
type Candidate = { saved_search_id: string; candidate_user_id: string; name: string; current_title: string; headline: string; city: string; state_code: string; state: string; n: number };

export type DigestStats = { mailed: number; searches: number };

const absolute = (path: string) => new URL(path, env().BASE_URL).toString();
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || "";
const placeOf = (c: Candidate) => [c.city, c.state_code || c.state].filter(Boolean).join(", ");

export async function emailSavedTalentSearches(db: Db, now: Date = new Date()): Promise<DigestStats> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const since = sql`${new Date(now.getTime() - MAIL_WINDOW_MS).toISOString()}::timestamptz`;
  const day = now.toISOString().slice(0, 10);
  const roles = COMPANY_CAPABILITIES["talent.search"];
  const { rows: due } = await db.execute<DueSearch>(sql`
    select s.id, s.user_id, s.company_id, u.email, u.name as user_name, s.name, s.params, c.name as company
    from talent_saved_searches s join users u on u.id = s.user_id join companies c on c.id = s.company_id
    where s.email_frequency = 'daily'
      and exists (select 1 from company_members cm where cm.company_id = s.company_id and cm.user_id = s.user_id
        and cm.member_role in (${sql.join(roles.map((r) => sql`${r}`), sql`, `)}))
      and exists (select 1 from talent_saved_search_matches m where m.saved_search_id = s.id and m.emailed_at is null and m.matched_at > ${since})
      -- Once a day per member: a second run that day leaves the new matches for tomorrow's mail.
      and not exists (select 1 from talent_saved_searches o where o.user_id = s.user_id and o.last_emailed_at >= ${`${day}T00:00:00.000Z`}::timestamptz)
    order by s.user_id, s.created_at, s.id`);
  const stats: DigestStats = { mailed: 0, searches: 0 };
  if (!due.length) return stats;

  const ids = due.map((s) => sql`${s.id}::uuid`);
  const { rows: candidates } = await db.execute<Candidate>(sql`
    select * from (
      select m.saved_search_id, m.candidate_user_id, t.name, t.current_title, t.headline, t.city, t.state_code, t.state,
        row_number() over (partition by m.saved_search_id order by m.matched_at desc, t.discoverable_since desc, m.candidate_user_id) as rn,
        count(*) over (partition by m.saved_search_id)::int as n
      from talent_saved_search_matches m join talent_search t on t.user_id = m.candidate_user_id
      where m.saved_search_id in (${sql.join(ids, sql`, `)}) and m.emailed_at is null and m.matched_at > ${since}) x
    where rn <= ${TALENT_DIGEST_CANDIDATES}
    order by saved_search_id, rn`);

  const byUser = new Map<string, DueSearch[]>();
  for (const s of due) byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), s]);
  await queueSender();
  for (const [userId, searches] of byUser) {
    const groups = searches
      .map((s) => {
        const found = candidates.filter((c) => c.saved_search_id === s.id);
        const params = parseSavedParams(s.params);
        return {
          id: s.id,
          name: s.name,
          company: s.company,
          summary: describeTalentSearch(params).slice(0, 600),
          total: found[0]?.n ?? 0,
          searchUrl: absolute(savedSearchRunPath(params, s.company_id)),
          candidates: found.map((c) => ({
            name: c.name || "A candidate",
            title: (c.current_title || c.headline).slice(0, 300),
            place: placeOf(c).slice(0, 200),
            url: absolute(savedSearchProfilePath(c.candidate_user_id, s.company_id)),
          })),
        };
      })
      .filter((g) => g.candidates.length > 0);
    const searchIds = sql.join(searches.map((s) => sql`${s.id}::uuid`), sql`, `);
    const total = groups.reduce((n, g) => n + g.total, 0);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update talent_saved_search_matches set emailed_at = ${nowSql} where saved_search_id in (${searchIds}) and emailed_at is null`);
      if (!groups.length) return;
      await tx.execute(sql`update talent_saved_searches set last_emailed_at = ${nowSql} where id in (${sql.join(groups.map((g) => sql`${g.id}::uuid`), sql`, `)})`);
      const first = firstName(searches[0]!.user_name);
      await queueEmail(
        {
          key: `talent-saved-search-digest:${userId}:${day}`,
          to: searches[0]!.email,
          userId,
          category: ACCOUNT_CATEGORY,
          template: "talent-saved-search-digest",
          props: {
            subject: `${total === 1 ? "1 new candidate matches" : `${total} new candidates match`} your saved searches`,
            greeting: first ? `Hi ${first},` : "Hi,",
            searches: groups.map(({ id: _id, ...g }) => g),
            manageUrl: absolute(SAVED_SEARCHES_PATH),
          },
        },
        { tx },
      );
    });
    if (groups.length) {
      stats.mailed++;
      stats.searches += groups.length;
    }
  }
  return stats;
}
