"use client";

import Link from "next/link";
import { useSyncExternalStore, type ReactNode } from "react";
import { jobDetailPath } from "@/lib/job-routes";
import { RECENT_JOBS_KEY, RECENT_JOBS_MAX } from "./constants";

/** What the browser keeps about a job a person opened (spec 3: the "recent jobs" storage entry). */
export type RecentJob = { id: string; title: string; companyName: string; locationText: string };

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: RecentJob[] = [];

function read(): RecentJob[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(RECENT_JOBS_KEY);
  } catch {
    return cached;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cached = Array.isArray(parsed)
      ? parsed.filter((j): j is RecentJob => !!j && typeof j === "object" && typeof j.id === "string" && typeof j.title === "string").slice(0, RECENT_JOBS_MAX)
      : [];
  } catch {
    cached = [];
  }
  return cached;
}

/** Puts a job first in the recent-jobs list (last 10, no duplicates). The job page may call this too. */
export function rememberRecentJob(job: RecentJob): void {
  try {
    const next = [job, ...read().filter((j) => j.id !== job.id)].slice(0, RECENT_JOBS_MAX);
    window.localStorage.setItem(RECENT_JOBS_KEY, JSON.stringify(next));
    listeners.forEach((l) => l());
  } catch {
    /* storage full or disabled: recent jobs are a convenience */
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

const EMPTY: RecentJob[] = [];

/** A result's title link that also remembers the job in browser storage. */
export function RecentJobLink({ job, children, className }: { job: RecentJob; children: ReactNode; className?: string }) {
  return (
    <Link href={jobDetailPath(job.id)} className={className} onClick={() => rememberRecentJob(job)}>
      {children}
    </Link>
  );
}

/** The "Recently viewed jobs" items from browser storage (inside a SideListCard); nothing on the server or when empty. */
export function RecentJobItems() {
  const jobs = useSyncExternalStore(subscribe, read, () => EMPTY);
  return (
    <>
      {jobs.map((j) => (
        <li key={j.id}>
          <Link href={jobDetailPath(j.id)}>{j.title}</Link>
          <span className="block text-muted-foreground">
            {j.companyName}
            {j.locationText ? ` · ${j.locationText}` : ""}
          </span>
        </li>
      ))}
    </>
  );
}
