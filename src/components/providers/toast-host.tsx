"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from "@/features/shell/shell-constants";

/*
 * Toasts on demand (issue 11): react-toastify and its container are not in any page's first-load
 * JavaScript. They are fetched when the app first shows a toast (loadToast(), e.g. the default
 * failure toast) or at the visitor's first interaction (a pointer press or a key), after which
 * features that call react-toastify's `toast` directly (the admin's "MFA reset" toast) may show one.
 * A toast shown before the container is mounted is not lost: react-toastify queues toasts until a
 * container registers, then shows them.
 */
type ToastApi = typeof import("react-toastify").toast;

let wanted = false;
let loaded: ToastApi | null = null;
const listeners = new Set<() => void>();

function want(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** react-toastify's `toast`, loaded on first use; the container is mounted at the same time. */
export function loadToast(): Promise<ToastApi> {
  want();
  return import("react-toastify").then((m) => (loaded = m.toast));
}

/** Dismisses every toast shown so far (nothing to do when none could have been). */
export function dismissToasts(): void {
  loaded?.dismiss();
}

// Rendered only in the browser (after `wanted`); React.lazy costs no first-load code, unlike next/dynamic.
const ToastContainer = lazy(() => import("./toast-container").then((m) => ({ default: m.ToastContainer })));

export function ToastHost() {
  const mounted = useSyncExternalStore(subscribe, () => wanted, () => false);

  useEffect(() => {
    if (wanted) return;
    const onFirstInteraction = () => want();
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener("pointerdown", onFirstInteraction, options);
    window.addEventListener("keydown", onFirstInteraction, options);
    return () => {
      window.removeEventListener("pointerdown", onFirstInteraction, options);
      window.removeEventListener("keydown", onFirstInteraction, options);
    };
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} newestOnTop />
    </Suspense>
  ) : null;
}
