/** Shown instead of an exact count above 1,000 matches (the search counts with LIMIT 1001). */
export const COUNT_CAP_DISPLAY = "1,000+";
/** Browser storage (spec 3: "recent jobs" entry; cleared at logout by the shell). */
export const RECENT_JOBS_KEY = "recent-jobs";
export const RECENT_JOBS_MAX = 10;
/** Recent searches of a signed-in user (flag recent-job-searches): per user, in this browser only. */
export const RECENT_SEARCHES_KEY_PREFIX = "recent-job-searches:";
export const RECENT_SEARCHES_MAX = 5;
