"use client";

import { setFocused, want } from "./deferred-menus";
import type { ReactNode } from "react";
import { BURGER_CLASS, BURGER_LABEL, MOBILE_NAV_KEY } from "./menu-trigger-look";

/*
 * The burger until the mobile overlay (MobileNav, loaded after the page) arrives: same look and name;
 * a press (or Enter/Space) opens the overlay as soon as it is there.
 */
export function MobileNavPlaceholder({ icon }: { icon: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={BURGER_LABEL}
      aria-haspopup="dialog"
      aria-expanded="false"
      data-state="closed"
      className={BURGER_CLASS}
      onClick={() => want(MOBILE_NAV_KEY, "click")}
      onFocus={() => setFocused(MOBILE_NAV_KEY)}
      onBlur={(e) => {
        const el = e.currentTarget;
        queueMicrotask(() => {
          if (el.isConnected) setFocused(null);
        });
      }}
    >
      {icon}
    </button>
  );
}
