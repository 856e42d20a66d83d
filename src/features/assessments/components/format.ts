const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "Nov 25, 2026" for an ISO time (UTC, so server and browser agree). */
export function assessmentDate(iso: string): string {
  return DATE.format(new Date(iso));
}
