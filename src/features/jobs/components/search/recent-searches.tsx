"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useAppContext } from "@/features/app-context/components/use-app-context";

/*
 * A signed-in user's recent job searches (flag recent-job-searches), kept on the server (decision 037,
 * second part). This shell only knows whether to ask: once the page is idle it loads the code that
 * records the current search and reads the list (sync-recent-searches.ts, its own chunk), so the
 * public pages' first load stays as it was. The list items go inside a SideListCard, hidden while empty.
 */
export type RecentSearch = { label: string; href: string };

export function RecentSearchItems({ current }: { current: RecentSearch | null }) {
  const { data } = useAppContext();
  const guid = data?.session.isAuthenticated && data.enabledFeatures.includes("recent-job-searches") ? data.session.profile?.subscriberGuid : undefined;
  const [searches, setSearches] = useState<RecentSearch[]>([]);
  const href = current?.href ?? null;

  useEffect(() => {
    if (!guid) return;
    let live = true;
    const load = () =>
      import("@/features/recent-searches/components/sync-recent-searches")
        .then((m) => m.syncRecentSearches(guid, href))
        .then((list) => live && setSearches(list))
        .catch(() => {
          /* the list is a convenience: without it the card stays hidden */
        });
    // After idle (lib/when-idle.ts's rule, inlined: that module would be new bytes on /jobs's first load).
    if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 1);
    return () => {
      live = false;
    };
  }, [guid, href]);

  const others = searches.filter((s) => s.href !== href);
  if (!others.length) return null;
  return (
    <>
      {others.map((s) => (
        <li key={s.href}>
          <Link href={s.href}>{s.label}</Link>
        </li>
      ))}
    </>
  );
}
