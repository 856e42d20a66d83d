import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, companies, importRuns, jobDocuments, jobLocations, jobs, locations } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { resetEnvCache } from "@/lib/env";
import { importJobs } from "./import-jobs";

const SOURCE = "test-feed";

function record(n: number, extra: Record<string, unknown> = {}) {
  return {
    title: `Registered Nurse ${n}`,
    referenceNumber: `REF-${n}`,
    date: "2026-01-10T12:00:00Z",
    url: `https://careers.example.com/jobs/${n}`,
    company: n % 2 ? "Northwind Health" : "Contoso Logistics, Inc.",
    city: "Austin",
    state: "TX",
    postalCode: "78701",
    country: "US",
    description: `<p>Care for patients on a busy unit.</p><ul><li>Shift ${n}</li></ul>`,
    salary: "$38 - $52 per hour",
    jobType: "Full-time",
    category: "Healthcare",
    subcategory: "Nursing",
    ...extra,
  };
}

const baseFeed = () => [1, 2, 3, 4, 5, 6].map((n) => record(n));

beforeAll(async () => {
  await loadPostalCodes(getDb(), { states: ["TX", "NY", "WA", "DC"] });
});

// Each test starts without jobs, companies, categories or locations (postal codes stay loaded).
beforeEach(async () => {
  await getDb().execute(sql`truncate jobs, job_documents, job_locations, locations, companies, categories, import_runs cascade`);
});

