"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useEffect, useState, type ReactNode } from "react";
// The toasts' CSS stays with the layout's (globals.css restyles it); their JavaScript loads on demand.
import "react-toastify/dist/ReactToastify.css";
import { config as zodConfig } from "zod";
import { api, ApiError, configureApiClient } from "@/lib/api/client";
import { APP_CONTEXT_QUERY_KEY } from "@/features/app-context/types";
import { RouteProgressBar } from "@/features/shell/components/route-progress-bar";
import { dismissToasts, loadToast, ToastHost } from "./toast-host";

export const GENERIC_ERROR_TOAST = "Something went wrong, please try again.";

// The page's Content-Security-Policy allows no eval (decision 014): zod's compiled parsers need
// `new Function`, and even its probe for it is reported as a violation. In the browser it parses
// without (the root layout loads this module before any page does).
if (typeof window !== "undefined") zodConfig({ jitless: true });

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
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notifyFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => notifyFailure(error, mutation.meta) }),
    defaultOptions: {
      // Spec 9: retry 0 for the default, offline-first; garbage-collected after 5 minutes.
      queries: { retry: 0, networkMode: "offlineFirst", gcTime: 5 * 60 * 1000, refetchOnWindowFocus: false },
      mutations: { retry: 0, networkMode: "offlineFirst" },
    },
  });
  configureApiClient({
    onUnauthorized: () => void client.invalidateQueries({ queryKey: APP_CONTEXT_QUERY_KEY }),
    onAuthVersion1: () => {
      dismissToasts();
      window.location.reload();
    },
    onAuthRedirect: (location) => window.location.assign(location),
  });
  return client;
}

/*
 * Browser-test hooks, only outside production (the layout passes exposeTestHooks from APP_ENV):
 * e2e/shell.spec.ts drives the real toast pipeline through them.
 */
type ShellTestHooks = { fetchQuery: (path: string) => Promise<unknown> };

export function AppProviders({ children, exposeTestHooks = false }: { children: ReactNode; exposeTestHooks?: boolean }) {
  const [client] = useState(makeQueryClient);
  useEffect(() => {
    if (!exposeTestHooks) return;
    const hooks: ShellTestHooks = {
      // A query through the real client and cache: a failure takes the default toast path.
      fetchQuery: (path) => client.fetchQuery({ queryKey: ["shell-test", path], queryFn: () => api.get(path), retry: 0 }).catch(() => null),
    };
    (window as unknown as { __upstepTest?: ShellTestHooks }).__upstepTest = hooks;
  }, [client, exposeTestHooks]);
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <RouteProgressBar />
      </Suspense>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
