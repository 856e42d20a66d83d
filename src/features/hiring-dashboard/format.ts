/*
 * How the hiring dashboard words its numbers and times (decision 041). Pure; dates in UTC like the
 * rest of Upstep's server-rendered pages.
 */
const DAY_MS = 86_400_000;
const number = new Intl.NumberFormat("en-US");
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" });

export const formatCount = (n: number) => number.format(n);

export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** A share as a whole percentage ("38%"); "under 1%" for a small non-zero share. */
export function formatPercent(share: number): string {
  if (share > 0 && share < 0.005) return "under 1%";
  return `${Math.round(share * 100)}%`;
}

/** A duration in days as people say it: "under 1 hour", "5 hours", "1 day", "2.5 days", "12 days". */
export function formatDuration(days: number): string {
  const hours = days * 24;
  if (hours < 1) return "under 1 hour";
  if (days < 1) return plural(Math.floor(hours), "hour", "hours");
  const rounded = days < 10 ? Math.round(days * 10) / 10 : Math.round(days);
  return `${rounded.toLocaleString("en-US")} ${rounded === 1 ? "day" : "days"}`;
}

export const formatDate = (d: Date) => dateFormat.format(d);

/** "Nov 25, 3:10 PM UTC" */
export const formatDateTime = (d: Date) => `${dateTimeFormat.format(d)} UTC`;

/** Whole days from `from` to `to` (0 on the first day). */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
}

/** "Open 12 days", "Opened today", "Open 1 day". */
export function openFor(openedAt: Date, now: Date): string {
  const days = daysBetween(openedAt, now);
  return days === 0 ? "Opened today" : `Open ${plural(days, "day", "days")}`;
}

/** "Expires in 18 days (Dec 14, 2026)", "Expires today", "Expired Dec 1, 2026", "No end date". */
export function expiry(expiresAt: Date | null, now: Date): string {
  if (!expiresAt) return "No end date";
  if (expiresAt.getTime() <= now.getTime()) return `Expired ${formatDate(expiresAt)}`;
  const days = Math.floor((expiresAt.getTime() - now.getTime()) / DAY_MS);
  if (days === 0) return "Expires today";
  return `Expires in ${plural(days, "day", "days")} (${formatDate(expiresAt)})`;
}
