import { api } from "@/lib/api/client";
import { LOGOUT_PATH } from "@/lib/routes";
import { clearLogoutState, logOutAndGo, logOutEverywhere } from "../logout";

/*
 * The one way the app logs out in the browser (the Log Out Confirmation modal, Account and security's
 * Log out everywhere, account deletion, the log-out page): spec 4's clean-up, then POST
 * /api/auth/logout with the CSRF header (the API client's default headers), then returnTo.
 */

/** The delete-all-refresh-tokens endpoint (spec 7), used by Log out everywhere. */
const DELETE_ALL_REFRESH_TOKENS = "/identity/refresh-tokens/delete-all";

export function signOut(returnTo = "/"): Promise<void> {
  return logOutAndGo(
    {
      clear: () => clearLogoutState({ local: window.localStorage, session: window.sessionStorage, doc: document }),
      postSignOut: () => api.post(LOGOUT_PATH),
      assign: (url) => window.location.assign(url),
    },
    returnTo,
  );
}

/** Log out everywhere: delete-all first, then sign out here whatever its result (spec 4). */
export function signOutEverywhere(): Promise<void> {
  return logOutEverywhere({ deleteAllRefreshTokens: () => api.post(DELETE_ALL_REFRESH_TOKENS), signOut: () => signOut() });
}
