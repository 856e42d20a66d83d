/*
 * The background worker (decision 018), run by `npm start` beside the web server as
 * `node --import ./src/worker/register-hooks.mjs --import tsx src/worker/main.ts`. It works the
 * queues (lib/queue) with the handlers of src/worker/handlers.ts, keeps the cron schedules, and
 * stops gracefully on SIGTERM: jobs in progress get 20 s to finish; any still running then are
 * retried by the next worker after their expiry (at-least-once).
 */
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { parseJobFeeds } from "@/lib/queue/feeds";
import { startWorker } from "@/lib/queue/worker";
import { getDb } from "@/db/client";
import { loadFeedSchedules } from "@/features/admin-job-data/server/queries";
import { syncEnvFeedSources } from "@/features/admin-job-data/server/sync-env-feed-sources";
import { workerHandlers } from "./handlers";

const log = logger.child({ module: "worker" });

async function main() {
  const e = env();
  // JOB_FEEDS entries the feed sources table does not hold yet are written into it; from then on the
  // table (/admin/job-data-refresh) rules, and its enabled sources are the import schedules (decision 055).
  const added = await syncEnvFeedSources(getDb(), parseJobFeeds(e.JOB_FEEDS), e.JOB_FEED_CRON);
  if (added.length) log.info(`JOB_FEEDS: ${added.join(", ")} added to the feed sources`);
  const worker = await startWorker({
    connectionString: e.DATABASE_URL,
    handlers: workerHandlers(),
    dynamicSchedules: { load: () => loadFeedSchedules(getDb()), refreshSeconds: 60 },
    log: { info: (f, m) => log.debug(f, m), warn: (f, m) => log.warn(f, m), error: (f, m) => log.error(f, m) },
  });
  const feeds = await loadFeedSchedules(getDb());
  log.info(`worker started${feeds.length ? ` (${feeds.length} scheduled feed${feeds.length === 1 ? "" : "s"})` : ""}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void worker.stop(true).finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 25_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((err: unknown) => {
  log.fatal({ err }, "the worker could not start");
  process.exit(1);
});