describe("importJobs: upsert, expire and reject statistics", () => {
  it("creates, then updates / keeps / expires / rejects on a second run, with exact counts", async () => {
    const db = getDb();
    const first = await importJobs(db, { source: SOURCE, records: baseFeed() });
    expect(first).toMatchObject({ status: "succeeded", read: 6, created: 6, updated: 0, unchanged: 0, expired: 0, rejected: 0 });

    const second = baseFeed().filter((r) => r.referenceNumber !== "REF-6"); // one removed
    second[0] = { ...second[0]!, title: "Registered Nurse 1 (Nights)" }; // one changed
    second.push(record(7)); // one added
    second.push({ ...record(8), title: "   " }); // invalid: missing title
    second.push({ ...record(9), salary: "$60 - $40 per hour" }); // invalid: salary min > max

    const stats = await importJobs(db, { source: SOURCE, records: second });
    expect(stats).toMatchObject({ status: "succeeded", read: 8, created: 1, updated: 1, unchanged: 4, expired: 1, rejected: 2 });
    expect(stats.rejectionReasons).toEqual({
      "missing title": { count: 1, examples: [{ index: 7, ref: "REF-8", title: null }] },
      "salary min > max": { count: 1, examples: [{ index: 8, ref: "REF-9", title: "Registered Nurse 9" }] },
    });

    const rows = await db.select({ ref: jobs.externalRef, status: jobs.status, title: jobs.title, expiredAt: jobs.expiredAt }).from(jobs).orderBy(asc(jobs.externalRef));
    expect(rows.map((r) => [r.ref, r.status])).toEqual([
      ["REF-1", "open"], ["REF-2", "open"], ["REF-3", "open"], ["REF-4", "open"], ["REF-5", "open"], ["REF-6", "expired"], ["REF-7", "open"],
    ]);
    expect(rows.find((r) => r.ref === "REF-6")!.expiredAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.ref === "REF-1")!.title).toBe("Registered Nurse 1 (Nights)");
    const [doc] = await db.select({ title: jobDocuments.title }).from(jobDocuments).innerJoin(jobs, eq(jobs.id, jobDocuments.jobId)).where(eq(jobs.externalRef, "REF-1"));
    expect(doc!.title).toBe("Registered Nurse 1 (Nights)");

    const [run] = await db.select().from(importRuns).where(eq(importRuns.id, stats.runId));
    expect(run).toMatchObject({ source: SOURCE, status: "succeeded", readCount: 8, createdCount: 1, updatedCount: 1, unchangedCount: 4, expiredCount: 1, rejectedCount: 2 });
    expect(run!.finishedAt).toBeInstanceOf(Date);
    expect(run!.rejectionReasons["missing title"]!.count).toBe(1);

    // The same feed again changes nothing; the job that came back is reopened.
    const third = await importJobs(db, { source: SOURCE, records: [...second, record(6)] });
    expect(third).toMatchObject({ read: 9, created: 0, updated: 1, unchanged: 6, expired: 0, rejected: 2 });
    const [back] = await db.select({ status: jobs.status, expiredAt: jobs.expiredAt }).from(jobs).where(eq(jobs.externalRef, "REF-6"));
    expect(back).toEqual({ status: "open", expiredAt: null });
  });

  it("keeps a job closed on the platform closed, rejects duplicate references, and never expires on an empty feed", async () => {
    const db = getDb();
    await importJobs(db, { source: "closing", records: [record(1), record(2)] });
    await db.update(jobs).set({ status: "closed" }).where(eq(jobs.externalRef, "REF-1"));
    const stats = await importJobs(db, { source: "closing", records: [record(1, { title: "Changed" }), record(2), record(2)] });
    expect(stats).toMatchObject({ updated: 1, unchanged: 1, rejected: 1 });
    expect(stats.rejectionReasons["duplicate reference number"]!.count).toBe(1);
    const [closed] = await db.select({ status: jobs.status, title: jobs.title }).from(jobs).where(eq(jobs.externalRef, "REF-1"));
    expect(closed).toEqual({ status: "closed", title: "Changed" });

    // Duplicates across batches are caught too.
    const small = await importJobs(db, { source: "closing", records: [record(1), record(2), record(2)], batchSize: 2 });
    expect(small.rejectionReasons["duplicate reference number"]!.count).toBe(1);

    const empty = await importJobs(db, { source: "closing", records: [{ title: "" }] });
    expect(empty).toMatchObject({ read: 1, rejected: 1, expired: 0 });
    const open = await db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.status, "open"));
    expect(open[0]!.n).toBe(1);
  });

  it("records every kind of rejection with a clear reason", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined }, "missing title"],
      [{ referenceNumber: "" }, "missing reference number"],
      [{ company: " " }, "missing company"],
      [{ description: "<script>x()</script>" }, "missing description"],
      [{ state: "Texass" }, "unknown state"],
      [{ date: "yesterday-ish" }, "invalid date"],
      [{ validThrough: "2026-01-01T00:00:00Z" }, "valid-through before posted date"],
      [{ salary: "competitive" }, "invalid salary"],
      [{ salary: "$90,000 - $70,000 a year" }, "salary min > max"],
      [{ jobType: "gig" }, "unknown job type"],
      [{ url: "javascript:alert(1)" }, "invalid apply url"],
      [{ url: undefined }, "missing apply url"],
      [{ country: "Canada" }, "unsupported country"],
      [{ postalCode: "10001" }, "postal code does not match state"],
      [{ postalCode: "00000", city: undefined }, "unknown postal code"],
      [{ postalCode: "7870" }, "invalid postal code"],
      [{ city: undefined, postalCode: undefined, state: undefined }, "missing location"],
    ];
    const stats = await importJobs(getDb(), { source: "rejects", records: cases.map(([extra], i) => record(100 + i, extra)) });
    expect(stats.created).toBe(0);
    expect(stats.rejected).toBe(cases.length);
    expect(Object.fromEntries(Object.entries(stats.rejectionReasons).map(([k, v]) => [k, v.count]))).toEqual(
      Object.fromEntries(cases.map(([, reason]) => [reason, 1])),
    );
  });
});

