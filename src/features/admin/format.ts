/*
 * Dates in the admin area are shown in UTC with a fixed locale, so the server's HTML and the
 * browser's render agree (no hydration mismatch) and two admins in different places see the same text.
 */
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export function formatDateTimeUtc(value: string | Date): string {
  return `${dateTime.format(new Date(value))} UTC`;
}

export function formatDateUtc(value: string | Date): string {
  return date.format(new Date(value));
}
