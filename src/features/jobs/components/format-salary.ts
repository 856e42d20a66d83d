import type { SalaryPeriod } from "@/db/schema";

/*
 * The one way pay reads on the site: job pages, job lists, search results and the pay filter.
 * Amounts are integer cents with an ISO 4217 currency (USD when the job states none).
 */

export type SalaryFields = {
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
};

export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = { hour: "an hour", year: "a year" };

export type MoneyStyle = {
  /** Amounts of 1,000 or more in whole thousands ("$80k"), for dense lists. */
  compact?: boolean;
};

/** "$38", "$52.50", "€90,000"; compact: "$95k". A currency Intl does not know follows the number. */
export function formatMoney(cents: number, currency: string, style: MoneyStyle = {}): string {
  const thousands = style.compact === true && Math.abs(cents) >= 100_000;
  const amount = thousands ? Math.round(cents / 100_000) : cents / 100;
  const digits = Number.isInteger(amount) ? 0 : 2;
  const suffix = thousands ? "k" : "";
  try {
    return `${new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount)}${suffix}`;
  } catch {
    return `${amount.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })}${suffix} ${currency}`;
  }
}

/**
 * "$38 – $52.50 an hour", "From $60,000 a year", "Up to €90,000 a year"; compact "$80k – $95k a year".
 * null when the job states no pay.
 */
export function formatSalary(salary: SalaryFields, style: MoneyStyle = {}): string | null {
  const { salaryMinCents: min, salaryMaxCents: max } = salary;
  if (min === null && max === null) return null;
  const money = (cents: number) => formatMoney(cents, salary.salaryCurrency ?? "USD", style);
  const period = salary.salaryPeriod ? ` ${SALARY_PERIOD_LABELS[salary.salaryPeriod]}` : "";
  if (min === null) return `Up to ${money(max!)}${period}`;
  if (max === null) return `From ${money(min)}${period}`;
  const [low, high] = [money(min), money(max)];
  return `${low === high ? low : `${low} – ${high}`}${period}`;
}
