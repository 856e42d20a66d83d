import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { getDb } from "@/db/client";
import { logger } from "@/lib/logger";
import { getJobDetail, getSimilarJobs, type JobDetail, type JobListItem } from "./queries";

/*
 * Next's data cache for the job detail page (decision 007). Each job's data carries the tag
 * `job:<id>`; the page is rendered on first request and kept (ISR) with the tags of the data it
 * used, so revalidateJob(id) refreshes both the data and the page the moment the job changes.
 * Similar jobs change with other jobs: they carry the `jobs:similar` tag and refresh hourly.
 */

export const jobTag = (id: string) => `job:${id.toLowerCase()}`;
export const SIMILAR_JOBS_TAG = "jobs:similar";
export const JOB_PAGE_REVALIDATE_SECONDS = 3600;

// unstable_cache stores JSON: dates come back as strings and are revived here.
const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const toDateOrNull = (v: Date | string | null) => (v === null ? null : toDate(v));

export async function getCachedJobDetail(id: string): Promise<JobDetail | null> {
  const jobId = id.toLowerCase();
  const job = await unstable_cache(() => getJobDetail(getDb(), jobId), ["job-detail", jobId], { tags: [jobTag(jobId)], revalidate: JOB_PAGE_REVALIDATE_SECONDS })();
  return job && { ...job, postedAt: toDate(job.postedAt), updatedAt: toDate(job.updatedAt), validThrough: toDateOrNull(job.validThrough) };
}

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
    revalidate: JOB_PAGE_REVALIDATE_SECONDS,
  })();
  return items.map((j) => ({ ...j, postedAt: toDate(j.postedAt) }));
}

/**
 * Call after a job's row changes (import write, close, edit): the next request re-renders its
 * detail page. Works inside Next (route handlers, server actions); a CLI import runs outside Next
 * and cannot reach its cache, so it logs and returns false (the page then refreshes within
 * JOB_PAGE_REVALIDATE_SECONDS; the 410 check itself never reads the cache).
 */
export function revalidateJob(id: string): boolean {
  try {
    revalidateTag(jobTag(id), { expire: 0 });
    return true;
  } catch (error) {
    logger.warn({ err: error, jobId: id }, "revalidateJob called outside a Next request; the cached page expires on its own");
    return false;
  }
}
