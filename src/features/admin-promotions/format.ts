/* Dates in UTC with a fixed locale: the server's HTML and the browser's render agree. */
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function formatDay(value: string | Date): string {
  return date.format(typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value));
}

export function formatDateTimeUtc(value: string | Date): string {
  return `${dateTime.format(new Date(value))} UTC`;
}

/** The UTC day (YYYY-MM-DD) of a time. */
export function utcDay(value: Date): string {
  return value.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}
