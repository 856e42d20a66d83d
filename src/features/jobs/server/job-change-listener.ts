import { randomUUID } from "node:crypto";
import pg from "pg";
import { clearJobListCaches } from "@/lib/job-list-caches";
import { JOB_CHANGES_CHANNEL, SEARCH_CHANGED_PAYLOAD, type JobAvailabilityCache } from "./availability-cache";
import { CATEGORIES_CHANGED_PAYLOAD, forgetCategoryCaches } from "./category-caches";

/** search-cache.ts keeps the process's hot searches here (that module is server-only; this one is not). */
const searchCacheHolder = globalThis as unknown as { upstepSearchCache?: { clear: () => void } };

/** The two log calls the listener makes (pino's signature); no server-only import, the front server uses it too. */
export type ListenerLog = {
  info: (message: string) => void;
  warn: (fields: { err?: unknown }, message: string) => void;
};

export type ListenerOptions = {
  connectionString: string;
  /** How long to wait for the listener's own test notification before deciding notifications do not reach it. */
  pingTimeoutMs?: number;
  /** Wait before connecting again after the connection is lost. */
  retryMs?: number;
  log?: ListenerLog;
};

export type JobChangeListener = {
  /** Resolves once the first attempt is settled: live (true) or not (false). */
  ready: Promise<boolean>;
  stop: () => Promise<void>;
};

/**
 * Keeps `cache` live while a dedicated connection LISTENs on the job changes channel (decision 011
 * amendment). Before turning the cache on, it sends itself a notification from a second connection
 * and waits for it: a server that does not deliver notifications between connections (PGlite behind
 * its socket server multiplexes every connection onto one session) leaves the cache off, so the proxy
 * reads the database on every request, which is correct, only slower. When the connection drops, the
 * cache is turned off and emptied at once and the listener connects again after `retryMs`.
 */
export function startJobChangeListener(cache: JobAvailabilityCache, options: ListenerOptions): JobChangeListener {
  const pingTimeoutMs = options.pingTimeoutMs ?? 2_000;
  const retryMs = options.retryMs ?? 5_000;
  const log: ListenerLog = options.log ?? { info: () => {}, warn: () => {} };
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let settle: ((live: boolean) => void) | null = null;
  const ready = new Promise<boolean>((resolve) => (settle = resolve));
  const settled = (live: boolean) => {
    settle?.(live);
    settle = null;
  };

  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
  };

  const connect = async () => {
    const listener = new pg.Client({ connectionString: options.connectionString, application_name: "upstep-job-changes" });
    client = listener;
    const pingPayload = `ping:${randomUUID()}`;
    let pinged: (() => void) | null = null;
    const pingArrived = new Promise<void>((resolve) => (pinged = resolve));
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (cache.isLive) log.warn({ err: error }, "job changes listener lost; job availability read from the database until it is back");
      cache.setLive(false);
      settled(false);
      listener.end().catch(() => {});
      scheduleRetry();
    };
    listener.on("notification", (message) => {
      if (message.channel !== JOB_CHANGES_CHANNEL) return;
      const payload = message.payload ?? "";
      if (payload === pingPayload) pinged?.();
      if (payload === SEARCH_CHANGED_PAYLOAD) {
        searchCacheHolder.upstepSearchCache?.clear();
        clearJobListCaches();
      }
      if (payload === CATEGORIES_CHANGED_PAYLOAD) forgetCategoryCaches();
      cache.invalidate(payload);
    });
    listener.on("error", onLost);
    listener.on("end", () => onLost());
    try {
      await listener.connect();
      await listener.query(`LISTEN ${JOB_CHANGES_CHANNEL}`);
      const sender = new pg.Client({ connectionString: options.connectionString });
      await sender.connect();
      try {
        await sender.query("SELECT pg_notify($1, $2)", [JOB_CHANGES_CHANNEL, pingPayload]);
      } finally {
        await sender.end();
      }
      const arrived = await Promise.race([
        pingArrived.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), pingTimeoutMs).unref()),
      ]);
      if (stopped || lost) return;
      if (!arrived) {
        log.info("notifications do not reach other connections on this database; job availability is read on every request");
        lost = true; // ending on purpose: no retry
        settled(false);
        await listener.end().catch(() => {});
        return;
      }
      cache.setLive(true);
      settled(true);
    } catch (error) {
      if (!stopped) onLost(error as Error);
    }
  };

  void connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      cache.setLive(false);
      settled(false);
      await client?.end().catch(() => {});
    },
  };
}
