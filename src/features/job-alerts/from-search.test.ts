import { describe, expect, it } from "vitest";
import { alertSearchFrom, jobAlertHrefForSearch } from "./from-search";

describe("a /jobs search as a job alert", () => {
  it("carries keyword, place and radius, remote, type, category, company and pay, and drops date, sort and page", () => {
    const form = { q: "nurse", location: "Austin, TX", radius: 50, remote: false, category: "healthcare", subcategory: "nursing", company: "northwind-health", type: "full-time", salary: 70000 };
    expect(alertSearchFrom(form)).toEqual({
      keywords: "nurse", location: "Austin, TX", radiusMiles: 50, remoteOnly: false, employmentTypes: ["full-time"],
      categorySlug: "healthcare", subcategorySlug: "nursing", companySlug: "northwind-health", minSalary: 70000,
    });
    expect(jobAlertHrefForSearch({ ...form, posted: "7d", sort: "date", page: 3 } as never)).toBe(
      "/job-alerts/new?q=nurse&location=Austin%2C+TX&radius=50&category=healthcare&subcategory=nursing&company=northwind-health&type=full-time&salary=70000",
    );
  });

  it("has no radius without a place, no subcategory without a category, and no link for a search of nothing", () => {
    expect(alertSearchFrom({ q: "driver", radius: 50, subcategory: "trucking" })).toMatchObject({ radiusMiles: null, subcategorySlug: "" });
    expect(jobAlertHrefForSearch({ remote: true })).toBe("/job-alerts/new?remote=true");
    expect(jobAlertHrefForSearch({ radius: 25, remote: false })).toBeNull();
  });
});
