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
import { workerHandlers } from "./handlers";

const log = logger.child({ module: "worker" });

async function main() {
  const e = env();
  const feeds = parseJobFeeds(e.JOB_FEEDS);
  const worker = await startWorker({
    connectionString: e.DATABASE_URL,
    handlers: workerHandlers(),
    schedules: feeds.map((f) => ({ queue: "import-feed" as const, key: f.source, cron: e.JOB_FEED_CRON, data: { ...f }, label: e.JOB_FEED_CRON })),
    log: { info: (f, m) => log.debug(f, m), warn: (f, m) => log.warn(f, m), error: (f, m) => log.error(f, m) },
  });
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
