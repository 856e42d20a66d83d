import { DEFAULT_RANGE_PRESET, parseDay, type RangePreset, type TrackerInterval, type TrackerQuery } from "./schemas";

/*
 * A tracker's period from its query (decision 046). Pure, so the rules are unit-tested:
 * - a preset is the last N days up to now: [now - N days, now);
 * - custom dates are whole UTC days, both included: [from 00:00, the day after `to` 00:00);
 * - hires over time go by week (Monday, UTC) for periods of up to 90 days, else by month, unless the
 *   query asks.
 */
const DAY_MS = 86_400_000;

export type TrackerRange = {
  from: Date;
  /** Exclusive. */
  to: Date;
  preset: RangePreset | null;
  interval: TrackerInterval;
  /** "Last 90 days", "Jan 1, 2026 – Mar 31, 2026". */
  label: string;
  /** A stamp for file names: "last-90-days-to-2026-11-26", "2026-01-01-to-2026-03-31". */
  slug: string;
};

/** The period in a sentence: "in the last 90 days", "from Jan 1, 2026 to Mar 31, 2026". */
export function periodPhrase(range: Pick<TrackerRange, "preset" | "from" | "to">): string {
  if (range.preset) return `in the last ${range.preset} days`;
  return `from ${DAY_LABEL.format(range.from)} to ${DAY_LABEL.format(new Date(range.to.getTime() - DAY_MS))}`;
}

const DAY_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function resolveRange(query: Pick<TrackerQuery, "range" | "from" | "to" | "interval">, now: Date): TrackerRange {
  if (query.range === "custom" && query.from && query.to) {
    const from = parseDay(query.from)!;
    const last = parseDay(query.to)!;
    const to = new Date(last.getTime() + DAY_MS);
    const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
    return {
      from,
      to,
      preset: null,
      interval: query.interval ?? (days <= 90 ? "week" : "month"),
      label: `${DAY_LABEL.format(from)} – ${DAY_LABEL.format(last)}`,
      slug: `${isoDay(from)}-to-${isoDay(last)}`,
    };
  }
  const preset = query.range && query.range !== "custom" ? (Number(query.range) as RangePreset) : DEFAULT_RANGE_PRESET;
  return {
    from: new Date(now.getTime() - preset * DAY_MS),
    to: now,
    preset,
    interval: query.interval ?? (preset <= 90 ? "week" : "month"),
    label: `Last ${preset} days`,
    slug: `last-${preset}-days-to-${isoDay(now)}`,
  };
}

/** The start of the week (Monday 00:00 UTC) or month holding `d`, as PostgreSQL's date_trunc gives it. */
export function periodStart(d: Date, interval: TrackerInterval): Date {
  if (interval === "month") return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

const MONTH_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const WEEK_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export type Period = { period: string; label: string; count: number };

/**
 * Every week or month the range touches, oldest first, with the counts found (by the period's first
 * day, YYYY-MM-DD) and zero for the others: a chart of hires shows the quiet weeks too.
 */
export function fillPeriods(range: Pick<TrackerRange, "from" | "to" | "interval">, counts: ReadonlyMap<string, number>): Period[] {
  const out: Period[] = [];
  const last = new Date(range.to.getTime() - 1);
  let at = periodStart(range.from, range.interval);
  while (at.getTime() <= last.getTime()) {
    const key = isoDay(at);
    out.push({ period: key, label: range.interval === "month" ? MONTH_LABEL.format(at) : `Week of ${WEEK_LABEL.format(at)}`, count: counts.get(key) ?? 0 });
    at = range.interval === "month" ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)) : new Date(at.getTime() + 7 * DAY_MS);
  }
  return out;
}
