/* Dates in UTC with a fixed locale (server and browser agree), durations and counts for the job data pages. */
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const count = new Intl.NumberFormat("en-US");

export function formatUtc(value: string | Date): string {
  return `${dateTime.format(new Date(value))} UTC`;
}

export function formatCount(n: number): string {
  return count.format(n);
}

export function formatDuration(ms: number | null): string {
  if (ms === null) return "—";
  if (ms < 1000) return `${ms} ms`;
  const s = Math.round(ms / 100) / 10;
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${Math.round(s - m * 60)} s`;
}

export const RUN_STATUS_LABELS = { running: "Running", succeeded: "Succeeded", failed: "Failed" } as const;
export const FORMAT_LABELS = { auto: "XML or JSON (detected)", xml: "XML (Indeed-style)", json: "JSON" } as const;
