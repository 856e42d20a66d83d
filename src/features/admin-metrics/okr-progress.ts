import { parseDay } from "./schemas";
import { addDays } from "./range";
import type { OkrPoint } from "./types";

/*
 * How a key result is measured (decision 058). Pure, so the rules are unit-tested.
 * - The actual is the metric's total from the objective's first day to today (or its last day).
 * - Up: progress = (actual − baseline) / (target − baseline): the baseline is the figure that counts
 *   as 0 %, the target 100 %.
 * - Down (a figure to keep low, like failed jobs): the total so far is projected to the whole period
 *   at the current pace, and progress is how far that projection has come from the baseline (last
 *   period's figure, 0 %) towards the target (100 %). A total that only grows would otherwise look
 *   best on the first day.
 * Progress is a whole number from 0 to 100.
 */
const DAY_MS = 86_400_000;
const dayCount = (from: string, toInclusive: string) => Math.round((parseDay(toInclusive)!.getTime() - parseDay(from)!.getTime()) / DAY_MS) + 1;
const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

export function okrProgress(k: { direction: "up" | "down"; baseline: number; target: number; actual: number; periodStart: string; periodEnd: string; today: string }): number {
  if (k.direction === "up") return k.target === k.baseline ? (k.actual >= k.target ? 100 : 0) : clamp(((k.actual - k.baseline) / (k.target - k.baseline)) * 100);
  if (k.today < k.periodStart) return 0;
  const elapsed = dayCount(k.periodStart, k.today < k.periodEnd ? k.today : k.periodEnd);
  const projected = (k.actual / elapsed) * dayCount(k.periodStart, k.periodEnd);
  if (k.baseline === k.target) return projected <= k.target ? 100 : 0;
  return clamp(((k.baseline - projected) / (k.baseline - k.target)) * 100);
}

const SHORT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * The chart of a key result: the running total at the end of each day (periods of up to 31 days) or
 * each 7-day step from the first day, with the target beside it; steps after today have no actual.
 */
export function okrPoints(
  periodStart: string,
  periodEnd: string,
  daily: readonly { day: string; n: number }[],
  target: number,
  today: string,
): { points: OkrPoint[]; interval: "day" | "week" } {
  const interval = dayCount(periodStart, periodEnd) <= 31 ? "day" : "week";
  const step = interval === "day" ? 1 : 7;
  const points: OkrPoint[] = [];
  for (let start = periodStart; start <= periodEnd; start = addDays(start, step)) {
    const last = addDays(start, step - 1) < periodEnd ? addDays(start, step - 1) : periodEnd;
    const upTo = last < today ? last : today;
    const actual = start > today ? null : daily.filter((d) => d.day <= upTo).reduce((s, d) => s + d.n, 0);
    points.push({ day: start, label: interval === "day" ? SHORT.format(parseDay(start)!) : `Week of ${SHORT.format(parseDay(start)!)}`, actual, target });
  }
  return { points, interval };
}
