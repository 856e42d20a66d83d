import "server-only";
import { revalidateTag } from "next/cache";
import type { Db } from "@/db/client";
import { refreshJobSearch } from "@/features/jobs/server/queries";
import { logger } from "@/lib/logger";

/** The cache tag of /companies' featured row and industry list (app/companies/page.tsx). */
export const COMPANIES_CACHE_TAG = "companies";

/**
 * After an admin change to companies: /companies forgets its cached featured row and industries at
 * once, and, when jobs changed company (a merge) or a company's name changed (search weighs it),
 * search and the job list caches forget theirs (refreshJobSearch, in every process).
 * Outside a Next request (tests, scripts) the tag cannot be expired: logged, and the cache refreshes
 * on its hourly period.
 */
export async function refreshCompanyCaches(db: Db, opts: { jobsChanged: boolean }): Promise<void> {
  try {
    revalidateTag(COMPANIES_CACHE_TAG, { expire: 0 });
  } catch (error) {
    logger.warn({ err: error }, "refreshCompanyCaches called outside a Next request; /companies refreshes on its own");
  }
  if (opts.jobsChanged) await refreshJobSearch(db);
}
