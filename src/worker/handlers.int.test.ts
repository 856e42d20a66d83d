import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobEffects } from "@/db/schema";
import { feed } from "@/features/jobs/server/search/search-fixture.testing";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { FIXED_SCHEDULES } from "@/lib/queue/queues";
import { workerHandlers } from "./handlers";

/*
 * The worker's handlers against the real database: the scheduled feed import reads a feed over HTTP
 * from a server started here, the expiry sweep closes overdue jobs, housekeeping deletes old records.
 */
const context = (queue: "import-feed" | "expire-jobs" | "sweep") => ({ jobId: "test", retryCount: 0, queue, signal: new AbortController().signal });
let server: http.Server;
let base: string;
let served = JSON.stringify(feed);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/feed.json") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(served);
    } else {
      res.writeHead(503);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await loadPostalCodes(getDb(), { states: ["TX", "WA", "NY"] });
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function statuses() {
  const r = await getDb().execute<{ external_ref: string; status: string }>(sql`select external_ref, status from jobs where source = 'acme' order by external_ref`);
  return Object.fromEntries(r.rows.map((row) => [row.external_ref, row.status]));
}

describe("import-feed", () => {
  it("imports the feed at the job's URL; a second run of the same feed changes nothing", async () => {
    const handlers = workerHandlers();
    const first = (await handlers["import-feed"]!({ source: "acme", url: `${base}/feed.json` }, context("import-feed"))) as Record<string, number>;
    expect(first.read).toBe(feed.length);
    expect(first.created).toBe(feed.length);
    const again = (await handlers["import-feed"]!({ source: "acme", url: `${base}/feed.json` }, context("import-feed"))) as Record<string, number>;
    expect(again).toMatchObject({ read: feed.length, created: 0, updated: 0 });
  });

  it("fails the job (so it is retried) when the feed cannot be read, and refuses a payload that is not a feed", async () => {
    const handlers = workerHandlers();
    await expect(handlers["import-feed"]!({ source: "acme", url: `${base}/down` }, context("import-feed"))).rejects.toThrow(/answered 503/);
    await expect(handlers["import-feed"]!({ source: "../etc", url: "file:///etc/passwd" }, context("import-feed"))).rejects.toThrow();
  });
});

describe("expire-jobs", () => {
  it("expires open jobs whose valid-through date passed, and only those; a second run finds nothing", async () => {
    served = JSON.stringify(feed);
    const handlers = workerHandlers();
    await handlers["import-feed"]!({ source: "acme", url: `${base}/feed.json` }, context("import-feed"));
    const before = await statuses();
    const open = Object.keys(before).filter((ref) => before[ref] === "open");
    const overdue = open.slice(0, 2);
    await getDb().execute(sql`update jobs set valid_through = now() - interval '1 minute' where source = 'acme' and external_ref in (${sql.join(overdue.map((r) => sql`${r}`), sql`, `)})`);
    expect(await handlers["expire-jobs"]!({}, context("expire-jobs"))).toEqual({ expired: 2 });
    const after = await statuses();
    for (const ref of Object.keys(after)) expect(after[ref]).toBe(overdue.includes(ref) ? "expired" : before[ref]);
    expect(await handlers["expire-jobs"]!({}, context("expire-jobs"))).toEqual({ expired: 0 });
  });
});

describe("sweep", () => {
  it("deletes idempotency records older than 30 days and keeps newer ones", async () => {
    const db = getDb();
    await db.insert(jobEffects).values([
      { key: "old", queue: "sweep", createdAt: new Date(Date.now() - 31 * 86_400_000) },
      { key: "new", queue: "sweep", createdAt: new Date(Date.now() - 29 * 86_400_000) },
    ]);
    expect(await workerHandlers().sweep!({}, context("sweep"))).toMatchObject({ effects: 1 });
    expect((await db.select().from(jobEffects)).map((e) => e.key)).toEqual(["new"]);
  });
});

describe("the fixed schedules", () => {
  it("send each queue data its handler accepts (a schedule's payload is not checked anywhere else)", async () => {
    const handlers = workerHandlers();
    for (const s of FIXED_SCHEDULES) {
      const handler = handlers[s.queue];
      expect(handler, s.queue).toBeDefined();
      await expect(handler!(s.data, { jobId: "test", retryCount: 0, queue: s.queue, signal: new AbortController().signal }), `${s.queue}/${s.key}`).resolves.toBeDefined();
    }
  });
});
