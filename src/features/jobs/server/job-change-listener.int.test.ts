import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { getDb, getPool } from "@/db/client";
import { companies, jobs } from "@/db/schema";
import { JOB_CHANGES_CHANNEL, JobAvailabilityCache } from "./availability-cache";
import { importJobs } from "./import/import-jobs";
import { startJobChangeListener } from "./job-change-listener";
import { getJobAvailabilityRow } from "./queries";

const DAY = 86_400_000;
const remote = (ref: string, company = "Notify Health") => ({
  title: "Remote Nurse Educator",
  referenceNumber: ref,
  date: new Date(Date.now() - DAY).toISOString(),
  validThrough: new Date(Date.now() + 30 * DAY).toISOString(),
  url: `https://careers.example.com/jobs/${ref}`,
  company,
  remote: true,
  country: "US",
  description: "<p>Teach nurses.</p>",
  category: "Healthcare",
});

let jobIds: string[] = [];
let companyId = "";
const connectionString = () => getPool().options.connectionString!;

beforeAll(async () => {
  const db = getDb();
  await db.execute(sql`truncate jobs, job_documents, job_locations, locations, companies, categories, import_runs cascade`);
  const records = Array.from({ length: 102 }, (_, i) => remote(`N-${i}`, i === 101 ? "Other Employer" : "Notify Health"));
  await importJobs(db, { source: "notify-test", records });
  const rows = await db.select({ id: jobs.id, companyId: jobs.companyId, ref: jobs.externalRef }).from(jobs).orderBy(jobs.externalRef);
  jobIds = rows.filter((r) => r.ref !== "N-101").map((r) => r.id);
  companyId = rows.find((r) => r.ref === "N-0")!.companyId;
});

/** Runs `change` on a connection that LISTENs, and returns the notifications it got (PGlite and PostgreSQL deliver a session's own). */
async function notificationsOf(change: (client: pg.Client) => Promise<unknown>): Promise<string[]> {
  const client = new pg.Client({ connectionString: connectionString() });
  await client.connect();
  const payloads: string[] = [];
  client.on("notification", (m) => {
    if (m.channel === JOB_CHANGES_CHANNEL) payloads.push(m.payload ?? "");
  });
  try {
    await client.query(`LISTEN ${JOB_CHANGES_CHANNEL}`);
    await change(client);
    await client.query("SELECT 1"); // a round trip, so notifications sent before it have arrived
  } finally {
    await client.end();
  }
  return payloads;
}

describe("job change notifications (migration 0003)", () => {
  it("names the updated jobs, one notification per statement", async () => {
    const payloads = await notificationsOf((c) => c.query("update jobs set title = title || ' II' where id = any($1::uuid[])", [jobIds.slice(0, 3)]));
    expect(payloads).toHaveLength(1);
    expect(payloads[0]!.startsWith("job:")).toBe(true);
    expect(payloads[0]!.slice(4).split(",").sort()).toEqual(jobIds.slice(0, 3).sort());
  });

  it("says '*' for more than 100 rows, and nothing when no row changed", async () => {
    expect(await notificationsOf((c) => c.query("update jobs set title = title where id = any($1::uuid[])", [jobIds]))).toEqual(["job:*"]);
    expect(await notificationsOf((c) => c.query("update jobs set title = 'x' where false"))).toEqual([]);
  });

  it("names a changed company and a deleted job, and stays silent on inserts", async () => {
    expect(await notificationsOf((c) => c.query("update companies set description = 'New' where id = $1", [companyId]))).toEqual([`company:${companyId}`]);
    const other = await getDb().select({ id: jobs.id }).from(jobs).where(sql`${jobs.externalRef} = 'N-101'`);
    expect(await notificationsOf((c) => c.query("delete from jobs where id = $1", [other[0]!.id]))).toEqual([`job:${other[0]!.id}`]);
    expect(await notificationsOf(() => importJobs(getDb(), { source: "notify-insert", records: [remote("NEW-1", "Fresh Co")] }))).toEqual([]);
  });
});

describe("startJobChangeListener", () => {
  const cache = new JobAvailabilityCache();
  let listener: ReturnType<typeof startJobChangeListener>;
  afterAll(() => listener?.stop());

  it("keeps the cache live only where notifications cross connections, and its answers are never stale", async () => {
    listener = startJobChangeListener(cache, { connectionString: connectionString(), pingTimeoutMs: 1500, retryMs: 60_000 });
    const live = await listener.ready;
    expect(live).toBe(cache.isLive);
    // PostgreSQL delivers notifications to every listening session. PGlite's socket server shares one
    // session between its connections, so there the cache must stay off.
    if (process.env.TEST_DATABASE_URL) expect(live).toBe(true);

    const db = getDb();
    const load = (id: string) => getJobAvailabilityRow(db, id);
    const id = jobIds[5]!;
    const before = await cache.get(id, load);
    expect(before.state).toBe("open");
    const missesBefore = cache.misses;
    await cache.get(id, load);
    expect(cache.misses - missesBefore).toBe(live ? 0 : 1);

    // Another connection closes the job and later touches its company: the next answers are fresh.
    await db.update(jobs).set({ status: "closed", updatedAt: new Date(Date.now() + 1000) }).where(inArray(jobs.id, [id]));
    await expect.poll(() => cache.get(id, load).then((a) => a.state), { timeout: 3000 }).toBe("gone");
    await db.update(jobs).set({ status: "open" }).where(inArray(jobs.id, [id]));
    await expect.poll(() => cache.get(id, load).then((a) => a.state), { timeout: 3000 }).toBe("open");
    const version = (await cache.get(id, load)).version!;
    await db.update(companies).set({ updatedAt: new Date(Date.now() + 60_000) }).where(inArray(companies.id, [companyId]));
    await expect.poll(() => cache.get(id, load).then((a) => a.version), { timeout: 3000 }).not.toBe(version);
  });

  it("turns the cache off when the listening connection is lost", async () => {
    if (!cache.isLive) return expect(cache.size).toBe(0);
    await getDb().execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'upstep-job-changes' and datname = current_database()`);
    await expect.poll(() => cache.isLive, { timeout: 3000 }).toBe(false);
    expect(cache.size).toBe(0);
  });
});
