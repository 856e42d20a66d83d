import { ADMIN_FEATURES_PATH, ADMIN_SYSTEM_PATH, ADMIN_USERS_PATH } from "@/lib/routes";
import * as A from "@/lib/admin-routes";
import { ADMIN_CONTENT_PATH } from "@/lib/content-routes";
import { ADMIN_HIRING_TRACKER_PATH, ADMIN_REQUISITION_TRACKER_PATH } from "@/lib/employer-routes";
import type { FlagKey } from "@/lib/flags/definitions";

/*
 * Every admin section, grouped (issue 19): the navigation column and the /admin home's index are
 * both built from this list, so a section added here is reachable from both. `flag`: the section's
 * page answers 404 while that flag is off, so its links hide too (the admin layout reads the flags).
 */
export type AdminLink = { href: string; label: string; description: string; flag?: FlagKey };
export type AdminSection = { id: string; label: string; links: AdminLink[] };

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: "overview",
    label: "Overview",
    links: [
      { href: A.ADMIN_HOME_PATH, label: "Admin home", description: "Every section, and the platform today." },
      { href: A.ADMIN_DASHBOARD_PATH, label: "Dashboard", description: "Sign-ups, postings, applications, alerts and imports over time.", flag: "admin-dashboard" },
      { href: A.ADMIN_OKR_DASHBOARD_PATH, label: "OKRs", description: "Objectives and key results against the platform's own figures." },
    ],
  },
  {
    id: "people",
    label: "People",
    links: [
      { href: ADMIN_USERS_PATH, label: "Users", description: "Roles, locks, confirmation, two-factor and sessions." },
      { href: A.ADMIN_RECRUITERS_PATH, label: "Recruiters", description: "Recruiter accounts and the companies they serve." },
      { href: A.ADMIN_AUDIT_LOG_PATH, label: "Audit log", description: "Every admin and security event." },
    ],
  },
  {
    id: "companies",
    label: "Companies",
    links: [
      { href: A.ADMIN_COMPANIES_PATH, label: "Companies", description: "Verify, feature and merge employers." },
      { href: ADMIN_HIRING_TRACKER_PATH, label: "Hiring tracker", description: "Hiring across companies.", flag: "hiring-tracker" },
      { href: ADMIN_REQUISITION_TRACKER_PATH, label: "Requisition tracker", description: "Requisitions across companies.", flag: "requisition-tracker" },
    ],
  },
  {
    id: "taxonomies",
    label: "Taxonomies",
    links: [
      { href: A.ADMIN_CATEGORY_TYPES_PATH, label: "Category types", description: "The kinds of categories (jobs, companies, ...)." },
      { href: A.ADMIN_CATEGORIES_PATH, label: "Categories", description: "Categories and subcategories behind search and browse." },
      { href: A.ADMIN_JOB_ROLES_PATH, label: "Job roles", description: "The curated occupation titles." },
      { href: A.ADMIN_SKILLS_PATH, label: "Skills", description: "The skills vocabulary." },
    ],
  },
  {
    id: "job-data",
    label: "Job data",
    links: [
      { href: A.ADMIN_JOB_DATA_REFRESH_PATH, label: "Job feeds", description: "Feed sources, schedules and runs." },
      { href: A.ADMIN_JOB_SCRAPE_STATS_PATH, label: "Import statistics", description: "What each run read, created, updated, expired and rejected." },
      { href: A.ADMIN_JOB_TAG_MAPPING_PATH, label: "Tag mapping", description: "Rules that tag imported jobs." },
      { href: A.ADMIN_PROMOTED_JOBS_PATH, label: "Promoted jobs", description: "Jobs promoted in search for a date range." },
      { href: A.ADMIN_JOB_LOCATIONS_PATH, label: "Job locations", description: "Places that did not resolve.", flag: "admin-job-location-management" },
      { href: A.ADMIN_POSTAL_CODE_REFRESH_PATH, label: "Postal codes", description: "Reload the postal-code dataset." },
      { href: A.ADMIN_JOB_POSTING_ANALYTICS_PATH, label: "Posting analytics", description: "Views, apply clicks and applications." },
    ],
  },
  {
    id: "outreach",
    label: "Outreach and health",
    links: [
      { href: A.ADMIN_NOTIFICATIONS_PATH, label: "Notifications", description: "Send a notification to a segment." },
      { href: A.ADMIN_DEMOGRAPHICS_PATH, label: "Demographics", description: "Self-identification aggregates." },
      { href: ADMIN_SYSTEM_PATH, label: "System", description: "Versions, database, queues, storage and mail." },
      { href: ADMIN_CONTENT_PATH, label: "Content", description: "Pages, blog, campaigns, files, navigation." },
      { href: ADMIN_FEATURES_PATH, label: "Feature flags", description: "Turn features on and off." },
    ],
  },
];

/** The links of sections whose flags are off, for the navigation to hide. */
export function hiddenAdminLinks(enabled: (key: FlagKey) => boolean): string[] {
  return ADMIN_SECTIONS.flatMap((s) => s.links).filter((l) => l.flag && !enabled(l.flag)).map((l) => l.href);
}
