import type { FeatureFlag } from "@/lib/flags/definitions";

/* Output shapes of the admin API, shared by handlers and components. */

/** A feature flag as JSON: updatedAt is ISO 8601, UTC. */
export type FeatureFlagDto = Omit<FeatureFlag, "updatedAt"> & { updatedAt: string };

export type FeatureFlagListDto = { items: FeatureFlagDto[] };

export type MfaResetResultDto = { userId: string; twoFactorWasEnabled: boolean; sessionsRevoked: number };

export const ADMIN_FEATURE_FLAGS_QUERY_KEY = ["admin", "feature-flags"] as const;

export function adminFeatureFlagQueryKey(id: string) {
  return ["admin", "feature-flags", id] as const;
}
