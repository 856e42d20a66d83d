import { ADMIN_HIRING_TRACKER_PATH, ADMIN_REQUISITION_TRACKER_PATH, hiringDashboardPath } from "@/lib/employer-routes";
import type { TrackerQuery } from "./schemas";

/*
 * The trackers' URLs (decision 046): the company trackers are views of /hiring/dashboard, the admin
 * ones /admin/hiring-tracker and /admin/requisition-tracker; each table's CSV is a GET with the same
 * query plus ?table=.
 */
export type TrackerKind = "hiring-tracker" | "requisition-tracker";

/** The query a tracker keeps in its links (what was chosen, nothing empty). */
export function trackerSearch(query: Partial<TrackerQuery>, extra: Record<string, string | undefined> = {}): URLSearchParams {
  const out = new URLSearchParams();
  const all: Record<string, string | undefined> = { ...extra, range: query.range, from: query.range === "custom" ? query.from : undefined, to: query.range === "custom" ? query.to : undefined, department: query.department, posting: query.posting, company: query.company, interval: query.interval };
  for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== "") out.set(k, v);
  return out;
}

export function companyTrackerCsvPath(companyId: string, tracker: TrackerKind, table: string, query: Partial<TrackerQuery>): string {
  const qs = trackerSearch({ ...query, company: undefined }, { table });
  return `/api/employer/company/${encodeURIComponent(companyId)}/trackers/${tracker}?${qs}`;
}

export function adminTrackerCsvPath(tracker: TrackerKind, table: string, query: Partial<TrackerQuery>): string {
  return `/api/admin/trackers/${tracker}?${trackerSearch(query, { table })}`;
}

export function adminTrackerPath(tracker: TrackerKind): string {
  return tracker === "hiring-tracker" ? ADMIN_HIRING_TRACKER_PATH : ADMIN_REQUISITION_TRACKER_PATH;
}

/** The dashboard view's own URL (the filter form's action is the dashboard path; view and company ride along). */
export const companyTrackerPath = (tracker: TrackerKind, company?: string) => hiringDashboardPath(tracker, { company });
