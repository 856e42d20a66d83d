"use client";

import { useEffect } from "react";

/*
 * Mounted by the shell for a signed-in visitor only, after hydration (spec 6: only authenticated
 * sessions open the real-time connection). The hub client itself is fetched here with import(), so
 * neither a public page's first load nor a signed-out visitor ever loads it (decision 016); unmounting
 * (sign-out) disconnects.
 */
export function LiveHub({ url }: { url: string | null }) {
  useEffect(() => {
    let cancelled = false;
    let handle: { stop: () => void } | null = null;
    void import("../client/start-live-hub").then((m) => {
      if (!cancelled) handle = m.startLiveHub(url);
    });
    return () => {
      cancelled = true;
      handle?.stop();
    };
  }, [url]);
  return null;
}
