/* The job alerts API as the browser client takes it (it adds /api); decision 027. */
export const JOB_ALERTS_API = "/candidates/job-alerts";
