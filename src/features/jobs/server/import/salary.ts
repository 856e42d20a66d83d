import "server-only";
import type { SalaryPeriod } from "@/db/schema";

export type Salary = { minCents: number | null; maxCents: number | null; currency: string; period: SalaryPeriod };
export type SalaryResult = { ok: true; salary: Salary | null } | { ok: false; reason: "invalid salary" | "salary min > max" };

const MAX_CENTS = 2_000_000_000; // fits the integer columns with room (yearly $20M)

const CURRENCY_SIGNS: [RegExp, string][] = [
  [/€|\beur\b/i, "EUR"],
  [/£|\bgbp\b/i, "GBP"],
  [/\bcad\b|c\$/i, "CAD"],
  [/\$|\busd\b/i, "USD"],
];

type Unit = "hour" | "day" | "week" | "month" | "year";

function unitOf(text: string): Unit | null {
  const t = text.toLowerCase();
  if (/\b(hour|hours|hr|hrs|hourly)\b|\/\s*h\b/.test(t)) return "hour";
  if (/\b(day|days|daily|diem)\b/.test(t)) return "day";
  if (/\b(week|weeks|wk|weekly)\b/.test(t)) return "week";
  if (/\b(month|months|mo|monthly)\b/.test(t)) return "month";
  if (/\b(year|years|yr|yearly|annual|annually|annum|salary)\b/.test(t)) return "year";
  return null;
}

function periodFromName(value: string): Unit | null {
  return unitOf(value) ?? null;
}

/** Day, week and month figures become hourly (8 h a day) or yearly (52 weeks, 12 months) ones. */
function toStoredPeriod(amount: number, unit: Unit): { amount: number; period: SalaryPeriod } {
  switch (unit) {
    case "hour":
      return { amount, period: "hour" };
    case "day":
      return { amount: amount / 8, period: "hour" };
    case "week":
      return { amount: amount * 52, period: "year" };
    case "month":
      return { amount: amount * 12, period: "year" };
    default:
      return { amount, period: "year" };
  }
}

function build(min: number | null, max: number | null, unit: Unit | null, currency: string): SalaryResult {
  for (const v of [min, max]) if (v !== null && (!Number.isFinite(v) || v <= 0)) return { ok: false, reason: "invalid salary" };
  if (min === null && max === null) return { ok: true, salary: null };
  // No unit given: small figures are hourly pay, large ones yearly.
  const u: Unit = unit ?? ((max ?? min)! < 500 ? "hour" : "year");
  const lo = min === null ? null : toStoredPeriod(min, u);
  const hi = max === null ? null : toStoredPeriod(max, u);
  const period = (lo ?? hi)!.period;
  const minCents = lo ? Math.round(lo.amount * 100) : null;
  const maxCents = hi ? Math.round(hi.amount * 100) : null;
  if ((minCents ?? 0) > MAX_CENTS || (maxCents ?? 0) > MAX_CENTS) return { ok: false, reason: "invalid salary" };
  if (minCents !== null && maxCents !== null && minCents > maxCents) return { ok: false, reason: "salary min > max" };
  return { ok: true, salary: { minCents, maxCents, currency, period } };
}

/**
 * Free-text salaries as Indeed feeds carry them: "$15.50 - $20.00 per hour", "$60K-$75K a year",
 * "Up to $25/hr", "From $52,000", "45000". A single figure is both minimum and maximum.
 */
export function parseSalaryText(text: string, currencyHint?: string): SalaryResult {
  const cleaned = text.replace(/\s+/g, " ").trim();
  if (!cleaned) return { ok: true, salary: null };
  const currency = currencyHint ?? CURRENCY_SIGNS.find(([re]) => re.test(cleaned))?.[1] ?? "USD";
  const found: { n: number; signed: boolean }[] = [];
  for (const m of cleaned.matchAll(/([$€£]\s*)?(\d[\d,]*(?:\.\d+)?)\s*([kK](?![a-z]))?/g)) {
    found.push({ n: Number(m[2]!.replace(/,/g, "")) * (m[3] ? 1000 : 1), signed: Boolean(m[1]) });
  }
  // "$18/hr, 40 hours a week": figures with a currency sign win over other numbers.
  const pool = found.some((f) => f.signed) ? found.filter((f) => f.signed) : found;
  const numbers = pool.slice(0, 2).map((f) => f.n);
  if (numbers.length === 0) return { ok: false, reason: "invalid salary" };
  const unit = unitOf(cleaned);
  const lower = cleaned.toLowerCase();
  if (numbers.length === 2) return build(numbers[0]!, numbers[1]!, unit, currency);
  const n = numbers[0]!;
  if (/\bup to\b|\bmax(imum)?\b/.test(lower)) return build(null, n, unit, currency);
  if (/\bfrom\b|\bstarting\b|\bmin(imum)?\b|\+/.test(lower)) return build(n, null, unit, currency);
  return build(n, n, unit, currency);
}

/** JSON feeds may give salaryMin / salaryMax (in currency units) with salaryCurrency and salaryPeriod. */
export function salaryFromParts(min: number | null, max: number | null, currency: string | undefined, period: string | undefined): SalaryResult {
  const unit = period ? periodFromName(period) : null;
  if (period && !unit) return { ok: false, reason: "invalid salary" };
  return build(min, max, unit, currency ?? "USD");
}
