import { jobDetailPath } from "@/lib/job-routes";
import { loginPath } from "@/lib/routes";

/* The saved-jobs API as the browser client takes it (it adds /api), and the save-after-log-in link (decision 036). */
export const SAVED_JOBS_API = "/candidates/saved-jobs";
export const JOB_MARKS_API = "/candidates/job-marks";

export function savedJobApiPath(jobId: string): string {
  return `${SAVED_JOBS_API}/${encodeURIComponent(jobId)}`;
}

/** The query parameter that asks the page to save a job once the visitor is signed in. */
export const SAVE_INTENT_PARAM = "save";

/**
 * Where a signed-out visitor's Save goes: log in, then the job's own page with ?save=<id>, where the
 * marks island completes the save (a signed-in visitor whose island has not loaded yet is sent straight on).
 */
export function saveJobLoginPath(jobId: string): string {
  return loginPath(`${jobDetailPath(jobId)}?${SAVE_INTENT_PARAM}=${encodeURIComponent(jobId.toLowerCase())}`);
}

/** A job id (a UUID, any case). */
export const JOB_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job a URL's ?save= asks to save (lower-cased), or null; and the URL without it, to put back in the address bar. */
export function readSaveIntent(href: string): { jobId: string; cleanHref: string } | null {
  const url = new URL(href);
  const value = url.searchParams.get(SAVE_INTENT_PARAM);
  if (value === null) return null;
  url.searchParams.delete(SAVE_INTENT_PARAM);
  const cleanHref = `${url.pathname}${url.search}${url.hash}`;
  return JOB_ID_PATTERN.test(value) ? { jobId: value.toLowerCase(), cleanHref } : { jobId: "", cleanHref };
}
