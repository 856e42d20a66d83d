"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";

/** Spec 7: GET /candidates/dashboard, JSON, cached 5 minutes, only when authenticated. */
export const DASHBOARD_QUERY_KEY = ["candidate-dashboard"] as const;
export const DASHBOARD_STALE_MS = 5 * 60 * 1000;
export type CandidateDashboard = { name: string };

export function useDashboardBrand(isAuthenticated: boolean) {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => api.get<CandidateDashboard>("/candidates/dashboard", undefined, signal),
    enabled: isAuthenticated,
    staleTime: DASHBOARD_STALE_MS,
    meta: { silent: true },
  });
}
