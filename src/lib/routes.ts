/*
 * URL helpers, one per family (CONVENTIONS: never build URLs by concatenation in components).
 * The jobs, blog and company families join this file with their issues.
 */
export function loginPath(returnTo?: string): string {
  return returnTo ? `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}` : "/api/auth/login";
}

export function logoutPath(returnTo?: string): string {
  return returnTo ? `/api/auth/logout?returnTo=${encodeURIComponent(returnTo)}` : "/api/auth/logout";
}

export const ACCOUNT_DELETED_PATH = "/deleteaccount/confirmation";
export const JOIN_PATH = "/join";
export const SIGN_IN_AFTER_SIGN_UP_PATH = "/api/auth/sign-in?from_sign_up=true";
export const ACCOUNT_SECURITY_PATH = "/account/security";
export const ADMIN_FEATURES_PATH = "/admin/features";

export function adminFeaturePath(id: string): string {
  return `/admin/features/${encodeURIComponent(id)}`;
}

export function socialSignInPath(provider: "google" | "facebook" | "apple"): string {
  return `/api/auth/sign-in/candidate?social=${provider}`;
}
