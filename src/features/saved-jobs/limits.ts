/* The saved-jobs limits (decision 036), free of zod so the browser island can read them. */

/** How many job ids one job-marks request takes (a page of results is 20). */
export const JOB_MARKS_MAX_IDS = 50;
/** How many jobs one person can keep saved; the list is read whole (the save refuses the next one). */
export const SAVED_JOBS_LIMIT = 500;
