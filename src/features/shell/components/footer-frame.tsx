"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { layoutOptionsFor } from "../layout-options";

/** Spec 2.1 layout options for the footer: hidden, or white, or grey (the /events page). */
export function FooterFrame({ children }: { children: ReactNode }) {
  const options = layoutOptionsFor(usePathname() ?? "/");
  if (!options.footer) return null;
  return (
    <footer data-footer-variant={options.footerVariant} className={`border-t border-border ${options.footerVariant === "grey" ? "bg-muted" : "bg-card"}`}>
      {children}
    </footer>
  );
}

/** Spec 2.1: the main content area with its configurable background colour. */
export function ShellMain({ children }: { children: ReactNode }) {
  const options = layoutOptionsFor(usePathname() ?? "/");
  return (
    <main id="main-content" tabIndex={-1} className={`flex-1 focus:outline-none ${options.mainBackground}`}>
      {children}
    </main>
  );
}
