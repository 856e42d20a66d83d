/** Dates as the pipeline pages show them ("26 Nov 2026, 14:05"), in UTC so server and browser agree. */
const dayTime = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
const day = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function formatDayTime(iso: string): string {
  return `${dayTime.format(new Date(iso))} UTC`;
}

export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}
