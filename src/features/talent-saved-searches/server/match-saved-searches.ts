import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { COMPANY_CAPABILITIES } from "@/lib/auth/company-capabilities";
import { logger } from "@/lib/logger";
import { notify } from "@/features/notifications/server/notify";
import type { TalentSearchParams } from "@/features/talent-search/schemas";
import type { SearchTalentOptions, TalentSearchOutcome } from "@/features/talent-search/types";
import { savedSearchProfilePath, savedSearchRunPath } from "../run-path";
import { parseSavedParams } from "./queries";

/*
 * The saved talent search matcher (decision 044, the job alerts' pattern of decision 037): for each
 * saved search whose owner may still search talent in its company, talent search itself runs with
 * `discoverableSince` = when the saved search last looked (less a 10-minute overlap for profile
 * changes whose transaction began before the last look but committed after it; never before the
 * search was saved). Matches are inserted `on conflict do nothing` (one row per search and candidate:
 * a retry or the overlap never repeats one); the owner gets one in-app notification per search and
 * run for the matches not yet notified, when the search's notify is on. The sweep (every 15 minutes)
 * moves last_checked_at to the run's start; a run for named candidates (one just turned
 * discoverable) leaves it, so the sweep still sees everyone else.
 */
/**
 * Talent search's searchTalent, handed in by the caller (the worker, a test), so this module's graph
 * stays free of anything that reads a request (decision 044).
 */
export type SearchTalentFn = (db: Db, params: TalentSearchParams, options: SearchTalentOptions) => Promise<TalentSearchOutcome>;

export const MATCH_OVERLAP_MS = 10 * 60_000;
/** New matches one search records per run (a broad search right after a large import). */
export const MAX_MATCHES_PER_RUN = 50;
/** Unnotified matches older than this are not notified (notify was off then; turning it on does not flood the inbox). */
const NOTIFY_WINDOW_MS = 24 * 60 * 60_000;

type SearchRow = { id: string; user_id: string; company_id: string; name: string; params: unknown; notify: boolean; last_checked_at: Date | string; created_at: Date | string };
type NewMatch = { candidate_user_id: string; name: string };

export type MatchStats = { searches: number; inserted: number; notified: number };

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

async function notifyOwner(db: Db, search: SearchRow, now: Date): Promise<number> {
  const { rows } = await db.execute<NewMatch>(sql`
    select m.candidate_user_id, t.name from talent_saved_search_matches m join talent_search t on t.user_id = m.candidate_user_id
    where m.saved_search_id = ${search.id}::uuid and m.notified_at is null and m.matched_at > ${iso(new Date(now.getTime() - NOTIFY_WINDOW_MS))}
    order by m.matched_at desc, m.candidate_user_id`);
  if (!rows.length) return 0;
  const only = rows.length === 1 ? rows[0]! : null;
  const title = (only ? `${only.name || "A new candidate"} matches your saved search “${search.name}”` : `${rows.length} new candidates match your saved search “${search.name}”`).slice(0, 200);
  const body = only ? "They just became discoverable on Upstep." : `${rows.slice(0, 3).map((r) => r.name || "A candidate").join(", ")}${rows.length > 3 ? " and others" : ""} just became discoverable on Upstep.`;
  const link = only ? savedSearchProfilePath(only.candidate_user_id, search.company_id) : savedSearchRunPath(parseSavedParams(search.params), search.company_id);
  try {
    await notify(search.user_id, { type: "talent-match", title, body, link, data: { savedSearchId: search.id, candidates: rows.slice(0, 20).map((r) => r.candidate_user_id) } }, { db });
  } catch (err) {
    // The next run tries again (the matches stay unnotified for a day).
    logger.warn({ err, savedSearchId: search.id }, "could not notify a saved talent search's new matches");
    return 0;
  }
  await db.execute(sql`update talent_saved_search_matches set notified_at = ${iso(now)}
    where saved_search_id = ${search.id}::uuid and notified_at is null and candidate_user_id in (${sql.join(rows.map((r) => sql`${r.candidate_user_id}::uuid`), sql`, `)})`);
  return rows.length;
}

/** One run: every saved search (the sweep), or only the named candidates (or searches: the demo seed). `now` is the run's start. */
export async function matchSavedTalentSearches(db: Db, searchTalent: SearchTalentFn, options: { now?: Date; candidateIds?: string[]; savedSearchIds?: string[] } = {}): Promise<MatchStats> {
  const now = options.now ?? new Date();
  const roles = COMPANY_CAPABILITIES["talent.search"];
  const { rows: searches } = await db.execute<SearchRow>(sql`
    select s.id, s.user_id, s.company_id, s.name, s.params, s.notify, s.last_checked_at, s.created_at from talent_saved_searches s
    where exists (select 1 from company_members cm where cm.company_id = s.company_id and cm.user_id = s.user_id
      and cm.member_role in (${sql.join(roles.map((r) => sql`${r}`), sql`, `)}))
      ${options.savedSearchIds ? sql`and s.id in (${sql.join(options.savedSearchIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``}
    order by s.last_checked_at, s.id`);
  const stats: MatchStats = { searches: searches.length, inserted: 0, notified: 0 };
  for (const search of searches) {
    const since = new Date(Math.max(new Date(search.created_at).getTime(), new Date(search.last_checked_at).getTime() - MATCH_OVERLAP_MS));
    const outcome = await searchTalent(db, parseSavedParams(search.params), {
      discoverableSince: since,
      pageSize: MAX_MATCHES_PER_RUN,
      ...(options.candidateIds ? { userIds: options.candidateIds } : {}),
    });
    if (outcome.results.length) {
      const inserted = await db.execute(sql`
        insert into talent_saved_search_matches (saved_search_id, candidate_user_id, matched_at)
        values ${sql.join(outcome.results.map((r) => sql`(${search.id}::uuid, ${r.userId}::uuid, ${iso(now)})`), sql`, `)}
        on conflict do nothing`);
      stats.inserted += inserted.rowCount ?? 0;
    }
    if (!options.candidateIds) await db.execute(sql`update talent_saved_searches set last_checked_at = ${iso(now)} where id = ${search.id}::uuid and last_checked_at < ${iso(now)}`);
    if (search.notify) stats.notified += await notifyOwner(db, search, now);
  }
  return stats;
}
