import { describe, expect, it } from "vitest";
import { browseCategoryAllPath, browseCategoryPath, browseCityPath, browseCompaniesPath, browseCompanyJobsPath, browseRemotePath, browseStateAllPath, browseStatePath, browseSubcategoryPath, companyLetter, jobDetailPath, parsePageSegment } from "./job-routes";
import { jobsSearchPath } from "./job-search-path";

describe("job routes (spec 2.7 Jobs)", () => {
  it("builds the job detail path with the lowercased id", () => {
    expect(jobDetailPath("3F2504E0-4F89-41D3-9A0C-0305E82C3301")).toBe("/jobs/all/all/all/all/all/3f2504e0-4f89-41d3-9a0c-0305e82c3301");
  });

  it("builds every browse path and never puts page 1 in it", () => {
    expect(browseStatePath("new-york")).toBe("/browse-jobs/state/new-york");
    expect(browseStateAllPath("texas")).toBe("/browse-jobs/state/texas/all");
    expect(browseStateAllPath("texas", 1)).toBe("/browse-jobs/state/texas/all");
    expect(browseStateAllPath("texas", 2)).toBe("/browse-jobs/state/texas/all/2");
    expect(browseCityPath("texas", "austin")).toBe("/browse-jobs/state/texas/austin");
    expect(browseCityPath("texas", "austin", 3)).toBe("/browse-jobs/state/texas/austin/3");
    expect(browseCompaniesPath("a")).toBe("/browse-jobs/companies/a");
    expect(browseCompanyJobsPath("n", "northwind-health")).toBe("/browse-jobs/companies/n/northwind-health");
    expect(browseCompanyJobsPath("n", "northwind-health", 2)).toBe("/browse-jobs/companies/n/northwind-health/2");
    expect(browseRemotePath()).toBe("/browse-jobs/remote");
    expect(browseRemotePath(1)).toBe("/browse-jobs/remote");
    expect(browseRemotePath(4)).toBe("/browse-jobs/remote/4");
    expect(browseCategoryPath("healthcare")).toBe("/browse-jobs/category/healthcare");
    expect(browseCategoryAllPath("healthcare", 2)).toBe("/browse-jobs/category/healthcare/all/2");
    expect(browseSubcategoryPath("healthcare", "nursing")).toBe("/browse-jobs/category/healthcare/nursing");
    expect(browseSubcategoryPath("healthcare", "nursing", 5)).toBe("/browse-jobs/category/healthcare/nursing/5");
  });

  it("builds the search URL without defaults", () => {
    expect(jobsSearchPath()).toBe("/jobs");
    expect(jobsSearchPath({ q: "nurse", location: "78701", radius: 25, page: 1 })).toBe("/jobs?q=nurse&location=78701");
    expect(jobsSearchPath({ q: "nurse", location: "78701", radius: 50, remote: true, category: "healthcare", page: 2 })).toBe(
      "/jobs?q=nurse&location=78701&radius=50&remote=true&category=healthcare&page=2",
    );
    expect(jobsSearchPath({ radius: 50 })).toBe("/jobs");
    expect(jobsSearchPath({ q: "a&b" })).toBe("/jobs?q=a%26b");
  });

  it("reads page segments: none, 1 (redirect), 2+, or invalid", () => {
    expect(parsePageSegment(undefined)).toBeUndefined();
    expect(parsePageSegment("1")).toBe("redirect");
    expect(parsePageSegment("2")).toBe(2);
    for (const bad of ["0", "01", "-1", "x", "2.5", "9999999"]) expect(parsePageSegment(bad)).toBe("invalid");
  });

  it("files a company under its first letter, or 0-9", () => {
    expect(companyLetter("Northwind Health")).toBe("n");
    expect(companyLetter("3M")).toBe("0-9");
    expect(companyLetter("Élan")).toBe("0-9");
  });
});
