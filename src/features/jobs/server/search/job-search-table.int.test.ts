import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobDocuments, jobSearch, jobs } from "@/db/schema";
import { importJobs } from "../import/import-jobs";
import { searchJobs } from "./search-jobs";

/*
 * job_search is written only by the database's triggers (migration 0004): whatever changes a job or
 * its text, the row search reads follows in the same transaction.
 */
const DAY = 86_400_000;
let id = "";

beforeAll(async () => {
  const db = getDb();
  await db.execute(sql`truncate jobs, job_documents, job_search, job_locations, locations, companies, categories, import_runs cascade`);
  await importJobs(db, {
    source: "job-search-table",
    records: [
      {
        title: "Remote Claims Adjuster",
        referenceNumber: "JS-1",
        date: new Date(Date.now() - DAY).toISOString(),
        validThrough: new Date(Date.now() + 30 * DAY).toISOString(),
        url: "https://careers.example.com/jobs/JS-1",
        company: "Fabrikam Insurance",
        remote: true,
        country: "US",
        description: "<p>Review property claims.</p>",
        salary: "$60,000 - $70,000 a year",
        jobType: "Full-time",
        category: "Finance",
      },
    ],
  });
  id = (await db.select({ id: jobs.id }).from(jobs))[0]!.id;
});

const row = async () => (await getDb().select().from(jobSearch).where(eq(jobSearch.id, id)))[0];

