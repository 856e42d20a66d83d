"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { APP_CONTEXT_QUERY_KEY, APP_CONTEXT_RETRY, APP_CONTEXT_STALE_MS, appContextRetryDelay, type AppContext } from "../types";

export function useAppContext() {
  return useQuery({
    queryKey: APP_CONTEXT_QUERY_KEY,
    queryFn: ({ signal }) => api.get<AppContext>("/context", undefined, signal),
    retry: APP_CONTEXT_RETRY,
    retryDelay: appContextRetryDelay,
    // The gate shows the error page itself; no toast on top of it.
    meta: { silent: true },
    staleTime: APP_CONTEXT_STALE_MS,
  });
}
