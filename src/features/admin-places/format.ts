/* Dates in UTC with a fixed locale (server and browser agree); numbers with the same locale. */
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const numbers = new Intl.NumberFormat("en-US");

export function formatDateTimeUtc(value: string | Date): string {
  return `${dateTime.format(new Date(value))} UTC`;
}

export function formatCount(n: number): string {
  return numbers.format(n);
}
