/*
 * Numbers of the site shell, straight from the spec (sections 2.4, 4 and 9). Kept in one place so the
 * components and the tests read the same values.
 */
/** Spec 2.1 / 9: the route-change progress bar starts after 500 ms. */
export const PROGRESS_BAR_DELAY_MS = 500;
/** Spec 4 / 9: dropdown menus close 100 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 100;
/** Spec 4 / 9: the desktop header is pinned when the page is scrolled past 120. */
export const NAV_PIN_THRESHOLD_PX = 120;
/** Spec 2.4 / 9 widths. */
export const JOB_SEEKERS_MENU_WIDTH_PX = 1000;
export const MENU_WIDTH_PX = 360;
export const AVATAR_MENU_WIDTH_PX = 250;
export const AVATAR_SIZE_PX = 36;
/** Spec 8 / 9: toasts auto-close after 4000 ms, at most 5 at once. */
export const TOAST_AUTO_CLOSE_MS = 4000;
export const TOAST_LIMIT = 5;
/** The static avatar shown when a signed-in user has none (public/images/default-avatar.svg). */
export const DEFAULT_AVATAR_SRC = "/images/default-avatar.svg";
