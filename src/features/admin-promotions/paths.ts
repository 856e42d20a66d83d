import { ADMIN_PROMOTED_JOBS_PATH } from "@/lib/admin-routes";
import type { PromotionFilter, PromotionSort } from "./schemas";

/* The promoted-jobs page's query strings and API paths (relative to the API client's /api base). */
export type PromotionsListParams = { q?: string; status?: PromotionFilter; sort?: PromotionSort; dir?: "asc" | "desc"; page?: number };

export function promotedJobsPath(p: PromotionsListParams = {}): string {
  const qs = new URLSearchParams();
  if (p.q) qs.set("q", p.q);
  if (p.status && p.status !== "all") qs.set("status", p.status);
  if (p.sort && p.sort !== "starts") qs.set("sort", p.sort);
  if (p.dir && p.dir !== "desc") qs.set("dir", p.dir);
  if (p.page && p.page > 1) qs.set("page", String(p.page));
  const s = qs.toString();
  return s ? `${ADMIN_PROMOTED_JOBS_PATH}?${s}` : ADMIN_PROMOTED_JOBS_PATH;
}

export const PROMOTIONS_API = "/admin/promoted-jobs";

export function promotionApiPath(id: string): string {
  return `${PROMOTIONS_API}/${encodeURIComponent(id)}`;
}

export function promotionEndApiPath(id: string): string {
  return `${PROMOTIONS_API}/${encodeURIComponent(id)}/end`;
}

export function promotionJobPickerApiPath(q: string): string {
  return `${PROMOTIONS_API}/jobs?q=${encodeURIComponent(q)}`;
}
