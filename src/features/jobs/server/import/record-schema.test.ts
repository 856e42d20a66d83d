import { describe, expect, it } from "vitest";
import { parseJobRecord } from "./record-schema";
import { parseSalaryText } from "./salary";

const base = {
  title: " Registered  Nurse ",
  referenceNumber: "R-1",
  date: "2026-01-05",
  url: "https://jobs.example/r-1",
  company: "Northwind Health, Inc.",
  city: "Austin",
  state: "tx",
  postalCode: "78701-1234",
  description: "<p>Care</p>",
};

describe("parseJobRecord", () => {
  it("normalises a record", () => {
    const r = parseJobRecord({ ...base, jobType: "Full Time", salary: "$40 - $50 per hour", tags: ["promoted job"], category: "Healthcare > Nursing" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.job).toMatchObject({
      externalRef: "R-1",
      title: "Registered Nurse",
      descriptionHtml: "<p>Care</p>",
      company: { name: "Northwind Health, Inc.", slug: "northwind-health-inc" },
      category: "Healthcare",
      subcategory: "Nursing",
      employmentType: "full-time",
      salary: { minCents: 4000, maxCents: 5000, currency: "USD", period: "hour" },
      tags: ["Promoted Job"],
      remote: false,
      locations: [{ city: "Austin", state: { code: "TX", name: "Texas" }, postalCode: "78701" }],
      applyUrl: "https://jobs.example/r-1",
      applyOnPlatform: false,
    });
    expect(r.job.postedAt?.toISOString()).toBe("2026-01-05T00:00:00.000Z");
    expect(r.job.contentHash).toMatch(/^[\w-]{27}$/);
  });

  it("hashes content: equal records hash equal, any change changes the hash", () => {
    const a = parseJobRecord(base);
    const b = parseJobRecord({ ...base });
    const c = parseJobRecord({ ...base, description: "<p>Care!</p>" });
    if (!a.ok || !b.ok || !c.ok) throw new Error("expected valid records");
    expect(a.job.contentHash).toBe(b.job.contentHash);
    expect(a.job.contentHash).not.toBe(c.job.contentHash);
  });

  it("leaves the posted date empty when the feed has none (the importer decides)", () => {
    const r = parseJobRecord({ ...base, date: undefined });
    expect(r.ok && r.job.postedAt).toBe(null);
  });

  it("accepts a remote job without a place and marks city 'Remote' as remote", () => {
    for (const extra of [{ remote: "true" }, { remoteType: "Fully Remote" }, { city: "Remote" }]) {
      const r = parseJobRecord({ ...base, city: undefined, state: undefined, postalCode: undefined, ...extra });
      expect(r.ok && { remote: r.job.remote, locations: r.job.locations }).toEqual({ remote: true, locations: [] });
    }
    const hybrid = parseJobRecord({ ...base, remoteType: "Hybrid remote" });
    expect(hybrid.ok && hybrid.job.remote).toBe(false);
  });

  it("accepts on-platform apply without a URL", () => {
    const r = parseJobRecord({ ...base, url: undefined, applyOnPlatform: true });
    expect(r.ok && { url: r.job.applyUrl, onPlatform: r.job.applyOnPlatform }).toEqual({ url: null, onPlatform: true });
  });

  it("reports the first problem with its reference and title", () => {
    expect(parseJobRecord({ ...base, title: "", state: "Atlantis" })).toEqual({ ok: false, reason: "missing title", ref: "R-1", title: null });
    expect(parseJobRecord({ ...base, state: "Atlantis" })).toEqual({ ok: false, reason: "unknown state", ref: "R-1", title: "Registered Nurse" });
    expect(parseJobRecord("nonsense")).toMatchObject({ ok: false, reason: "missing title" });
    expect(parseJobRecord({ ...base, title: "x".repeat(301) })).toMatchObject({ ok: false, reason: "title too long" });
    expect(parseJobRecord({ ...base, date: "0000-00-00" })).toMatchObject({ ok: false, reason: "invalid date" });
    expect(parseJobRecord({ ...base, date: "2099-01-01" })).toMatchObject({ ok: false, reason: "invalid date" });
    expect(parseJobRecord({ ...base, salaryMin: 70000, salaryMax: 50000, salaryPeriod: "year" })).toMatchObject({ ok: false, reason: "salary min > max" });
    expect(parseJobRecord({ ...base, salaryMin: "lots" })).toMatchObject({ ok: false, reason: "invalid salary" });
    expect(parseJobRecord({ ...base, city: undefined, postalCode: undefined })).toMatchObject({ ok: false, reason: "missing city" });
    expect(parseJobRecord({ ...base, locations: [{ city: "Austin", state: "Texas" }, { city: "Nowhere", state: "ZZ" }] })).toMatchObject({ ok: false, reason: "unknown state" });
  });
});

describe("parseSalaryText", () => {
  const cases: [string, ReturnType<typeof parseSalaryText>][] = [
    ["$15.50 - $20.00 per hour", { ok: true, salary: { minCents: 1550, maxCents: 2000, currency: "USD", period: "hour" } }],
    ["$60K-$75K a year", { ok: true, salary: { minCents: 6_000_000, maxCents: 7_500_000, currency: "USD", period: "year" } }],
    ["$52,000 - $61,000 annually", { ok: true, salary: { minCents: 5_200_000, maxCents: 6_100_000, currency: "USD", period: "year" } }],
    ["Up to $25/hr", { ok: true, salary: { minCents: null, maxCents: 2500, currency: "USD", period: "hour" } }],
    ["From $52,000", { ok: true, salary: { minCents: 5_200_000, maxCents: null, currency: "USD", period: "year" } }],
    ["18", { ok: true, salary: { minCents: 1800, maxCents: 1800, currency: "USD", period: "hour" } }],
    ["$4,000 - $5,000 per month", { ok: true, salary: { minCents: 4_800_000, maxCents: 6_000_000, currency: "USD", period: "year" } }],
    ["$200 per day", { ok: true, salary: { minCents: 2500, maxCents: 2500, currency: "USD", period: "hour" } }],
    ["€40,000 - €50,000 per year", { ok: true, salary: { minCents: 4_000_000, maxCents: 5_000_000, currency: "EUR", period: "year" } }],
    ["$18/hr, 40 hours a week", { ok: true, salary: { minCents: 1800, maxCents: 1800, currency: "USD", period: "hour" } }],
    ["$30 - $20 an hour", { ok: false, reason: "salary min > max" }],
    ["competitive", { ok: false, reason: "invalid salary" }],
    ["$0 - $10 per hour", { ok: false, reason: "invalid salary" }],
  ];
  it.each(cases)("%s", (text, expected) => expect(parseSalaryText(text)).toEqual(expected));
});
