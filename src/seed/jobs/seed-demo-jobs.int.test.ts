import { describe, expect, it } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, categoryTypes, companies, importRuns, jobs, postalCodes } from "@/db/schema";
import { STATE_AND_DC_CODES } from "@/lib/us-states";
import { DEMO_FEED } from "./generate-jobs";
import { loadPostalCodes, postalCodeRecords } from "./postal-codes";
import { DEMO_SOURCE, seedDemoJobs, syncCategories } from "./seed-demo-jobs";

describe("loadPostalCodes", () => {
  it("loads every ZIP of the zipcodes package, once", async () => {
    const db = getDb();
    const some = await loadPostalCodes(db, { states: ["VT"] });
    expect(some.written).toBe(postalCodeRecords({ states: ["VT"] }).length);

    const started = Date.now();
    const all = await loadPostalCodes(db);
    console.log(`[timing] loadPostalCodes: ${all.written} rows in ${Date.now() - started} ms`);
    expect(all.total).toBe(postalCodeRecords().length);
    expect(all.total).toBe(42555);
    expect(all.written).toBe(all.total - some.written);

    const again = await loadPostalCodes(db);
    expect(again).toEqual({ total: all.total, written: 0 });
    const [nyc] = await db.select().from(postalCodes).where(eq(postalCodes.postalCode, "10001"));
    expect(nyc).toEqual({ postalCode: "10001", city: "New York", stateCode: "NY", latitude: 40.7484, longitude: -73.9967 });
  });
});

describe("seedDemoJobs", () => {
  it("imports the demo feed through the importer on an empty database, and only then", async () => {
    const db = getDb();
    const stats = await seedDemoJobs(db);
    console.log(`[timing] seedDemoJobs: ${stats?.created} jobs in ${stats?.durationMs} ms`);
    expect(stats).toMatchObject({ source: DEMO_SOURCE, status: "succeeded", read: DEMO_FEED.count, created: DEMO_FEED.count, rejected: 0, expired: 0 });

    // Valid-through dates 30-90 days after posted dates up to 60 days back: some demo jobs are already expired.
    const [open] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, "open"));
    expect(open!.n).toBeGreaterThanOrEqual(5000);
    expect(open!.n).toBeLessThan(DEMO_FEED.count);
    const [companyCount] = await db.select({ n: count() }).from(companies);
    expect(companyCount!.n).toBeGreaterThanOrEqual(300);
    const states = await db.execute<{ state_code: string }>(sql`select distinct state_code from job_locations where state_code is not null`);
    expect(new Set(states.rows.map((r) => r.state_code))).toEqual(new Set(STATE_AND_DC_CODES));
    const [remote] = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from jobs j join job_locations jl on jl.job_id = j.id join locations l on l.id = jl.location_id
      where l.key = 'Remote' and j.remote`).then((r) => r.rows);
    expect(remote!.n).toBeGreaterThan(DEMO_FEED.count * 0.05);
    const [withCategory] = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from jobs where category_id is not null and subcategory_id is not null`).then((r) => r.rows);
    expect(withCategory!.n).toBe(DEMO_FEED.count);
    // Curated categories keep their descriptions and order.
    // "healthcare" is both a job category and a company industry: ask for the job category.
    const [healthcare] = await db
      .select({ description: categories.description, order: categories.sortOrder })
      .from(categories)
      .innerJoin(categoryTypes, eq(categoryTypes.id, categories.typeId))
      .where(and(eq(categories.slug, "healthcare"), eq(categoryTypes.slug, "jobs")));
    expect(healthcare!.description).toMatch(/Nursing/);

    expect(await seedDemoJobs(db)).toBeNull();
    const runs = await db.select({ id: importRuns.id }).from(importRuns).where(eq(importRuns.source, DEMO_SOURCE));
    expect(runs).toHaveLength(1);

    // syncCategories is idempotent.
    const before = await db.select({ n: count() }).from(categories);
    await syncCategories(db);
    expect(await db.select({ n: count() }).from(categories)).toEqual(before);
  }, 120_000);
});
