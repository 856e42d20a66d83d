import type { EmploymentType, SalaryPeriod } from "@/db/schema";
import type { DatePosted, JobSort } from "@/lib/job-routes";
import type { ResolvedLocation } from "./resolve-location";

/*
 * What a job search is asked and answers (decision 006). Apart from the code that runs it, so the
 * module's files, the pages and the benchmark share them without importing one another in a circle.
 */

export type SearchJobsParams = {
  q?: string;
  /** Free text: ZIP, "City, ST", state or "Remote" (resolved by resolveLocation). */
  location?: string;
  radiusMiles?: number;
  remote?: boolean;
  categorySlug?: string;
  subcategorySlug?: string;
  companySlug?: string;
  /** Browse pages: jobs with a location in this state (USPS code) / city (slug, with stateCode). */
  stateCode?: string;
  citySlug?: string;
  employmentType?: EmploymentType;
  posted?: DatePosted;
  /** Minimum yearly pay in dollars (hourly pay counts as 2,080 hours a year). */
  minSalary?: number;
  sort?: JobSort;
  page?: number;
  pageSize?: number;
  /** Facet counts in one GROUPING SETS pass (the search page); browse pages skip them. */
  facets?: boolean;
  /** "Did you mean" suggestions when there are few results. */
  suggestions?: boolean;
  /**
   * false: the page of hits only, the matches are not counted (total is then this page's rows, a lower
   * bound). For callers that show a few best matches (the dashboard's recommendations), not a result list.
   */
  count?: false;
};

/** Thresholds, changeable by tests (a test data set has dozens of jobs, not a million). */
export type SearchTuning = {
  broadMatches?: number;
  sampleJobs?: number;
  rerankNewest?: number;
  /** Relevance walks the posted_at index newest-first above this share of all jobs (WALK_SHARE). */
  walkShare?: number;
  /** Count the sample first when the estimate is above broadMatches / this (SAMPLE_FIRST_RATIO). */
  sampleFirstRatio?: number;
  /** The recent window's margin over the estimate (WINDOW_MARGIN); 0: no window. */
  windowMargin?: number;
};

export type JobSearchHit = {
  id: string;
  title: string;
  companyName: string;
  companySlug: string;
  locationText: string;
  remote: boolean;
  employmentType: EmploymentType | null;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  postedAt: Date;
  isPromoted: boolean;
  immediatelyHiring: boolean;
  /** Miles to the searched place (nearest of the job's locations), with a location search. */
  distanceMiles: number | null;
};

export type FacetValue = { value: string; label: string; count: number };

export type JobFacets = {
  categories: FacetValue[];
  subcategories: FacetValue[];
  employmentTypes: FacetValue[];
  /** Cumulative: "7d" counts everything posted in the last 7 days. */
  datePosted: FacetValue[];
  remote: number;
  companies: FacetValue[];
};

export type JobSearchResult = {
  hits: JobSearchHit[];
  /** Exact when facets were computed or when at most COUNT_CAP; otherwise COUNT_CAP + 1; approximate when `approximate`. */
  total: number;
  /** true: a count without facets (browse pages) stopped at COUNT_CAP (show "1,000+"); the pages are unknown. */
  totalCapped: boolean;
  /** true: a broad search whose total, page count and facet counts are scaled from a sample (show "about"). */
  approximate: boolean;
  page: number;
  pageSize: number;
  /** The pages of `total` (an estimate when `approximate`); null when `totalCapped` (then follow hasNextPage). */
  pageCount: number | null;
  hasNextPage: boolean;
  sort: JobSort;
  location: ResolvedLocation | null;
  radiusMiles: number | null;
  /** The keyword as a tsquery, or null (empty or nothing searchable). */
  tsquery: string | null;
  facets: JobFacets | null;
  suggestions: { keywords: string[]; locations: string[] };
};
