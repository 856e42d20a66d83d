import { DEFAULT_RADIUS, JOBS_SEARCH_PATH, type JobSearchQuery } from "./job-routes";

/*
 * The /jobs search URL for a query, in its own module: client code that builds search links (the job
 * alerts' "See matching jobs") imports this alone, so the public pages' client bundle, which uses
 * job-routes.ts's constants, does not carry it (the first-load budget, decision 016).
 */
const ORDER: (keyof JobSearchQuery)[] = ["q", "location", "radius", "remote", "category", "subcategory", "company", "type", "posted", "salary", "sort", "page"];

/** /jobs?q=nurse&location=78701&radius=50&...; radius 25 (the default) and page 1 are omitted. */
export function jobsSearchPath(query: JobSearchQuery = {}): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = query[key];
    if (value === undefined || value === null || value === "" || value === false) continue;
    if (key === "radius" && (value === DEFAULT_RADIUS || !query.location)) continue;
    if (key === "page" && Number(value) <= 1) continue;
    params.set(key, value === true ? "true" : String(value));
  }
  const qs = params.toString();
  return qs ? `${JOBS_SEARCH_PATH}?${qs}` : JOBS_SEARCH_PATH;
}
