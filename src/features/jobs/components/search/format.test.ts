import { describe, expect, it } from "vitest";
import { formatJobCount, formatPostedAgo } from "./format";

describe("search result formatting", () => {
  it("says how long ago a job was posted", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(formatPostedAgo(new Date("2026-03-10T11:30:00Z"), now)).toBe("Just posted");
    expect(formatPostedAgo(new Date("2026-03-10T07:00:00Z"), now)).toBe("5 hours ago");
    expect(formatPostedAgo(new Date("2026-03-09T10:00:00Z"), now)).toBe("Yesterday");
    expect(formatPostedAgo(new Date("2026-03-07T12:00:00Z"), now)).toBe("3 days ago");
    expect(formatPostedAgo(new Date("2026-01-01T12:00:00Z"), now)).toBe("30+ days ago");
  });

  it("caps the count at 1,000+", () => {
    expect(formatJobCount(1, false)).toBe("1 job");
    expect(formatJobCount(1000, false)).toBe("1,000 jobs");
    expect(formatJobCount(1001, true)).toBe("1,000+ jobs");
  });
});