describe("importJobs: locations", () => {
  it("resolves ZIPs, cities and the Remote pseudo-location", async () => {
    const db = getDb();
    const stats = await importJobs(db, {
      source: "places",
      records: [
        record(1, { postalCode: "10001", city: "Manhattan", state: "NY" }),
        record(2, { postalCode: undefined, city: "seattle", state: "Washington" }),
        record(3, { postalCode: undefined, city: "Remote", state: undefined, remote: true }),
        record(4, { postalCode: undefined, city: undefined, state: undefined, remoteType: "Fully remote" }),
        record(5, { postalCode: undefined, city: "Nowhereville", state: "TX" }),
        record(6, { city: undefined, state: undefined, postalCode: undefined, locations: [{ city: "Washington", state: "DC", postalCode: "20001" }, { postalCode: "78701" }] }),
      ],
    });
    expect(stats).toMatchObject({ created: 6, rejected: 0 });

    const placeOf = async (ref: string) =>
      db
        .select({ key: locations.key, name: locations.name, type: locations.type, city: locations.city, citySlug: locations.citySlug, state: locations.stateCode, stateName: locations.stateName, zip: locations.postalCode, lat: locations.latitude, lon: locations.longitude, position: jobLocations.position, remote: jobs.remote })
        .from(jobs)
        .innerJoin(jobLocations, eq(jobLocations.jobId, jobs.id))
        .innerJoin(locations, eq(locations.id, jobLocations.locationId))
        .where(eq(jobs.externalRef, ref))
        .orderBy(asc(jobLocations.position));

    const [zip] = await placeOf("REF-1");
    expect(zip).toMatchObject({ key: "US-10001", type: "Postal", city: "New York", citySlug: "new-york", state: "NY", stateName: "New York", zip: "10001", remote: false });
    expect(zip!.lat).toBeCloseTo(40.7484, 3);
    expect(zip!.lon).toBeCloseTo(-73.9967, 3);

    const [city] = await placeOf("REF-2");
    expect(city).toMatchObject({ key: "US-WA-seattle", name: "Seattle, WA", type: "City", state: "WA", zip: null });
    expect(city!.lat).toBeGreaterThan(47.4);
    expect(city!.lat).toBeLessThan(47.8);
    expect(city!.lon).toBeGreaterThan(-122.5);
    expect(city!.lon).toBeLessThan(-122.1);

    for (const ref of ["REF-3", "REF-4"]) {
      const places = await placeOf(ref);
      expect(places).toEqual([expect.objectContaining({ key: "Remote", name: "Remote", type: "Pseudo", lat: -1, lon: -1, remote: true })]);
    }

    const [unknownCity] = await placeOf("REF-5");
    expect(unknownCity).toMatchObject({ key: "US-TX-nowhereville", type: "City", lat: null, lon: null });

    const two = await placeOf("REF-6");
    expect(two.map((p) => [p.key, p.position])).toEqual([["US-20001", 0], ["US-78701", 1]]);
    const [job6] = await db.select({ primary: jobs.primaryLocationId }).from(jobs).where(eq(jobs.externalRef, "REF-6"));
    const [loc] = await db.select({ id: locations.id }).from(locations).where(eq(locations.key, "US-20001"));
    expect(job6!.primary).toBe(loc!.id);

    // One Remote row, whatever the number of remote jobs.
    const remotes = await db.select({ id: locations.id }).from(locations).where(eq(locations.type, "Pseudo"));
    expect(remotes).toHaveLength(1);
  });

  it("supports radius queries with earthdistance on the locations' coordinates", async () => {
    const db = getDb();
    await importJobs(db, {
      source: "radius",
      records: [record(1, { postalCode: "78701" }), record(2, { postalCode: "77002", city: "Houston" }), record(3, { postalCode: undefined, city: undefined, state: undefined, remote: true })],
    });
    // Within 50 miles of downtown Austin: the Austin job only (Houston is ~146 miles away; Remote is no place).
    const rows = await db.execute<{ external_ref: string }>(sql`
      select j.external_ref from jobs j
      join job_locations jl on jl.job_id = j.id
      join locations l on l.id = jl.location_id
      where l.type <> 'Pseudo'
        and earth_box(ll_to_earth(30.2711, -97.7437), 50 * 1609.344) @> ll_to_earth(l.latitude, l.longitude)
        and earth_distance(ll_to_earth(30.2711, -97.7437), ll_to_earth(l.latitude, l.longitude)) <= 50 * 1609.344
        and j.source = 'radius'`);
    expect(rows.rows.map((r) => r.external_ref)).toEqual(["REF-1"]);
  });
});

