/* Outreach and health formatting: UTC dates with a fixed locale (server and browser agree), counts and rates. */
import { SEGMENT_ROLES, type BroadcastSegment } from "./types";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const number = new Intl.NumberFormat("en-US");

export function formatDateTimeUtc(value: string | Date): string {
  return `${dateTime.format(new Date(value))} UTC`;
}

export function formatCount(n: number): string {
  return number.format(n);
}

/** "3 of 4 (75%)"; a rate of nothing is a dash. */
export function formatRate(part: number, whole: number): string {
  if (whole <= 0) return `${formatCount(part)}`;
  return `${formatCount(part)} (${Math.round((part / whole) * 100)}%)`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v >= 100 ? 0 : 1)} ${units[i]}`;
}

export function peopleCount(n: number): string {
  return `${formatCount(n)} ${n === 1 ? "person" : "people"}`;
}

/** A segment in words: "Candidates in CA interested in nursing, active in the last 30 days", or "Everyone". */
export function describeSegment(segment: BroadcastSegment, categoryName?: (slug: string) => string | undefined): string {
  const parts: string[] = [];
  const role = SEGMENT_ROLES.find((r) => r.value === segment.role)?.label;
  parts.push(role ?? "Everyone");
  if (segment.state) parts.push(`in ${segment.state}`);
  if (segment.category) parts.push(`interested in ${categoryName?.(segment.category) ?? segment.category}`);
  if (segment.activeDays) parts.push(`active in the last ${segment.activeDays} ${segment.activeDays === 1 ? "day" : "days"}`);
  return parts.join(", ").replace(/^(\w+), in/, "$1 in").replace(/, interested/, " interested");
}
