import { QueryObserver, type QueryKey } from "@tanstack/react-query";
import { getQueryClient } from "@/components/providers/query-provider";
import { dismissToasts } from "@/components/providers/toast-host";
import { api, configureApiClient } from "@/lib/api/client";
import { APP_CONTEXT_QUERY_KEY, type QueryState } from "../types";

// The API client's page-wide hooks, set when the shell first needs the app context (every page,
// right after hydration) rather than in the first-load code (issue 11).
configureApiClient({
  // Spec 7: a 401 or 403 refetches the app context.
  onUnauthorized: () => void getQueryClient().invalidateQueries({ queryKey: APP_CONTEXT_QUERY_KEY }),
  onAuthVersion1: () => {
    dismissToasts();
    window.location.reload();
  },
  onAuthRedirect: (location) => window.location.assign(location),
});

/*
 * The deferred half of app-context-store.ts: a TanStack QueryObserver on the page's one QueryClient
 * runs the query (fetch, retries with their delays, freshness, offline handling, the silent error
 * meta) and pushes each result into the store the first-load components read. Loaded with import()
 * on first use, so TanStack Query stays out of the public pages' first-load JavaScript (issue 11,
 * decision 016) while remaining the one client data layer: invalidating the key anywhere (the
 * account and admin areas' QueryProvider shares this client) refreshes what the shell shows.
 */
export type BridgeOptions = {
  queryKey: QueryKey;
  /** The API path (lib/api/client), e.g. "/context". */
  path: string;
  retry: number;
  retryDelay: (failureCount: number) => number;
  staleMs: number;
};

export type BridgeHandle = { ensure: () => void; refetch: () => Promise<void>; reset: () => void };

export function observe<T>(options: BridgeOptions, onChange: (state: QueryState<T>) => void): BridgeHandle {
  const client = getQueryClient();
  const observer = new QueryObserver<T>(client, {
    queryKey: options.queryKey,
    queryFn: ({ signal }) => api.get<T>(options.path, undefined, signal),
    retry: options.retry,
    retryDelay: options.retryDelay,
    staleTime: options.staleMs,
    refetchOnWindowFocus: false,
    // Silent: the gate and the header show their own states; no toast on top of them.
    meta: { silent: true },
  });
  const push = () => {
    const r = observer.getCurrentResult();
    onChange({ data: r.data, isPending: r.isPending, isError: r.isError, failureCount: r.failureCount });
  };
  // Subscribing is mounting: it fetches when there is no data or it is stale.
  observer.subscribe(push);
  push();
  return {
    ensure: () => {
      const r = observer.getCurrentResult();
      if (r.fetchStatus === "idle" && (r.data === undefined || r.isStale)) void observer.refetch();
    },
    refetch: () => client.invalidateQueries({ queryKey: options.queryKey }),
    reset: () => void client.resetQueries({ queryKey: options.queryKey }),
  };
}
