/* Admin API paths, relative to the API client's /api base (one helper per family, no concatenation in components). */
export const ADMIN_FEATURES_API = "/admin/features";

export function adminFeatureApiPath(id: string): string {
  return `${ADMIN_FEATURES_API}/${encodeURIComponent(id)}`;
}

export function adminUserMfaResetApiPath(userId: string): string {
  return `/admin/users/${encodeURIComponent(userId)}/mfa-reset`;
}

export function adminDeadLetterRetryApiPath(id: string): string {
  return `/admin/system/dead-letters/${encodeURIComponent(id)}/retry`;
}
