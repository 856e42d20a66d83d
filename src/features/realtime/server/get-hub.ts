import "server-only";
import { getDb, getPool } from "@/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { createMemoryBus, createPostgresBus, createRedisBus, type Bus } from "./bus";
import { Hub } from "./hub";
import { liveSessionIds } from "./hub-keys";
import { startStoredNotificationPoll, type StoredPoll } from "./stored-poll";

/*
 * This process's hub, on globalThis: Next's route bundles and code called from elsewhere in the same
 * process (notify() from a route, a server action) must share one registry and one bus.
 * The bus (HUB_BUS, decision 019): redis with REDIS_URL; else postgres when a test notification sent
 * from another connection arrives (a real PostgreSQL); else memory (the embedded database).
 */
const holder = globalThis as unknown as { upstepHub?: Hub; upstepHubPoll?: StoredPoll };
/** How often the embedded mode looks for notifications other processes stored (stored-poll.ts). */
export const STORED_POLL_MS = 2_000;
const log = logger.child({ module: "live-hub" });
const hubLog = { info: (m: string) => log.info(m), warn: (f: { err?: unknown }, m: string) => log.warn(f, m), error: (f: { err?: unknown }, m: string) => log.error(f, m) };

export function getHub(): Hub {
  if (holder.upstepHub) return holder.upstepHub;
  const e = env();
  const hub = new Hub({
    limits: { perUser: e.HUB_MAX_CONNECTIONS_PER_USER, total: e.HUB_MAX_CONNECTIONS },
    liveSessions: (ids) => liveSessionIds(getDb(), ids),
    log: hubLog,
  });
  holder.upstepHub = hub;
  void hub.useBus(async (handlers): Promise<Bus> => {
    const mode = e.HUB_BUS === "auto" ? (e.REDIS_URL ? "redis" : "postgres") : e.HUB_BUS;
    try {
      if (mode === "redis") {
        if (!e.REDIS_URL) throw new Error("HUB_BUS=redis needs REDIS_URL");
        return await createRedisBus({ ...handlers, url: e.REDIS_URL });
      }
      if (mode === "postgres") {
        const pool = getPool();
        const bus = createPostgresBus({
          ...handlers,
          connectionString: pool.options.connectionString ?? e.DATABASE_URL,
          publisher: pool,
          // auto: check that notifications cross connections (they do not on the embedded database).
          pingTimeoutMs: e.HUB_BUS === "auto" ? 1_000 : undefined,
        });
        if (await bus.ready) return bus;
        await bus.stop();
        log.info("live hub: database notifications do not cross connections here (embedded database); live events stay in this process");
      }
    } catch (err) {
      log.error({ err }, `live hub: the ${mode} bus did not start; live events stay in this process`);
    }
    // In-process only: notifications stored by other processes (the worker) are found by polling.
    if (holder.upstepHub === hub) holder.upstepHubPoll = startStoredNotificationPoll(hub, getDb(), { intervalMs: STORED_POLL_MS, onError: (err) => log.error({ err }, "live hub: poll for stored notifications failed") });
    return createMemoryBus(handlers);
  });
  return hub;
}

/** Test hook: stop this process's hub (its bus connections) and forget it. */
export async function resetHubForTests(): Promise<void> {
  const hub = holder.upstepHub;
  holder.upstepHub = undefined;
  holder.upstepHubPoll?.stop();
  holder.upstepHubPoll = undefined;
  await hub?.stop();
}

/** Test hook: the embedded mode's poll for notifications stored by other processes, if it runs. */
export function storedPollForTests(): StoredPoll | undefined {
  return holder.upstepHubPoll;
}
