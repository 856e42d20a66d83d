"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { api, ApiError } from "@/lib/api/client";
import { loadToast } from "./toast-host";

export const GENERIC_ERROR_TOAST = "Something went wrong, please try again.";

/*
 * Spec 8: the default for any failed query or mutation is a toast with the generic message and the
 * server's correlationId as detail, one toast per URL. A query or mutation with meta.silent handles
 * its own errors (forms show them inline).
 */
export function notifyFailure(error: unknown, meta: Record<string, unknown> | undefined) {
  if (meta?.silent) return;
  const url = error instanceof ApiError ? error.url : "unknown";
  const correlationId = error instanceof ApiError ? error.correlationId : undefined;
  void loadToast().then((toast) =>
    toast.error(
      <div>
        <p>{GENERIC_ERROR_TOAST}</p>
        {correlationId ? <p className="mt-1 text-xs opacity-80">Reference: {correlationId}</p> : null}
      </div>,
      { toastId: `failed:${url}` },
    ),
  );
}

function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notifyFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => notifyFailure(error, mutation.meta) }),
    defaultOptions: {
      // Spec 9: retry 0 for the default, offline-first; garbage-collected after 5 minutes.
      queries: { retry: 0, networkMode: "offlineFirst", gcTime: 5 * 60 * 1000, refetchOnWindowFocus: false },
      mutations: { retry: 0, networkMode: "offlineFirst" },
    },
  });
}

let browserClient: QueryClient | null = null;

/** The page's one QueryClient (a new one per render on the server, where nothing is cached). */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}

/*
 * TanStack Query for the parts that use it (the account and admin areas, the shell's modals and
 * tour), not the root layout (issue 11: it is not in the public pages' first load). Every
 * QueryProvider shares the one client, so nesting them or mounting several is the same cache.
 * The app context and the user's session are not TanStack queries (app-context-store.ts).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

/*
 * Browser-test hooks, only outside production (the layout passes exposeTestHooks from APP_ENV):
 * e2e/shell.spec.ts drives the real toast pipeline through them. Set once the shell's deferred
 * part has loaded (ShellModals), with the real client and cache: a failure takes the default toast path.
 */
type ShellTestHooks = { fetchQuery: (path: string) => Promise<unknown> };

export function useShellTestHooks(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const client = getQueryClient();
    const hooks: ShellTestHooks = {
      fetchQuery: (path) => client.fetchQuery({ queryKey: ["shell-test", path], queryFn: () => api.get(path), retry: 0 }).catch(() => null),
    };
    (window as unknown as { __upstepTest?: ShellTestHooks }).__upstepTest = hooks;
  }, [enabled]);
}
