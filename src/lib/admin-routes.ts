/*
 * The admin back office's paths (issue 19, spec 2.7 "Admin"), in a module of their own: lib/routes.ts
 * is in the public pages' shared client code, where every constant costs first-load bytes
 * (decision 016), and only the admin area needs these. Older admin paths (features, users, system)
 * stay in lib/routes.ts, which other areas import.
 */

export const ADMIN_HOME_PATH = "/admin";
export const ADMIN_DASHBOARD_PATH = "/admin/dashboard";

/* People */
export const ADMIN_RECRUITERS_PATH = "/admin/recruiters";
export const ADMIN_AUDIT_LOG_PATH = "/admin/audit-log";
export function adminUserPath(id: string): string {
  return `/admin/users/${encodeURIComponent(id)}`;
}

/* Companies */
export const ADMIN_COMPANIES_PATH = "/admin/companies";
export const ADMIN_COMPANY_CREATE_PATH = "/admin/companies/details/create";
export const ADMIN_COMPANY_TABS = ["details", "members", "postings", "requisitions", "activity"] as const;
export type AdminCompanyTab = (typeof ADMIN_COMPANY_TABS)[number];
/** A company's admin page; the default tab (details) is omitted. */
export function adminCompanyPath(id: string, tab: AdminCompanyTab = "details"): string {
  const base = `/admin/companies/details/${encodeURIComponent(id)}`;
  return tab === "details" ? base : `${base}?activeTab=${tab}`;
}

/* Taxonomies */
export const ADMIN_CATEGORY_TYPES_PATH = "/admin/category-types";
export const ADMIN_CATEGORIES_PATH = "/admin/categories";
export const ADMIN_JOB_ROLES_PATH = "/admin/job-roles";
/** The skills vocabulary (not a spec 2.7 route; decision recorded with the taxonomies). */
export const ADMIN_SKILLS_PATH = "/admin/skills";

/* Job data */
export const ADMIN_JOB_DATA_REFRESH_PATH = "/admin/job-data-refresh";
export const ADMIN_JOB_SCRAPE_STATS_PATH = "/admin/job-scrape-stats";
export const ADMIN_POSTAL_CODE_REFRESH_PATH = "/admin/postal-code-data-refresh";
export const ADMIN_JOB_LOCATIONS_PATH = "/admin/job-location-management";
export const ADMIN_PROMOTED_JOBS_PATH = "/admin/promoted-jobs";
export const ADMIN_JOB_TAG_MAPPING_PATH = "/admin/job-tag-mapping";
export const ADMIN_JOB_POSTING_ANALYTICS_PATH = "/admin/job-posting-analytics";

/* Outreach and health */
export const ADMIN_NOTIFICATIONS_PATH = "/admin/notifications";
export const ADMIN_DEMOGRAPHICS_PATH = "/admin/demographics-tracking";
export const ADMIN_OKR_DASHBOARD_PATH = "/admin/okr-dashboard";
