import { logoutPath } from "@/lib/routes";
import { LOGOUT_CLEARED_KEYS, STORAGE_KEYS, TRACKING_SESSION_COOKIES, TRACKING_SESSION_STORAGE_KEY } from "./storage-keys";

/*
 * Spec 4 "Logout": clears tracking session state and the storage entries for personality assessment,
 * recent courses and recent jobs, then goes to sign-out. The logout flag is set so other tabs (storage
 * event) and the next page know a logout happened. Signing out is a POST with the CSRF header (issue
 * 12: a GET of the sign-out route only shows the log-out page, so no other site can log anyone out).
 */
type StorageLike = Pick<Storage, "removeItem" | "setItem">;

export function clearLogoutState(env: { local: StorageLike; session: StorageLike; doc?: { cookie: string }; now?: () => number }): void {
  for (const key of LOGOUT_CLEARED_KEYS) {
    env.local.removeItem(key);
    env.session.removeItem(key);
  }
  env.session.removeItem(TRACKING_SESSION_STORAGE_KEY);
  if (env.doc) for (const name of TRACKING_SESSION_COOKIES) env.doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  env.local.setItem(STORAGE_KEYS.logout, String((env.now ?? Date.now)()));
}

/**
 * Log out here: clear the browser's state, POST the sign-out, then go to returnTo (same-site paths
 * only: the callers pass constants or a returnTo the server checked). If the POST fails the browser
 * goes to the log-out page instead, where the user can try again, rather than to a page that still
 * shows them signed in.
 */
export async function logOutAndGo(deps: { clear: () => void; postSignOut: () => Promise<unknown>; assign: (url: string) => void }, returnTo = "/"): Promise<void> {
  deps.clear();
  try {
    await deps.postSignOut();
  } catch {
    deps.assign(logoutPath(returnTo === "/" ? undefined : returnTo));
    return;
  }
  deps.assign(returnTo);
}

/** "Log out everywhere": the delete-all-refresh-tokens call first, then sign out whatever its result. */
export async function logOutEverywhere(deps: { deleteAllRefreshTokens: () => Promise<unknown>; signOut: () => unknown }): Promise<void> {
  try {
    await deps.deleteAllRefreshTokens();
  } catch {
    // Signing out still happens: the spec says whatever the result.
  }
  await deps.signOut();
}
