"use client";

// First: the browser's zod settings, before any schema module runs (lib/zod-browser-config.ts).
import "@/lib/zod-browser-config";
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { ToastHost } from "./toast-host";


/*
 * The root layout's client frame: the route progress bar (loaded once hydrated) and the toast host. The API client's hooks
 * are set by the app context's query bridge (features/app-context/components/query-bridge.ts).
 * Kept small (issue 11): TanStack Query is mounted by the parts that use it (QueryProvider), the
 * app context is a small store of its own (app-context-store.ts).
 */
// The progress bar shows only on a later navigation: loaded right after hydration, not with it.
const RouteProgressBar = lazy(() => import("@/features/shell/components/route-progress-bar").then((m) => ({ default: m.RouteProgressBar })));
const noSubscription = () => () => {};

export function AppProviders({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <>
      {hydrated ? (
        <Suspense fallback={null}>
          <RouteProgressBar />
        </Suspense>
      ) : null}
      {children}
      <ToastHost />
    </>
  );
}