describe("job_search (kept by triggers)", () => {
  it("holds an imported job's search columns and its weighted vector", async () => {
    const [job] = await getDb().select().from(jobs).where(eq(jobs.id, id));
    expect(await row()).toMatchObject({
      status: "open",
      postedAt: job!.postedAt,
      validThrough: job!.validThrough,
      categoryId: job!.categoryId,
      companyId: job!.companyId,
      employmentType: "full-time",
      remote: true,
      salaryAnnualMinCents: 6_000_000,
    });
    const weights = await getDb().execute<{ title: boolean; company: boolean; text: boolean }>(sql`select
      search_vector @@ to_tsquery('english', 'adjust:A') as title, search_vector @@ to_tsquery('english', 'fabrikam:B') as company,
      search_vector @@ to_tsquery('english', 'properti:C') as text from job_search where id = ${id}`);
    expect(weights.rows[0]).toEqual({ title: true, company: true, text: true });
  });

  it("keeps the states of the job's locations, through inserts, updates and deletes of job_locations", async () => {
    const db = getDb();
    const states = async () => (await row())!.stateCodes;
    // The box: null without a place (Remote is no place), a point for one place, a box for several.
    const box = async () =>
      (await db.execute<{ box: string | null }>(sql`select case when location_box is null then null
        when cube_is_point(location_box) then 'point' else 'box' end as box from job_search where id = ${id}`)).rows[0]!.box;
    expect(await states()).toEqual([]);
    expect(await box()).toBeNull();
    const place = async (key: string, city: string, state: string, latitude: number, longitude: number) =>
      (
        await db.execute<{ id: string }>(sql`insert into locations (key, name, type, city, city_slug, state_code, latitude, longitude)
          values (${key}, ${`${city}, ${state}`}, 'City', ${city}, lower(${city}), ${state}, ${latitude}, ${longitude}) returning id`)
      ).rows[0]!.id;
    const austin = await place("Austin|TX", "Austin", "TX", 30.2672, -97.7431);
    const fresno = await place("Fresno|CA", "Fresno", "CA", 36.7378, -119.7871);
    const reno = await place("Reno|NV", "Reno", "NV", 39.5296, -119.8138);
    // One statement, two rows (and a second location in the same state changes nothing).
    await db.execute(sql`insert into job_locations (job_id, location_id, position, state_code, city_slug)
      values (${id}, ${austin}, 1, 'TX', 'austin'), (${id}, ${fresno}, 2, 'CA', 'fresno')`);
    expect(await states()).toEqual(["CA", "TX"]);
    expect(await box()).toBe("box");
    expect((await searchJobs(db, { location: "Texas" })).hits.map((h) => h.id)).toEqual([id]);
    expect((await searchJobs(db, { stateCode: "CA", citySlug: "fresno" })).hits.map((h) => h.id)).toEqual([id]);
    // A radius finds the job by its nearest place; between its places (inside the box around them,
    // far from both: El Paso) it is not found.
    await db.execute(sql`insert into postal_codes (postal_code, city, state_code, latitude, longitude) values
      ('93721', 'Fresno', 'CA', 36.7327, -119.7844), ('78701', 'Austin', 'TX', 30.2713, -97.7426), ('79901', 'El Paso', 'TX', 31.7587, -106.4869)
      on conflict do nothing`);
    const near = async (zip: string, radiusMiles: number) => (await searchJobs(db, { location: zip, radiusMiles, sort: "distance" })).hits;
    const [nearFresno] = await near("93721", 10);
    expect(nearFresno).toMatchObject({ id });
    expect(nearFresno!.distanceMiles).toBeLessThan(1);
    const [nearAustin] = await near("78701", 10);
    expect(nearAustin!.distanceMiles).toBeLessThan(1);
    expect(await near("79901", 200)).toEqual([]);

    await db.execute(sql`update job_locations set location_id = ${reno}, state_code = 'NV', city_slug = 'reno' where job_id = ${id} and location_id = ${fresno}`);
    expect(await states()).toEqual(["NV", "TX"]);
    expect((await searchJobs(db, { location: "California" })).total).toBe(0);

    await db.execute(sql`delete from job_locations where job_id = ${id} and location_id = ${austin}`);
    expect(await states()).toEqual(["NV"]);
    expect(await box()).toBe("point");
    await db.execute(sql`delete from job_locations where job_id = ${id} and location_id = ${reno}`);
    expect(await states()).toEqual([]);
    expect(await box()).toBeNull();
  });

  it("counts the words of open job titles for did-you-mean, through title changes, closing, reopening and deletes", async () => {
    const db = getDb();
    const counts = async () =>
      Object.fromEntries(
        (await db.execute<{ word: string; open_jobs: number }>(sql`select word, open_jobs from job_title_words
          where word in ('remote', 'claims', 'adjuster', 'examiner') order by word`)).rows.map((r) => [r.word, Number(r.open_jobs)]),
      );
    expect(await counts()).toEqual({ adjuster: 1, claims: 1, remote: 1 });
    // A second open job with a word in common; a closed one counts nothing.
    const [other] = await db.execute<{ id: string }>(sql`insert into jobs (company_id, title, status, source, external_ref, content_hash, posted_at, apply_url)
      select company_id, 'Claims Examiner', 'open', source, 'JS-2', 'x', posted_at, apply_url from jobs where id = ${id} returning id`).then((r) => r.rows);
    await db.execute(sql`insert into jobs (company_id, title, status, source, external_ref, content_hash, posted_at, apply_url)
      select company_id, 'Closed Claims Adjuster', 'closed', source, 'JS-3', 'x', posted_at, apply_url from jobs where id = ${id}`);
    expect(await counts()).toEqual({ adjuster: 1, claims: 2, examiner: 1, remote: 1 });
    expect((await searchJobs(db, { q: "examner", suggestions: true })).suggestions.keywords).toEqual(["examiner"]);

    await db.update(jobs).set({ title: "Remote Claims Examiner" }).where(eq(jobs.id, id));
    expect(await counts()).toEqual({ adjuster: 0, claims: 2, examiner: 2, remote: 1 });
    // A word no open job uses is not suggested (the closed job still says "adjuster").
    expect((await searchJobs(db, { q: "ajduster", suggestions: true })).suggestions.keywords).toEqual([]);
    await db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, other!.id));
    expect(await counts()).toEqual({ adjuster: 0, claims: 1, examiner: 1, remote: 1 });
    await db.update(jobs).set({ status: "open" }).where(eq(jobs.id, other!.id));
    await db.delete(jobs).where(eq(jobs.id, other!.id));
    await db.update(jobs).set({ title: "Remote Claims Adjuster" }).where(eq(jobs.id, id));
    expect(await counts()).toEqual({ adjuster: 1, claims: 1, examiner: 0, remote: 1 });
    expect((await searchJobs(db, { q: "ajduster", suggestions: true })).suggestions.keywords).toEqual(["adjuster"]);
  });

  it("follows a change of the job and of its text, and goes with the job", async () => {
    const db = getDb();
    await db.update(jobs).set({ status: "closed", employmentType: "contract" }).where(eq(jobs.id, id));
    expect(await row()).toMatchObject({ status: "closed", employmentType: "contract" });
    await db.update(jobs).set({ status: "open" }).where(eq(jobs.id, id));

    expect((await searchJobs(db, { q: "hurricane" })).total).toBe(0);
    await db.update(jobDocuments).set({ descriptionHtml: "<p>Review hurricane claims.</p>" }).where(eq(jobDocuments.jobId, id));
    const found = await searchJobs(db, { q: "hurricane" });
    expect(found.hits.map((h) => h.id)).toEqual([id]);

    await db.delete(jobs).where(eq(jobs.id, id));
    expect(await row()).toBeUndefined();
  });
});
