import { ADMIN_JOB_LOCATIONS_PATH, ADMIN_POSTAL_CODE_REFRESH_PATH } from "@/lib/admin-routes";

/* The two pages' query strings and the API paths (relative to the API client's /api base). */
export function postalRefreshPath(p: { upload?: string; page?: number } = {}): string {
  const qs = new URLSearchParams();
  if (p.upload) qs.set("upload", p.upload);
  if (p.page && p.page > 1) qs.set("page", String(p.page));
  const s = qs.toString();
  return s ? `${ADMIN_POSTAL_CODE_REFRESH_PATH}?${s}` : ADMIN_POSTAL_CODE_REFRESH_PATH;
}

export type LocationsPageParams = { q?: string; show?: "open" | "corrected" | "all"; page?: number; lq?: string; lsort?: "jobs" | "name" | "created"; lpage?: number; nocoords?: "1" };

export function jobLocationsPath(p: LocationsPageParams = {}): string {
  const qs = new URLSearchParams();
  if (p.q) qs.set("q", p.q);
  if (p.show && p.show !== "open") qs.set("show", p.show);
  if (p.page && p.page > 1) qs.set("page", String(p.page));
  if (p.lq) qs.set("lq", p.lq);
  if (p.lsort && p.lsort !== "jobs") qs.set("lsort", p.lsort);
  if (p.lpage && p.lpage > 1) qs.set("lpage", String(p.lpage));
  if (p.nocoords) qs.set("nocoords", p.nocoords);
  const s = qs.toString();
  return s ? `${ADMIN_JOB_LOCATIONS_PATH}?${s}` : ADMIN_JOB_LOCATIONS_PATH;
}

export const POSTAL_UPLOADS_API = "/admin/places/postal-codes/uploads";
export const postalUploadApiPath = (id: string) => `${POSTAL_UPLOADS_API}/${encodeURIComponent(id)}`;
export const LOCATION_MERGE_API = "/admin/places/locations/merge";
export const locationPickerApiPath = (q: string) => `/admin/places/locations?q=${encodeURIComponent(q)}`;
export const placeCorrectionApiPath = (id: string) => `/admin/places/unresolved/${encodeURIComponent(id)}/correct`;
