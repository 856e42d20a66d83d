/*
 * URL helpers, one per family (CONVENTIONS: never build URLs by concatenation in components).
 * The jobs, blog and company families join this file with their issues.
 */
export function loginPath(returnTo?: string): string {
  return returnTo ? `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}` : "/api/auth/login";
}

/** The sign-out route (spec 2.7). GET leads to the log-out page; POST with the CSRF header logs out. */
export const LOGOUT_PATH = "/api/auth/logout";

export function logoutPath(returnTo?: string): string {
  return returnTo ? `${LOGOUT_PATH}?returnTo=${encodeURIComponent(returnTo)}` : LOGOUT_PATH;
}

/** The page that asks before logging out (where a GET of the sign-out route leads); "/" is left out. */
export const LOGOUT_PAGE_PATH = "/logout";

export function logoutPagePath(returnTo?: string): string {
  return returnTo && returnTo !== "/" ? `${LOGOUT_PAGE_PATH}?returnTo=${encodeURIComponent(returnTo)}` : LOGOUT_PAGE_PATH;
}

/** The 400 page the proxy shows for a URL no route can serve (lib/malformed-url.ts). */
export const BAD_REQUEST_PAGE_PATH = "/bad-request";

export const ACCOUNT_DELETED_PATH = "/deleteaccount/confirmation";
export const JOIN_PATH = "/join";
export const SIGN_IN_AFTER_SIGN_UP_PATH = "/api/auth/sign-in?from_sign_up=true";
export const ACCOUNT_SECURITY_PATH = "/account/security";
export const ADMIN_FEATURES_PATH = "/admin/features";

export function adminFeaturePath(id: string): string {
  return `/admin/features/${encodeURIComponent(id)}`;
}

export function socialSignInPath(provider: "google" | "facebook" | "apple", returnTo?: string): string {
  const base = `/api/auth/sign-in/candidate?social=${provider}`;
  return returnTo && returnTo !== "/" ? `${base}&returnTo=${encodeURIComponent(returnTo)}` : base;
}

/* Account pages (features/auth). */
export const FORGOT_PASSWORD_PATH = "/forgot-password";
export const RESET_PASSWORD_PATH = "/reset-password";
export const CONFIRM_ACCOUNT_PATH = "/auth/confirm-account";
export const CANDIDATE_SIGNUP_PATH = "/candidates/signup";
export const HIRING_PATH = "/hiring";
export const DEV_OUTBOX_PATH = "/dev/outbox";
export const TERMS_OF_SERVICE_PATH = "/terms-of-service";
export const PRIVACY_PATH = "/privacy";

export function devOutboxPath(opts: { to?: string } = {}): string {
  return opts.to ? `${DEV_OUTBOX_PATH}?to=${encodeURIComponent(opts.to)}` : DEV_OUTBOX_PATH;
}

export const ADMIN_PATH = "/admin";
export const ADMIN_USERS_PATH = "/admin/users";
/** The background queues (issue 13, decision 018). */
export const ADMIN_SYSTEM_PATH = "/admin/system";

/** The admin users list; page 1 and an empty search are omitted. */
export function adminUsersPath(opts: { q?: string; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (opts.q) params.set("q", opts.q);
  if (opts.page && opts.page > 1) params.set("page", String(opts.page));
  const qs = params.toString();
  return qs ? `${ADMIN_USERS_PATH}?${qs}` : ADMIN_USERS_PATH;
}

/* The notifications inbox (issue 13): page 1 and the "all" filter are omitted. */
export const NOTIFICATIONS_PATH = "/notifications";

export function notificationsPath(opts: { unread?: boolean; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (opts.unread) params.set("unread", "1");
  if (opts.page && opts.page > 1) params.set("page", String(opts.page));
  const qs = params.toString();
  return qs ? `${NOTIFICATIONS_PATH}?${qs}` : NOTIFICATIONS_PATH;
}

export function notificationPath(id: string): string {
  return `${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}`;
}

/** The email and notification settings ("Job Alerts" in the menu; issue 13 part 2). */
export const DASHBOARD_SETTINGS_PATH = "/dashboard/settings";

/* The candidate profile (spec 2.7: tab = candidate360, settings or jobs-and-courses); only settings is built (decision 021). */
export const MY_PROFILE_PATH = "/my-profile";
export const MY_PROFILE_SETTINGS_PATH = "/my-profile?tab=settings";

/* One-click unsubscribe's confirmation page (the mail footer's link) and the form post it makes (issue 13). */
export const EMAIL_UNSUBSCRIBE_PAGE_PATH = "/email/unsubscribe";
export const EMAIL_UNSUBSCRIBE_API_PATH = "/api/email/unsubscribe";

export function emailUnsubscribePagePath(token: string, opts: { done?: boolean } = {}): string {
  const params = new URLSearchParams({ token });
  if (opts.done) params.set("done", "1");
  return `${EMAIL_UNSUBSCRIBE_PAGE_PATH}?${params}`;
}

export function emailUnsubscribeApiPath(token: string): string {
  return `${EMAIL_UNSUBSCRIBE_API_PATH}?${new URLSearchParams({ token })}`;
}
