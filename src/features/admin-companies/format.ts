/* Dates of the admin companies pages: UTC, fixed locale (server and browser render the same text). */
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export function formatDateTimeUtc(value: string | Date): string {
  return `${dateTime.format(new Date(value))} UTC`;
}

export function formatDateUtc(value: string | Date): string {
  return date.format(new Date(value));
}

export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
