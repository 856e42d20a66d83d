/* Output shapes of the admin API, shared by handlers and components. */
export type FeatureFlagDto = {
  id: string;
  key: string;
  title: string;
  description: string;
  apiVersion: string | null;
  enabled: boolean;
  /** ISO 8601, UTC. */
  updatedAt: string;
};

export type FeatureFlagListDto = { items: FeatureFlagDto[] };

export type MfaResetResultDto = { userId: string; twoFactorWasEnabled: boolean; sessionsRevoked: number };

export const ADMIN_FEATURE_FLAGS_QUERY_KEY = ["admin", "feature-flags"] as const;

export function adminFeatureFlagQueryKey(id: string) {
  return ["admin", "feature-flags", id] as const;
}
