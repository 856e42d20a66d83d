import { describe, expect, it } from "vitest";
import { APPLICATION_STAGES } from "@/db/schema/applications";
import { EMPLOYER_STAGES, NOTIFIED_STAGES, canMoveStage, nextStages } from "./stages";
import { APPLICATION_STAGE_LABELS } from "@/features/applications/types";

describe("application stages", () => {
  it("label every stage as the issue names them", () => {
    expect(APPLICATION_STAGES.map((s) => APPLICATION_STAGE_LABELS[s])).toEqual(["Draft", "Applied", "Viewed", "In review", "Interviewing", "Offer", "Hired", "Not selected", "Withdrawn"]);
  });

  it("let the hiring team move forward, back between the working stages, and reopen Not selected", () => {
    expect(nextStages("applied", "employer")).toEqual(["viewed", "in-review", "interviewing", "offer", "hired", "not-selected"]);
    expect(canMoveStage("interviewing", "in-review", "employer")).toBe(true);
    expect(canMoveStage("offer", "interviewing", "admin")).toBe(true);
    expect(canMoveStage("not-selected", "in-review", "employer")).toBe(true);
    expect(canMoveStage("not-selected", "hired", "employer")).toBe(false);
  });

  it("never move back to Applied, Viewed or Draft, out of Hired or Withdrawn, or a draft at all", () => {
    for (const from of APPLICATION_STAGES) {
      for (const role of ["employer", "admin"] as const) {
        expect(canMoveStage(from, "applied", role)).toBe(false);
        expect(canMoveStage(from, "draft", role)).toBe(false);
        expect(canMoveStage(from, "withdrawn", role)).toBe(false);
        if (from !== "applied") expect(canMoveStage(from, "viewed", role), `${from} -> viewed`).toBe(false);
      }
      expect(canMoveStage(from, from, "employer"), `${from} to itself`).toBe(false);
    }
    for (const stuck of ["draft", "hired", "withdrawn"] as const) expect(nextStages(stuck, "employer")).toEqual([]);
  });

  it("let the system only mark an application viewed, and the candidate only withdraw a sent one", () => {
    expect(nextStages("applied", "system")).toEqual(["viewed"]);
    for (const from of APPLICATION_STAGES.filter((s) => s !== "applied")) expect(nextStages(from, "system")).toEqual([]);
    expect(APPLICATION_STAGES.filter((s) => canMoveStage(s, "withdrawn", "candidate"))).toEqual(["applied", "viewed", "in-review", "interviewing", "offer"]);
    expect(canMoveStage("applied", "in-review", "candidate")).toBe(false);
  });

  it("tell the candidate about every stage the hiring team chooses, except Viewed", () => {
    expect(EMPLOYER_STAGES.filter((s) => !NOTIFIED_STAGES.includes(s))).toEqual(["viewed"]);
  });
});
