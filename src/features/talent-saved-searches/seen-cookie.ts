/*
 * "New since your last visit" (decision 044): the saved searches page remembers when this browser last
 * showed it, in a cookie scoped to the page (no column for it in talent_saved_searches). The server
 * reads it to count the matches found since; the page's client sets it to now after showing them.
 * Per member: the value starts with the user's id, so a shared browser does not mix two people's visits.
 */
export const SAVED_SEARCHES_SEEN_COOKIE = "upstep-saved-searches-seen";

export function seenCookieValue(userId: string, at: Date): string {
  return `${userId}.${at.getTime()}`;
}

/** The last visit this cookie records for this user, or null (none, another user's, or garbled). */
export function readSeenCookie(value: string | undefined, userId: string): Date | null {
  if (!value) return null;
  const [who, ms] = value.split(".");
  if (who !== userId || !ms || !/^\d{1,15}$/.test(ms)) return null;
  const at = new Date(Number(ms));
  return Number.isNaN(at.getTime()) ? null : at;
}
