/*
 * The trackers' arithmetic (decision 046), pure and unit-tested: durations in days, their median
 * (the middle value, or the mean of the two middle ones, as PostgreSQL's percentile_cont(0.5)) and
 * mean, and time-to-fill grouped by requisition and by department.
 */
const DAY_MS = 86_400_000;

/** Exact days from `from` to `to` (fractional: 36 hours is 1.5). */
export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / DAY_MS;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Days as the tables show them: one decimal (null stays null). */
export function roundDays(days: number | null): number | null {
  return days === null ? null : Math.round(days * 10) / 10;
}

/** A share as a percentage with one decimal (null when there is nothing to divide by). */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

export type DurationSummary = { count: number; medianDays: number | null; meanDays: number | null };

export function summarize(days: readonly (number | null)[]): DurationSummary {
  const known = days.filter((d): d is number => d !== null);
  return { count: days.length, medianDays: median(known), meanDays: mean(known) };
}

/** Groups items by a key (first appearance order) and summarizes each group's days. */
export function summarizeBy<T>(items: readonly T[], key: (item: T) => string, days: (item: T) => number | null): { key: string; first: T; summary: DurationSummary }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return [...groups].map(([k, list]) => ({ key: k, first: list[0]!, summary: summarize(list.map(days)) }));
}
