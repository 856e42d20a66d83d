import { APP_CONTEXT_QUERY_KEY, APP_CONTEXT_RETRY, APP_CONTEXT_STALE_MS, appContextRetryDelay, type AppContext, type QueryState } from "../types";
import type { BridgeHandle, BridgeOptions } from "./query-bridge";

/*
 * The app context (GET /api/context) and the signed-in user's display name (better-auth's GET
 * /api/identity/auth/get-session) for the shell and the public pages, without TanStack Query in their
 * first-load JavaScript (issue 11, decision 016). Each store is a snapshot plus listeners; the query
 * itself is a TanStack QueryObserver on the page's one QueryClient, loaded with import() the first
 * time a component asks (query-bridge.ts), so the spec's rules stay TanStack's options (spec 3, 7, 9):
 * the context retried up to 10 times with appContextRetryDelay, fresh for 2 minutes, not refetched on
 * focus, errors silent; the name retried twice, fresh for 5 minutes. The API client comes with the
 * bridge too (it is configured there), so it is not first-load code either. `refetchAppContext()` and
 * `refetchUserSession()` invalidate the keys (the API client's 401/403 hook, an avatar change).
 */

export type { QueryState };

export type Store<T> = {
  get: () => QueryState<T>;
  subscribe: (listener: () => void) => () => void;
  /** Starts the query (first use) or refetches a stale one (a component mounted). */
  ensure: () => void;
  /** Fetches again now (invalidates the key). */
  refetch: () => Promise<void>;
};

const PENDING: QueryState<never> = { data: undefined, isPending: true, isError: false, failureCount: 0 };

let bridge: Promise<typeof import("./query-bridge")> | null = null;
const loadBridge = () => (bridge ??= import("./query-bridge"));

export function createQueryStore<T>(options: BridgeOptions): Store<T> {
  let state: QueryState<T> = PENDING;
  const listeners = new Set<() => void>();
  let handle: Promise<BridgeHandle> | null = null;
  const connect = () =>
    (handle ??= loadBridge().then(({ observe }) =>
      observe<T>(options, (next) => {
        state = next;
        listeners.forEach((notify) => notify());
      }),
    ));
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure: () => void connect().then((h) => h.ensure()),
    refetch: () => connect().then((h) => h.refetch()),
  };
}

export const appContextStore = createQueryStore<AppContext>({
  queryKey: APP_CONTEXT_QUERY_KEY,
  path: "/context",
  retry: APP_CONTEXT_RETRY,
  retryDelay: appContextRetryDelay,
  staleMs: APP_CONTEXT_STALE_MS,
});

/** better-auth's GET /api/identity/auth/get-session: null when signed out. */
export type SessionResponse = { user: { name: string } } | null;

/** Five minutes: the display name rarely changes; an avatar change refetches it (spec 7). */
export const USER_SESSION_STALE_MS = 5 * 60 * 1000;
export const USER_SESSION_QUERY_KEY = ["user-session"] as const;

export const userSessionStore = createQueryStore<SessionResponse>({
  queryKey: USER_SESSION_QUERY_KEY,
  path: "/identity/auth/get-session",
  retry: 2,
  // TanStack Query's default backoff, which the session query always used.
  retryDelay: (failureCount) => Math.min(1000 * 2 ** failureCount, 30_000),
  staleMs: USER_SESSION_STALE_MS,
});

/** What invalidating the "app-context" query does: fetch it again now. */
export function refetchAppContext(): Promise<void> {
  return appContextStore.refetch();
}

/** What invalidating the "user-session" query does: fetch it again now (only while signed in). */
export function refetchUserSession(): Promise<void> {
  return appContextStore.get().data?.session.isAuthenticated ? userSessionStore.refetch() : Promise.resolve();
}
