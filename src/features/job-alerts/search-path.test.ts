import { describe, expect, it } from "vitest";
import { parseJobSearchParams } from "@/features/jobs/search-schemas";
import { describeJobAlert, jobAlertSearchPath, searchRadiusFor } from "./search-path";

const base = { keywords: "", location: "", radiusMiles: null, remoteOnly: false, employmentTypes: [] as ("full-time" | "part-time")[] };

describe("a job alert's /jobs search", () => {
  it("takes the smallest search radius that covers the alert's, and none without a location", () => {
    expect(searchRadiusFor({ location: "60601", radiusMiles: 1 })).toBe(5);
    expect(searchRadiusFor({ location: "60601", radiusMiles: 25 })).toBe(25);
    expect(searchRadiusFor({ location: "60601", radiusMiles: 30 })).toBe(50);
    expect(searchRadiusFor({ location: "60601", radiusMiles: 200 })).toBe(100);
    expect(searchRadiusFor({ location: "", radiusMiles: 30 })).toBeUndefined();
    expect(searchRadiusFor({ location: "60601", radiusMiles: null })).toBeUndefined();
  });

  it("links to the equivalent search, newest first, which the /jobs page reads back", () => {
    const path = jobAlertSearchPath({ keywords: "registered nurse", location: "Chicago, IL", radiusMiles: 30, remoteOnly: true, employmentTypes: ["full-time"] });
    expect(path).toBe("/jobs?q=registered+nurse&location=Chicago%2C+IL&radius=50&remote=true&type=full-time&sort=date");
    const url = new URL(path, "http://upstep.local");
    expect(parseJobSearchParams(Object.fromEntries(url.searchParams))).toMatchObject({ q: "registered nurse", location: "Chicago, IL", radius: 50, remote: true, type: "full-time", sort: "date" });
  });

  it("leaves the type open when the alert has several, and drops what is empty", () => {
    expect(jobAlertSearchPath({ ...base, remoteOnly: true, employmentTypes: ["full-time", "part-time"] })).toBe("/jobs?remote=true&sort=date");
    expect(jobAlertSearchPath({ ...base, location: "60601", radiusMiles: 20 })).toBe("/jobs?location=60601&sort=date");
  });

  it("describes the alert in a line", () => {
    expect(describeJobAlert({ keywords: "nurse", location: "60601", radiusMiles: 30, remoteOnly: true, employmentTypes: ["full-time", "per-diem"] })).toBe("“nurse” · within 30 mi of 60601 · Remote only · Full-time, Per diem");
    expect(describeJobAlert({ ...base, location: "Austin" })).toBe("near Austin");
  });
});
