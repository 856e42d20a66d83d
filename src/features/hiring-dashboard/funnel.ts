import type { DashboardStage, FunnelStage, PostingFunnel, StageTime } from "./types";

/*
 * A posting's funnel and time in stage from the grouped counts the server reads (decision 041).
 * Pure, so the rules are unit-tested apart from the SQL that feeds them.
 */

/** One group of a posting's applications: where they are now, the furthest stage they reached, whether withdrawn. */
export type FunnelGroup = { currentStageId: string; furthestPosition: number; withdrawn: boolean; count: number };

/** The stages a funnel walks through: every stage but Rejected (an outcome, not a step forward), in order. */
export function funnelStages(stages: readonly DashboardStage[]): DashboardStage[] {
  return [...stages].filter((s) => s.kind !== "rejected").sort((a, b) => a.position - b.position);
}

export function buildFunnel(stages: readonly DashboardStage[], groups: readonly FunnelGroup[]): PostingFunnel {
  const steps = funnelStages(stages);
  const rejectedIds = new Set(stages.filter((s) => s.kind === "rejected").map((s) => s.id));
  let rejected = 0;
  let withdrawn = 0;
  const nowByStage = new Map<string, number>();
  for (const g of groups) {
    if (g.withdrawn) withdrawn += g.count;
    else if (rejectedIds.has(g.currentStageId)) rejected += g.count;
    else nowByStage.set(g.currentStageId, (nowByStage.get(g.currentStageId) ?? 0) + g.count);
  }
  const out: FunnelStage[] = [];
  steps.forEach((stage, i) => {
    const reached = groups.reduce((sum, g) => (g.furthestPosition >= stage.position ? sum + g.count : sum), 0);
    const previous = i > 0 ? out[i - 1]!.reached : null;
    out.push({
      stageId: stage.id,
      name: stage.name,
      kind: stage.kind,
      reached,
      now: nowByStage.get(stage.id) ?? 0,
      conversion: previous ? reached / previous : null,
    });
  });
  return { stages: out, rejected, withdrawn };
}

/** The stages time is measured in (Applied and the working stages; Hired and Rejected are outcomes). */
export function timedStages(stages: readonly DashboardStage[]): DashboardStage[] {
  return [...stages].filter((s) => s.kind === "applied" || s.kind === "active").sort((a, b) => a.position - b.position);
}

export type StageTimeStat = { stageId: string; stays: number; averageDays: number; medianDays: number };

/** Every timed stage in order, with its statistics or none (no stay yet). */
export function buildTimeInStage(stages: readonly DashboardStage[], stats: readonly StageTimeStat[]): StageTime[] {
  const byStage = new Map(stats.map((s) => [s.stageId, s]));
  return timedStages(stages).map((stage) => {
    const stat = byStage.get(stage.id);
    return stat
      ? { stageId: stage.id, name: stage.name, stays: stat.stays, averageDays: stat.averageDays, medianDays: stat.medianDays }
      : { stageId: stage.id, name: stage.name, stays: 0, averageDays: null, medianDays: null };
  });
}
