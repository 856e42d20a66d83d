import { DEFAULT_RADIUS, type JobSearchQuery } from "@/lib/job-routes";
import { jobsSearchPath } from "@/lib/job-search-path";
import type { EmploymentType } from "@/db/schema/jobs";
import { newJobAlertPath } from "./paths";
import { hasSearchCriteria, JOB_ALERT_LIMITS } from "./schemas";
import type { JobAlert } from "./types";

/*
 * A /jobs search as a job alert (decision 037): /jobs's "Get new jobs like these by email" links to
 * /job-alerts/new with the search's own query string, and that page turns it back into the alert's
 * fields. The date-posted window, the sort and the page are left out: an alert is about new jobs.
 */
export type SearchForAlert = Pick<JobSearchQuery, "q" | "location" | "radius" | "remote" | "category" | "subcategory" | "company" | "type" | "salary">;

export type AlertSearch = Pick<JobAlert, "keywords" | "location" | "radiusMiles" | "remoteOnly" | "employmentTypes" | "categorySlug" | "subcategorySlug" | "companySlug" | "minSalary">;

export function alertSearchFrom(form: SearchForAlert): AlertSearch {
  const location = (form.location ?? "").slice(0, JOB_ALERT_LIMITS.location);
  return {
    keywords: (form.q ?? "").slice(0, JOB_ALERT_LIMITS.keywords),
    location,
    radiusMiles: location ? (form.radius ?? DEFAULT_RADIUS) : null,
    remoteOnly: !!form.remote,
    employmentTypes: form.type ? [form.type as EmploymentType] : [],
    categorySlug: form.category ?? "",
    subcategorySlug: (form.category && form.subcategory) || "",
    companySlug: form.company ?? "",
    minSalary: form.salary ?? null,
  };
}

/** /job-alerts/new?<the search>, or null when the search looks for nothing an alert could. */
export function jobAlertHrefForSearch(form: SearchForAlert): string | null {
  if (!hasSearchCriteria(alertSearchFrom(form))) return null;
  const path = jobsSearchPath({ q: form.q, location: form.location, radius: form.radius, remote: form.remote, category: form.category, subcategory: form.subcategory, company: form.company, type: form.type, salary: form.salary });
  return newJobAlertPath(path.includes("?") ? path.slice(path.indexOf("?") + 1) : "");
}
