/* The job alerts API as the browser client takes it (it adds /api); decision 027. */
export const JOB_ALERTS_API = "/candidates/job-alerts";
/** The public job alert pages and the token routes of decision 037. */
export const NEW_JOB_ALERT_PATH = "/job-alerts/new";
export const CONFIRM_JOB_ALERT_PATH = "/job-alerts/confirm";
/** The public create and confirm routes (decision 037, second part); the browser client adds /api to the first. */
export const NEW_JOB_ALERT_API = "/job-alerts";
export const CONFIRM_JOB_ALERT_API = "/api/job-alerts/confirm";
export const jobAlertUnsubscribePath = (token: string) => `/job-alerts/unsubscribe/${token}`;
export const jobAlertUnsubscribeApiPath = (token: string, opts: { undo?: boolean } = {}) => `/api/job-alerts/unsubscribe/${token}${opts.undo ? "?undo=1" : ""}`;
export const jobAlertOpenPixelPath = (deliveryId: string) => `/api/job-alerts/open/${deliveryId}`;
export const jobAlertClickPath = (deliveryId: string, to: string) => `/api/job-alerts/click/${deliveryId}?to=${encodeURIComponent(to)}`;
/** /job-alerts/new with the search's query string (the /jobs page's "Get new jobs like these by email"). */
export const newJobAlertPath = (searchQueryString: string) => (searchQueryString ? `${NEW_JOB_ALERT_PATH}?${searchQueryString}` : NEW_JOB_ALERT_PATH);
