import http from "node:http";
import type { AddressInfo } from "node:net";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb, getPool } from "@/db/client";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { jobFeedSources } from "@/db/schema/admin-job-data";
import { resetEnvCache } from "@/lib/env";
import { queueSender } from "@/lib/queue/enqueue";
import { startWorker } from "@/lib/queue/worker";
import { callRoute } from "@/testing/http";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { feed } from "@/features/jobs/server/search/search-fixture.testing";
import { searchJobs } from "@/features/jobs/server/search/search-jobs";
import { workerHandlers } from "@/worker/handlers";
import { POST as createSourceRoute } from "@/app/api/admin/job-data/sources/route";
import { PATCH as updateSourceRoute } from "@/app/api/admin/job-data/sources/[id]/route";
import { POST as runSourceRoute } from "@/app/api/admin/job-data/sources/[id]/run/route";
import { GET as runsCsvRoute } from "@/app/api/admin/job-data/runs/csv/route";
import { POST as createRuleRoute } from "@/app/api/admin/job-data/tag-rules/route";
import { DELETE as deleteRuleRoute, PUT as updateRuleRoute } from "@/app/api/admin/job-data/tag-rules/[id]/route";
import { POST as testRuleRoute } from "@/app/api/admin/job-data/tag-rules/test/route";
import { POST as reapplyRoute } from "@/app/api/admin/job-data/tag-rules/reapply/route";
import { getImportRun, importTotalsByDay, importTotalsBySource, listFeedSources, listImportRuns, listImportRunsForCsv, loadFeedSchedules, RUNS_PAGE_SIZE } from "./server/queries";
import { syncEnvFeedSources } from "./server/sync-env-feed-sources";
import { workTagRulesReapply } from "./server/reapply-tag-rules";
import { RUNS_CSV_HEADER, runCsvRow } from "./server/export-runs-csv";

/*
 * The job data back office (decision 055) on the real database and queue: feed sources (validation,
 * audit, schedules that follow them, run now), the worker re-reading them, JOB_FEEDS written into the
 * table, the import statistics and their CSV, and the tag rules applied by a real import through the
 * worker's handler and re-applied by the queue's job, touching only the tags they own.
 */
type Admin = Awaited<ReturnType<typeof signedInAdmin>>;
let admin: Admin;
let server: http.Server;
let base = "";

