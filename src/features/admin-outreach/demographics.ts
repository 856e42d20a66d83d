/*
 * The demographics page's periods (decision 057): months and quarters as UTC date ranges, the choices
 * the page offers (the last 12 months and 8 quarters), and the date range a query stands for.
 */
import type { DemographicPeriod } from "./types";

const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** "2026-11" -> November 2026 (the 1st to the 30th); "2026-Q4" -> October to December 2026; anything else null. */
export function periodRange(value: string): DemographicPeriod | null {
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (month) {
    const y = Number(month[1]);
    const m = Number(month[2]) - 1;
    const first = new Date(Date.UTC(y, m, 1));
    return { value, kind: "month", label: monthName.format(first), from: isoDay(first), to: isoDay(new Date(Date.UTC(y, m + 1, 0))) };
  }
  const quarter = /^(\d{4})-Q([1-4])$/.exec(value);
  if (quarter) {
    const y = Number(quarter[1]);
    const q = Number(quarter[2]);
    return { value, kind: "quarter", label: `Q${q} ${y}`, from: isoDay(new Date(Date.UTC(y, (q - 1) * 3, 1))), to: isoDay(new Date(Date.UTC(y, q * 3, 0))) };
  }
  return null;
}

/** The period choices, newest first: the last `months` months and `quarters` quarters up to `now`. */
export function periodChoices(now: Date, months = 12, quarters = 8): { months: DemographicPeriod[]; quarters: DemographicPeriod[] } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const monthList = Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(y, m - i, 1));
    return periodRange(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`)!;
  });
  const q0 = Math.floor(m / 3);
  const quarterList = Array.from({ length: quarters }, (_, i) => {
    const index = y * 4 + q0 - i;
    return periodRange(`${Math.floor(index / 4)}-Q${(index % 4) + 1}`)!;
  });
  return { months: monthList, quarters: quarterList };
}

/** The dates the report covers: the period's when one is chosen, else the range typed. */
export function demographicsRange(query: { period?: string; from?: string; to?: string }): { from?: string; to?: string } {
  const period = query.period ? periodRange(query.period) : null;
  if (period) return { from: period.from, to: period.to };
  return { from: query.from, to: query.to };
}
