/*
 * The employer areas' URLs (issue 16, decision 038). Spec 2.7 names /hiring, /hiring/about,
 * /hiring/account-settings/your-details, /hiring/dashboard (job-postings and talent-pipelines views),
 * /hiring/job-postings/create|edit/{id} and /talent/job-postings[/create|/edit/{id}]; the rest are
 * Upstep's own (the decision lists them). Kept out of lib/routes.ts, which is in the public pages'
 * shared chunk.
 */
const seg = (s: string) => encodeURIComponent(s);

export const HIRING_ABOUT_PATH = "/hiring/about";
export const HIRING_DASHBOARD_PATH = "/hiring/dashboard";
export const HIRING_WELCOME_PATH = "/hiring/welcome";
export const EMPLOYER_SIGNUP_PATH = "/join?employer=true";
export const YOUR_DETAILS_PATH = "/hiring/account-settings/your-details";
export const COMPANY_SETTINGS_PATH = "/hiring/account-settings/company";
export const TEAM_SETTINGS_PATH = "/hiring/account-settings/team";
export const PIPELINE_SETTINGS_PATH = "/hiring/account-settings/pipeline";
export const EMAIL_TEMPLATES_PATH = "/hiring/account-settings/email-templates";
export const TALENT_JOB_POSTINGS_PATH = "/talent/job-postings";
export const TALENT_CREATE_POSTING_PATH = "/talent/job-postings/create";
export const HIRING_CREATE_POSTING_PATH = "/hiring/job-postings/create";

/** The dashboard's views: the overview, the job postings list (spec 2.7: "plus job-postings ... views"). */
export type HiringDashboardView = "overview" | "job-postings";

/**
 * A view of the dashboard; `company` keeps the company the page acts for (a member of several, an
 * administrator), `page` a page of its list (page 1 without a number).
 */
export function hiringDashboardPath(view: HiringDashboardView = "overview", options: { company?: string; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (view !== "overview") query.set("view", view);
  if (options.company) query.set("company", options.company);
  if (options.page && options.page > 1) query.set("page", String(options.page));
  const qs = query.toString();
  return qs ? `${HIRING_DASHBOARD_PATH}?${qs}` : HIRING_DASHBOARD_PATH;
}

export function hiringEditPostingPath(id: string): string {
  return `/hiring/job-postings/edit/${seg(id)}`;
}

export function talentEditPostingPath(id: string): string {
  return `/talent/job-postings/edit/${seg(id)}`;
}

export function postingAnalyticsPath(id: string): string {
  return `/hiring/job-postings/${seg(id)}/analytics`;
}

/** A posting's applicants: the list, or the board by stage. */
export function postingApplicantsPath(id: string, view: "list" | "board" = "list"): string {
  return `/hiring/job-postings/${seg(id)}/applicants${view === "board" ? "?view=board" : ""}`;
}

/** One applicant (an application) as the hiring team sees it. */
export function applicantPath(applicationId: string): string {
  return `/hiring/applicants/${seg(applicationId)}`;
}

/** Where an invitation's email link leads (the token is the secret). */
export function invitationPath(token: string): string {
  return `/hiring/invitations/${seg(token)}`;
}
