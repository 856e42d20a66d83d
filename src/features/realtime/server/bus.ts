import { randomUUID } from "node:crypto";
import pg from "pg";
import type { LiveEvent } from "@/features/notifications/live-event";
import { liveEventSchema } from "../schemas";

/*
 * How a live event reaches every app instance (decision 019). Each bus delivers every published
 * event to `deliver` in every process that runs one (its own included), and calls `onGap` when it
 * may have missed some (its connection was lost, or came back): the hub then closes its streams, so
 * their clients reconnect at once and replay what is stored.
 *  - memory: one process (the embedded database, whose LISTEN/NOTIFY does not cross connections);
 *  - postgres: LISTEN/NOTIFY on the app's database; a payload over NOTIFY's 8000 bytes goes in
 *    chunks of one statement (delivered together, in order) and is put back together;
 *  - redis: PUBLISH/SUBSCRIBE when REDIS_URL is set.
 * No server-only import: the integration test's child processes and bench/hub load it directly.
 */
export type BusMode = "memory" | "postgres" | "redis";

export type BusLog = {
  info: (message: string) => void;
  warn: (fields: { err?: unknown }, message: string) => void;
};

export type BusHandlers = { deliver: (event: LiveEvent) => void; onGap: () => void; log?: BusLog };

export type Bus = { mode: BusMode; publish: (event: LiveEvent) => Promise<void>; stop: () => Promise<void> };

const SILENT: BusLog = { info: () => {}, warn: () => {} };
export const LIVE_CHANNEL = "upstep_live";
/** NOTIFY payloads must stay under 8000 bytes; chunks are ASCII, so characters are bytes. */
export const NOTIFY_CHUNK_CHARS = 7_000;

/** JSON in ASCII only (\u escapes), so a chunk boundary never splits a character. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Parses a received event; anything malformed is dropped with a warning (never delivered). */
function parseEvent(json: string, log: BusLog): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
    log.warn({}, "live hub bus: dropped a malformed event");
  } catch (err) {
    log.warn({ err }, "live hub bus: dropped an unreadable event");
  }
  return null;
}

export function createMemoryBus(handlers: BusHandlers): Bus {
  return {
    mode: "memory",
    publish: async (event) => handlers.deliver(event),
    stop: async () => {},
  };
}

/** Splits `json` into NOTIFY payloads `id:index:total:part`. */
export function chunkPayload(json: string, id = randomUUID().slice(0, 8)): string[] {
  const total = Math.max(1, Math.ceil(json.length / NOTIFY_CHUNK_CHARS));
  return Array.from({ length: total }, (_, i) => `${id}:${i}:${total}:${json.slice(i * NOTIFY_CHUNK_CHARS, (i + 1) * NOTIFY_CHUNK_CHARS)}`);
}

/** Puts chunked payloads back together; a message left incomplete for `staleMs` is dropped. */
export function createReassembler(staleMs = 30_000) {
  const partial = new Map<string, { parts: string[]; got: number; at: number }>();
  return (payload: string, now = Date.now()): string | null => {
    const match = /^([0-9a-f-]{8}):(\d+):(\d+):/.exec(payload);
    if (!match) return null;
    const [head, id, indexText, totalText] = match as unknown as [string, string, string, string];
    const index = Number(indexText);
    const total = Number(totalText);
    const body = payload.slice(head.length);
    if (total === 1) return body;
    if (total > 1_000 || index >= total) return null;
    for (const [key, p] of partial) if (now - p.at > staleMs) partial.delete(key);
    const entry = partial.get(id) ?? { parts: new Array<string>(total).fill(""), got: 0, at: now };
    partial.set(id, entry);
    if (entry.parts[index] === "") {
      entry.parts[index] = body;
      entry.got += 1;
    }
    if (entry.got < total) return null;
    partial.delete(id);
    return entry.parts.join("");
  };
}

export type PostgresBusOptions = BusHandlers & {
  connectionString: string;
  /** Where NOTIFY is sent from (the app's pool); the bus opens a small pool of its own otherwise. */
  publisher?: Pick<pg.Pool, "query">;
  /** Wait before connecting the LISTEN connection again after it was lost. */
  retryMs?: number;
  /**
   * Before trusting NOTIFY, send a test notification from another connection and wait this long for
   * it: PGlite behind its socket server delivers none between connections. Resolves `ready` false then.
   */
  pingTimeoutMs?: number;
};

export type PostgresBus = Bus & { ready: Promise<boolean> };

