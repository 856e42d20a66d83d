import { describe, expect, it } from "vitest";
import { readRange, resolveRange } from "./range";

describe("resolveRange", () => {
  const now = new Date("2026-11-26T23:30:00Z");
  it("makes a preset the last N UTC days with today", () => {
    const r = resolveRange({ range: "7" }, now);
    expect(r).toMatchObject({ from: "2026-11-20", to: "2026-11-27", preset: 7, label: "Last 7 days" });
    expect(r.days).toHaveLength(7);
    expect(resolveRange({}, now).days).toHaveLength(30);
  });
  it("includes both custom days", () => {
    const r = resolveRange({ range: "custom", from: "2024-02-28", to: "2024-03-01" }, now);
    expect(r.days).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(r.to).toBe("2024-03-02");
    expect(r.slug).toBe("2024-02-28-to-2024-03-01");
  });
});

describe("readRange", () => {
  it("keeps what was typed and reports what is wrong", () => {
    const r = readRange({ range: "custom", from: "2025-01-01", to: "2026-01-03" });
    expect(r.issues).toEqual([{ field: "to", message: "A period can be at most 366 days long." }]);
    expect(r.typed.from).toBe("2025-01-01");
    expect(r.query.range).toBeUndefined();
    expect(readRange({ range: "custom", from: "2025-01-02", to: "2025-01-01" }).issues[0]?.message).toBe("The last day must be on or after the first day.");
    expect(readRange({ range: "custom", from: "2025-02-30", to: "2025-03-01" }).issues[0]?.message).toBe("From must be a date like 2026-01-31.");
    expect(readRange({ range: "14" }).issues[0]?.field).toBe("range");
    expect(readRange({ range: "custom", from: "2025-01-01", to: "2025-12-31" }).issues).toEqual([]);
  });
});
