import { describe, expect, it } from "vitest";
import { NEXT_STEPS_COUNT, nextStepsFor } from "./next-steps";

describe("nextStepsFor", () => {
  it("a candidate (no roles) and a recruiter search jobs, browse companies and see account security", () => {
    for (const roles of [[], ["Recruiter"]]) {
      expect(nextStepsFor(roles).map((s) => s.href)).toEqual(["/jobs", "/companies", "/account/security"]);
    }
  });

  it("a hiring manager starts with hiring on Upstep", () => {
    expect(nextStepsFor(["Hiring Manager"]).map((s) => s.href)).toEqual(["/employers", "/companies", "/account/security"]);
    expect(nextStepsFor(["H2O Hiring Manager"])[0]!.href).toBe("/employers");
  });

  it("an administrator starts with administration, whatever other roles they hold", () => {
    expect(nextStepsFor(["Hiring Manager", "Administrator"]).map((s) => s.href)).toEqual(["/admin", "/jobs", "/account/security"]);
  });

  it("always offers the same number of steps, so the block keeps its height", () => {
    for (const roles of [[], ["Recruiter"], ["Hiring Manager"], ["Administrator"]]) expect(nextStepsFor(roles)).toHaveLength(NEXT_STEPS_COUNT);
  });
});
