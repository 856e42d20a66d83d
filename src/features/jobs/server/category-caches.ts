// No "server-only" guard: src/server/main.ts (outside Next) imports this through job-change-listener.ts,
// and the guard throws there, so the production server would not start.
import { clearJobListCaches } from "@/lib/job-list-caches";

/*
 * Caches that hold category names or slugs (decision 054: an administrator's category edit shows in
 * search facets and browse routes at once): the job lists of lib/job-list-caches and whatever
 * registered here (hot searches, whose facets name categories; the facets' category labels; the
 * browse index; the sitemap's browse URLs). Each registers from its own module, so this one imports
 * none of them. refreshCategoryCaches (queries.ts) clears them here and, through the job changes
 * channel, in every other process. Held on globalThis so every bundle of the server shares one registry.
 */
export const CATEGORIES_CHANGED_PAYLOAD = "categories:*";

const holder = globalThis as unknown as { upstepCategoryCaches?: Map<string, () => void> };

export function registerCategoryCache(name: string, clear: () => void): void {
  (holder.upstepCategoryCaches ??= new Map()).set(name, clear);
}

export function forgetCategoryCaches(): void {
  clearJobListCaches();
  for (const clear of holder.upstepCategoryCaches?.values() ?? []) clear();
}
