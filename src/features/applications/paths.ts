/* Where applying happens (decision 033): one helper per URL family, never string concatenation in components. */

export function applyPath(jobId: string): string {
  return `/apply/${jobId.toLowerCase()}`;
}

export function applicationSubmittedPath(jobId: string): string {
  return `${applyPath(jobId)}/submitted`;
}

/** The candidate applications API as the browser client takes it (it adds /api). */
export const APPLICATIONS_API = "/candidates/applications";

export function applicationByJobApi(jobId: string): string {
  return `${APPLICATIONS_API}/by-job/${jobId.toLowerCase()}`;
}

export function applicationResumeUrl(applicationId: string): string {
  return `/api${APPLICATIONS_API}/${applicationId}/resume`;
}

/** Where the person follows their applications (the candidate dashboard's path, spelled here for this feature's links). */
export const DASHBOARD_JOBS_PATH = "/dashboard/jobs";
