import { employmentTypeLabel } from "@/lib/employment-types";
import { JOB_RADII } from "@/lib/job-routes";
import { jobsSearchPath } from "@/lib/job-search-path";
import type { JobAlert } from "./types";

type Search = Pick<JobAlert, "keywords" | "location" | "radiusMiles" | "remoteOnly" | "employmentTypes"> &
  Partial<Pick<JobAlert, "categorySlug" | "subcategorySlug" | "companySlug" | "minSalary">>;

/**
 * The /jobs radius that covers an alert's: the smallest of the search page's radii (5, 10, 25, 50,
 * 100) at least as wide, or the widest. None without a location (the page ignores it) or a radius.
 */
export function searchRadiusFor(alert: Pick<Search, "location" | "radiusMiles">): number | undefined {
  if (!alert.location || alert.radiusMiles === null) return undefined;
  return JOB_RADII.find((r) => r >= alert.radiusMiles!) ?? JOB_RADII[JOB_RADII.length - 1];
}

/**
 * "See matching jobs": the /jobs search equivalent to the alert, newest first (an alert is about new
 * jobs). The page filters on one employment type: with several, the link leaves the type open.
 */
export function jobAlertSearchPath(alert: Search): string {
  return jobsSearchPath({
    q: alert.keywords || undefined,
    location: alert.location || undefined,
    radius: searchRadiusFor(alert),
    remote: alert.remoteOnly || undefined,
    category: alert.categorySlug || undefined,
    subcategory: (alert.categorySlug && alert.subcategorySlug) || undefined,
    company: alert.companySlug || undefined,
    type: alert.employmentTypes.length === 1 ? alert.employmentTypes[0] : undefined,
    salary: alert.minSalary ?? undefined,
    sort: "date",
  });
}

const slugWords = (slug: string) => slug.replace(/-/g, " ");

/** What the alert looks for, in a line: "“nurse” · within 25 mi of 60601 · Remote only · Full-time, Part-time". */
export function describeJobAlert(alert: Search): string {
  const parts: string[] = [];
  if (alert.keywords) parts.push(`“${alert.keywords}”`);
  if (alert.location) parts.push(alert.radiusMiles ? `within ${alert.radiusMiles} mi of ${alert.location}` : `near ${alert.location}`);
  if (alert.remoteOnly) parts.push("Remote only");
  if (alert.employmentTypes.length) parts.push(alert.employmentTypes.map(employmentTypeLabel).join(", "));
  if (alert.categorySlug) parts.push(`Category: ${slugWords(alert.subcategorySlug || alert.categorySlug)}`);
  if (alert.companySlug) parts.push(`Company: ${slugWords(alert.companySlug)}`);
  if (alert.minSalary) parts.push(`$${alert.minSalary.toLocaleString("en-US")}+ a year`);
  return parts.join(" · ");
}
