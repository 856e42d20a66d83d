import { z } from "zod";
import { text } from "@/lib/text-schema";

/* Recent job searches on the server (flag recent-job-searches, decision 037 second part). */
export const RECENT_SEARCHES_LIMITS = {
  /** How many a person keeps (the oldest go). */
  kept: 10,
  /** A search's /jobs path as the client sends it. */
  path: 600,
} as const;

/** The API's path (the browser client adds /api). */
export const RECENT_SEARCHES_API = "/candidates/recent-searches";

/** POST: one search, or (moving this browser's old list) up to 10, newest first. */
export const recordRecentSearchesSchema = z.object({
  paths: z
    .array(
      text()
        .max(RECENT_SEARCHES_LIMITS.path)
        .refine((p) => p === "/jobs" || p.startsWith("/jobs?"), { error: "A recent search is a /jobs search path" }),
    )
    .min(1)
    .max(RECENT_SEARCHES_LIMITS.kept),
});

/** DELETE ?id=: one search; without it, all of them. */
export const deleteRecentSearchQuery = z.object({ id: z.uuid().optional() });

export type RecentSearch = { id: string; label: string; href: string; searchedAt: string };
