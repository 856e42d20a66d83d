/**
 * A per-process cache of slow reads that serves stale values while it refreshes them
 * ("stale-while-revalidate"): a value younger than `freshMs` is served as is; one younger than
 * `staleMs` is served at once while one background load replaces it; older values and misses wait
 * for the load. Loads of the same key in flight at once are shared. A failed load is not kept (a
 * failed refresh keeps the old value until it is too old). Least recently used keys go first.
 */
export type RefreshingCacheOptions = {
  freshMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
  /** Called with a background refresh's error (the request that started it has been answered). */
  onRefreshError?: (error: unknown) => void;
};

type Entry<V> = { at: number; value: Promise<V>; refreshing: boolean };

export class RefreshingCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;
  readonly stats = { fresh: 0, stale: 0, misses: 0 };

  constructor(private readonly options: RefreshingCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry) {
      const age = now - entry.at;
      if (age < this.options.freshMs) {
        this.touch(key, entry);
        this.stats.fresh++;
        return entry.value;
      }
      if (age < this.options.staleMs) {
        this.touch(key, entry);
        this.stats.stale++;
        if (!entry.refreshing) this.refresh(key, entry, load, now);
        return entry.value;
      }
    }
    this.stats.misses++;
    const value = load();
    const fresh: Entry<V> = { at: now, value, refreshing: false };
    this.entries.delete(key);
    this.entries.set(key, fresh);
    value.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  private touch(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private refresh(key: string, entry: Entry<V>, load: () => Promise<V>, startedAt: number): void {
    entry.refreshing = true;
    load().then(
      (value) => {
        // Replace only the entry this refresh was for (a clear() or a newer miss wins).
        if (this.entries.get(key) === entry) this.entries.set(key, { at: startedAt, value: Promise.resolve(value), refreshing: false });
      },
      (error: unknown) => {
        entry.refreshing = false;
        this.options.onRefreshError?.(error);
      },
    );
  }
}
