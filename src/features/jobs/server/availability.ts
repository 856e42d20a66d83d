import "server-only";
import { getDb } from "@/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { JobAvailabilityCache, sharedAvailability } from "./availability-cache";
import { startJobChangeListener } from "./job-change-listener";
import { getJobAvailability, getJobAvailabilityRow, type JobAvailability } from "./queries";

/**
 * Open, gone or unknown, and the page version, for the job detail proxy: from the process's
 * availability cache while its change listener is live, else one primary-key read (decision 011).
 */
export function jobAvailability(id: string): Promise<JobAvailability> {
  const e = env();
  if (e.JOB_AVAILABILITY_CACHE === "off") return getJobAvailability(getDb(), id);
  if (!sharedAvailability.upstepJobAvailability) {
    const cache = new JobAvailabilityCache();
    sharedAvailability.upstepJobAvailability = { cache, listener: startJobChangeListener(cache, { connectionString: e.DATABASE_URL, log: logger }) };
  }
  return sharedAvailability.upstepJobAvailability.cache.get(id, (key) => getJobAvailabilityRow(getDb(), key));
}
