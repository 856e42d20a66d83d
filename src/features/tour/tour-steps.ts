/** The tour's steps: each points at a real part of the page when it is there (first matching selector). */
export type TourStep = { id: string; title: string; body: string; target?: string };

export const TOUR_STEPS: TourStep[] = [
  { id: "welcome", title: "Welcome to Upstep", body: "Here is a quick look at where things are. It takes less than a minute." },
  {
    id: "search-jobs",
    title: "Search jobs",
    body: "Find jobs by keyword and location, and filter by category, company or remote work.",
    target: '[data-tour="search-jobs"], header a[href="/jobs"], header a[href^="/jobs?"], header a[href^="/jobs/"]',
  },
  {
    id: "profile",
    title: "Your profile",
    body: "Your avatar menu holds your profile, your photo and your dashboard. A complete profile helps employers find you.",
    target: '[data-tour="profile"], header [aria-haspopup="menu"], header a[href="#profile-photo"]',
  },
  {
    id: "job-alerts",
    title: "Job alerts",
    body: "Save a search as a job alert and we will email you when new jobs match it.",
    target: '[data-tour="job-alerts"], header a[href*="job-alerts"]',
  },
];

/** localStorage key: the tour was finished or skipped in this browser. */
export const TOUR_DONE_STORAGE_KEY = "product-tour-done";
