/* "Download your data" (decision 031): where it is, what it is called, how often, and its words. */
export const DATA_EXPORT_API = "/api/candidates/export";
export const EXPORT_JSON_NAME = "upstep-data.json";

/** A person may download their data 5 times an hour: enough to retry, not enough to hammer. */
export const DATA_EXPORT_LIMIT = { max: 5, windowSeconds: 3600 } as const;