describe("importJobs: companies, categories, documents", () => {
  it("creates companies by slug once, fills their details, files categories and indexes the text", async () => {
    const db = getDb();
    const longAgo = new Date("2026-01-01T00:00:00Z");
    await db.insert(companies).values({ slug: "northwind-health", name: "Northwind Health", website: "https://northwind.example", updatedAt: longAgo });
    const stats = await importJobs(db, {
      source: "companies",
      records: [
        record(1, { companyLogo: "https://cdn.example.com/nw.png", companyWebsite: "https://other.example", companyCategory: "Healthcare" }),
        record(2, { companyDescription: "Freight and warehousing.", category: "Transportation & Logistics > Warehouse", subcategory: undefined }),
        record(3, { tags: ["promoted job", "Immediately Hiring", "Immediately Hiring"] }),
        record(4, { tags: "Immediately Hiring, Weekend shifts" }),
      ],
    });
    expect(stats.created).toBe(4);
    const list = await db.select({ slug: companies.slug, name: companies.name, website: companies.website, logo: companies.logoUrl, description: companies.description, categoryId: companies.categoryId }).from(companies).orderBy(asc(companies.slug));
    expect(list.map((c) => c.slug)).toEqual(["contoso-logistics-inc", "northwind-health"]);
    const nw = list.find((c) => c.slug === "northwind-health")!;
    expect(nw).toMatchObject({ website: "https://northwind.example", logo: "https://cdn.example.com/nw.png" }); // kept / filled
    expect(nw.categoryId).not.toBeNull();
    // Filling in the logo and category is a change of the company (its job pages get a new version) ...
    const [filled] = await db.select({ at: companies.updatedAt }).from(companies).where(eq(companies.slug, "northwind-health"));
    expect(filled!.at.getTime()).toBeGreaterThan(longAgo.getTime());
    // ... and a feed that fills nothing more leaves it alone.
    await db.update(companies).set({ updatedAt: longAgo }).where(eq(companies.slug, "northwind-health"));
    await importJobs(db, { source: "companies-again", records: [record(9, { companyLogo: "https://cdn.example.com/other.png" })] });
    const [kept] = await db.select({ at: companies.updatedAt, logo: companies.logoUrl }).from(companies).where(eq(companies.slug, "northwind-health"));
    expect(kept).toEqual({ at: longAgo, logo: "https://cdn.example.com/nw.png" });
    expect(list[0]!.description).toBe("Freight and warehousing.");

    const cats = await db.execute<{ path: string; type: string }>(sql`
      select coalesce(p.slug || '/', '') || c.slug as path, t.slug as type from categories c
      join category_types t on t.id = c.type_id left join categories p on p.id = c.parent_id order by 2, 1`);
    expect(cats.rows).toEqual([
      { path: "healthcare", type: "companies" },
      { path: "healthcare", type: "jobs" },
      { path: "healthcare/nursing", type: "jobs" },
      { path: "transportation-and-logistics", type: "jobs" },
      { path: "transportation-and-logistics/warehouse", type: "jobs" },
    ]);
    const [j2] = await db.select({ cat: jobs.categoryId, sub: jobs.subcategoryId }).from(jobs).where(eq(jobs.externalRef, "REF-2"));
    const [sub] = await db.select({ name: categories.name, parent: categories.parentId }).from(categories).where(eq(categories.id, j2!.sub!));
    expect(sub).toEqual({ name: "Warehouse", parent: j2!.cat });

    const tagged = await db.select({ ref: jobs.externalRef, tags: jobs.tags, promoted: jobs.isPromoted }).from(jobs).where(sql`${jobs.source} = 'companies'`).orderBy(asc(jobs.externalRef));
    expect(tagged.find((t) => t.ref === "REF-3")).toEqual({ ref: "REF-3", tags: ["Promoted Job", "Immediately Hiring"], promoted: true });
    expect(tagged.find((t) => t.ref === "REF-4")).toEqual({ ref: "REF-4", tags: ["Immediately Hiring", "Weekend shifts"], promoted: false });

    const [salary] = await db.select({ min: jobs.salaryMinCents, max: jobs.salaryMaxCents, cur: jobs.salaryCurrency, per: jobs.salaryPeriod, annualMin: jobs.salaryAnnualMinCents, type: jobs.employmentType }).from(jobs).where(eq(jobs.externalRef, "REF-1")).limit(1);
    expect(salary).toEqual({ min: 3800, max: 5200, cur: "USD", per: "hour", annualMin: 3800 * 2080, type: "full-time" });

    const hits = await db.execute<{ ref: string }>(sql`
      select j.external_ref as ref from job_search s join jobs j on j.id = s.id
      where s.search_vector @@ websearch_to_tsquery('english', 'contoso nurses') order by 1`);
    expect(hits.rows.map((r) => r.ref)).toEqual(["REF-2", "REF-4"]);
  });
});

