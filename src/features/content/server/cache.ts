import "server-only";
import { CONTENT_CACHE_MS } from "../types";

/*
 * Spec 9: content is cached for 10 minutes. An in-process map with expiry: reads of the navbar,
 * footer, banner and pages hit the database at most once per key per 10 minutes per process, and an
 * admin edit clears it at once (invalidateContentCache() from the write use cases). Other app
 * instances pick the edit up when their entry expires (at most 10 minutes later).
 * The clock is injectable so tests can move time.
 */
type Entry = { expiresAt: number; value: Promise<unknown> };

const holder = globalThis as unknown as { upstepContentCache?: { entries: Map<string, Entry>; now: () => number; generation: number } };
const state = (holder.upstepContentCache ??= { entries: new Map(), now: () => Date.now(), generation: 0 });

export async function cachedContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = state.now();
  const hit = state.entries.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const generation = state.generation;
  const value = load();
  state.entries.set(key, { expiresAt: now + CONTENT_CACHE_MS, value });
  try {
    return await value;
  } catch (err) {
    // A failed read is not cached; the next request tries again.
    if (state.generation === generation && state.entries.get(key)?.value === value) state.entries.delete(key);
    throw err;
  }
}

/** Clears every cached content entry (called after each admin content edit). */
export function invalidateContentCache(): void {
  state.generation += 1;
  state.entries.clear();
}

/** Test hook: replace the clock (pass nothing to restore Date.now). */
export function setContentCacheClock(now?: () => number): void {
  state.now = now ?? (() => Date.now());
}
