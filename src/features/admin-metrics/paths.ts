import { ADMIN_DASHBOARD_PATH, ADMIN_JOB_POSTING_ANALYTICS_PATH, ADMIN_OKR_DASHBOARD_PATH } from "@/lib/admin-routes";

/*
 * The admin metrics' URLs with their query strings (decision 058); empty values are left out, so the
 * default view has the bare path.
 */
type Params = Record<string, string | number | undefined>;

function withQuery(path: string, params: Params): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "" && !(k === "page" && v === 1)) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

export type RangeParams = { range?: string; from?: string; to?: string };
export type AnalyticsParams = RangeParams & { group?: string; q?: string; sort?: string; dir?: string; page?: number };

export const adminDashboardPath = (p: RangeParams = {}) => withQuery(ADMIN_DASHBOARD_PATH, { range: p.range, from: p.from, to: p.to });
export const adminDashboardCsvPath = (p: RangeParams = {}) => withQuery("/api/admin/metrics/dashboard/csv", { range: p.range, from: p.from, to: p.to });
export const adminAnalyticsPath = (p: AnalyticsParams = {}) => withQuery(ADMIN_JOB_POSTING_ANALYTICS_PATH, { ...p });
export const adminAnalyticsCsvPath = (p: AnalyticsParams = {}) => withQuery("/api/admin/metrics/posting-analytics/csv", { ...p, page: undefined });
export const adminOkrPath = () => ADMIN_OKR_DASHBOARD_PATH;

export const okrObjectivesApi = "/api/admin/okrs/objectives";
export const okrObjectiveApi = (id: string) => `/api/admin/okrs/objectives/${encodeURIComponent(id)}`;
export const okrObjectiveKeyResultsApi = (id: string) => `/api/admin/okrs/objectives/${encodeURIComponent(id)}/key-results`;
export const okrKeyResultApi = (id: string) => `/api/admin/okrs/key-results/${encodeURIComponent(id)}`;
export const okrFiguresApi = "/api/admin/okrs/figures";
