/* The candidate dashboard's routes (spec 2.7 "Candidate"); kept here rather than in lib/routes.ts, which other areas own. */
export const DASHBOARD_PATH = "/dashboard";
export const DASHBOARD_PROFILE_PATH = "/dashboard/candidate360";
export const DASHBOARD_JOBS_PATH = "/dashboard/jobs";
export const DASHBOARD_COURSES_PATH = "/dashboard/courses";
export const DASHBOARD_BLOG_PATH = "/dashboard/blog";
export const DASHBOARD_RESOURCES_PATH = "/dashboard/resources";
export const DASHBOARD_EVENTS_PATH = "/dashboard/events";
export const DASHBOARD_API_PATH = "/candidates/dashboard";
/** Candidate360 pages the recommendations prompt leads to (the place, the titles wanted). */
export const PROFILE_PERSONAL_INFO_PATH = `${DASHBOARD_PROFILE_PATH}/personal-info`;
export const PROFILE_EMPLOYMENT_PREFS_PATH = `${DASHBOARD_PROFILE_PATH}/employment-prefs`;

/** The dashboard's sections, in the order the dashboard lists them. */
export const DASHBOARD_SECTIONS = [
  { href: DASHBOARD_JOBS_PATH, title: "Jobs", description: "Jobs recommended from your profile, new and remote jobs." },
  { href: DASHBOARD_BLOG_PATH, title: "Blog", description: "Advice on resumes, interviews and changing careers." },
  { href: DASHBOARD_RESOURCES_PATH, title: "Resources", description: "Guides and help for your job search." },
  { href: DASHBOARD_COURSES_PATH, title: "Courses", description: "Learning that matches the jobs you want." },
  { href: DASHBOARD_EVENTS_PATH, title: "Events", description: "Hiring events and career fairs." },
] as const;
