"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { DASHBOARD_QUERY_KEY, DASHBOARD_STALE_MS } from "@/features/tour/components/use-dashboard-brand";
import { DASHBOARD_API_PATH } from "../paths";
import type { CandidateDashboard } from "../schemas";

/*
 * Spec 7: GET /candidates/dashboard, cached 5 minutes, fetched only when authenticated. The same query
 * key as the tour's brand lookup, so both read one cached answer. The page renders it on the server
 * first and hands it over as initialData (with the time it was read), so nothing is fetched twice.
 */
export function candidateDashboardQuery(opts: { isAuthenticated: boolean; initial?: CandidateDashboard; readAt?: number }) {
  return {
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<CandidateDashboard>(DASHBOARD_API_PATH, undefined, signal),
    enabled: opts.isAuthenticated,
    staleTime: DASHBOARD_STALE_MS,
    initialData: opts.initial,
    initialDataUpdatedAt: opts.readAt,
    meta: { silent: true },
  };
}

export function useCandidateDashboard(opts: { isAuthenticated: boolean; initial: CandidateDashboard; readAt: number }) {
  return useQuery({ ...candidateDashboardQuery(opts), initialData: opts.initial });
}
