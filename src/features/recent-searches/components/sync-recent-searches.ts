import { api } from "@/lib/api/client";
import { RECENT_SEARCHES_KEY_PREFIX } from "@/features/jobs/components/search/constants";
import { RECENT_SEARCHES_API, RECENT_SEARCHES_LIMITS, type RecentSearch } from "../schemas";

/*
 * Loaded on demand, once the search page is idle (recent-searches.tsx), so the public pages' first load
 * does not carry it: records the current search for a signed-in person and reads their list from the
 * server (flag recent-job-searches). Searches this browser kept before they moved to the server
 * (localStorage, one key per person) are sent along once, then the key is removed.
 */
function legacyPaths(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map((s: unknown) => (s && typeof s === "object" && "href" in s && typeof s.href === "string" ? s.href : ""))
      .filter((href) => href === "/jobs" || href.startsWith("/jobs?"));
  } catch {
    return [];
  }
}

/** guid: the person's subscriberGuid (the old list's key); current: this page's search path, if any. */
export async function syncRecentSearches(guid: string, current: string | null): Promise<RecentSearch[]> {
  const legacyKey = `${RECENT_SEARCHES_KEY_PREFIX}${guid}`;
  const legacy = legacyPaths(legacyKey);
  const paths = [...new Set([...(current ? [current] : []), ...legacy])].slice(0, RECENT_SEARCHES_LIMITS.kept);
  const list = paths.length ? await api.post<RecentSearch[]>(RECENT_SEARCHES_API, { paths }) : await api.get<RecentSearch[]>(RECENT_SEARCHES_API);
  try {
    window.localStorage.removeItem(legacyKey);
  } catch {
    /* storage unavailable */
  }
  return list;
}
