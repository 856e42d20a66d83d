import { availabilityOf, type JobAvailability, type JobAvailabilityRow } from "../job-availability";

/** The channel the database's triggers notify on (migration 0003_job_change_notifications). */
export const JOB_CHANGES_CHANNEL = "upstep_job_changes";

/**
 * Sent on the same channel when an employer's posting changed what search finds (decision 039):
 * every process empties its cache of hot searches (search-cache.ts) so the posting is in /jobs at once.
 */
export const SEARCH_CHANGED_PAYLOAD = "search:*";

export type AvailabilityCacheOptions = {
  /** Most rows kept (least recently used go first). */
  maxEntries?: number;
  /** A row is read again after this long even if no notification came (a backstop, not the mechanism). */
  maxAgeMs?: number;
  now?: () => number;
};

type Entry = { row: JobAvailabilityRow; storedAt: number };

/**
 * The job detail proxy's memory of "is this job open, and which version of its page" (decision 011
 * amendment): one primary-key join per request was what kept the cached detail page at a few hundred
 * requests a second. Correctness comes from the database, not from a time limit: triggers on jobs and
 * companies notify JOB_CHANGES_CHANNEL after every change, whoever makes it (this process, an import in
 * another one, psql), and the notification drops the rows it names. The cache answers only while it is
 * `live`, that is while a listener is connected and has seen its own test notification; otherwise every
 * request reads the database, as before.
 *
 * A read that was in flight when any notification arrived is not stored (the epoch check): it may
 * hold the row from before the change the notification is about.
 */
export class JobAvailabilityCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private epoch = 0;
  private live = false;
  hits = 0;
  misses = 0;

  constructor(options: AvailabilityCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 100_000;
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  get isLive(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Turned on when the listener is ready, off (and emptied) the moment it is not. */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  async get(id: string, load: (id: string) => Promise<JobAvailabilityRow | null>): Promise<JobAvailability> {
    const key = id.toLowerCase();
    const now = this.now();
    if (this.live) {
      const entry = this.entries.get(key);
      if (entry && now - entry.storedAt < this.maxAgeMs) {
        // Least recently used order: a hit moves to the end.
        this.entries.delete(key);
        this.entries.set(key, entry);
        this.hits++;
        return availabilityOf(entry.row, new Date(now));
      }
    }
    this.misses++;
    const epoch = this.epoch;
    const row = await load(key);
    // Unknown ids are not kept: a job inserted later must be found at once, and inserts do not notify.
    if (row && this.live && epoch === this.epoch) {
      this.entries.delete(key);
      this.entries.set(key, { row, storedAt: now });
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return availabilityOf(row, new Date(now));
  }

  /**
   * A notification's payload: "job:{id},{id}..." or "company:{id},..." for up to 100 changed rows of a
   * statement, "job:*" / "company:*" for more; anything else (the listener's own test ping) only
   * moves the epoch.
   */
  invalidate(payload: string): void {
    this.epoch++;
    const colon = payload.indexOf(":");
    const kind = payload.slice(0, colon);
    const ids = payload.slice(colon + 1);
    if (kind !== "job" && kind !== "company") return;
    if (ids === "*") {
      this.entries.clear();
      return;
    }
    const named = new Set(ids.split(",").map((id) => id.trim().toLowerCase()));
    if (kind === "job") {
      for (const id of named) this.entries.delete(id);
      return;
    }
    for (const [id, entry] of this.entries) if (named.has(entry.row.companyId)) this.entries.delete(id);
  }
}

/**
 * The process's one availability cache and its listener, kept on globalThis: the job detail proxy
 * (inside Next's bundle) and the front server (src/server/main.ts) share it.
 */
export const sharedAvailability = globalThis as unknown as {
  upstepJobAvailability?: { cache: JobAvailabilityCache; listener: { stop: () => Promise<void> } };
};
