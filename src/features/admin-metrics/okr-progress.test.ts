import { describe, expect, it } from "vitest";
import { okrPoints, okrProgress } from "./okr-progress";

describe("okrProgress", () => {
  const period = { periodStart: "2026-01-01", periodEnd: "2026-01-10" };
  it("measures up from the baseline to the target, 0 to 100", () => {
    expect(okrProgress({ ...period, direction: "up", baseline: 0, target: 200, actual: 50, today: "2026-01-05" })).toBe(25);
    expect(okrProgress({ ...period, direction: "up", baseline: 100, target: 200, actual: 50, today: "2026-01-05" })).toBe(0);
    expect(okrProgress({ ...period, direction: "up", baseline: 0, target: 200, actual: 500, today: "2026-01-05" })).toBe(100);
  });
  it("projects a down key result to the whole period at the current pace", () => {
    // 5 failures in 5 of 10 days: 10 projected; baseline 30, target 10: on target.
    expect(okrProgress({ ...period, direction: "down", baseline: 30, target: 10, actual: 5, today: "2026-01-05" })).toBe(100);
    // 10 in 5 days: 20 projected, halfway from 30 to 10.
    expect(okrProgress({ ...period, direction: "down", baseline: 30, target: 10, actual: 10, today: "2026-01-05" })).toBe(50);
    expect(okrProgress({ ...period, direction: "down", baseline: 30, target: 10, actual: 0, today: "2025-12-31" })).toBe(0);
  });
});

describe("okrPoints", () => {
  it("keeps a running total per day for short periods, none after today", () => {
    const { points, interval } = okrPoints("2026-01-01", "2026-01-04", [{ day: "2026-01-01", n: 2 }, { day: "2026-01-02", n: 3 }], 10, "2026-01-02");
    expect(interval).toBe("day");
    expect(points.map((p) => p.actual)).toEqual([2, 5, null, null]);
    expect(points.every((p) => p.target === 10)).toBe(true);
  });
  it("steps by 7 days from the first day for longer periods", () => {
    const { points, interval } = okrPoints("2026-01-01", "2026-03-31", [{ day: "2026-01-08", n: 4 }], 50, "2026-12-31");
    expect(interval).toBe("week");
    expect(points[0]).toMatchObject({ day: "2026-01-01", label: "Week of Jan 1", actual: 0 });
    expect(points[1]).toMatchObject({ day: "2026-01-08", actual: 4 });
    expect(points).toHaveLength(13);
  });
});