beforeAll(async () => {
  admin = await signedInAdmin();
  await loadPostalCodes(getDb(), { states: ["TX", "WA", "NY"] });
  server = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(feed));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const post = (route: typeof createSourceRoute, path: string, body?: unknown, params?: Record<string, string>, cookie = admin.cookie) =>
  callRoute(route, { method: "POST", path, body, params, cookie });
const importSchedules = async () => (await (await queueSender()).getSchedules("import-feed")).map((s) => ({ key: s.key, cron: s.cron, data: s.data }));
const audits = async (action: string) =>
  (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from audit_events where action = ${action}`)).rows[0]!.n;

describe("feed sources", () => {
  let id = "";

  it("refuses what is wrong at its field, keeps the key unique, and schedules an enabled source by its key", async () => {
    const bad = await post(createSourceRoute, "/api/admin/job-data/sources", { sourceKey: "../x", name: "", url: "ftp://x", format: "csv", cron: "61 * * * *", enabled: true });
    expect(bad.status).toBe(400);
    const issues = ((await bad.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues;
    expect(issues.map((i) => i.path).sort()).toEqual(["cron", "format", "name", "sourceKey", "url"]);
    expect(issues.find((i) => i.path === "cron")!.message).toBe("The minute field must be between 0 and 59.");

    const tooOften = await post(createSourceRoute, "/api/admin/job-data/sources", { sourceKey: "acme", name: "Acme", url: `${base}/feed.json`, format: "json", cron: "* * * * *", enabled: true });
    expect(tooOften.status).toBe(400);
    expect(((await tooOften.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues[0]).toMatchObject({ path: "cron", message: expect.stringMatching(/at least 5 minutes apart/) });

    const created = await post(createSourceRoute, "/api/admin/job-data/sources", { sourceKey: "acme", name: "Acme jobs", url: `${base}/feed.json`, format: "json", cron: "0 */6 * * *", enabled: true });
    expect(created.status).toBe(200);
    id = ((await created.json()) as { id: string }).id;
    expect(await importSchedules()).toEqual([{ key: "acme", cron: "0 */6 * * *", data: { source: "acme", url: `${base}/feed.json`, format: "json" } }]);
    expect(await audits("admin.feed-source.create")).toBe(1);

    const again = await post(createSourceRoute, "/api/admin/job-data/sources", { sourceKey: "acme", name: "Other", url: `${base}/x.json`, format: "auto", cron: "0 3 * * *", enabled: false });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { issues: { path: string }[] } }).error.issues[0]!.path).toBe("sourceKey");
  });

  it("refuses a feed URL written as an address that is not public (decision 060), at its field, on create and on edit", async () => {
    const before = process.env.FEED_ALLOW_PRIVATE;
    process.env.FEED_ALLOW_PRIVATE = "192.0.2.1"; // an allow-list without loopback, as in production
    resetEnvCache();
    try {
      for (const [url, host] of [
        [`${base}/feed.json`, "127.0.0.1"],
        ["http://[::1]:8080/feed.xml", "::1"],
        ["http://localhost/feed.xml", "localhost"],
        ["http://169.254.169.254/latest/meta-data/", "169.254.169.254"],
      ] as const) {
        const res = await post(createSourceRoute, "/api/admin/job-data/sources", { sourceKey: "internal", name: "Internal", url, format: "auto", cron: "0 3 * * *", enabled: false });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues).toEqual([{ path: "url", message: `Feeds are fetched from public addresses only: ${host} is not one.` }]);
      }
      const edit = await callRoute(updateSourceRoute, { method: "PATCH", path: `/api/admin/job-data/sources/${id}`, params: { id }, body: { url: "http://10.0.0.8/feed.xml" }, cookie: admin.cookie });
      expect(edit.status).toBe(400);
      expect(((await edit.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues).toEqual([{ path: "url", message: "Feeds are fetched from public addresses only: 10.0.0.8 is not one." }]);
      const [row] = await getDb().select({ url: jobFeedSources.url }).from(jobFeedSources).where(eq(jobFeedSources.id, id));
      expect(row!.url).toBe(`${base}/feed.json`);
    } finally {
      if (before === undefined) delete process.env.FEED_ALLOW_PRIVATE;
      else process.env.FEED_ALLOW_PRIVATE = before;
      resetEnvCache();
    }
  });

  it("moves the schedule when the cron changes, removes it when disabled and brings it back when enabled, each change audited", async () => {
    const path = `/api/admin/job-data/sources/${id}`;
    const edit = await callRoute(updateSourceRoute, { method: "PATCH", path, params: { id }, cookie: admin.cookie, body: { name: "Acme", url: `${base}/feed.json`, format: "auto", cron: "30 5 * * *", enabled: true } });
    expect(edit.status).toBe(200);
    expect(await importSchedules()).toEqual([{ key: "acme", cron: "30 5 * * *", data: { source: "acme", url: `${base}/feed.json` } }]);

    expect((await callRoute(updateSourceRoute, { method: "PATCH", path, params: { id }, cookie: admin.cookie, body: { enabled: false } })).status).toBe(200);
    expect(await importSchedules()).toEqual([]);
    expect(await audits("admin.feed-source.disable")).toBe(1);
    expect((await callRoute(updateSourceRoute, { method: "PATCH", path, params: { id }, cookie: admin.cookie, body: { enabled: true } })).status).toBe(200);
    expect((await importSchedules()).map((s) => s.key)).toEqual(["acme"]);
    expect(await audits("admin.feed-source.enable")).toBe(1);
    const [event] = (await getDb().execute<{ data: { before: { cron: string }; after: { cron: string } } }>(sql`select data from audit_events where action = 'admin.feed-source.update'`)).rows;
    expect(event!.data).toMatchObject({ before: { cron: "0 */6 * * *" }, after: { cron: "30 5 * * *" } });

    const missing = await callRoute(updateSourceRoute, { method: "PATCH", path: "/api/admin/job-data/sources/00000000-0000-4000-8000-000000000000", params: { id: "00000000-0000-4000-8000-000000000000" }, cookie: admin.cookie, body: { enabled: false } });
    expect(missing.status).toBe(404);
  });

  it("run now queues one import-feed job for the source (shown as queued), and refuses a second while it waits", async () => {
    const res = await post(runSourceRoute, `/api/admin/job-data/sources/${id}/run`, undefined, { id });
    expect(res.status).toBe(200);
    const jobs = await getDb().execute<{ data: unknown; state: string }>(sql`select data, state::text as state from pgboss.job where name = 'import-feed'`);
    expect(jobs.rows).toEqual([{ data: { source: "acme", url: `${base}/feed.json` }, state: "created" }]);
    expect((await listFeedSources(getDb()))[0]).toMatchObject({ sourceKey: "acme", queue: "queued", cronLabel: "daily at 05:30 UTC" });
    const twice = await post(runSourceRoute, `/api/admin/job-data/sources/${id}/run`, undefined, { id });
    expect(twice.status).toBe(409);
    expect(await audits("admin.feed-source.run")).toBe(1);
    await getDb().execute(sql`delete from pgboss.job where name = 'import-feed'`);
  });

  it("the worker follows the table: it re-reads the enabled sources and drops the schedule of one disabled behind its back", async () => {
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const worker = await startWorker({ pool: getPool(), handlers: { "import-feed": async () => ({}) }, dynamicSchedules: { load: () => loadFeedSchedules(getDb()), refreshSeconds: 3600 }, log: quiet });
    try {
      expect((await importSchedules()).map((s) => s.key)).toEqual(["acme"]);
      await getDb().execute(sql`insert into job_feed_sources (source_key, name, url, cron) values ('globex', 'Globex', 'https://globex.example/jobs.xml', '0 4 * * *')`);
      await getDb().execute(sql`update job_feed_sources set enabled = false where source_key = 'acme'`);
      await worker.syncSchedules();
      expect(await importSchedules()).toEqual([{ key: "globex", cron: "0 4 * * *", data: { source: "globex", url: "https://globex.example/jobs.xml" } }]);
    } finally {
      await worker.stop(false);
    }
    await getDb().execute(sql`update job_feed_sources set enabled = true where source_key = 'acme'`);
  });

  it("JOB_FEEDS entries are written into the table once; an administrator's edit of one is kept", async () => {
    expect(await syncEnvFeedSources(getDb(), [{ source: "acme", url: "https://elsewhere.example/a.json" }, { source: "initech", url: "https://initech.example/f.xml" }], "0 */6 * * *")).toEqual(["initech"]);
    const rows = await getDb().execute<{ source_key: string; url: string; origin: string }>(sql`select source_key, url, origin from job_feed_sources where source_key in ('acme', 'initech') order by source_key`);
    expect(rows.rows).toEqual([
      { source_key: "acme", url: `${base}/feed.json`, origin: "admin" },
      { source_key: "initech", url: "https://initech.example/f.xml", origin: "env" },
    ]);
    expect(await syncEnvFeedSources(getDb(), [{ source: "initech", url: "https://initech.example/f.xml" }], "0 */6 * * *")).toEqual([]);
  });
});

describe("tag rules on import and re-applied", () => {
  const tagsOf = async () => {
    const r = await getDb().execute<{ external_ref: string; tags: string[]; status: string }>(sql`select external_ref, tags, status from jobs where source = 'acme' order by external_ref`);
    return Object.fromEntries(r.rows.map((row) => [row.external_ref, row.tags]));
  };
  const owned = async () =>
    (await getDb().execute<{ external_ref: string }>(sql`select j.external_ref from job_rule_tags rt join jobs j on j.id = rt.job_id order by 1`)).rows.map((r) => r.external_ref);
  const handlerContext = { jobId: "t", retryCount: 0, queue: "import-feed" as const, signal: new AbortController().signal };
  let ruleId = "";

  async function reapply() {
    const res = await post(reapplyRoute, "/api/admin/job-data/tag-rules/reapply");
    expect(res.status).toBe(200);
    const { runId } = (await res.json()) as { runId: string };
    const job = (await getDb().execute<{ data: unknown }>(sql`select data from pgboss.job where name = 'job-tag-rules' and data->>'runId' = ${runId}`)).rows[0]!;
    // The worker's job, as the queue hands it over.
    const totals = await workerHandlers()["job-tag-rules"]!(job.data, { ...handlerContext, queue: "job-tag-rules" });
    const run = (await getDb().execute<{ status: string }>(sql`select status from job_tag_rule_runs where id = ${runId}`)).rows[0]!;
    expect(run.status).toBe("succeeded");
    return totals;
  }

  it("validates a rule: Promoted Job is not a rule's tag, a regular expression must compile and is capped", async () => {
    const promoted = await post(createRuleRoute, "/api/admin/job-data/tag-rules", { field: "title", match: "contains", value: "x", tag: "Promoted Job", enabled: true });
    expect(promoted.status).toBe(400);
    const badRegex = await post(createRuleRoute, "/api/admin/job-data/tag-rules", { field: "title", match: "regex", value: "(unclosed", tag: "Immediately Hiring", enabled: true });
    expect(badRegex.status).toBe(400);
    expect(((await badRegex.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues[0]).toMatchObject({ path: "value", message: expect.stringMatching(/^This is not a valid regular expression/) });
    const long = await post(createRuleRoute, "/api/admin/job-data/tag-rules", { field: "title", match: "regex", value: "a".repeat(201), tag: "Immediately Hiring", enabled: true });
    expect(long.status).toBe(400);
    const noWords = await post(createRuleRoute, "/api/admin/job-data/tag-rules", { field: "title", match: "contains", value: " , ,", tag: "Immediately Hiring", enabled: true });
    expect(noWords.status).toBe(400);
  });

  it("a real import through the worker's handler applies the rules; the feed's own tag is left alone", async () => {
    const created = await post(createRuleRoute, "/api/admin/job-data/tag-rules", { field: "title", match: "contains", value: "driver, FORKLIFT", tag: "Immediately Hiring", enabled: true });
    expect(created.status).toBe(200);
    ruleId = ((await created.json()) as { id: string }).id;
    expect(await audits("admin.tag-rule.create")).toBe(1);

    const stats = (await workerHandlers()["import-feed"]!({ source: "acme", url: `${base}/feed.json`, format: "json" }, handlerContext)) as { created: number };
    expect(stats.created).toBeGreaterThan(0);
    const tags = await tagsOf();
    expect(tags.J8).toEqual(["Immediately Hiring"]); // Truck Driver
    expect(tags.J10).toEqual(["Immediately Hiring"]); // Forklift Operator
    expect(tags.J2).toEqual(["Immediately Hiring"]); // the feed's own
    expect(tags.J1).toEqual(["Promoted Job"]);
    expect(tags.J4).toEqual([]);
    expect(await owned()).toEqual(["J10", "J8"]);

    // Search sees the tag.
    const hit = (await searchJobs(getDb(), { q: "forklift" })).hits.find((h) => h.title === "Forklift Operator");
    expect(hit?.immediatelyHiring).toBe(true);

    // A second import of the same feed (nothing changed) keeps them, and applies a new rule to the unchanged jobs.
    await getDb().execute(sql`update job_tag_rules set keywords = array['driver', 'forklift', 'warehouse'] where id = ${ruleId}`);
    const again = (await workerHandlers()["import-feed"]!({ source: "acme", url: `${base}/feed.json` }, handlerContext)) as { created: number; updated: number };
    expect(again).toMatchObject({ created: 0, updated: 0 });
    expect((await tagsOf()).J4).toEqual(["Immediately Hiring"]);
    expect(await owned()).toEqual(["J10", "J4", "J8"]);
  });

  it("tests a rule against the open jobs without saving it", async () => {
    const res = await post(testRuleRoute, "/api/admin/job-data/tag-rules/test", { field: "category", match: "contains", value: "nursing", tag: "Immediately Hiring", enabled: true });
    expect(res.status).toBe(200);
    const result = (await res.json()) as { openJobs: number; matching: number; alreadyTagged: number; samples: { title: string }[] };
    const open = (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from jobs where status = 'open'`)).rows[0]!.n;
    const nursing = (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from jobs j join categories c on c.id = j.subcategory_id where j.status = 'open' and c.name = 'Nursing'`)).rows[0]!.n;
    expect(result).toMatchObject({ openJobs: open, matching: nursing, alreadyTagged: 1 });
    expect(result.samples.map((s) => s.title).sort()).toEqual(["ICU Nurse", "Registered Nurse", "Travel Nurse"]);
  });

  it("re-applied after an edit: the rules' tags move, the feed's stay; after a delete only the feed's remain", async () => {
    const edit = await callRoute(updateRuleRoute, { method: "PUT", path: `/api/admin/job-data/tag-rules/${ruleId}`, params: { id: ruleId }, cookie: admin.cookie, body: { field: "title", match: "regex", value: "\\m(nurse|forklift)\\M", tag: "Immediately Hiring", enabled: true } });
    expect(edit.status).toBe(200);
    expect(await reapply()).toMatchObject({ removed: 2 }); // J8, J4 off
    let tags = await tagsOf();
    expect(tags.J8).toEqual([]);
    expect(tags.J4).toEqual([]);
    expect(tags.J10).toEqual(["Immediately Hiring"]);
    expect(tags.J1).toEqual(["Promoted Job", "Immediately Hiring"]);
    expect(tags.J3).toEqual(["Immediately Hiring"]);
    expect(tags.J9).toEqual([]); // expired: re-applying reads open jobs only
    expect(await owned()).toEqual(["J1", "J10", "J3", "J6"]);

    const again = await post(reapplyRoute, "/api/admin/job-data/tag-rules/reapply");
    expect(again.status).toBe(200);
    expect((await post(reapplyRoute, "/api/admin/job-data/tag-rules/reapply")).status).toBe(409);
    await getDb().execute(sql`update job_tag_rule_runs set status = 'succeeded'`);
    await getDb().execute(sql`delete from pgboss.job where name = 'job-tag-rules'`);

    const del = await callRoute(deleteRuleRoute, { method: "DELETE", path: `/api/admin/job-data/tag-rules/${ruleId}`, params: { id: ruleId }, cookie: admin.cookie });
    expect(del.status).toBe(204);
    expect(await audits("admin.tag-rule.delete")).toBe(1);
    await reapply();
    tags = await tagsOf();
    expect(tags.J2).toEqual(["Immediately Hiring"]);
    expect(tags.J1).toEqual(["Promoted Job"]);
    expect(tags.J10).toEqual([]);
    expect(await owned()).toEqual([]);
    expect(await audits("admin.tag-rules.reapply")).toBe(3);
  });

  it("the reapply job itself refuses a payload without a run", async () => {
    await expect(workTagRulesReapply(getDb(), { runId: "nope" })).rejects.toThrow();
  });
});

describe("import statistics and their CSV", () => {
  beforeAll(async () => {
    const db = getDb();
    // 30 runs of two sources over three days, with one failure and one with rejections.
    for (let i = 0; i < 30; i++) {
      const source = i % 3 === 0 ? "globex" : "acme";
      const day = `2026-03-0${1 + (i % 3)}`;
      await db.execute(sql`
        insert into import_runs (source, input, status, started_at, finished_at, read_count, created_count, updated_count, unchanged_count, expired_count, rejected_count, rejection_reasons, error)
        values (${source}, 'https://feeds.example/f', ${i === 7 ? "failed" : "succeeded"}, ${`${day}T0${i % 10}:00:00Z`}::timestamptz, ${`${day}T0${i % 10}:00:${10 + i}Z`}::timestamptz,
          ${10 + i}, ${i}, 1, 2, ${i % 2}, ${i === 4 ? 3 : 0},
          ${i === 4 ? JSON.stringify({ "title is missing": { count: 3, examples: [{ index: 2, ref: "R-2", title: null }] } }) : "{}"}::jsonb, ${i === 7 ? "The feed URL answered 503." : null})`);
    }
  });

  const q = { from: "2026-03-01", to: "2026-03-03" };

  it("filters, sorts and pages the runs on the server", async () => {
    const db = getDb();
    const all = await listImportRuns(db, q);
    expect(all.total).toBe(30);
    expect(all.runs).toHaveLength(RUNS_PAGE_SIZE);
    const second = await listImportRuns(db, { ...q, page: 2 });
    expect(second.runs).toHaveLength(5);
    const globex = await listImportRuns(db, { ...q, source: "globex" });
    expect(globex.total).toBe(10);
    expect((await listImportRuns(db, { ...q, status: "failed" })).runs.map((r) => r.error)).toEqual(["The feed URL answered 503."]);
    const byCreated = await listImportRuns(db, { ...q, sort: "created", dir: "asc" });
    expect(byCreated.runs.slice(0, 3).map((r) => r.created)).toEqual([0, 1, 2]);
    const oneDay = await listImportRuns(db, { from: "2026-03-02", to: "2026-03-02" });
    expect(oneDay.total).toBe(10);
    const rejected = (await listImportRuns(db, { ...q, sort: "rejected" })).runs[0]!;
    expect(rejected.rejected).toBe(3);
    expect((await getImportRun(db, rejected.id))!.rejectionReasons).toEqual({ "title is missing": { count: 3, examples: [{ index: 2, ref: "R-2", title: null }] } });
  });

  it("sums per day (every day listed) and per source", async () => {
    const db = getDb();
    const days = await importTotalsByDay(db, { source: "globex", ...q });
    expect(days.map((d) => d.day)).toEqual(["2026-03-01", "2026-03-02", "2026-03-03"]);
    // globex: i = 0, 3, ..., 27 all on day 1 (i % 3 === 0).
    expect(days[0]).toEqual({ day: "2026-03-01", created: 135, updated: 10, expired: 5, rejected: 0 });
    expect(days[1]).toEqual({ day: "2026-03-02", created: 0, updated: 0, expired: 0, rejected: 0 });
    const sources = await importTotalsBySource(db, q);
    expect(sources.map((s) => [s.source, s.runs, s.created])).toEqual([
      ["acme", 20, 435 - 135],
      ["globex", 10, 135],
    ]);
  });

  it("the CSV, read by a CSV parser, holds the table's rows in the table's order, as an attachment; other roles are refused", async () => {
    const filters = { source: "acme", ...q, sort: "created" as const, dir: "desc" as const };
    const res = await callRoute(runsCsvRoute, { path: `/api/admin/job-data/runs/csv?source=acme&from=${q.from}&to=${q.to}&sort=created&dir=desc`, cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="import-runs-acme-2026-03-01-2026-03-03-\d{4}-\d{2}-\d{2}\.csv"$/);
    const cells = parse(await res.text()) as string[][];
    const page = await listImportRuns(getDb(), filters);
    expect(cells[0]).toEqual([...RUNS_CSV_HEADER]);
    expect(cells.slice(1)).toEqual(page.runs.map((r) => runCsvRow(r).map((c) => (c === null ? "" : String(c)))));
    expect(cells.slice(1).map((r) => r[0])).toEqual((await listImportRunsForCsv(getDb(), filters)).map((r) => r.id));
    expect(cells).toHaveLength(21);
  });
});

describe("authorization", () => {
  it("refuses candidates (403), signed-out callers (401) and administrators without two-factor on every route", async () => {
    const candidate = await signedInUser({ roles: [] });
    const adminNoMfa = await signedInUser({ roles: ["Administrator"], twoFactorEnabled: false });
    const id = "00000000-0000-4000-8000-000000000000";
    const calls = [
      (cookie?: string) => callRoute(createSourceRoute, { method: "POST", path: "/api/admin/job-data/sources", body: {}, cookie }),
      (cookie?: string) => callRoute(updateSourceRoute, { method: "PATCH", path: `/api/admin/job-data/sources/${id}`, params: { id }, body: {}, cookie }),
      (cookie?: string) => callRoute(runSourceRoute, { method: "POST", path: `/api/admin/job-data/sources/${id}/run`, params: { id }, cookie }),
      (cookie?: string) => callRoute(runsCsvRoute, { path: "/api/admin/job-data/runs/csv", cookie }),
      (cookie?: string) => callRoute(createRuleRoute, { method: "POST", path: "/api/admin/job-data/tag-rules", body: {}, cookie }),
      (cookie?: string) => callRoute(updateRuleRoute, { method: "PUT", path: `/api/admin/job-data/tag-rules/${id}`, params: { id }, body: {}, cookie }),
      (cookie?: string) => callRoute(deleteRuleRoute, { method: "DELETE", path: `/api/admin/job-data/tag-rules/${id}`, params: { id }, cookie }),
      (cookie?: string) => callRoute(testRuleRoute, { method: "POST", path: "/api/admin/job-data/tag-rules/test", body: {}, cookie }),
      (cookie?: string) => callRoute(reapplyRoute, { method: "POST", path: "/api/admin/job-data/tag-rules/reapply", cookie }),
    ];
    for (const call of calls) {
      expect((await call(candidate.cookie)).status).toBe(403);
      expect((await call(undefined)).status).toBe(401);
      expect((await call(adminNoMfa.cookie)).status).toBe(403);
    }
    expect(await audits("admin.tag-rules.reapply")).toBe(3);
  });
});
