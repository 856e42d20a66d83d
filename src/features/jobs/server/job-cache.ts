import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { getDb } from "@/db/client";
import { getJobDetail, getSimilarJobs, type JobDetail, type JobListItem } from "./queries";

/*
 * Reads for the job detail page (decision 011). The page itself is cached per job version (the
 * proxy rewrites to /v/{version}), so the job's own data is read fresh for each render, once per
 * render (React cache: generateMetadata and the page share it). Similar jobs change with other
 * jobs: they are kept in Next's data cache under the `jobs:similar` tag and refresh hourly.
 */

export const SIMILAR_JOBS_TAG = "jobs:similar";
export const SIMILAR_JOBS_REVALIDATE_SECONDS = 3600;

/** One database read per render, however many parts of the page ask. */
export const getJobDetailForRender = cache(async (id: string): Promise<JobDetail | null> => getJobDetail(getDb(), id.toLowerCase()));

// unstable_cache stores JSON: dates come back as strings and are revived here.
const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export async function getCachedSimilarJobs(job: JobDetail): Promise<JobListItem[]> {
  const params = {
    id: job.id,
    categoryId: job.category?.id ?? null,
    subcategoryId: job.subcategory?.id ?? null,
    stateCode: job.locations.find((l) => l.stateCode)?.stateCode ?? null,
    remote: job.remote,
  };
  const items = await unstable_cache(() => getSimilarJobs(getDb(), params), ["job-similar", JSON.stringify(params)], {
    tags: [SIMILAR_JOBS_TAG],
    revalidate: SIMILAR_JOBS_REVALIDATE_SECONDS,
  })();
  return items.map((j) => ({ ...j, postedAt: toDate(j.postedAt) }));
}
