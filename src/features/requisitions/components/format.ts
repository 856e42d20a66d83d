import { formatCurrency } from "@/lib/validation/fields";

/* How requisitions read on the pages (decision 045): dates in UTC as people write them, pay as a band. */
const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const MOMENT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });

export function formatDay(value: string | null): string {
  if (!value) return "—";
  return DAY.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}

export function formatMoment(value: string): string {
  return MOMENT.format(new Date(value));
}

export function formatSalaryBand(min: number | null, max: number | null, period: "hour" | "year" | null): string {
  if (min === null && max === null) return "Not set";
  const per = period === "hour" ? " an hour" : period === "year" ? " a year" : "";
  if (min !== null && max !== null) return min === max ? `${formatCurrency(min)}${per}` : `${formatCurrency(min)} – ${formatCurrency(max)}${per}`;
  return min !== null ? `From ${formatCurrency(min)}${per}` : `Up to ${formatCurrency(max!)}${per}`;
}
