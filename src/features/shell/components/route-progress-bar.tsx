"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { PROGRESS_BAR_DELAY_MS } from "../shell-constants";

const START_EVENT = "upstep:route-progress-start";

/** For programmatic navigations (router.push): call just before navigating. */
export function startRouteProgress(): void {
  window.dispatchEvent(new Event(START_EVENT));
}

type TimerRef = { current: ReturnType<typeof setTimeout> | null };

function clearTimers(timer: TimerRef, trickle: TimerRef) {
  if (timer.current) clearTimeout(timer.current);
  if (trickle.current) clearInterval(trickle.current);
  timer.current = null;
  trickle.current = null;
}

/** Is this click a client-side navigation to another page of this site? */
function navigationTarget(e: MouseEvent): URL | null {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const anchor = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor || anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = new URL(window.location.href);
  if (url.pathname === here.pathname && url.search === here.search) return null; // same page or a hash
  return url;
}

/*
 * Spec 2.1 / 9: a top progress bar on route change that starts after a 500 ms delay, so quick
 * navigations show nothing. nextjs-toploader (installed) has no start delay, hence this small bar.
 * It starts on a click on a same-site link, on back/forward, or on startRouteProgress(); it finishes
 * when the pathname or query changes. DOM updates are direct (no React state): it is pure decoration.
 */
export function RouteProgressBar() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const barRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const trickle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const location = `${pathname}?${searchParams?.toString() ?? ""}`;
  const lastLocation = useRef(location);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const clear = () => clearTimers(timer, trickle);
    const show = () => {
      let width = 15;
      bar.style.transition = "none";
      bar.style.width = `${width}%`;
      bar.hidden = false;
      bar.dataset.state = "loading";
      trickle.current = setInterval(() => {
        width = Math.min(width + (90 - width) * 0.1, 90);
        bar.style.transition = "width 200ms ease";
        bar.style.width = `${width}%`;
      }, 200);
    };
    const start = () => {
      clear();
      timer.current = setTimeout(show, PROGRESS_BAR_DELAY_MS);
    };
    const onClick = (e: MouseEvent) => {
      if (navigationTarget(e)) start();
    };
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", start);
    window.addEventListener(START_EVENT, start);
    return () => {
      clear();
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", start);
      window.removeEventListener(START_EVENT, start);
    };
  }, []);

  // The new page has rendered: cancel a pending start, or run a visible bar to the end.
  useEffect(() => {
    if (lastLocation.current === location) return;
    lastLocation.current = location;
    const bar = barRef.current;
    if (!bar) return;
    clearTimers(timer, trickle);
    if (bar.hidden) return;
    bar.dataset.state = "done";
    bar.style.transition = "width 200ms ease";
    bar.style.width = "100%";
    const t = setTimeout(() => {
      bar.hidden = true;
      bar.dataset.state = "idle";
      bar.style.width = "0%";
    }, 250);
    return () => clearTimeout(t);
  }, [location]);

  return (
    <div
      ref={barRef}
      hidden
      role="progressbar"
      aria-label="Loading page"
      data-route-progress
      data-state="idle"
      className="pointer-events-none fixed left-0 top-0 z-[60] h-[3px] bg-primary shadow-[0_0_8px_var(--color-primary)]"
      style={{ width: "0%" }}
    />
  );
}
