"use client";

import type { ReactNode } from "react";

/** The error page's "try again": reloads the page (a plain link to "" without script). */
export function TryAgainLink({ children }: { children: ReactNode }) {
  return (
    <a
      href=""
      onClick={(e) => {
        e.preventDefault();
        window.location.reload();
      }}
    >
      {children}
    </a>
  );
}
