"use client";

import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { SAVE_INTENT_PARAM } from "../paths";

/*
 * Mounted by the shell (ShellModals, itself loaded after hydration) for signed-in visitors only: waits
 * until the page has a Save slot or a ?save= intent, then loads the marks island once (decision 036).
 * Pages without job lists never fetch it; nothing here is in any page's first-load JavaScript.
 */
const JobMarksIsland = lazy(() => import("./job-marks-island").then((m) => ({ default: m.JobMarksIsland })));

function wantsIsland(): boolean {
  return document.querySelector("[data-job-actions]") !== null || new URLSearchParams(window.location.search).has(SAVE_INTENT_PARAM);
}

function subscribe(onChange: () => void): () => void {
  // A client navigation may bring a job list later.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

export function JobMarksHost() {
  const wanted = useSyncExternalStore(subscribe, wantsIsland, () => false);
  // Once loaded it stays (React's "state from previous renders" pattern): the island itself follows the page.
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);
  return wanted || loaded ? (
    <Suspense fallback={null}>
      <JobMarksIsland />
    </Suspense>
  ) : null;
}
