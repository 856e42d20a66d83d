/*
 * `npm start`'s server (decision 011 amendment 2): Next.js, with the job detail page's front in
 * front of it (job-page-front.ts). Run by scripts/start.mjs as `node --import tsx src/server/main.ts`
 * after the build; `npm run dev` keeps `next dev`.
 *
 * It imports no "server-only" module (that guard throws outside Next's react-server build): the
 * availability cache, its listener and the page front are plain modules; Next's own code runs in this
 * process and shares the availability cache with the proxy through globalThis.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import next from "next";
import pg from "pg";
import pino from "pino";
import { availabilityOf, readJobAvailabilityRow, type JobAvailability } from "@/features/jobs/job-availability";
import { env } from "@/lib/env";
import { stampClientAddress } from "@/lib/client-address";
import { JobAvailabilityCache, sharedAvailability } from "@/features/jobs/server/availability-cache";
import { startJobChangeListener, type JobChangeListener } from "@/features/jobs/server/job-change-listener";
import { isCountableView, JobStatsCounter, sharedJobStats } from "@/features/jobs/server/job-stats-counter";
import { FRONT_FILL_HEADER, PageMemoryCache, serveJobPage, type FetchedPage } from "./job-page-front";
import { loadNoncePlaceholder, requestForNext, secureForNext, strictTransportSecurity } from "./security-headers";

const log = pino({ level: process.env.LOG_LEVEL ?? "info", base: { service: "upstep", module: "server" } });

const holder = globalThis as unknown as { upstepPageMemoryCache?: PageMemoryCache };

/** The front's fill requests carry it: only they get Next's page with the placeholder nonce (decision 014). */
const FILL_TOKEN = randomBytes(16).toString("hex");

/** Where the page front reaches Next through this server: loopback, unless HOST names one interface. */
function selfAddress(): string {
  const host = env().HOST;
  return !host || host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.replace(/^\[(.*)\]$/, "$1");
}

function headerValue(value: string | string[] | undefined): string | null {
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
}

function fetchThroughNext(port: number, path: string, host: string | undefined): Promise<FetchedPage> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: selfAddress(), port, path, method: "GET", headers: { host: host ?? `localhost:${port}`, [FRONT_FILL_HEADER]: FILL_TOKEN, "accept-encoding": "identity" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("the page took longer than 30 s")));
    req.on("error", reject);
    req.end();
  });
}

async function main() {
  // The same validated environment as the app (a wrong value stops here with every problem listed).
  const { PORT: port, DATABASE_URL: databaseUrl, PAGE_MEMORY_CACHE_MB: cacheMb, JOB_AVAILABILITY_CACHE, TRUSTED_PROXY_HOPS } = env();

  const app = next({ dev: false, port, hostname: "0.0.0.0" });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Next renders every page with a placeholder nonce; each response gets a fresh one here (decision
  // 014). The placeholder lives in the build directory (next.config.ts's distDir), beside the page cache.
  const security = { placeholder: loadNoncePlaceholder(process.env.NEXT_DIST_DIR || ".next"), hsts: strictTransportSecurity(env().BASE_URL) };
  // Next's answers get their security headers, nonce and compression here; the front's own fill
  // requests get the page as Next rendered it.
  const toNext = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.headers[FRONT_FILL_HEADER] !== FILL_TOKEN) secureForNext(req, res, security);
    void handle(req, res);
  };

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on("error", () => {});
  const query = (text: string, values: unknown[]) => pool.query(text, values);
  let listener: JobChangeListener | null = null;
  let availability: (id: string) => Promise<JobAvailability>;
  if (JOB_AVAILABILITY_CACHE === "on") {
    const cache = new JobAvailabilityCache();
    listener = startJobChangeListener(cache, { connectionString: databaseUrl, log });
    sharedAvailability.upstepJobAvailability = { cache, listener };
    availability = async (id) => cache.get(id, (key) => readJobAvailabilityRow(query, key));
  } else {
    availability = async (id) => availabilityOf(await readJobAvailabilityRow(query, id));
  }
  // Job page views and apply clicks, batched in memory and added into job_daily_stats every 5 s and at
  // shutdown (decision 039); Next's proxy and the apply page count into the same counter.
  const stats = new JobStatsCounter({ query, onError: (err) => log.warn({ err }, "job stats flush failed; the counts are kept for the next one") }).start();
  sharedJobStats.upstepJobStats = stats;
  const countView = (id: string, req: http.IncomingMessage) => {
    if (isCountableView(req.method ?? "", (name) => headerValue(req.headers[name]))) stats.countView(id);
  };
  const pages = new PageMemoryCache(cacheMb * 1024 * 1024);
  // expireAllPages() (lib/page-cache.ts) empties it with Next's page cache.
  holder.upstepPageMemoryCache = pages;
  const deps = { availability, fetchThroughNext: (path: string, host: string | undefined) => fetchThroughNext(port, path, host), pages, maxAgeMs: 60 * 60_000, security, countView };

  const server = http.createServer((req, res) => {
    // Only this server sees the socket: it tells the rate limits who the client is (lib/client-address.ts).
    stampClientAddress(req, TRUSTED_PROXY_HOPS);
    requestForNext(req.headers, security.placeholder);
    const front = cacheMb > 0 ? serveJobPage(req, res, deps) : Promise.resolve(false);
    front.then(
      (answered) => {
        if (!answered) toNext(req, res);
      },
      (err: unknown) => {
        log.error({ err, url: req.url }, "job page front failed; Next answers");
        if (!res.headersSent) toNext(req, res);
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  // HOST (decision 004 amendment): unset, every interface, as a production server behind its own
  // firewall or proxy; `HOST=127.0.0.1` keeps it to this machine.
  const host = env().HOST;
  const listening = () => log.info(`listening on ${host ? `${host}:${port}` : `every interface, port ${port}`} (job page front: ${cacheMb} MB)`);
  if (host) server.listen(port, host, listening);
  else server.listen(port, listening);

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    server.close();
    server.closeIdleConnections();
    // The last counts are written before the pool closes.
    void stats
      .stop()
      .catch(() => {})
      .then(() => Promise.allSettled([listener?.stop(), pool.end(), app.close()]))
      .then(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((err: unknown) => {
  log.fatal({ err }, "the server could not start");
  process.exit(1);
});
