/*
 * Job page views and apply clicks per job and day (issue 16, decision 039), counted in memory and
 * written in batches: one UPSERT adding every pending count into job_daily_stats every few seconds
 * and when the server stops, never a write per request (the job page front answers a cached page in
 * well under a millisecond; a row lock per view would be its slowest part).
 *
 * Only employer postings are kept (jobs.source "upstep"): the flush joins jobs on that, so a view of
 * an imported job costs a map entry until the next flush and nothing in the database, and a job
 * deleted meanwhile is skipped rather than failing the batch. Plain module (no server-only import):
 * the server in front of Next (src/server/main.ts) and Next's proxy share one counter through
 * globalThis, as they share the availability cache.
 */

/** The source of jobs written from employers' postings (decision 039). */
export const EMPLOYER_POSTING_SOURCE = "upstep";

/** A query function of a pg Pool or Client. */
export type StatsQuery = (text: string, values: unknown[]) => Promise<unknown>;

export const JOB_STATS_FLUSH_SQL = `insert into job_daily_stats (job_id, day, views, apply_clicks)
  select v.job_id, v.day, v.views, v.clicks
  from unnest($1::uuid[], $2::date[], $3::int[], $4::int[]) as v(job_id, day, views, clicks)
  join jobs j on j.id = v.job_id and j.source = '${EMPLOYER_POSTING_SOURCE}'
  on conflict (job_id, day) do update set
    views = job_daily_stats.views + excluded.views,
    apply_clicks = job_daily_stats.apply_clicks + excluded.apply_clicks`;

export type JobStatsCounterOptions = {
  query: StatsQuery;
  /** How often pending counts are written (default 5 s). */
  flushMs?: number;
  /** Most job-days kept between flushes; past it new ones are dropped (and counted) until the next flush. */
  maxKeys?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
};

type Pending = { jobId: string; day: string; views: number; applyClicks: number };

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class JobStatsCounter {
  private pending = new Map<string, Pending>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private inFlight: Promise<void> | null = null;
  private readonly flushMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  /** Counts dropped because the map was full (a flush kept failing). */
  dropped = 0;
  /** Job-days written by flushes so far (including imported jobs' rows the flush skipped). */
  flushedKeys = 0;

  constructor(private readonly options: JobStatsCounterOptions) {
    this.flushMs = options.flushMs ?? 5_000;
    this.maxKeys = options.maxKeys ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.pending.size;
  }

  countView(jobId: string): void {
    this.add(jobId, 1, 0);
  }

  countApplyClick(jobId: string): void {
    this.add(jobId, 0, 1);
  }

  /** The current UTC day, worked out once per day rather than per view. */
  private day = { text: "", until: 0, from: 0 };

  private today(): string {
    const now = this.now();
    if (now >= this.day.until || now < this.day.from) {
      const from = now - (now % 86_400_000);
      this.day = { text: new Date(from).toISOString().slice(0, 10), from, until: from + 86_400_000 };
    }
    return this.day.text;
  }

  private add(jobId: string, views: number, applyClicks: number): void {
    const id = jobId.toLowerCase();
    if (!JOB_ID.test(id)) return;
    const day = this.today();
    const key = `${id}|${day}`;
    const entry = this.pending.get(key);
    if (entry) {
      entry.views += views;
      entry.applyClicks += applyClicks;
      return;
    }
    if (this.pending.size >= this.maxKeys) {
      this.dropped += views + applyClicks;
      return;
    }
    this.pending.set(key, { jobId: id, day, views, applyClicks });
  }

  /** Writes every pending count in one statement; a failed write keeps them for the next flush. */
  flush(): Promise<void> {
    if (this.inFlight) return this.inFlight.then(() => this.flush());
    if (!this.pending.size) return Promise.resolve();
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch.values()];
    this.inFlight = this.options
      .query(JOB_STATS_FLUSH_SQL, [rows.map((r) => r.jobId), rows.map((r) => r.day), rows.map((r) => r.views), rows.map((r) => r.applyClicks)])
      .then(
        () => {
          this.flushedKeys += rows.length;
        },
        (error: unknown) => {
          for (const [key, row] of batch) {
            const entry = this.pending.get(key);
            if (entry) {
              entry.views += row.views;
              entry.applyClicks += row.applyClicks;
            } else if (this.pending.size < this.maxKeys) this.pending.set(key, row);
            else this.dropped += row.views + row.applyClicks;
          }
          this.options.onError?.(error);
        },
      )
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  /** Flushes every flushMs (the timer does not keep the process alive). */
  start(): this {
    if (this.timer) return this;
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    (this.timer as { unref?: () => void }).unref?.();
    return this;
  }

  /** Stops the timer and writes what is pending (the server's shutdown awaits it). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}

/** The process's one counter, on globalThis: main.ts makes it at start; Next's code makes one if it is missing (next dev). */
export const sharedJobStats = globalThis as unknown as { upstepJobStats?: JobStatsCounter };

/*
 * Requests that are not a person reading the page: crawlers and link previewers (their user agents
 * name themselves), scripts and libraries, monitoring, and no user agent at all. Headless browsers
 * are not excluded: they name no purpose, and the browser tests are people here.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|facebookexternalhit|embedly|preview|fetch|monitor|pingdom|uptime|curl\/|wget|python|java\/|go-http-client|okhttp|axios|node-fetch|undici|httpclient|libwww|lighthouse|^mozilla\/5\.0$/i;

export function isLikelyBot(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? "").trim();
  return ua === "" || BOT.test(ua);
}

/** The header the job page front marks its own fetch through Next with (src/server/job-page-front.ts's FRONT_FILL_HEADER). */
export const FRONT_FILL_HEADER_NAME = "x-upstep-front-fill";

type HeaderGetter = (name: string) => string | null | undefined;

/**
 * Whether a request for an open job's page is a view to count: a GET by a browser, not the front's
 * own fill (it counts the view it answers), not a router prefetch, not a bot.
 */
export function isCountableView(method: string, header: HeaderGetter): boolean {
  if (method !== "GET") return false;
  if (header(FRONT_FILL_HEADER_NAME) != null) return false;
  if (header("next-router-prefetch") != null || /prefetch/i.test(header("purpose") ?? "") || /prefetch/i.test(header("sec-purpose") ?? "")) return false;
  return !isLikelyBot(header("user-agent"));
}
