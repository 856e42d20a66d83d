/*
 * /dashboard/jobs's tabs (decision 035): the tab is in the URL (?tab=applied|saved|recent), Applied
 * when missing. The path itself is the candidate dashboard's (features/candidate-dashboard/paths.ts);
 * spelled again here because a feature reads another only through its public modules.
 */
export const DASHBOARD_JOBS_TABS = [
  { value: "applied", label: "Applied" },
  { value: "saved", label: "Saved" },
  { value: "recent", label: "Recent" },
] as const;

export type DashboardJobsTab = (typeof DASHBOARD_JOBS_TABS)[number]["value"];

export const DEFAULT_DASHBOARD_JOBS_TAB: DashboardJobsTab = "applied";

const DASHBOARD_JOBS = "/dashboard/jobs";

/** The tab a query value names, or null for anything else. */
export function dashboardJobsTab(value: unknown): DashboardJobsTab | null {
  return DASHBOARD_JOBS_TABS.find((t) => t.value === value)?.value ?? null;
}

/** /dashboard/jobs, or /dashboard/jobs?tab=saved|recent (Applied is the default and has no query). */
export function dashboardJobsPath(tab: DashboardJobsTab = DEFAULT_DASHBOARD_JOBS_TAB): string {
  return tab === DEFAULT_DASHBOARD_JOBS_TAB ? DASHBOARD_JOBS : `${DASHBOARD_JOBS}?tab=${tab}`;
}

/** The employer API the hiring team's screens read (issue 16 builds them). */
export function employerApplicationApi(applicationId: string): string {
  return `/api/employer/applications/${applicationId}`;
}

export function employerApplicationResumeUrl(applicationId: string): string {
  return `${employerApplicationApi(applicationId)}/resume`;
}

/** The candidate's external-apply API as the browser client takes it (it adds /api). */
export const EXTERNAL_APPLY_CLICKS_API = "/candidates/external-apply-clicks";

export function externalApplyAnswerApi(jobId: string): string {
  return `${EXTERNAL_APPLY_CLICKS_API}/${jobId.toLowerCase()}`;
}

/** Where a started application is continued: the apply form (the applications feature's /apply/{jobId}). */
export function continueApplicationPath(jobId: string): string {
  return `/apply/${jobId.toLowerCase()}`;
}
