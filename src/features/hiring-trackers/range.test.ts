import { describe, expect, it } from "vitest";
import { fillPeriods, periodStart, resolveRange } from "./range";
import { trackerQuerySchema } from "./schemas";

const NOW = new Date("2026-11-26T10:30:00Z");
const parse = (q: Record<string, string>) => trackerQuerySchema.safeParse(q);

describe("a tracker's period", () => {
  it("is the last 90 days by default, and each preset is the last N days up to now", () => {
    const r = resolveRange({}, NOW);
    expect(r).toMatchObject({ preset: 90, interval: "week", label: "Last 90 days", slug: "last-90-days-to-2026-11-26" });
    expect(r.from.toISOString()).toBe("2026-08-28T10:30:00.000Z");
    expect(r.to).toEqual(NOW);
    for (const p of ["30", "180", "365"] as const) {
      const x = resolveRange({ range: p }, NOW);
      expect((x.to.getTime() - x.from.getTime()) / 86_400_000).toBe(Number(p));
      expect(x.interval).toBe(p === "30" ? "week" : "month");
    }
  });

  it("takes custom dates as whole UTC days, both included", () => {
    const r = resolveRange({ range: "custom", from: "2026-01-01", to: "2026-03-31" }, NOW);
    expect(r.from.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(r.to.toISOString()).toBe("2026-04-01T00:00:00.000Z");
    expect(r).toMatchObject({ preset: null, interval: "week", label: "Jan 1, 2026 – Mar 31, 2026", slug: "2026-01-01-to-2026-03-31" });
    expect(resolveRange({ range: "custom", from: "2026-01-01", to: "2026-06-30", interval: "week" }, NOW).interval).toBe("week");
    expect(resolveRange({ range: "custom", from: "2026-01-01", to: "2026-06-30" }, NOW).interval).toBe("month");
  });

  it("is validated: presets only, real days, from before to, at most three years, not after today", () => {
    expect(parse({}).success).toBe(true);
    // The form's blanks are "not chosen".
    expect(parse({ range: "90", from: "", to: "", department: "", posting: "", company: "", interval: "" }).data).toEqual({ range: "90" });
    expect(parse({ interval: "day" }).error?.issues[0]?.message).toBe("Group hires by week or by month.");
    expect(parse({ range: "45" }).error?.issues[0]?.message).toBe("Choose a period: the last 30, 90, 180 or 365 days, or custom dates.");
    expect(parse({ range: "custom" }).error?.issues.map((i) => i.message)).toEqual(["Choose the first day of the period.", "Choose the last day of the period."]);
    expect(parse({ range: "custom", from: "2026-02-30", to: "2026-03-01" }).error?.issues[0]?.message).toBe("From must be a date like 2026-01-31.");
    expect(parse({ range: "custom", from: "2026-03-02", to: "2026-03-01" }).error?.issues[0]?.message).toBe("The last day must be on or after the first day.");
    expect(parse({ range: "custom", from: "2020-01-01", to: "2023-01-01" }).error?.issues[0]?.message).toBe("A period can be at most three years long.");
    expect(parse({ range: "custom", from: "2020-01-01", to: "2022-12-31" }).success).toBe(true);
    expect(parse({ range: "custom", from: "2026-01-01", to: "2999-01-01" }).error?.issues.map((i) => i.message)).toContain("The last day cannot be after today.");
    expect(parse({ posting: "not-an-id" }).error?.issues[0]?.message).toBe("Choose a posting from the list.");
    expect(parse({ department: "x".repeat(81) }).error?.issues[0]?.message).toBe("Department must be less than 80 characters.");
    expect(parse({ department: "Nurs\u0000ing" }).success).toBe(false);
    // Preset periods ignore dates typed for a custom one.
    expect(parse({ range: "30", from: "2026-05-01", to: "2026-01-01" }).success).toBe(true);
  });

  it("buckets by Monday weeks and calendar months in UTC, every period of the range, empty ones at zero", () => {
    expect(periodStart(new Date("2026-11-26T23:59:00Z"), "week").toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(periodStart(new Date("2026-11-23T00:00:00Z"), "week").toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(periodStart(new Date("2026-11-22T23:59:59Z"), "week").toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(periodStart(new Date("2026-11-26T10:00:00Z"), "month").toISOString()).toBe("2026-11-01T00:00:00.000Z");
    const weeks = fillPeriods(
      { from: new Date("2026-11-04T00:00:00Z"), to: new Date("2026-11-24T00:00:00Z"), interval: "week" },
      new Map([["2026-11-09", 3]]),
    );
    expect(weeks).toEqual([
      { period: "2026-11-02", label: "Week of Nov 2", count: 0 },
      { period: "2026-11-09", label: "Week of Nov 9", count: 3 },
      { period: "2026-11-16", label: "Week of Nov 16", count: 0 },
      { period: "2026-11-23", label: "Week of Nov 23", count: 0 },
    ]);
    const months = fillPeriods({ from: new Date("2025-12-15T00:00:00Z"), to: new Date("2026-02-01T00:00:00Z"), interval: "month" }, new Map([["2026-01-01", 2]]));
    expect(months.map((m) => [m.label, m.count])).toEqual([
      ["Dec 2025", 0],
      ["Jan 2026", 2],
    ]);
  });
});
