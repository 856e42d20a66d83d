import "server-only";
import type { Db } from "@/db/client";
import type { TalentSearchParams } from "../schemas";
import type { TalentFacets, TalentSearchOutcome } from "../types";
import { locationOf, prepareTalentSearch, talentCounts, talentHits } from "./search-talent";

/*
 * The search page's counts, cached per process (decision 042, as the job search's hot searches are,
 * decision 006): the exact total and facets of a search are kept for a minute, then served stale for
 * up to ten minutes while one refresh runs, so the talent page's usual searches (the empty one above
 * all: every discoverable person's facets) answer without counting 200,000 rows again. The result rows
 * are never cached: they are read live on every request, so a person who went private is never shown;
 * a count may include them for up to a minute. Saved searches and tests call searchTalent directly.
 */
const FRESH_MS = 60_000;
const STALE_MS = 600_000;
const MAX_ENTRIES = 500;

type Counts = { total: number; facets?: TalentFacets };
type Entry = { at: number; value: Promise<Counts>; refreshing: boolean };
const holder = globalThis as unknown as { upstepTalentCounts?: Map<string, Entry> };
const cache = (holder.upstepTalentCounts ??= new Map());

function remember(key: string, value: Promise<Counts>) {
  const entry: Entry = { at: Date.now(), value, refreshing: false };
  cache.delete(key);
  cache.set(key, entry);
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  // A failed count is not kept.
  value.catch(() => cache.get(key) === entry && cache.delete(key));
  return entry;
}

function countsOf(db: Db, key: string, compute: () => Promise<Counts>): Promise<Counts> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < FRESH_MS) return hit.value;
  if (hit && now - hit.at < STALE_MS) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = compute();
      next.then(
        () => remember(key, next),
        () => (hit.refreshing = false),
      );
    }
    return hit.value;
  }
  return remember(key, compute()).value;
}

/** The page's search: live rows, cached exact counts and facets. */
export async function searchTalentForPage(db: Db, params: TalentSearchParams, options: { page?: number; facets?: boolean } = {}): Promise<TalentSearchOutcome> {
  const prepared = await prepareTalentSearch(db, params, { page: options.page });
  const key = JSON.stringify([params.q, params.location, params.location ? params.radius : 0, params.includeRelocators, params.willingToRelocate, params.workAuthorization, params.minYears, params.maxYears, params.education, params.skills, params.activeWithinDays, !!options.facets]);
  const [results, counts] = await Promise.all([talentHits(db, params, prepared), countsOf(db, key, () => talentCounts(db, prepared.where, !!options.facets))]);
  return counts.facets ? { total: counts.total, results, facets: counts.facets, location: locationOf(prepared) } : { total: counts.total, results, location: locationOf(prepared) };
}

/** For tests: forget every cached count. */
export function clearTalentCountsCache() {
  cache.clear();
}
