/*
 * Spec 2.1: URL hash #profile-photo opens the Upload Avatar modal, #logout the Log Out Confirmation
 * modal; the hash is cleared when either closes.
 */
export const MODAL_HASHES = { "#profile-photo": "profile-photo", "#logout": "logout" } as const;
export type HashModal = (typeof MODAL_HASHES)[keyof typeof MODAL_HASHES];

export const PROFILE_PHOTO_HASH = "#profile-photo";
export const LOGOUT_HASH = "#logout";

export function modalFromHash(hash: string): HashModal | null {
  const h = hash.toLowerCase();
  return h in MODAL_HASHES ? MODAL_HASHES[h as keyof typeof MODAL_HASHES] : null;
}

/** The URL without its hash (path and query kept), for history.replaceState. */
export function urlWithoutHash(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * Clears the hash without a scroll jump or a new history entry: replaceState keeps the router's
 * history.state (Next stores its tree there) and does not scroll, where `location.hash = ""` would
 * scroll to the top and add an entry.
 */
export function clearModalHash(win: Pick<Window, "location" | "history"> = window): void {
  if (!modalFromHash(win.location.hash)) return;
  win.history.replaceState(win.history.state, "", urlWithoutHash(win.location));
}
