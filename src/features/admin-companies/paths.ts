import { ADMIN_COMPANIES_PATH, adminCompanyPath, type AdminCompanyTab } from "@/lib/admin-routes";
import { defaultDir, type AdminCompaniesQuery } from "./schemas";

/*
 * Query-string builders of the admin companies pages and the paths of their APIs (the area's
 * constants are lib/admin-routes.ts). Defaults are left out, so the plain list is /admin/companies.
 */
export function adminCompaniesListPath(q: Partial<AdminCompaniesQuery> = {}): string {
  const params = new URLSearchParams();
  if (q.q) params.set("q", q.q);
  if (q.verified) params.set("verified", q.verified);
  if (q.featured) params.set("featured", q.featured);
  if (q.claimed) params.set("claimed", q.claimed);
  if (q.category) params.set("category", q.category);
  const sort = q.sort ?? "name";
  if (sort !== "name") params.set("sort", sort);
  if (q.dir && q.dir !== defaultDir(sort)) params.set("dir", q.dir);
  if (q.page && q.page > 1) params.set("page", String(q.page));
  const qs = params.toString();
  return qs ? `${ADMIN_COMPANIES_PATH}?${qs}` : ADMIN_COMPANIES_PATH;
}

/** A company's tab with its pages (?page= for postings or requisitions, ?ipage= for imported jobs); page 1 is left out. */
export function adminCompanyTabPath(id: string, tab: AdminCompanyTab, pages: { page?: number; ipage?: number } = {}): string {
  const base = adminCompanyPath(id, tab);
  const params = new URLSearchParams();
  if (pages.page && pages.page > 1) params.set("page", String(pages.page));
  if (pages.ipage && pages.ipage > 1) params.set("ipage", String(pages.ipage));
  const qs = params.toString();
  if (!qs) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${qs}`;
}

export const ADMIN_COMPANIES_API_PATH = "/api/admin/companies";
export function adminCompanyApiPath(id: string): string {
  return `${ADMIN_COMPANIES_API_PATH}/${encodeURIComponent(id)}`;
}
export function adminCompanyStatusApiPath(id: string): string {
  return `${adminCompanyApiPath(id)}/status`;
}
export function adminCompanyMergeApiPath(id: string): string {
  return `${adminCompanyApiPath(id)}/merge`;
}
