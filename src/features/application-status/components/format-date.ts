const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Nov 25, 2026" (UTC, so the server and the browser print the same day). */
export function formatDay(iso: string): string {
  return dateFormat.format(new Date(iso));
}
