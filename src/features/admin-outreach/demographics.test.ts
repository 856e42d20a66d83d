import { describe, expect, it } from "vitest";
import { demographicsRange, periodChoices, periodRange } from "./demographics";
import { demographicsQuerySchema } from "./schemas";

describe("demographics periods", () => {
  it("turns months and quarters into UTC date ranges", () => {
    expect(periodRange("2026-02")).toMatchObject({ kind: "month", label: "February 2026", from: "2026-02-01", to: "2026-02-28" });
    expect(periodRange("2024-02")?.to).toBe("2024-02-29");
    expect(periodRange("2026-Q4")).toMatchObject({ kind: "quarter", label: "Q4 2026", from: "2026-10-01", to: "2026-12-31" });
    expect(periodRange("2026-Q1")).toMatchObject({ from: "2026-01-01", to: "2026-03-31" });
    for (const bad of ["2026-13", "2026-Q5", "26-01", ""]) expect(periodRange(bad), bad).toBeNull();
  });
  it("offers the last months and quarters, newest first, across a year's turn", () => {
    const { months, quarters } = periodChoices(new Date("2026-02-10T12:00:00Z"), 3, 3);
    expect(months.map((p) => p.value)).toEqual(["2026-02", "2026-01", "2025-12"]);
    expect(quarters.map((p) => p.value)).toEqual(["2026-Q1", "2025-Q4", "2025-Q3"]);
  });
  it("lets a period replace the typed dates, and checks the query", () => {
    expect(demographicsRange({ period: "2026-Q2", from: "2020-01-01" })).toEqual({ from: "2026-04-01", to: "2026-06-30" });
    expect(demographicsRange({ from: "2026-01-05" })).toEqual({ from: "2026-01-05", to: undefined });
    expect(demographicsQuerySchema.safeParse({ period: "2026-Q4" }).success).toBe(true);
    expect(demographicsQuerySchema.safeParse({ period: "last year" }).success).toBe(false);
    expect(demographicsQuerySchema.safeParse({ jobId: "not-a-uuid" }).success).toBe(false);
  });
});
