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

/**
 * The dashboard's views: the overview, the job postings list and the talent pipelines (spec 2.7:
 * "plus job-postings and talent-pipelines views"), and the company's trackers (issue 17 part 4,
 * flags hiring-tracker and requisition-tracker).
 */
export type HiringDashboardView = "overview" | "job-postings" | "talent-pipelines" | "hiring-tracker" | "requisition-tracker";
export const HIRING_DASHBOARD_VIEWS: readonly HiringDashboardView[] = ["overview", "job-postings", "talent-pipelines", "hiring-tracker", "requisition-tracker"];

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

/* Employers II (issue 17). Spec 2.7 names /talent/subscribers, /talent/{profileId},
 * /talent/pipelines?name&selected, /talent/saved-searches, /talent/requisitions, /hiring/subscribers,
 * /hiring/pipelines[/{id}], /hiring/custom-talent-pipeline and /hiring/{profileId}; the requisition
 * pages under /talent/requisitions/ and the admin trackers are Upstep's own (decisions 042-045). */

/** Which employer area a page is in: the same features answer under /talent and /hiring. */
export type EmployerArea = "talent" | "hiring";

export const TALENT_SEARCH_PATH = "/talent/subscribers";
export const HIRING_TALENT_SEARCH_PATH = "/hiring/subscribers";
export function talentSearchPath(area: EmployerArea = "talent"): string {
  return area === "hiring" ? HIRING_TALENT_SEARCH_PATH : TALENT_SEARCH_PATH;
}

/** A candidate's profile as employers see it; the id is the candidate's user id. */
export function talentProfilePath(profileId: string, area: EmployerArea = "talent"): string {
  return `/${area}/${seg(profileId)}`;
}

export const TALENT_PIPELINES_PATH = "/talent/pipelines";
export const HIRING_PIPELINES_PATH = "/hiring/pipelines";
export const CUSTOM_TALENT_PIPELINE_PATH = "/hiring/custom-talent-pipeline";

/** /talent/pipelines opens a pipeline by `name` and a person in it by `selected` (their profile id). */
export function talentPipelinesPath(options: { name?: string; selected?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.name) query.set("name", options.name);
  if (options.selected) query.set("selected", options.selected);
  const qs = query.toString();
  return qs ? `${TALENT_PIPELINES_PATH}?${qs}` : TALENT_PIPELINES_PATH;
}

export function hiringPipelinePath(id: string): string {
  return `${HIRING_PIPELINES_PATH}/${seg(id)}`;
}

export const SAVED_SEARCHES_PATH = "/talent/saved-searches";

/** Rendered as a plain anchor, not a client-side link (spec 2.7). */
export const REQUISITIONS_PATH = "/talent/requisitions";
export const NEW_REQUISITION_PATH = "/talent/requisitions/new";
export function requisitionPath(id: string): string {
  return `${REQUISITIONS_PATH}/${seg(id)}`;
}
export function editRequisitionPath(id: string): string {
  return `${REQUISITIONS_PATH}/${seg(id)}/edit`;
}

export const ADMIN_HIRING_TRACKER_PATH = "/admin/hiring-tracker";
export const ADMIN_REQUISITION_TRACKER_PATH = "/admin/requisition-tracker";
