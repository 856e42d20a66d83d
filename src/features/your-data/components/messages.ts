/* "Download your data" in words (decision 031), shared by the button, the account section and the 429 answer. */
export const YOUR_DATA_MESSAGES = {
  title: "Download your data",
  description:
    "Get a copy of everything Upstep holds about you: your account, profile, preferences, job alerts, notifications and email settings in one file (upstep-data.json), with your resumes, certificates and photo, in a zip.",
  button: "Download your data",
  preparing: "Preparing your data…",
  done: "Your data is downloaded.",
  rateLimited: (minutes: number) => `You have downloaded your data several times in the last hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;
