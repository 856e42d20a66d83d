"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { AppContext } from "../types";
import { appContextStore, userSessionStore, type QueryState, type SessionResponse, type Store } from "./app-context-store";

const PENDING = { data: undefined, isPending: true, isError: false, failureCount: 0 } as const;

function useStore<T>(store: Store<T>, enabled = true): QueryState<T> {
  const state = useSyncExternalStore(store.subscribe, store.get, () => PENDING);
  useEffect(() => {
    if (enabled) store.ensure();
  }, [store, enabled]);
  return state;
}

/*
 * Spec 3's app context (GET /api/context) for any client component: `data`, `isPending`, `isError`
 * and `failureCount`, as the TanStack query it replaces returned them (app-context-store.ts says why
 * it is not a TanStack query any more). Every component reads the same one request.
 */
export function useAppContext(): QueryState<AppContext> {
  return useStore(appContextStore);
}

/** The signed-in user's session (display name), asked only while `signedIn`. */
export function useUserSession(signedIn: boolean): QueryState<SessionResponse> {
  return useStore(userSessionStore, signedIn);
}
