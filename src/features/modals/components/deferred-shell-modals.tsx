"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";

/*
 * The shell's modals, tour, dev dialog, data-layer event and TanStack Query (ShellModals) load
 * right after the page has hydrated, not with it (issue 11): they render nothing until one of them
 * is wanted, so nothing shows or moves when they arrive. React.lazy, rendered only once hydrated
 * (never on the server), rather than next/dynamic, whose loader would be first-load code itself.
 */
const ShellModals = lazy(() => import("./shell-modals").then((m) => ({ default: m.ShellModals })));

const noSubscription = () => () => {};

export function DeferredShellModals({ exposeTestHooks }: { exposeTestHooks: boolean }) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return hydrated ? (
    <Suspense fallback={null}>
      <ShellModals exposeTestHooks={exposeTestHooks} />
    </Suspense>
  ) : null;
}
