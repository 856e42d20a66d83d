import { describe, expect, it } from "vitest";
import { buildFunnel, buildTimeInStage, funnelStages, timedStages } from "./funnel";
import type { DashboardStage } from "./types";

const STAGES: DashboardStage[] = [
  { id: "applied", name: "Applied", position: 0, kind: "applied", candidateStage: null },
  { id: "screen", name: "Screen", position: 1, kind: "active", candidateStage: "in-review" },
  { id: "interview", name: "Interview", position: 2, kind: "active", candidateStage: "interviewing" },
  { id: "offer", name: "Offer", position: 3, kind: "active", candidateStage: "offer" },
  { id: "hired", name: "Hired", position: 4, kind: "hired", candidateStage: null },
  { id: "rejected", name: "Rejected", position: 5, kind: "rejected", candidateStage: null },
];

describe("buildFunnel", () => {
  it("walks every stage but Rejected, in position order", () => {
    expect(funnelStages([...STAGES].reverse()).map((s) => s.id)).toEqual(["applied", "screen", "interview", "offer", "hired"]);
    expect(timedStages(STAGES).map((s) => s.id)).toEqual(["applied", "screen", "interview", "offer"]);
  });

  it("counts reached from the furthest stage, now from the current one, rejected and withdrawn apart", () => {
    const funnel = buildFunnel(STAGES, [
      { currentStageId: "applied", furthestPosition: 0, withdrawn: false, count: 10 },
      { currentStageId: "screen", furthestPosition: 1, withdrawn: false, count: 4 },
      { currentStageId: "rejected", furthestPosition: 1, withdrawn: false, count: 3 },
      { currentStageId: "interview", furthestPosition: 2, withdrawn: false, count: 2 },
      { currentStageId: "screen", furthestPosition: 2, withdrawn: true, count: 1 },
      { currentStageId: "hired", furthestPosition: 4, withdrawn: false, count: 1 },
    ]);
    expect(funnel.stages.map((s) => [s.stageId, s.reached, s.now])).toEqual([
      ["applied", 21, 10],
      ["screen", 11, 4],
      ["interview", 4, 2],
      ["offer", 1, 0],
      ["hired", 1, 1],
    ]);
    expect(funnel.stages.map((s) => s.conversion)).toEqual([null, 11 / 21, 4 / 11, 1 / 4, 1]);
    expect(funnel.rejected).toBe(3);
    expect(funnel.withdrawn).toBe(1);
  });

  it("gives no conversion after a stage nobody reached", () => {
    const funnel = buildFunnel(STAGES, []);
    expect(funnel.stages.every((s) => s.reached === 0 && s.now === 0 && s.conversion === null)).toBe(true);
    expect(funnel).toMatchObject({ rejected: 0, withdrawn: 0 });
  });

  it("follows a company's own stages", () => {
    const custom: DashboardStage[] = [STAGES[0]!, { id: "phone", name: "Phone call", position: 1, kind: "active", candidateStage: "in-review" }, { ...STAGES[4]!, position: 2 }, { ...STAGES[5]!, position: 3 }];
    const funnel = buildFunnel(custom, [{ currentStageId: "phone", furthestPosition: 1, withdrawn: false, count: 2 }]);
    expect(funnel.stages.map((s) => [s.name, s.reached, s.now, s.conversion])).toEqual([
      ["Applied", 2, 0, null],
      ["Phone call", 2, 2, 1],
      ["Hired", 0, 0, 0],
    ]);
  });
});

describe("buildTimeInStage", () => {
  it("lists every timed stage in order, with nobody's stays as none", () => {
    const rows = buildTimeInStage(STAGES, [{ stageId: "screen", stays: 3, averageDays: 2, medianDays: 1.5 }]);
    expect(rows).toEqual([
      { stageId: "applied", name: "Applied", stays: 0, averageDays: null, medianDays: null },
      { stageId: "screen", name: "Screen", stays: 3, averageDays: 2, medianDays: 1.5 },
      { stageId: "interview", name: "Interview", stays: 0, averageDays: null, medianDays: null },
      { stageId: "offer", name: "Offer", stays: 0, averageDays: null, medianDays: null },
    ]);
  });
});
