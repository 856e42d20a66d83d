/*
 * When a notification came, as the inbox says it: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago", then the date ("Nov 12, 2026"; the year only when it is not this one).
 * Rendered on the server per request, in UTC for dates.
 */
export function formatNotificationTime(createdAt: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 1000));
  if (seconds < 60) return "just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  const sameYear = createdAt.getUTCFullYear() === now.getUTCFullYear();
  return createdAt.toLocaleDateString("en-US", { month: "short", day: "numeric", ...(sameYear ? {} : { year: "numeric" }), timeZone: "UTC" });
}

/** The full time for a tooltip and the detail page: "Nov 25, 2026, 3:04 PM UTC". */
export function formatNotificationDateTime(createdAt: Date): string {
  return `${createdAt.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" })} UTC`;
}
