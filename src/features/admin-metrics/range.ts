import { DEFAULT_RANGE_PRESET, isoDay, parseDay, RANGE_CHOICES, rangeQuerySchema, type RangePreset, type RangeQuery } from "./schemas";

/*
 * A period of whole UTC days (decision 058). Pure, so the rules are unit-tested:
 * - a preset of N days is the last N days with today: [today - (N - 1), tomorrow);
 * - custom dates are both included: [from, the day after `to`).
 * `from` and `to` are YYYY-MM-DD; `to` is exclusive, so SQL reads `ts >= from and ts < to`.
 */
const DAY_MS = 86_400_000;
const DAY_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export type DayRange = {
  from: string;
  /** Exclusive. */
  to: string;
  preset: RangePreset | null;
  /** Every day of the period, oldest first. */
  days: string[];
  /** "Last 30 days", "Jan 1, 2026 – Mar 31, 2026". */
  label: string;
  /** For file names: "2026-10-28-to-2026-11-26". */
  slug: string;
};

export function addDays(day: string, n: number): string {
  return isoDay(new Date(parseDay(day)!.getTime() + n * DAY_MS));
}

export function daysBetween(from: string, toExclusive: string): string[] {
  const out: string[] = [];
  for (let d = from; d < toExclusive; d = addDays(d, 1)) out.push(d);
  return out;
}

export function makeRange(from: string, toExclusive: string, preset: RangePreset | null): DayRange {
  const last = addDays(toExclusive, -1);
  return {
    from,
    to: toExclusive,
    preset,
    days: daysBetween(from, toExclusive),
    label: preset ? `Last ${preset} days` : `${DAY_LABEL.format(parseDay(from)!)} – ${DAY_LABEL.format(parseDay(last)!)}`,
    slug: `${from}-to-${last}`,
  };
}

export function resolveRange(query: Partial<Pick<RangeQuery, "range" | "from" | "to">>, now: Date): DayRange {
  if (query.range === "custom" && query.from && query.to) return makeRange(query.from, addDays(query.to, 1), null);
  const preset = query.range && query.range !== "custom" ? (Number(query.range) as RangePreset) : DEFAULT_RANGE_PRESET;
  const tomorrow = addDays(isoDay(now), 1);
  return makeRange(addDays(tomorrow, -preset), tomorrow, preset);
}

export type RawRange = { range: string; from: string; to: string };
export type ReadRange = { typed: RawRange; query: RangeQuery; issues: { field: string; message: string }[] };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** A page's range from its URL: what was typed (kept in the form), the range to show (the default when not understood) and the problems. */
export function readRange(params: Record<string, string | string[] | undefined>): ReadRange {
  const typed = { range: first(params.range), from: first(params.from), to: first(params.to) };
  const parsed = rangeQuerySchema.safeParse(typed);
  if (parsed.success) return { typed, query: parsed.data, issues: [] };
  return { typed, query: { range: undefined, from: undefined, to: undefined }, issues: parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ""), message: i.message })) };
}

export const RANGE_OPTIONS = RANGE_CHOICES.map((c) => ({ value: c, label: c === "custom" ? "Custom dates" : `Last ${c} days` }));