describe("importJobs: files and URLs", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "upstep-feed-"));
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<source>
  <publisher>Example</publisher>
  <job>
    <title><![CDATA[Warehouse Associate – Nights]]></title>
    <date><![CDATA[Fri, 09 Jan 2026 22:49:39 GMT]]></date>
    <referencenumber><![CDATA[00123]]></referencenumber>
    <url><![CDATA[https://jobs.example.com/00123?src=feed&utm=x]]></url>
    <company><![CDATA[Contoso & Sons]]></company>
    <city><![CDATA[Houston]]></city>
    <state><![CDATA[TX]]></state>
    <postalcode>77002</postalcode>
    <country>US</country>
    <description><![CDATA[<p>Pick &amp; pack orders.</p><script>steal()</script><ul><li onclick="x()">Lift 50 lb</li></ul>]]></description>
    <salary><![CDATA[$18.50 - $22.00 per hour]]></salary>
    <jobtype><![CDATA[fulltime]]></jobtype>
    <category><![CDATA[Transportation & Logistics]]></category>
    <tags><tag>Immediately Hiring</tag></tags>
  </job>
  <job>
    <title>Barista &amp; Cashier</title>
    <date>2026-01-08</date>
    <referencenumber>00124</referencenumber>
    <url>https://jobs.example.com/00124</url>
    <company>Contoso &amp; Sons</company>
    <city>Seattle</city>
    <state>WA</state>
    <description>&lt;p&gt;Make coffee &amp;amp; smile.&lt;/p&gt;</description>
    <jobtype>part-time</jobtype>
  </job>
  <job>
    <title>Line Cook</title>
    <referencenumber>00125</referencenumber>
    <url>https://jobs.example.com/00125</url>
    <company>Contoso &amp; Sons</company>
    <city>Seattle</city>
    <state>WA</state>
    <description><p>Raw <b>HTML</b> &amp; more</p></description>
  </job>
  <job>
    <referencenumber>00126</referencenumber>
    <company>Contoso</company>
  </job>
</source>`;

  const expectXmlImported = async (source: string) => {
    const db = getDb();
    const rows = await db
      .select({ ref: jobs.externalRef, title: jobs.title, html: jobDocuments.descriptionHtml, url: jobs.applyUrl, tags: jobs.tags, type: jobs.employmentType, postedAt: jobs.postedAt })
      .from(jobs)
      .innerJoin(jobDocuments, eq(jobDocuments.jobId, jobs.id))
      .where(eq(jobs.source, source))
      .orderBy(asc(jobs.externalRef));
    expect(rows.map((r) => r.ref)).toEqual(["00123", "00124", "00125"]);
    expect(rows[0]).toMatchObject({
      title: "Warehouse Associate – Nights",
      html: "<p>Pick &amp; pack orders.</p><ul><li>Lift 50 lb</li></ul>",
      url: "https://jobs.example.com/00123?src=feed&utm=x",
      tags: ["Immediately Hiring"],
      type: "full-time",
    });
    expect(rows[0]!.postedAt.toISOString()).toBe("2026-01-09T22:49:39.000Z");
    expect(rows[1]).toMatchObject({ title: "Barista & Cashier", html: "<p>Make coffee &amp; smile.</p>", type: "part-time" });
    expect(rows[2]).toMatchObject({ title: "Line Cook", html: "<p>Raw <b>HTML</b> &amp; more</p>", type: null });
    const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.slug, "contoso-and-sons"));
    expect(company!.name).toBe("Contoso & Sons");
  };

  it("reads an Indeed-style XML file (CDATA, entities, raw HTML, missing fields)", async () => {
    const file = path.join(dir, "feed.xml");
    writeFileSync(file, xml);
    const stats = await importJobs(getDb(), { source: "xml-file", file });
    expect(stats).toMatchObject({ read: 4, created: 3, rejected: 1 });
    expect(stats.rejectionReasons["missing title"]!.examples[0]).toEqual({ index: 4, ref: "00126", title: null });
    await expectXmlImported("xml-file");
  });

  it("reads a JSON feed file and an XML feed from a URL", async () => {
    const file = path.join(dir, "feed.json");
    writeFileSync(file, JSON.stringify({ jobs: [record(1), { ...record(2), salaryMin: 60000, salaryMax: 80000, salaryPeriod: "year", salary: undefined }] }));
    const stats = await importJobs(getDb(), { source: "json-file", file });
    expect(stats).toMatchObject({ read: 2, created: 2 });
    const [yearly] = await getDb().select({ min: jobs.salaryMinCents, period: jobs.salaryPeriod }).from(jobs).where(eq(jobs.externalRef, "REF-2"));
    expect(yearly).toEqual({ min: 6_000_000, period: "year" });

    const server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/xml" });
      res.end(xml);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const { port } = server.address() as AddressInfo;
      const fromUrl = await importJobs(getDb(), { source: "xml-url", url: `http://127.0.0.1:${port}/feed.xml` });
      expect(fromUrl).toMatchObject({ read: 4, created: 3, rejected: 1 });
      await expectXmlImported("xml-url");
    } finally {
      server.close();
    }
  });

  it("refuses a feed URL on an address that is not public unless FEED_ALLOW_PRIVATE lists it (decision 060), and records the failed run", async () => {
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(req.url ?? "");
      res.writeHead(200, { "content-type": "application/xml" });
      res.end(xml);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const before = process.env.FEED_ALLOW_PRIVATE;
    try {
      const { port } = server.address() as AddressInfo;
      process.env.FEED_ALLOW_PRIVATE = "192.0.2.1"; // an allow-list without loopback, as in production
      resetEnvCache();
      await expect(importJobs(getDb(), { source: "internal", url: `http://127.0.0.1:${port}/feed.xml` })).rejects.toThrow(
        "The feed URL was refused: 127.0.0.1 is not a public address. Only public addresses are fetched; FEED_ALLOW_PRIVATE lists the exceptions.",
      );
      expect(requests).toEqual([]);
      const [run] = await getDb().select({ status: importRuns.status, error: importRuns.error }).from(importRuns).where(eq(importRuns.source, "internal"));
      expect(run).toMatchObject({ status: "failed", error: expect.stringMatching(/127\.0\.0\.1 is not a public address/) });

      process.env.FEED_ALLOW_PRIVATE = "127.0.0.1";
      resetEnvCache();
      expect(await importJobs(getDb(), { source: "internal", url: `http://127.0.0.1:${port}/feed.xml` })).toMatchObject({ read: 4, created: 3 });
      expect(requests).toEqual(["/feed.xml"]);
    } finally {
      if (before === undefined) delete process.env.FEED_ALLOW_PRIVATE;
      else process.env.FEED_ALLOW_PRIVATE = before;
      resetEnvCache();
      server.close();
    }
  });

  it("fails clearly on a missing file and records the failed run", async () => {
    await expect(importJobs(getDb(), { source: "missing", file: path.join(dir, "nope.xml") })).rejects.toThrow(/does not exist/);
    const [run] = await getDb().select({ status: importRuns.status, error: importRuns.error }).from(importRuns).where(eq(importRuns.source, "missing"));
    expect(run).toMatchObject({ status: "failed", error: expect.stringMatching(/does not exist/) });
  });
});
