import { describe, expect, it } from "vitest";
import { appliedFilterCount, formatJobCount, formatPageOf, formatPostedAgo, jobPagerProps } from "./format";

describe("search result formatting", () => {
  it("says how long ago a job was posted", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(formatPostedAgo(new Date("2026-03-10T11:30:00Z"), now)).toBe("Just posted");
    expect(formatPostedAgo(new Date("2026-03-10T07:00:00Z"), now)).toBe("5 hours ago");
    expect(formatPostedAgo(new Date("2026-03-09T10:00:00Z"), now)).toBe("Yesterday");
    expect(formatPostedAgo(new Date("2026-03-07T12:00:00Z"), now)).toBe("3 days ago");
    expect(formatPostedAgo(new Date("2026-01-01T12:00:00Z"), now)).toBe("30+ days ago");
  });

  it("says the count: exact, capped at 1,000+, or about an estimate", () => {
    expect(formatJobCount({ total: 1, totalCapped: false, approximate: false })).toBe("1 job");
    expect(formatJobCount({ total: 0, totalCapped: false, approximate: false })).toBe("0 jobs");
    expect(formatJobCount({ total: 5_094, totalCapped: false, approximate: false })).toBe("5,094 jobs");
    expect(formatJobCount({ total: 1001, totalCapped: true, approximate: false })).toBe("1,000+ jobs");
    expect(formatJobCount({ total: 770_000, totalCapped: false, approximate: true })).toBe("About 770,000 jobs");
  });

  it("the pager says the pages of the same count: exact, about, or unknown when capped", () => {
    expect(formatPageOf({ page: 1, pageCount: 255, approximate: false })).toBe("Page 1 of 255");
    expect(formatPageOf({ page: 3, pageCount: 38_500, approximate: true })).toBe("Page 3 of about 38,500");
    expect(formatPageOf({ page: 3, pageCount: null, approximate: false })).toBe("Page 3");
  });

  it("the pager links by number only to pages known to exist, and says the same page line", () => {
    expect(jobPagerProps({ page: 2, pageCount: 12, approximate: false, hasNextPage: true })).toEqual({ page: 2, pageCount: 12, hasNext: true, summary: "Page 2 of 12" });
    expect(jobPagerProps({ page: 3, pageCount: 38_500, approximate: true, hasNextPage: true }, 500)).toEqual({
      page: 3,
      pageCount: null,
      hasNext: true,
      summary: "Page 3 of about 38,500",
    });
    expect(jobPagerProps({ page: 500, pageCount: 700, approximate: false, hasNextPage: true }, 500)).toMatchObject({ pageCount: 500, hasNext: false, summary: "Page 500 of 700" });
    expect(jobPagerProps({ page: 4, pageCount: null, approximate: false, hasNextPage: true })).toMatchObject({ pageCount: null, hasNext: true, summary: "Page 4" });
  });

  it("counts the applied filters (a specialty only with its category)", () => {
    const none = { category: undefined, subcategory: undefined, type: undefined, posted: undefined, remote: false, company: undefined, salary: undefined };
    expect(appliedFilterCount(none)).toBe(0);
    expect(appliedFilterCount({ ...none, category: "healthcare", subcategory: "nursing", remote: true, salary: 50_000 })).toBe(4);
    expect(appliedFilterCount({ ...none, subcategory: "nursing" })).toBe(0);
  });
});
