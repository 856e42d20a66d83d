"use client";

import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";

/*
 * The current location.hash, kept up to date on hashchange / popstate (plain links, back and forward),
 * after client-side navigations (Next's router uses pushState, which fires no event) and after a click
 * on any same-page link.
 */
export const HASH_CLEARED_EVENT = "upstep:hash-cleared";

export function useLocationHash(): string {
  const pathname = usePathname();
  const [hash, setHash] = useState("");
  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    const onClick = () => setTimeout(read, 0);
    window.addEventListener("hashchange", read);
    window.addEventListener("popstate", read);
    window.addEventListener(HASH_CLEARED_EVENT, read);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("hashchange", read);
      window.removeEventListener("popstate", read);
      window.removeEventListener(HASH_CLEARED_EVENT, read);
      document.removeEventListener("click", onClick, true);
    };
  }, [pathname]);
  return hash;
}
