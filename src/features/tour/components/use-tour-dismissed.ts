"use client";

import { useSyncExternalStore } from "react";
import { TOUR_DONE_STORAGE_KEY } from "../tour-steps";

/*
 * Whether the tour was finished or skipped in this browser (localStorage). Its own small module: the
 * shell reads it before it loads the tour's code.
 */
const TOUR_EVENT = "upstep:tour-done";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(TOUR_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(TOUR_EVENT, onChange);
  };
}

/** True on the server and where storage is unavailable: never flash the tour. */
export function useTourDismissed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => {
      try {
        return window.localStorage.getItem(TOUR_DONE_STORAGE_KEY) !== null;
      } catch {
        return true;
      }
    },
    () => true,
  );
}

export function markTourDone(how: "finished" | "skipped"): void {
  try {
    window.localStorage.setItem(TOUR_DONE_STORAGE_KEY, how);
  } catch {}
  window.dispatchEvent(new Event(TOUR_EVENT));
}
