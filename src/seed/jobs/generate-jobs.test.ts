import { describe, expect, it } from "vitest";
import { parseJobRecord } from "@/features/jobs/server/import/record-schema";
import { STATE_AND_DC_CODES } from "@/lib/us-states";
import { DEMO_FEED, generateJobRecords } from "./generate-jobs";
import { JOB_CATEGORIES, OCCUPATIONS } from "./occupations";
import { Prng } from "./prng";

const NOW = new Date("2026-03-01T12:00:00Z");
// The whole demo feed (5,800 records), made once for the file: ~1 s on an idle machine, 7 s was
// measured on a busy 2-core one, hence the honest timeouts below for the tests that walk all of it.
const demo = [...generateJobRecords({ ...DEMO_FEED, now: NOW })];
const WHOLE_FEED_TIMEOUT_MS = 30_000;

/** The first n records of a feed: a generator makes them one at a time, so a sample costs only its size. */
function firstRecords(options: Parameters<typeof generateJobRecords>[0], n: number) {
  const out = [];
  for (const record of generateJobRecords(options)) {
    out.push(record);
    if (out.length === n) break;
  }
  return out;
}

describe("Prng", () => {
  it("is reproducible and spreads evenly", () => {
    const a = new Prng(42);
    const b = new Prng(42);
    const xs = Array.from({ length: 1000 }, () => a.next());
    expect(Array.from({ length: 1000 }, () => b.next())).toEqual(xs);
    expect(new Prng(43).next()).not.toBe(xs[0]);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
  });
});

describe("generateJobRecords", () => {
  it("is reproducible: the same seed gives the same records, another seed others (first 500)", () => {
    const again = firstRecords({ ...DEMO_FEED, now: NOW }, 500);
    expect(JSON.stringify(again)).toBe(JSON.stringify(demo.slice(0, 500)));
    const other = firstRecords({ ...DEMO_FEED, seed: DEMO_FEED.seed + 1, now: NOW }, 50);
    expect(other.map((r) => r.title + r.company)).not.toEqual(demo.slice(0, 50).map((r) => r.title + r.company));
  });

  it("covers at least 5,000 jobs, 300 companies, all 50 states + DC, every category", () => {
    expect(demo.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(demo.map((r) => r.company)).size).toBeGreaterThanOrEqual(300);
    expect(new Set(demo.map((r) => r.state).filter(Boolean))).toEqual(new Set(STATE_AND_DC_CODES));
    expect(new Set(demo.map((r) => r.category))).toEqual(new Set(JOB_CATEGORIES.map((c) => c.name)));
    expect(new Set(demo.map((r) => `${r.category}/${r.subcategory}`)).size).toBe(new Set(OCCUPATIONS.map((o) => `${o.category}/${o.subcategory}`)).size);
    expect(new Set(demo.map((r) => r.referenceNumber)).size).toBe(demo.length);
  });

  it("looks like a real job board: remote share, tags, salaries, dates, descriptions", { timeout: WHOLE_FEED_TIMEOUT_MS }, () => {
    const share = (f: (r: (typeof demo)[number]) => boolean) => demo.filter(f).length / demo.length;
    expect(share((r) => r.remote)).toBeGreaterThan(0.06);
    expect(share((r) => r.remote)).toBeLessThan(0.1);
    expect(share((r) => r.tags.includes("Promoted Job"))).toBeGreaterThan(0.03);
    expect(share((r) => r.tags.includes("Immediately Hiring"))).toBeGreaterThan(0.08);
    expect(share((r) => Boolean(r.salary))).toBeGreaterThan(0.8);
    expect(share((r) => Boolean(r.postalCode))).toBeGreaterThan(0.6);
    for (const r of demo) {
      const posted = Date.parse(r.date);
      expect(posted).toBeLessThanOrEqual(NOW.getTime());
      expect(posted).toBeGreaterThan(NOW.getTime() - 60 * 86_400_000);
      const days = (Date.parse(r.validThrough) - posted) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(30);
      expect(days).toBeLessThanOrEqual(90);
    }
    const words = demo.map((r) => r.description.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length);
    const mean = words.reduce((s, n) => s + n, 0) / words.length;
    expect(mean).toBeGreaterThan(170);
    expect(mean).toBeLessThan(240);
    expect(demo[0]!.description).toMatch(/^<p>.+<\/p><p>.+<\/p><h3>What you will do<\/h3><ul>(<li>[^<]+<\/li>)+<\/ul><h3>What you bring<\/h3>/);
  });

  it("puts the right article before each job title: 'as an OTR Truck Driver', 'hiring a CNA'", { timeout: WHOLE_FEED_TIMEOUT_MS }, () => {
    const articles = new Map<string, Set<string>>();
    for (const r of demo) {
      const text = r.description.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&");
      for (const m of text.matchAll(/\b(?:hiring|as) (an?) (.+?)(?: in [^,]+, [A-Z]{2})?\.(?:\s|$)/g)) {
        if (!text.includes(`${m[1]} ${r.title}`) || !m[2]!.startsWith(r.title)) continue;
        articles.set(r.title, (articles.get(r.title) ?? new Set()).add(m[1]!));
      }
    }
    expect(articles.size, "titles found after 'hiring a/an' or 'as a/an'").toBeGreaterThan(50);
    expect(articles.get("OTR Truck Driver")).toEqual(new Set(["an"]));
    for (const title of ["HVAC Technician", "LPN - Clinic", "HR Coordinator", "IT Support Specialist", "Elementary School Teacher", "Order Picker"]) {
      if (articles.has(title)) expect(articles.get(title), title).toEqual(new Set(["an"]));
    }
    for (const title of ["CNA - Days", "CDL-A Truck Driver", "Universal Banker", "Registered Nurse", "MIG Welder"]) {
      if (articles.has(title)) expect(articles.get(title), title).toEqual(new Set(["a"]));
    }
  });

  it("produces records the importer accepts, every one", { timeout: WHOLE_FEED_TIMEOUT_MS }, () => {
    const rejected = demo.map((r) => parseJobRecord(r)).filter((r) => !r.ok);
    expect(rejected).toEqual([]);
  });
});
