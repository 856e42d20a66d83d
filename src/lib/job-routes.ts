/*
 * Every jobs URL (spec 2.7 "Jobs"): the search page, the browse family and job detail. Components
 * build jobs links only through these functions. Page 1 (or a missing page) never appears in a path.
 */

export const JOBS_SEARCH_PATH = "/jobs";
export const BROWSE_JOBS_PATH = "/browse-jobs";
export const BROWSE_JOBS_REMOTE_PATH = "/browse-jobs/remote";

/** Job detail: /jobs/all/all/all/all/all/{lowercased id}. */
export function jobDetailPath(id: string): string {
  return `/jobs/all/all/all/all/all/${encodeURIComponent(id.toLowerCase())}`;
}

/** The longest keyword and place a job search takes: the forms' maxLength; the parser cuts the rest. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LOCATION_MAX = 100;

export const JOB_SORTS = ["relevance", "date", "distance"] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_RADII = [5, 10, 25, 50, 100] as const;
export const DEFAULT_RADIUS = 25;
/**
 * The "date posted" windows by their query-string value, narrowest first: how many days back each
 * reaches and its label. The filter, the facet's buckets and the facet's links all read this table.
 */
export const DATE_POSTED = {
  "24h": { days: 1, label: "Last 24 hours" },
  "3d": { days: 3, label: "Last 3 days" },
  "7d": { days: 7, label: "Last 7 days" },
  "14d": { days: 14, label: "Last 14 days" },
  "30d": { days: 30, label: "Last 30 days" },
} as const satisfies Record<string, { days: number; label: string }>;
export type DatePosted = keyof typeof DATE_POSTED;
/** Narrowest first: an object's string keys keep the order they were written in. */
export const DATE_POSTED_WINDOWS = Object.keys(DATE_POSTED) as readonly DatePosted[];

/** The search page's query string, in URL order. Empty values and defaults are left out. */
export type JobSearchQuery = {
  q?: string;
  location?: string;
  radius?: number;
  remote?: boolean;
  category?: string;
  subcategory?: string;
  company?: string;
  type?: string;
  posted?: DatePosted;
  salary?: number;
  sort?: JobSort;
  page?: number;
};

const withPage = (base: string, page?: number) => (page && page > 1 ? `${base}/${page}` : base);
const seg = (value: string) => encodeURIComponent(value.toLowerCase());

/** /browse-jobs/state/{state}: the state's cities. {state} is the state's slug ("new-york"). */
export function browseStatePath(stateSlug: string): string {
  return `${BROWSE_JOBS_PATH}/state/${seg(stateSlug)}`;
}

/** /browse-jobs/state/{state}/all[/{page}]: every job in the state. */
export function browseStateAllPath(stateSlug: string, page?: number): string {
  return withPage(`${browseStatePath(stateSlug)}/all`, page);
}

/** /browse-jobs/state/{state}/{city}[/{page}]. */
export function browseCityPath(stateSlug: string, citySlug: string, page?: number): string {
  return withPage(`${browseStatePath(stateSlug)}/${seg(citySlug)}`, page);
}

/** Letters of the company index: a-z, and "0-9" for names that start with anything else. */
export const COMPANY_LETTERS = [..."abcdefghijklmnopqrstuvwxyz", "0-9"] as const;

/** The index letter a company is listed under. */
export function companyLetter(name: string): string {
  const first = name.trim().charAt(0).toLowerCase();
  return first >= "a" && first <= "z" ? first : "0-9";
}

/** /browse-jobs/companies/{letter}: companies with open jobs under that letter. */
export function browseCompaniesPath(letter: string): string {
  return `${BROWSE_JOBS_PATH}/companies/${seg(letter)}`;
}

/** /browse-jobs/companies/{letter}/{x}[/{page}]: {x} is the company slug (decision 006); page 1 omitted. */
export function browseCompanyJobsPath(letter: string, companySlug: string, page?: number): string {
  return withPage(`${browseCompaniesPath(letter)}/${seg(companySlug)}`, page);
}

/** /browse-jobs/remote[/{page}]. */
export function browseRemotePath(page?: number): string {
  return withPage(BROWSE_JOBS_REMOTE_PATH, page);
}

/** /browse-jobs/category/{category}: the category's subcategories. */
export function browseCategoryPath(categorySlug: string): string {
  return `${BROWSE_JOBS_PATH}/category/${seg(categorySlug)}`;
}

/** /browse-jobs/category/{category}/all[/{page}]. */
export function browseCategoryAllPath(categorySlug: string, page?: number): string {
  return withPage(`${browseCategoryPath(categorySlug)}/all`, page);
}

/** /browse-jobs/category/{category}/{subcategory}[/{page}]. */
export function browseSubcategoryPath(categorySlug: string, subcategorySlug: string, page?: number): string {
  return withPage(`${browseCategoryPath(categorySlug)}/${seg(subcategorySlug)}`, page);
}

/**
 * A browse path segment read as a page number: undefined when absent, "redirect" for "1" (page 1 is
 * never in a path), "invalid" for anything that is not a whole number >= 2 (404).
 */
export function parsePageSegment(segment: string | undefined): number | undefined | "redirect" | "invalid" {
  if (segment === undefined) return undefined;
  if (segment === "1") return "redirect";
  if (!/^[1-9]\d{0,5}$/.test(segment)) return "invalid";
  return Number(segment);
}
