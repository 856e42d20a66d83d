/*
 * Every companies directory URL (spec 2.7 "Companies"). Page 1 (or a missing page) never appears in
 * a path; later pages are the last segment, as in the jobs browse family.
 */
import { COMPANY_LETTERS } from "@/lib/job-routes";

export const COMPANIES_PATH = "/companies";

const withPage = (base: string, page?: number) => (page && page > 1 ? `${base}/${page}` : base);
const seg = (value: string) => encodeURIComponent(value.toLowerCase());

/** /companies, or /companies?q=acme&page=2 for a name search (companies-search flag). */
export function companiesPath(opts: { q?: string; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (opts.q) params.set("q", opts.q);
  if (opts.q && opts.page && opts.page > 1) params.set("page", String(opts.page));
  const qs = params.toString();
  return qs ? `${COMPANIES_PATH}?${qs}` : COMPANIES_PATH;
}

/** /companies/browse/{x}[/{page}]: companies by first letter; {x} is a-z or "0-9". */
export function companiesByLetterPath(letter: string, page?: number): string {
  return withPage(`${COMPANIES_PATH}/browse/${seg(letter)}`, page);
}

/** /companies/{slug}[/{page}]: a company's profile and its open jobs (page = jobs page). */
export function companyPath(slug: string, page?: number): string {
  return withPage(`${COMPANIES_PATH}/${seg(slug)}`, page);
}

/** /companies/category/{slug}[/{page}]. */
export function companyCategoryPath(slug: string, page?: number): string {
  return withPage(`${COMPANIES_PATH}/category/${seg(slug)}`, page);
}

export function isCompanyLetter(value: string): boolean {
  return (COMPANY_LETTERS as readonly string[]).includes(value);
}

/** Path segments that may not be company slugs because they are directory routes. */
export const RESERVED_COMPANY_SEGMENTS = ["browse", "category"] as const;
