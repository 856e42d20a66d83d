import type { EmploymentType, SalaryPeriod } from "@/db/schema";

/* Display text for a job's facts; shared by the detail page, similar jobs and company job lists. */

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  temporary: "Temporary",
  internship: "Internship",
  "per-diem": "Per diem",
};

function money(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(whole ? 0 : 2)} ${currency}`;
  }
}

/** "$38 – $52 an hour", "From $60,000 a year", or null when the job states no pay. */
export function formatSalary(job: { salaryMinCents: number | null; salaryMaxCents: number | null; salaryCurrency: string | null; salaryPeriod: SalaryPeriod | null }): string | null {
  const { salaryMinCents: min, salaryMaxCents: max } = job;
  if (min === null && max === null) return null;
  const currency = job.salaryCurrency ?? "USD";
  const period = job.salaryPeriod === "hour" ? " an hour" : job.salaryPeriod === "year" ? " a year" : "";
  if (min !== null && max !== null) return min === max ? `${money(min, currency)}${period}` : `${money(min, currency)} – ${money(max, currency)}${period}`;
  if (min !== null) return `From ${money(min, currency)}${period}`;
  return `Up to ${money(max!, currency)}${period}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function formatDate(date: Date): string {
  return DATE_FORMAT.format(date);
}

/** Two letters for a logo placeholder: "Northwind Health" -> "NH", "Contoso" -> "CO". */
export function companyInitials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return (words[0] ?? "?").slice(0, 2).toUpperCase();
}

/** Plain text of sanitised HTML (RSS descriptions, meta descriptions). */
export function htmlToText(html: string, maxLength?: number): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (maxLength === undefined || text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
