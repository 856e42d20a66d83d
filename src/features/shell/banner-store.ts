/*
 * Spec 4: the notification banner is visible until the user closes it; the close is remembered for
 * the browser session under the storage key hide-notification-banner; it can be reopened
 * programmatically, which clears that flag.
 *
 * Reopen from anywhere with `showNotificationBanner()` (or, without importing this module,
 * `window.dispatchEvent(new Event("upstep:show-banner"))`).
 */
export const HIDE_BANNER_STORAGE_KEY = "hide-notification-banner";
export const SHOW_BANNER_EVENT = "upstep:show-banner";
const CHANGE_EVENT = "upstep:banner-changed";

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function sessionStore(): SessionStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: the banner simply shows again
  }
}

export function isBannerHidden(store: SessionStore | null = sessionStore()): boolean {
  return store?.getItem(HIDE_BANNER_STORAGE_KEY) === "true";
}

export function hideBanner(store: SessionStore | null = sessionStore()): void {
  store?.setItem(HIDE_BANNER_STORAGE_KEY, "true");
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Clears the flag; the banner shows again wherever it has content to show. */
export function clearBannerHidden(store: SessionStore | null = sessionStore()): void {
  store?.removeItem(HIDE_BANNER_STORAGE_KEY);
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function showNotificationBanner(): void {
  window.dispatchEvent(new Event(SHOW_BANNER_EVENT));
}

/** For useSyncExternalStore: notified when the flag changes in this tab or the reopen event fires. */
export function subscribeBannerHidden(onChange: () => void): () => void {
  const reopen = () => clearBannerHidden();
  window.addEventListener(SHOW_BANNER_EVENT, reopen);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener(SHOW_BANNER_EVENT, reopen);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
