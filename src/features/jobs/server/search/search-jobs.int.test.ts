import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { postalCodeRecords } from "@/seed/jobs/postal-codes";
import { DATE_POSTED_WINDOWS } from "@/lib/job-routes";
import { sanitizeSearchQuery } from "./sanitize-query";
import { clearSearchCache, searchJobsCached } from "./search-cache";
import { searchJobs } from "./search-jobs";
import type { SearchJobsParams } from "./types";
import { estimateRows, forgetTableStatistics, jobsInTable, postedAtCutoff } from "./broad-search";
import { RECORDS, seedSearchFixture } from "./search-fixture.testing";

let refById = new Map<string, string>();
const refs = (hits: { id: string }[]) => hits.map((h) => refById.get(h.id)).sort();
const search = (p: SearchJobsParams) => searchJobs(getDb(), { pageSize: 100, ...p });

/** Great-circle distance on earthdistance's sphere (earth() = 6,378,168 m). */
function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return (2 * 6_378_168 * Math.asin(Math.sqrt(h))) / 1609.344;
}

beforeAll(async () => {
  refById = await seedSearchFixture();
});

const OPEN = ["J1", "J10", "J2", "J3", "J4", "J5", "J6", "J7", "J8"];

describe("searchJobs: keyword", () => {
  it("lists open, unexpired jobs newest first without a keyword", async () => {
    const r = await search({});
    expect(refs(r.hits)).toEqual(OPEN);
    expect(r.total).toBe(9);
    expect(r.sort).toBe("date");
    const times = r.hits.map((h) => h.postedAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("matches words, phrases, wildcards and boolean words through the sanitiser", async () => {
    expect(refs((await search({ q: "nurse" })).hits)).toEqual(["J1", "J2", "J3", "J6"]);
    expect(refs((await search({ q: '"registered nurse"' })).hits)).toEqual(["J1", "J3"]);
    expect(refs((await search({ q: "title:nurse~2" })).hits)).toEqual(["J1", "J2", "J3", "J6"]);
    expect(refs((await search({ q: "engin*" })).hits)).toEqual(["J5"]);
    expect(refs((await search({ q: "wareh?use" })).hits)).toEqual(["J4"]);
    expect(refs((await search({ q: "driver OR engineer" })).hits)).toEqual(["J5", "J8"]);
    expect(refs((await search({ q: "nurse -travel NOT practitioner" })).hits)).toEqual(["J1", "J2"]);
    expect(refs((await search({ q: "northwind" })).hits)).toEqual(["J1", "J2"]);
    expect((await search({ q: '") AND OR (' })).hits).toHaveLength(9); // nothing searchable: no keyword filter
  });

  it("ranks by relevance with a keyword (title before description)", async () => {
    const r = await search({ q: "registered nurse" });
    expect(r.sort).toBe("relevance");
    expect(refById.get(r.hits[0]!.id)).toBe("J1");
  });

  it("accepts every sanitised query in PostgreSQL", async () => {
    const inputs = ["", "AND", '"', "((", "))", "-", "!", "*", "?", "~", "title:", 'company:"', "a OR", "OR OR OR", "-(", '"a" OR -"b"', "nurse & | !", "::::", "'", "''", "\\", "nurse' | 'x", "a:*", "ü*", "(a OR (b AND -c)) d*", "x".repeat(300), "the", "-the", '"of the"'];
    for (const input of inputs) {
      const { tsquery } = sanitizeSearchQuery(input);
      if (tsquery) await getDb().execute(sql`select to_tsquery('english', ${tsquery})`);
      await expect(search({ q: input })).resolves.toBeDefined();
    }
  });
});

describe("searchJobs: location and radius", () => {
  const zips = new Map(postalCodeRecords({ states: ["TX", "WA", "NY"] }).map((z) => [z.postalCode, z]));

  it("finds exactly the jobs within each radius of a ZIP, with haversine distances", async () => {
    const center = zips.get("78701")!;
    const withZip = RECORDS.filter((r) => r.zip && OPEN.includes(r.ref));
    const austinCity = postalCodeRecords({ states: ["TX"] }).filter((z) => z.city.toLowerCase() === "austin");
    const austinCentroid = {
      latitude: austinCity.reduce((s, z) => s + z.latitude, 0) / austinCity.length,
      longitude: austinCity.reduce((s, z) => s + z.longitude, 0) / austinCity.length,
    };
    const expectedDistance = new Map(withZip.map((r) => [r.ref, miles(center, zips.get(r.zip!)!)]));
    expectedDistance.set("J10", miles(center, austinCentroid));
    for (const radius of [5, 10, 25, 50, 100, 2000]) {
      const r = await search({ location: "78701", radiusMiles: radius, sort: "distance" });
      const expected = [...expectedDistance].filter(([, d]) => d <= radius).map(([ref]) => ref).sort();
      expect(refs(r.hits), `radius ${radius}`).toEqual(expected);
      for (const hit of r.hits) expect(Math.abs(hit.distanceMiles! - expectedDistance.get(refById.get(hit.id)!)!)).toBeLessThan(0.1);
      const d = r.hits.map((h) => h.distanceMiles!);
      expect([...d].sort((a, b) => a - b)).toEqual(d);
    }
    // Known: Round Rock (78664) is about 17 miles from downtown Austin, San Marcos (78666) about 27.
    expect(expectedDistance.get("J2")).toBeGreaterThan(10);
    expect(expectedDistance.get("J2")).toBeLessThan(25);
    expect(expectedDistance.get("J3")).toBeGreaterThan(25);
    expect(expectedDistance.get("J3")).toBeLessThan(50);
  });

  it("resolves city and state, state alone, Remote, and answers nothing for an unknown place", async () => {
    const city = await search({ location: "Austin, TX", radiusMiles: 25 });
    expect(city.location).toMatchObject({ kind: "point", label: "Austin, TX" });
    expect(refs(city.hits)).toEqual(expect.arrayContaining(["J1", "J10", "J2"]));
    expect(refs((await search({ location: "austin tx", radiusMiles: 5 })).hits)).toEqual(expect.arrayContaining(["J10"]));
    const state = await search({ location: "Texas" });
    expect(state.location).toMatchObject({ kind: "state", stateCode: "TX" });
    expect(refs(state.hits)).toEqual(["J1", "J10", "J2", "J3", "J4"]);
    expect(refs((await search({ location: "Remote" })).hits)).toEqual(["J7"]);
    expect(refs((await search({ remote: true })).hits)).toEqual(["J7"]);
    const unknown = await search({ location: "Atlantis, ZZ", suggestions: true });
    expect(unknown.location?.kind).toBe("unknown");
    expect(unknown.total).toBe(0);
  });
});

describe("searchJobs: filters, facets and pages", () => {
  it("filters by category, subcategory, company, employment type, date posted and minimum salary", async () => {
    expect(refs((await search({ categorySlug: "logistics" })).hits)).toEqual(["J10", "J4", "J8"]);
    expect(refs((await search({ categorySlug: "logistics", subcategorySlug: "warehouse" })).hits)).toEqual(["J10", "J4"]);
    expect(refs((await search({ categorySlug: "nope" })).hits)).toEqual([]);
    expect((await search({ categorySlug: "logistics", subcategorySlug: "nursing" })).total).toBe(0);
    expect((await search({ companySlug: "no-such-company" })).total).toBe(0);
    expect(refs((await search({ companySlug: "fabrikam" })).hits)).toEqual(["J5", "J6", "J7"]);
    expect(refs((await search({ employmentType: "contract" })).hits)).toEqual(["J3"]);
    expect(refs((await search({ posted: "24h" })).hits)).toEqual(["J1", "J10", "J7"]);
    expect(refs((await search({ posted: "30d" })).hits)).toEqual(["J1", "J10", "J2", "J3", "J4", "J5", "J7", "J8"]);
    // $38/hour is $79,040 a year.
    expect(refs((await search({ minSalary: 75_000 })).hits)).toEqual(["J1", "J2", "J5"]);
    expect(refs((await search({ minSalary: 80_000 })).hits)).toEqual(["J2", "J5"]);
  });

  it("leaves out a job whose valid-through date has passed even while it is still open", async () => {
    const db = getDb();
    await db.execute(sql`update jobs set valid_through = now() - interval '1 minute' where external_ref = 'J8'`);
    try {
      expect(refs((await search({ q: "driver" })).hits)).toEqual([]);
    } finally {
      await db.execute(sql`update jobs set valid_through = now() + interval '60 days' where external_ref = 'J8'`);
    }
  });

  it("marks promoted and immediately-hiring jobs", async () => {
    const r = await search({ q: "nurse" });
    const byRef = new Map(r.hits.map((h) => [refById.get(h.id), h]));
    expect(byRef.get("J1")).toMatchObject({ isPromoted: true, immediatelyHiring: false, locationText: "Austin, TX", employmentType: "full-time", salaryPeriod: "hour" });
    expect(byRef.get("J2")).toMatchObject({ isPromoted: false, immediatelyHiring: true });
    expect((await search({ remote: true })).hits[0]!.locationText).toBe("Remote");
  });

  it("computes facet counts equal to the totals of the narrowed searches", async () => {
    for (const base of [{}, { q: "nurse" }, { location: "Texas" }, { categorySlug: "healthcare" }, { posted: "14d" as const }]) {
      const r = await search({ ...base, facets: true });
      expect(r.total).toBe(r.hits.length);
      const f = r.facets!;
      for (const c of f.categories) expect((await search({ ...base, categorySlug: c.value })).total, `category ${c.value}`).toBe(c.count);
      for (const t of f.employmentTypes) expect((await search({ ...base, employmentType: t.value as never })).total).toBe(t.count);
      for (const co of f.companies) expect((await search({ ...base, companySlug: co.value })).total).toBe(co.count);
      expect((await search({ ...base, remote: true })).total).toBe(f.remote);
      for (const d of f.datePosted) {
        const narrower = !("posted" in base) || DATE_POSTED_WINDOWS.indexOf(d.value as never) <= DATE_POSTED_WINDOWS.indexOf(base.posted!);
        if (narrower) expect((await search({ ...base, posted: d.value as never })).total, `posted ${d.value}`).toBe(d.count);
      }
      if ("categorySlug" in base) {
        for (const s of f.subcategories) expect((await search({ ...base, subcategorySlug: s.value })).total).toBe(s.count);
      }
      expect(f.categories.reduce((s, c) => s + c.count, 0)).toBeLessThanOrEqual(r.total);
    }
    const all = await search({ facets: true });
    expect(all.facets!.categories).toEqual([
      { value: "healthcare", label: "Healthcare", count: 4 },
      { value: "logistics", label: "Logistics", count: 3 },
      { value: "technology", label: "Technology", count: 2 },
    ]);
    expect(all.facets!.datePosted.map((d) => d.count)).toEqual([3, 4, 5, 7, 8]);
  });

  it("pages on the server, 20 a page by default, with a capped count without facets", async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await searchJobs(getDb(), { pageSize: 3, page }));
    expect(pages.map((p) => p.hits.length)).toEqual([3, 3, 3, 0]);
    expect(pages.map((p) => p.hasNextPage)).toEqual([true, true, false, false]);
    expect(pages[0]!.pageCount).toBe(3);
    expect(new Set(pages.flatMap((p) => refs(p.hits))).size).toBe(9);
    const dflt = await searchJobs(getDb(), {});
    expect(dflt.pageSize).toBe(20);
    expect(dflt).toMatchObject({ total: 9, totalCapped: false, facets: null });
  });

  it("suggests a spelling for a misspelt keyword and a place for an unknown location", async () => {
    const r = await search({ q: "nurce", suggestions: true });
    expect(r.total).toBe(0);
    expect(r.suggestions.keywords).toEqual(["nurse"]);
    // Every word is checked (one statement for all of them); a word that is fine stays.
    expect((await search({ q: "registred nurce", suggestions: true })).suggestions.keywords).toEqual(["registered nurse"]);
    expect((await search({ q: "travel nurce", suggestions: true })).suggestions.keywords).toEqual(["travel nurse"]);
    // Capitals and hyphens: the parts of a word are checked as titles' words are split.
    expect((await search({ q: "Travel-Nurce", suggestions: true })).suggestions.keywords).toEqual(["travel-nurse"]);
    const loc = await search({ location: "Austn, TX", suggestions: true });
    expect(loc.suggestions.locations).toContain("Austin, TX");
    expect((await search({ q: "nurse", suggestions: true })).suggestions.keywords).toEqual([]);
  });
});

describe("searchJobs: broad searches (issue 4 part 8)", () => {
  it("the same hits in the same order when a broad search reranks only the newest matches", async () => {
    for (const params of [{ q: "nurse" }, { q: "nurse", sort: "date" as const }, {}, { location: "Texas" }]) {
      const exact = await searchJobs(getDb(), { ...params, facets: true, pageSize: 100 });
      const broad = await searchJobs(getDb(), { ...params, facets: true, pageSize: 100 }, { broadMatches: 0 });
      expect(broad.hits.map((h) => h.id), JSON.stringify(params)).toEqual(exact.hits.map((h) => h.id));
      expect(broad.sort).toBe(exact.sort);
    }
  });

  it("ranks by relevance among the newest matches only (rerankNewest)", async () => {
    const byDate = await searchJobs(getDb(), { q: "nurse", sort: "date", pageSize: 100 });
    expect(byDate.total).toBeGreaterThan(3);
    const newest3 = byDate.hits.slice(0, 3).map((h) => h.id);
    const ranked = await searchJobs(getDb(), { q: "nurse", pageSize: 2 }, { rerankNewest: 3 });
    expect(ranked.sort).toBe("relevance");
    expect(ranked.hits).toHaveLength(2);
    for (const hit of ranked.hits) expect(newest3).toContain(hit.id);
    const all = await searchJobs(getDb(), { q: "nurse", pageSize: 100 });
    // The same relative order as ranking every match, restricted to those three.
    expect(ranked.hits.map((h) => h.id)).toEqual(all.hits.map((h) => h.id).filter((id) => newest3.includes(id)).slice(0, 2));
  });

  it("finds the newest matches in a window of recent jobs, and falls back to all jobs when the window holds too few", async () => {
    const db = getDb();
    await db.execute(sql`analyze jobs, job_search`);
    forgetTableStatistics();
    // The cutoff comes from the planner's histogram: about 40% of jobs were posted at or after it.
    const cutoff = await postedAtCutoff(db, 0.4);
    expect(cutoff).not.toBeNull();
    const [share] = await db
      .execute<{ newer: number; all: number }>(sql`select count(*) filter (where posted_at >= ${cutoff}::timestamptz)::int as newer, count(*)::int as "all" from job_search`)
      .then((r) => r.rows);
    expect(share!.newer).toBeGreaterThan(0);
    expect(share!.newer).toBeLessThan(share!.all);
    expect(await postedAtCutoff(db, 1)).toBeNull();

    for (const params of [{ q: "nurse" }, { q: "nurse OR driver" }, { q: "nurse", location: "Texas" }]) {
      const all = await searchJobs(db, { ...params, facets: true, pageSize: 1 }, { rerankNewest: 2, walkShare: 1, windowMargin: 0 });
      // Windows from most of the jobs (holding the newest 2 matches) to far too few (runs again without it).
      for (const windowMargin of [1.5, 1, 0.5, 0.01]) {
        const windowed = await searchJobs(db, { ...params, facets: true, pageSize: 1 }, { rerankNewest: 2, walkShare: 1, windowMargin });
        expect(windowed.hits.map((h) => h.id), `${JSON.stringify(params)} margin ${windowMargin}`).toEqual(all.hits.map((h) => h.id));
        expect(windowed.total).toBe(all.total);
      }
      // Page 2 needs the newest 3 (offset 1 + limit 2): the same with or without the window.
      const page2 = await searchJobs(db, { ...params, facets: true, pageSize: 1, page: 2 }, { rerankNewest: 2, walkShare: 1, windowMargin: 2 });
      const page2All = await searchJobs(db, { ...params, facets: true, pageSize: 1, page: 2 }, { rerankNewest: 2, walkShare: 1, windowMargin: 0 });
      expect(page2.hits.map((h) => h.id)).toEqual(page2All.hits.map((h) => h.id));
    }
  });

  it("lists facet values with equal counts in value order", async () => {
    const cases = [
      { q: "nurse", location: "78701", radiusMiles: 25 },
      { q: "nurse", location: "Texas" },
      { q: "nurse OR driver", categorySlug: "healthcare", sort: "date" as const },
      { q: "nurse", location: "78701", radiusMiles: 50, sort: "distance" as const, employmentType: "full-time" as const },
    ];
    let ties = 0;
    for (const params of cases) {
      const f = (await searchJobs(getDb(), { ...params, facets: true, pageSize: 100 })).facets!;
      // Equal counts come in value order, whichever order the database grouped them in.
      for (const list of [f.categories, f.subcategories, f.employmentTypes, f.companies]) {
        expect(list).toEqual([...list].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, "en")));
      }
      if (new Set(f.employmentTypes.map((t) => t.count)).size < f.employmentTypes.length) ties++;
    }
    expect(ties, "some case has equal counts to order").toBeGreaterThan(0);
  });

  it("counts a broad search from a sample and says so; a whole-table sample is exact", async () => {
    const exact = await searchJobs(getDb(), { facets: true });
    expect(exact.approximate).toBe(false);
    // Broad, but the table is smaller than the sample: every job is counted, still exact.
    const whole = await searchJobs(getDb(), { facets: true }, { broadMatches: 0 });
    expect(whole).toMatchObject({ approximate: false, total: exact.total, pageCount: exact.pageCount });
    expect(whole.facets).toEqual(exact.facets);

    // A sample of about 3 of the ~10 jobs: approximate, scaled, pages estimated from it, no suggestions.
    await getDb().execute(sql`analyze jobs`);
    forgetTableStatistics();
    const sampled = await searchJobs(getDb(), { facets: true, suggestions: true }, { broadMatches: 0, sampleJobs: 3 });
    expect(sampled.approximate).toBe(true);
    expect(sampled.totalCapped).toBe(false);
    expect(sampled.total).toBeGreaterThan(0);
    expect(sampled.pageCount).toBe(Math.max(1, Math.ceil(sampled.total / sampled.pageSize)));
    expect(sampled.suggestions).toEqual({ keywords: [], locations: [] });
    expect(sampled.hits.map((h) => h.id)).toEqual(exact.hits.map((h) => h.id));
  });

  it("counts on the sample first when the estimate is near the threshold, and in full when the sample says it is not broad", async () => {
    const db = getDb();
    await db.execute(sql`analyze jobs, job_search`);
    forgetTableStatistics();
    const params = { q: "nurse", categorySlug: "healthcare", facets: true, pageSize: 100 };
    const exact = await searchJobs(db, params);
    expect(exact.approximate).toBe(false);
    const estimate = await estimateRows(db, sql`select 1 from job_search j where j.status = 'open' and j.search_vector @@ to_tsquery('english', 'nurse')`);
    expect(estimate, "the planner does not overestimate this search").toBeLessThanOrEqual(exact.total);
    // A sample bound just above the largest job id: the sample holds every job, scaled up by a hair.
    const [top] = await db.execute<{ id: string }>(sql`select max(id::text) as id from job_search`).then((r) => r.rows);
    const fraction = (parseInt(top!.id.slice(0, 8), 16) + 1) / 0x100000000;
    const sampleJobs = fraction * (await jobsInTable(db));
    // Threshold = the exact total: not broad by the estimate, broad by the sample (total / fraction).
    const sampled = await searchJobs(db, params, { broadMatches: exact.total, sampleFirstRatio: 1e9, sampleJobs });
    expect(sampled.approximate).toBe(true);
    expect(sampled.pageCount).toBe(Math.max(1, Math.ceil(sampled.total / sampled.pageSize)));
    expect(sampled.hits.map((h) => h.id)).toEqual(exact.hits.map((h) => h.id));
    // A threshold above the sample's count: counted in full, exactly as without the sample.
    const full = await searchJobs(db, params, { broadMatches: exact.total + 5, sampleFirstRatio: 1e9, sampleJobs });
    expect(full).toEqual(exact);
  });

  it("the page's cache answers a repeated search from memory until cleared", async () => {
    clearSearchCache();
    const first = await searchJobsCached(getDb(), { q: "nurse", facets: true });
    expect(await searchJobsCached(getDb(), { facets: true, q: "nurse", location: undefined })).toBe(first);
    await getDb().execute(sql`update jobs set status = 'closed' where id = ${first.hits[0]!.id}`);
    try {
      expect((await searchJobsCached(getDb(), { q: "nurse", facets: true })).total).toBe(first.total); // cached
      clearSearchCache();
      expect((await searchJobsCached(getDb(), { q: "nurse", facets: true })).total).toBe(first.total - 1);
    } finally {
      await getDb().execute(sql`update jobs set status = 'open' where id = ${first.hits[0]!.id}`);
      clearSearchCache();
    }
  });
});
