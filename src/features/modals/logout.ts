import { LOGOUT_CLEARED_KEYS, STORAGE_KEYS, TRACKING_SESSION_COOKIES, TRACKING_SESSION_STORAGE_KEY } from "./storage-keys";

/*
 * Spec 4 "Logout": clears tracking session state and the storage entries for personality assessment,
 * recent courses and recent jobs, then goes to sign-out. The logout flag is set so other tabs (storage
 * event) and the next page know a logout happened.
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

/** "Log out everywhere": the delete-all-refresh-tokens call first, then sign out whatever its result. */
export async function logOutEverywhere(deps: { deleteAllRefreshTokens: () => Promise<unknown>; signOut: () => void }): Promise<void> {
  try {
    await deps.deleteAllRefreshTokens();
  } catch {
    // Signing out still happens: the spec says whatever the result.
  }
  deps.signOut();
}