export function createPostgresBus(options: PostgresBusOptions): PostgresBus {
  const log = options.log ?? SILENT;
  const retryMs = options.retryMs ?? 3_000;
  const ownPool = options.publisher ? null : new pg.Pool({ connectionString: options.connectionString, max: 2 });
  ownPool?.on("error", () => {});
  const publisher = options.publisher ?? ownPool!;
  const reassemble = createReassembler();
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let everLive = false;
  let settle: ((live: boolean) => void) | null = null;
  const ready = new Promise<boolean>((resolve) => (settle = resolve));

  const send = async (json: string) => {
    const parts = chunkPayload(json);
    // One statement, so its notifications are sent together, in order, when it commits.
    await publisher.query(`SELECT pg_notify($1, p) FROM unnest($2::text[]) WITH ORDINALITY AS t(p, i) ORDER BY i`, [LIVE_CHANNEL, parts]);
  };

  const connect = async () => {
    const listener = new pg.Client({ connectionString: options.connectionString, application_name: "upstep-live-hub" });
    client = listener;
    const pingId = `ping-${randomUUID()}`;
    let pinged: (() => void) | null = null;
    const pingArrived = new Promise<void>((resolve) => (pinged = resolve));
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || stopped) return;
      lost = true;
      log.warn({ err }, "live hub: LISTEN connection lost; reconnecting");
      listener.end().catch(() => {});
      options.onGap();
      if (!retry) {
        retry = setTimeout(() => {
          retry = null;
          if (!stopped) void connect();
        }, retryMs);
        retry.unref();
      }
    };
    listener.on("notification", (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const json = reassemble(message.payload);
      if (json === null) return;
      if (json === JSON.stringify(pingId)) return pinged?.();
      const event = parseEvent(json, log);
      if (event) options.deliver(event);
    });
    listener.on("error", onLost);
    listener.on("end", () => onLost());
    try {
      await listener.connect();
      await listener.query(`LISTEN ${LIVE_CHANNEL}`);
      if (!everLive && options.pingTimeoutMs !== undefined) {
        await send(JSON.stringify(pingId));
        let timer: NodeJS.Timeout | undefined;
        const arrived = await Promise.race([
          pingArrived.then(() => true),
          new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), options.pingTimeoutMs))),
        ]);
        clearTimeout(timer);
        if (!arrived) {
          lost = true; // ending on purpose, no retry: this database does not deliver notifications
          await listener.end().catch(() => {});
          settle?.(false);
          return;
        }
      }
      if (everLive) {
        log.info("live hub: LISTEN connection back");
        options.onGap(); // events sent while it was away reach nobody here: let the clients replay
      }
      everLive = true;
      settle?.(true);
    } catch (err) {
      if (!everLive) {
        lost = true;
        await listener.end().catch(() => {});
        log.warn({ err }, "live hub: could not LISTEN on the database");
        settle?.(false);
        return;
      }
      onLost(err as Error);
    }
  };

  void connect();
  return {
    mode: "postgres",
    ready,
    publish: (event) => send(asciiJson(event)),
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      settle?.(false);
      await client?.end().catch(() => {});
      await ownPool?.end().catch(() => {});
    },
  };
}

export type RedisBusOptions = BusHandlers & { url: string; channel?: string };

/** PUBLISH/SUBSCRIBE on one channel; node-redis reconnects and subscribes again by itself. */
export async function createRedisBus(options: RedisBusOptions): Promise<Bus> {
  const log = options.log ?? SILENT;
  const channel = options.channel ?? "upstep:live";
  const { createClient } = await import("@redis/client");
  const reconnectStrategy = (retries: number) => Math.min(100 * 2 ** retries, 3_000);
  // No offline queue: a publish while Redis is away fails at once (logged) instead of piling up.
  const pub = createClient({ url: options.url, disableOfflineQueue: true, socket: { reconnectStrategy } });
  const sub = pub.duplicate();
  let readyOnce = false;
  for (const c of [pub, sub]) c.on("error", (err: unknown) => log.warn({ err }, "live hub: Redis connection error"));
  sub.on("ready", () => {
    if (readyOnce) {
      log.info("live hub: Redis subscription back");
      options.onGap();
    }
    readyOnce = true;
  });
  sub.on("end", () => options.onGap());
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel, (message: string) => {
    const event = parseEvent(message, log);
    if (event) options.deliver(event);
  });
  return {
    mode: "redis",
    publish: async (event) => {
      await pub.publish(channel, JSON.stringify(event));
    },
    stop: async () => {
      await Promise.allSettled([sub.close(), pub.close()]);
    },
  };
}
