import { z } from "zod";
import { text } from "@/lib/text-schema";
import { EMPLOYMENT_TYPES } from "@/db/schema/jobs";
import { DATE_POSTED_WINDOWS, DEFAULT_RADIUS, JOB_RADII, JOB_SORTS, SEARCH_LOCATION_MAX, SEARCH_QUERY_MAX, type JobSearchQuery, type JobSort } from "@/lib/job-routes";

import type { JobSearchResult, SearchJobsParams } from "./server/search/types";

/*
 * The search page's query string (/jobs?q=&location=&radius=&remote=&category=&subcategory=&company=
 * &type=&posted=&salary=&sort=&page=). Every field is forgiving: a malformed value is dropped rather
 * than answering 400, because these URLs are typed, shared and crawled.
 */
export const JOBS_PAGE_SIZE = 20;
/** The deepest result page served; deeper asks are 404, like a page past the last one. */
export const MAX_SEARCH_PAGE = 500;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

const searchText = (max: number) =>
  text()
    .optional()
    .catch(undefined)
    .transform((v) => v?.trim().slice(0, max) || undefined);
const slug = text()
  .optional()
  .catch(undefined)
  .transform((v) => {
    const s = v?.trim().toLowerCase();
    return s && SLUG.test(s) ? s : undefined;
  });

export const jobSearchQuerySchema = z.object({
  q: searchText(SEARCH_QUERY_MAX),
  location: searchText(SEARCH_LOCATION_MAX),
  radius: z.coerce
    .number()
    .optional()
    .catch(undefined)
    .transform((v) => ((JOB_RADII as readonly number[]).includes(v ?? NaN) ? v! : DEFAULT_RADIUS)),
  remote: text()
    .optional()
    .catch(undefined)
    .transform((v) => v === "true" || v === "1" || v === "on"),
  category: slug,
  subcategory: slug,
  company: slug,
  type: z.enum(EMPLOYMENT_TYPES).optional().catch(undefined),
  posted: z.enum(DATE_POSTED_WINDOWS).optional().catch(undefined),
  /** Minimum yearly pay in whole dollars. */
  salary: z.coerce.number().int().min(1).max(10_000_000).optional().catch(undefined),
  sort: z.enum(JOB_SORTS).optional().catch(undefined),
  // Not capped here: a page past MAX_SEARCH_PAGE is 404 (isPastLastPage), not page 1.
  page: z.coerce.number().int().min(1).optional().catch(undefined).transform((v) => v ?? 1),
});

export type JobSearchForm = z.infer<typeof jobSearchQuerySchema>;

/** Next's searchParams (string | string[] | undefined) -> the parsed search. */
export function parseJobSearchParams(raw: Record<string, string | string[] | undefined>): JobSearchForm {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(jobSearchQuerySchema.shape)) input[key] = first(raw[key]);
  return jobSearchQuerySchema.parse(input);
}

/** The parsed search back to the URL shape (for links that keep every other filter). */
export function toJobSearchQuery(form: JobSearchForm): JobSearchQuery {
  return { ...form, remote: form.remote || undefined, page: form.page > 1 ? form.page : undefined };
}

export const SORT_LABELS: Record<JobSort, string> = { relevance: "Relevance", date: "Date posted", distance: "Distance" };

export const SALARY_CHOICES = [30_000, 50_000, 75_000, 100_000, 150_000] as const;

/**
 * A result page that does not exist (404, as on the browse routes): past MAX_SEARCH_PAGE (checked
 * before searching), or a page after the first with no results, i.e. past the last page.
 */
export function isPastLastPage(form: JobSearchForm, result?: Pick<JobSearchResult, "page" | "hits">): boolean {
  if (form.page > MAX_SEARCH_PAGE) return true;
  return result !== undefined && result.page > 1 && result.hits.length === 0;
}

/** What the /jobs page searches for a parsed query string: its page size, with facets and suggestions. */
export function jobsPageSearchParams(form: JobSearchForm): SearchJobsParams {
  return {
    q: form.q,
    location: form.location,
    radiusMiles: form.radius,
    remote: form.remote,
    categorySlug: form.category,
    subcategorySlug: form.subcategory,
    companySlug: form.company,
    employmentType: form.type,
    posted: form.posted,
    minSalary: form.salary,
    sort: form.sort,
    page: form.page,
    pageSize: JOBS_PAGE_SIZE,
    facets: true,
    suggestions: true,
  };
}
