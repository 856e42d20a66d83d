import { describe, expect, it } from "vitest";
import { formatSalaryBand } from "./components/format";
import { decisionSchema, hireSchema, manualTransition, requisitionFormSchema, statusActionsFor, statusRefusal } from "./schemas";
import { input } from "./requisitions.fixtures";

/* The requisitions' pure rules (decision 045): the hand-made status changes, the form's schema, the band as shown. */
describe("manual status changes", () => {
  it("hold only open, resume only on hold, cancel anything not final", () => {
    expect(statusActionsFor("draft")).toEqual(["cancel"]);
    expect(statusActionsFor("pending-approval")).toEqual(["cancel"]);
    expect(statusActionsFor("open")).toEqual(["hold", "cancel"]);
    expect(statusActionsFor("on-hold")).toEqual(["resume", "cancel"]);
    expect(statusActionsFor("filled")).toEqual([]);
    expect(statusActionsFor("cancelled")).toEqual([]);
    expect(manualTransition("open", "hold")).toBe("on-hold");
    expect(manualTransition("filled", "cancel")).toBeNull();
    expect(statusRefusal("on-hold", "hold")).toContain("already on hold");
    expect(statusRefusal("filled", "cancel")).toBe("This requisition is filled; it can no longer be changed.");
  });
});

describe("the form's schema", () => {
  it("gives cents, null dates and keeps the rules of the band and the lists", () => {
    const ok = requisitionFormSchema.parse(input({ openings: "3" as unknown as number, targetStartDate: "", salaryMin: "$1,000", salaryMax: "", salaryPeriod: "year" }));
    expect(ok).toMatchObject({ openings: 3, targetStartDate: null, salaryMin: 100000, salaryMax: null, salaryPeriod: "year" });
    const bad = requisitionFormSchema.safeParse(input({ salaryMin: "$10", salaryPeriod: "", targetStartDate: "2027-02-30", approverIds: ["6f1c1a52-1b1e-4c52-9a55-2f1d8d5b3a10", "6f1c1a52-1b1e-4c52-9a55-2f1d8d5b3a10"] }));
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["salaryPeriod", "targetStartDate", "approverIds"]));
    expect(requisitionFormSchema.safeParse(input({ title: "x".repeat(121) })).success).toBe(false);
    expect(requisitionFormSchema.safeParse(input({ title: "a\u0000b" })).success).toBe(false);
  });

  it("asks a rejection for its reason and a hire for who it is", () => {
    expect(decisionSchema.safeParse({ decision: "reject", comment: " " }).success).toBe(false);
    expect(decisionSchema.safeParse({ decision: "approve" }).success).toBe(true);
    expect(hireSchema.safeParse({}).success).toBe(false);
    expect(hireSchema.parse({ name: " Sam " })).toEqual({ applicationId: "", name: "Sam", closePostings: false });
  });
});

describe("formatSalaryBand", () => {
  it("reads as a band per period", () => {
    expect(formatSalaryBand(3800, 4600, "hour")).toBe("$38.00 – $46.00 an hour");
    expect(formatSalaryBand(null, null, null)).toBe("Not set");
    expect(formatSalaryBand(4_200_000, null, "year")).toBe("From $42,000.00 a year");
  });
});
