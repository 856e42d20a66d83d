import "server-only";
import { getDb } from "@/db/client";
import { logger } from "@/lib/logger";
import { isCountableView, JobStatsCounter, sharedJobStats } from "./job-stats-counter";

/*
 * The process's job stats counter for code running inside Next (the job detail proxy, the apply
 * page): the one src/server/main.ts made at start, or, under `next dev` and in tests, one made here
 * on the app's pool with its own flush timer (decision 039).
 */
export function jobStats(): JobStatsCounter {
  if (!sharedJobStats.upstepJobStats) {
    const client = (getDb() as unknown as { $client: { query: (text: string, values: unknown[]) => Promise<unknown> } }).$client;
    sharedJobStats.upstepJobStats = new JobStatsCounter({
      query: (text, values) => client.query(text, values),
      onError: (err) => logger.warn({ err }, "job stats flush failed; the counts are kept for the next one"),
    }).start();
  }
  return sharedJobStats.upstepJobStats;
}

/** Counts a view of an open job's page answered through Next (not the front's own fill, prefetches or bots). */
export function countJobPageView(jobId: string, request: { method: string; headers: { get(name: string): string | null } }): void {
  if (isCountableView(request.method, (name) => request.headers.get(name))) jobStats().countView(jobId);
}

/** Counts an apply click: the apply form opened for a job that takes applications on Upstep. */
export function countJobApplyClick(jobId: string): void {
  jobStats().countApplyClick(jobId);
}
