import "server-only";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { recentJobSearches } from "@/db/schema";
import { titleCase } from "@/lib/english";
import { resolveLocation } from "@/features/jobs/server/queries";
import { RECENT_SEARCHES_LIMITS, type RecentSearch } from "../schemas";

/*
 * A signed-in person's recent job searches (flag recent-job-searches): at most 10, newest first, one
 * row per search. A search is keyed by its canonical /jobs query string (the search page's own parser
 * and URL builder, without page and sort), so "?location=Austin&q=nurse&page=2" and "?q=nurse&
 * location=Austin" are one search. Every read and write is by owner.
 */
const select = { id: recentJobSearches.id, queryString: recentJobSearches.queryString, label: recentJobSearches.label, searchedAt: recentJobSearches.searchedAt };

function toRecent(r: { id: string; queryString: string; label: string; searchedAt: Date }): RecentSearch {
  return { id: r.id, label: r.label, href: r.queryString ? `/jobs?${r.queryString}` : "/jobs", searchedAt: r.searchedAt.toISOString() };
}

export async function listRecentSearches(db: Db, userId: string): Promise<RecentSearch[]> {
  const rows = await db.select(select).from(recentJobSearches).where(eq(recentJobSearches.userId, userId)).orderBy(desc(recentJobSearches.searchedAt), desc(recentJobSearches.id)).limit(RECENT_SEARCHES_LIMITS.kept);
  return rows.map(toRecent);
}

/** A /jobs search as the search page parsed it (the route parses the path with the page's own parser). */
export type SearchToRecord = { queryString: string; q?: string; location?: string; remote: boolean; category?: string; company?: string };

/** What the list shows for a search: "Nurse near Austin, TX", "Nurse in Texas, remote", "Remote jobs". */
export async function recentSearchLabel(db: Db, s: SearchToRecord): Promise<string> {
  if (!s.q && !s.location && !s.remote) return `Jobs: ${[s.category, s.company].filter(Boolean).join(", ").replace(/-/g, " ")}`.slice(0, 200);
  const place = s.location ? await resolveLocation(db, s.location) : null;
  let label = s.q ? titleCase(s.q) : s.remote && !s.location ? "Remote jobs" : "Jobs";
  if (place && place.kind !== "remote") label += `${place.kind === "state" ? " in" : " near"} ${place.kind === "unknown" ? titleCase(place.label) : place.label}`;
  if (s.remote && s.q) label += ", remote";
  return label.slice(0, 200);
}

/**
 * Records searches (the first is the newest): each is moved to the top (a repeat is not a new row),
 * then all but the newest 10 are deleted. Answers the list as it is now.
 */
export async function recordRecentSearches(db: Db, params: { userId: string; searches: SearchToRecord[] }): Promise<RecentSearch[]> {
  const searches = await Promise.all(params.searches.map(async (s) => ({ queryString: s.queryString, label: await recentSearchLabel(db, s) })));
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [i, s] of searches.entries()) {
      // Newest first in the request: each later one is a millisecond older.
      const at = new Date(now - i);
      await tx
        .insert(recentJobSearches)
        .values({ userId: params.userId, queryString: s.queryString, label: s.label, searchedAt: at })
        .onConflictDoUpdate({ target: [recentJobSearches.userId, recentJobSearches.queryString], set: { label: s.label, searchedAt: sql`greatest(${recentJobSearches.searchedAt}, excluded.searched_at)` } });
    }
    const keep = tx
      .select({ id: recentJobSearches.id })
      .from(recentJobSearches)
      .where(eq(recentJobSearches.userId, params.userId))
      .orderBy(desc(recentJobSearches.searchedAt), desc(recentJobSearches.id))
      .limit(RECENT_SEARCHES_LIMITS.kept);
    await tx.delete(recentJobSearches).where(and(eq(recentJobSearches.userId, params.userId), notInArray(recentJobSearches.id, keep)));
  });
  return listRecentSearches(db, params.userId);
}

/** Deletes one of the person's searches, or all; another person's id deletes nothing. */
export async function deleteRecentSearches(db: Db, params: { userId: string; id?: string }): Promise<void> {
  await db.delete(recentJobSearches).where(and(eq(recentJobSearches.userId, params.userId), params.id ? inArray(recentJobSearches.id, [params.id]) : undefined));
}
