/** Shown instead of an exact count above 1,000 matches (the search counts with LIMIT 1001). */
export const COUNT_CAP_DISPLAY = "1,000+";
/** Browser storage (spec 3: "recent jobs" entry; cleared at logout by the shell). */
export const RECENT_JOBS_KEY = "recent-jobs";
export const RECENT_JOBS_MAX = 10;
/**
 * Where recent searches of a signed-in user were kept before they moved to the server (issue 15,
 * features/recent-searches): read once, sent to the server, then deleted from this browser.
 */
export const RECENT_SEARCHES_KEY_PREFIX = "recent-job-searches:";
