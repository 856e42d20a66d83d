import { describe, expect, it } from "vitest";
import { EMPLOYMENT_TYPES } from "@/db/schema/jobs";
import { payRangeText } from "./components/pay-range-text";
import { choiceListField, compensationPrefsSchema, EMPLOYMENT_TYPE_OPTIONS, parseIsoDate } from "./schemas";

describe("candidate preference helpers", () => {
  it("offers every employment type of the jobs table, in its order", () => {
    expect(EMPLOYMENT_TYPE_OPTIONS.map((o) => o.value)).toEqual([...EMPLOYMENT_TYPES]);
  });

  it("reads calendar dates strictly", () => {
    expect(parseIsoDate("")).toBeNull();
    expect(parseIsoDate(" 2027-01-15 ")).toBe("2027-01-15");
    expect(parseIsoDate("2028-02-29")).toBe("2028-02-29");
    for (const bad of ["2027-02-29", "2027-13-01", "2027-1-5", "15/01/2027", "1899-12-31", "20270-01-01", "tomorrow"]) expect(parseIsoDate(bad), bad).toBeUndefined();
  });

  it("keeps chosen values once, in the list's order, and refuses unknown ones", () => {
    const field = choiceListField("Shift", ["day", "night", "weekend"] as const);
    expect(field.parse(["weekend", "day", "weekend"])).toEqual(["day", "weekend"]);
    expect(field.safeParse(["day", "dusk"]).error?.issues.map((i) => i.message)).toEqual(["Type a valid Shift"]);
    expect(field.safeParse("day").success).toBe(false);
  });

  it("parses pay as cents and puts the order message on the target", () => {
    expect(compensationPrefsSchema.parse({ payMin: "$1,234.5", payTarget: "", payPeriod: "year", openToNegotiation: true })).toEqual({ payMin: 123450, payTarget: null, payPeriod: "year", openToNegotiation: true });
    const issues = compensationPrefsSchema.safeParse({ payMin: "20", payTarget: "19.99", payPeriod: "hour", openToNegotiation: true }).error?.issues;
    expect(issues?.map((i) => [i.path.join("."), i.message])).toEqual([["payTarget", "Target pay must not be less than the minimum pay"]]);
    // No amount needs no period.
    expect(compensationPrefsSchema.safeParse({ payMin: "", payTarget: "", payPeriod: "", openToNegotiation: false }).success).toBe(true);
  });

  it("says the saved range in words, formatted as $12,345.67", () => {
    const base = { payPeriod: "year" as const, openToNegotiation: false };
    expect(payRangeText({ ...base, payMinCents: null, payTargetCents: null })).toBeNull();
    expect(payRangeText({ ...base, payMinCents: 1_234_567, payTargetCents: 1_500_000 })).toBe("$12,345.67 to $15,000.00 per year");
    expect(payRangeText({ ...base, payMinCents: 1850, payTargetCents: 1850, payPeriod: "hour", openToNegotiation: true })).toBe("$18.50 per hour, open to negotiation");
    expect(payRangeText({ ...base, payMinCents: 4_500_000, payTargetCents: null })).toBe("At least $45,000.00 per year");
    expect(payRangeText({ ...base, payMinCents: null, payTargetCents: 29 })).toBe("Aiming for $0.29 per year");
  });
});
