import { describe, expect, it } from "vitest";
import { PAY_TRANSPARENCY_RULES, payRangeRequirement } from "./pay-transparency";

const NOW = new Date("2026-11-26T12:00:00Z");
const at = (...places: [string, string][]) => ({ remote: false, locations: places.map(([city, state]) => ({ city, state })) });

describe("where a posting must show its pay range (decision 039)", () => {
  it("the twelve states in force in 2026, and Delaware from September 2027", () => {
    const states = PAY_TRANSPARENCY_RULES.filter((r) => r.city === null && r.from <= "2026-11-26").map((r) => r.state);
    expect(states.sort()).toEqual(["CA", "CO", "DC", "HI", "IL", "MA", "MD", "MN", "NJ", "NY", "VT", "WA"]);
    expect(payRangeRequirement(at(["Wilmington", "DE"]), NOW)).toEqual({ required: false });
    expect(payRangeRequirement(at(["Wilmington", "DE"]), new Date("2027-09-01T00:00:00Z")).required).toBe(true);
  });

  it("says which law, for one place or several", () => {
    expect(payRangeRequirement(at(["Denver", "CO"]), NOW)).toEqual({ required: true, places: ["Colorado"], remote: false, reason: "Colorado law requires a pay range in job postings." });
    expect(payRangeRequirement(at(["Washington", "dc"]), NOW)).toMatchObject({ reason: "District of Columbia law requires a pay range in job postings." });
    expect(payRangeRequirement(at(["Austin", "TX"], ["Seattle", "WA"], ["Denver", "Colorado"]), NOW)).toMatchObject({
      places: ["Washington", "Colorado"],
      reason: "The laws of Washington and Colorado require a pay range in job postings.",
    });
    expect(payRangeRequirement(at(["Austin", "TX"], ["Tulsa", "OK"]), NOW)).toEqual({ required: false });
    expect(payRangeRequirement(at(["", ""]), NOW)).toEqual({ required: false });
  });

  it("city ordinances: Cleveland now, Columbus from 2027", () => {
    expect(payRangeRequirement(at(["Cleveland", "OH"]), NOW)).toMatchObject({ reason: "A Cleveland, Ohio ordinance requires a pay range in job postings." });
    expect(payRangeRequirement(at(["Columbus", "OH"]), NOW)).toEqual({ required: false });
    expect(payRangeRequirement(at(["Columbus", "OH"]), new Date("2027-01-01T00:00:00Z")).required).toBe(true);
    expect(payRangeRequirement(at(["Dayton", "OH"]), new Date("2027-06-01T00:00:00Z"))).toEqual({ required: false });
  });

  it("a remote job can be done from those states: always", () => {
    expect(payRangeRequirement({ remote: true, locations: [] }, NOW)).toMatchObject({
      required: true,
      remote: true,
      reason: "A remote job can be done from states whose laws require a pay range in job postings, such as California and Colorado.",
    });
  });
});
