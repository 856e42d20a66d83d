import { describe, expect, it } from "vitest";
import { daysBetween, mean, median, percent, roundDays, summarize, summarizeBy } from "./stats";

describe("tracker arithmetic", () => {
  it("counts exact, fractional days", () => {
    expect(daysBetween(new Date("2026-01-01T00:00:00Z"), new Date("2026-01-02T12:00:00Z"))).toBe(1.5);
    expect(daysBetween(new Date("2026-03-01T00:00:00Z"), new Date("2026-03-01T00:00:00Z"))).toBe(0);
  });

  it("takes the median as percentile_cont(0.5) does and the mean", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([10, 2, 4])).toBe(4);
    expect(median([10, 2, 4, 6])).toBe(5);
    expect(mean([])).toBeNull();
    expect(mean([2, 4, 9])).toBe(5);
  });

  it("rounds days to one decimal and percentages to one decimal", () => {
    expect(roundDays(12.345)).toBe(12.3);
    expect(roundDays(12.35)).toBe(12.4);
    expect(roundDays(null)).toBeNull();
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(1, 0)).toBeNull();
  });

  it("summarizes durations, leaving unknown ones out of median and mean but not the count", () => {
    expect(summarize([10, null, 20, 40])).toEqual({ count: 4, medianDays: 20, meanDays: 70 / 3 });
    expect(summarize([null])).toEqual({ count: 1, medianDays: null, meanDays: null });
  });

  it("groups by a key in first-seen order", () => {
    const items = [
      { d: "Nursing", days: 10 },
      { d: "Admin", days: 3 },
      { d: "Nursing", days: 30 },
    ];
    expect(summarizeBy(items, (i) => i.d, (i) => i.days)).toEqual([
      { key: "Nursing", first: items[0], summary: { count: 2, medianDays: 20, meanDays: 20 } },
      { key: "Admin", first: items[1], summary: { count: 1, medianDays: 3, meanDays: 3 } },
    ]);
  });
});
