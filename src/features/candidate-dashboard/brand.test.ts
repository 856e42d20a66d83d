import { describe, expect, it } from "vitest";
import { dashboardBrand, firstNameOf, OWN_BRAND_KEY } from "./brand";

describe("dashboardBrand (decision 025)", () => {
  it("is Upstep's own when no partner is configured", () => {
    expect(dashboardBrand(undefined)).toEqual({ name: OWN_BRAND_KEY, brandName: "Upstep", partner: false });
    expect(dashboardBrand("   ")).toEqual({ name: "upstep", brandName: "Upstep", partner: false });
  });
  it("is the partner's variant: a key from its name and the name as shown", () => {
    expect(dashboardBrand(" Goodwill Careers & Training ")).toEqual({ name: "goodwill-careers-and-training", brandName: "Goodwill Careers & Training", partner: true });
  });
  it("falls back to Upstep's own for a name that cannot be told apart from it", () => {
    expect(dashboardBrand("Upstep").partner).toBe(false);
    expect(dashboardBrand("!!!").partner).toBe(false);
  });
});

describe("firstNameOf", () => {
  it("takes the first word of the name", () => {
    expect(firstNameOf("Casey Candidate")).toBe("Casey");
    expect(firstNameOf("  Ana  María López ")).toBe("Ana");
    expect(firstNameOf(" ")).toBeNull();
  });
});
