import { api } from "@/lib/api/client";
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

export async function syncRecentSearches(params: { current: string | null; legacyKey: string }): Promise<RecentSearch[]> {
  const legacy = legacyPaths(params.legacyKey);
  const paths = [...new Set([...(params.current ? [params.current] : []), ...legacy])].slice(0, RECENT_SEARCHES_LIMITS.kept);
  const list = paths.length ? await api.post<RecentSearch[]>(RECENT_SEARCHES_API, { paths }) : await api.get<RecentSearch[]>(RECENT_SEARCHES_API);
  try {
    window.localStorage.removeItem(params.legacyKey);
  } catch {
    /* storage unavailable */
  }
  return list;
}
