import { describe, expect, it } from "vitest";
import { EMPLOYMENT_TYPES } from "@/db/schema/jobs";
import { EMPLOYMENT_TYPE_TEXTS, employmentTypeLabel } from "./employment-types";

describe("employment type texts", () => {
  it("has a label and a schema.org value for every stored type", () => {
    expect(Object.keys(EMPLOYMENT_TYPE_TEXTS).sort()).toEqual([...EMPLOYMENT_TYPES].sort());
    expect(employmentTypeLabel("full-time")).toBe("Full-time");
    expect(employmentTypeLabel("per-diem")).toBe("Per diem");
    expect(EMPLOYMENT_TYPE_TEXTS.contract.schemaOrg).toBe("CONTRACTOR");
    expect(EMPLOYMENT_TYPE_TEXTS.internship.schemaOrg).toBe("INTERN");
  });

  it("shows an unknown value as it is", () => {
    expect(employmentTypeLabel("seasonal")).toBe("seasonal");
    expect(employmentTypeLabel("toString")).toBe("toString");
  });
});
