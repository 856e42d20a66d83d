/* Dates and durations as the applicant screens show them (UTC, so server and browser agree). */
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const dayTime = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });

export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

export function formatDayTime(iso: string): string {
  return dayTime.format(new Date(iso));
}

/** "3 days", "5 hours", "under an hour": how long since `iso`. */
export function timeSince(iso: string, now: number = Date.now()): string {
  const hours = Math.max(0, (now - new Date(iso).getTime()) / 3_600_000);
  if (hours < 1) return "under an hour";
  if (hours < 48) return `${Math.floor(hours)} hour${Math.floor(hours) === 1 ? "" : "s"}`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}

export function ratingText(average: number | null, count: number): string {
  if (average === null || count === 0) return "Not rated";
  return `${average.toFixed(1)} of 5 (${count} rating${count === 1 ? "" : "s"})`;
}
