"use client";

import Link from "next/link";
import { useEffect, useSyncExternalStore } from "react";
import { useAppContext } from "@/features/app-context/components/use-app-context";
import { RECENT_SEARCHES_KEY_PREFIX, RECENT_SEARCHES_MAX } from "./constants";

/*
 * A signed-in user's recent job searches (flag recent-job-searches). There is no table for them yet,
 * so they live in this browser's localStorage under a key per user (recent-job-searches:{subscriberGuid}).
 */
export type RecentSearch = { label: string; href: string };

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: RecentSearch[] }>();
const EMPTY: RecentSearch[] = [];

function read(key: string): RecentSearch[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value;
  let value: RecentSearch[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      value = parsed
        .filter((s): s is RecentSearch => !!s && typeof s.label === "string" && typeof s.href === "string" && s.href.startsWith("/jobs"))
        .slice(0, RECENT_SEARCHES_MAX);
    }
  } catch {
    /* ignore a corrupt entry */
  }
  cache.set(key, { raw, value });
  return value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * Records the current search (when it has a keyword or place) and lists the user's last searches as
 * list items (inside a SideListCard, which stays hidden while there are none).
 */
export function RecentSearchItems({ current }: { current: RecentSearch | null }) {
  const { data } = useAppContext();
  const guid = data?.session.isAuthenticated && data.enabledFeatures.includes("recent-job-searches") ? data.session.profile?.subscriberGuid : undefined;
  const key = guid ? `${RECENT_SEARCHES_KEY_PREFIX}${guid}` : null;
  const searches = useSyncExternalStore(subscribe, () => (key ? read(key) : EMPTY), () => EMPTY);

  useEffect(() => {
    if (!key || !current) return;
    try {
      const next = [current, ...read(key).filter((s) => s.href !== current.href)].slice(0, RECENT_SEARCHES_MAX);
      window.localStorage.setItem(key, JSON.stringify(next));
      listeners.forEach((l) => l());
    } catch {
      /* storage unavailable */
    }
  }, [key, current?.href, current?.label]); // eslint-disable-line react-hooks/exhaustive-deps

  const others = searches.filter((s) => s.href !== current?.href);
  if (!key || !others.length) return null;
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
