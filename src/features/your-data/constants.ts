/* "Download your data" (decision 031): where it is, what it is called, how often, and its words. */
export const DATA_EXPORT_API = "/api/candidates/export";
export const EXPORT_JSON_NAME = "upstep-data.json";

/** A person may download their data 5 times an hour: enough to retry, not enough to hammer. */
export const DATA_EXPORT_LIMIT = { max: 5, windowSeconds: 3600 } as const;

export const YOUR_DATA_MESSAGES = {
  title: "Download your data",
  description:
    "Get a copy of everything Upstep holds about you: your account, profile, preferences, job alerts, notifications and email settings in one file (upstep-data.json), with your resumes, certificates and photo, in a zip.",
  button: "Download your data",
  preparing: "Preparing your data…",
  done: "Your data is downloaded.",
  rateLimited: (minutes: number) => `You have downloaded your data several times in the last hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;
