import "server-only";
import type { Db } from "@/db/client";
import { listNewestJobs, type HomeJob } from "@/features/home/server/queries";
import { unreadCount } from "@/features/notifications/server/queries";
import { getEmailPreferences } from "@/lib/email/preferences";
import { jobDetailPath } from "@/lib/job-routes";
import { dashboardBrand, firstNameOf } from "../brand";
import type { CandidateDashboard, DashboardJob } from "../schemas";

/*
 * What the candidate dashboard shows (decision 025). Plain functions (db, params) -> plain objects,
 * shared by GET /api/candidates/dashboard and the server-rendered pages.
 */

export const DASHBOARD_NEWEST_LIMIT = 6;
export const DASHBOARD_JOBS_PAGE_LIMIT = 12;

/** A job row as the home page's newest-jobs query returns it (one query for both). */
export type DashboardJobRow = HomeJob;

/** The newest open jobs, or the newest remote ones (the home page's query). */
export function listDashboardJobs(db: Db, opts: { remote?: boolean; limit?: number } = {}): Promise<DashboardJobRow[]> {
  return listNewestJobs(db, opts.limit ?? DASHBOARD_NEWEST_LIMIT, { remote: opts.remote });
}

/** "Austin, TX · Remote", "Remote", "Austin, TX" or null. */
export function jobPlace(job: { remote: boolean; locationName: string | null }): string | null {
  if (job.remote) return job.locationName ? `${job.locationName} · Remote` : "Remote";
  return job.locationName;
}

export function toDashboardJob(row: DashboardJobRow): DashboardJob {
  return {
    id: row.id,
    title: row.title,
    company: row.company.name,
    place: jobPlace(row),
    remote: row.remote,
    postedAt: row.postedAt.toISOString(),
    url: jobDetailPath(row.id),
  };
}

export type DashboardCounts = CandidateDashboard["counts"];

export async function getDashboardCounts(db: Db, userId: string): Promise<DashboardCounts> {
  const [unread, preferences] = await Promise.all([unreadCount(db, userId), getEmailPreferences(db, userId)]);
  const values = Object.values(preferences);
  return { unreadNotifications: unread, emailCategoriesOn: values.filter(Boolean).length, emailCategories: values.length };
}

/** The whole dashboard for one person: brand, first name, newest jobs and counts, read side by side. */
export async function getCandidateDashboard(
  db: Db,
  user: { id: string; name: string },
  partnerName: string | undefined,
): Promise<{ dashboard: CandidateDashboard; jobs: DashboardJobRow[] }> {
  const [jobRows, counts] = await Promise.all([listDashboardJobs(db), getDashboardCounts(db, user.id)]);
  return {
    dashboard: { ...dashboardBrand(partnerName), firstName: firstNameOf(user.name), newestJobs: jobRows.map(toDashboardJob), counts },
    jobs: jobRows,
  };
}
