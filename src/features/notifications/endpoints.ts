/* Notifications API paths, relative to the API client's /api base (one helper per family). */
export const NOTIFICATIONS_API = "/notifications";
export const NOTIFICATIONS_UNREAD_COUNT_API = "/notifications/unread-count";
export const NOTIFICATIONS_READ_ALL_API = "/notifications/read-all";

export function notificationReadApiPath(id: string): string {
  return `/notifications/${encodeURIComponent(id)}/read`;
}
