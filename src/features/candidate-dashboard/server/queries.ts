import "server-only";
import type { Db } from "@/db/client";
import { listNewestJobs, type HomeJob } from "@/features/home/server/queries";
import { unreadCount } from "@/features/notifications/server/queries";
import { getEmailPreferences } from "@/lib/email/preferences";
import { isFeatureEnabled } from "@/lib/flags/server";
import { jobDetailPath } from "@/lib/job-routes";
import { getProfileCompletion, type ProfileCompletion } from "@/features/candidate-profile/server/queries";
import { dashboardBrand, firstNameOf } from "../brand";
import { DASHBOARD_PROFILE_PATH } from "../paths";
import type { CandidateDashboard, DashboardCompletion, DashboardJob } from "../schemas";
import { getRecommendedJobs, toDashboardRecommendations, type Recommendation } from "./recommendations";

export { getRecommendedJobs, RECOMMENDED_DASHBOARD_LIMIT, RECOMMENDED_JOBS_PAGE_LIMIT, type Recommendation } from "./recommendations";

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

/** "Austin, TX · Remote", "Remote", "Austin, TX" or null (a remote job's place named "Remote" is said once). */
export function jobPlace(job: { remote: boolean; locationName: string | null }): string | null {
  if (job.remote) return job.locationName && !/^remote$/i.test(job.locationName.trim()) ? `${job.locationName} · Remote` : "Remote";
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

/** The widget's figures from Candidate360's completion: a section's in-page link ("#profile-photo") leads to the overview. */
export function toDashboardCompletion(c: ProfileCompletion): DashboardCompletion {
  const next = c.next;
  const href = next?.href ? (next.href.startsWith("#") ? `${DASHBOARD_PROFILE_PATH}${next.href}` : next.href) : DASHBOARD_PROFILE_PATH;
  return {
    percent: c.percent,
    done: c.done,
    total: c.total,
    next: next ? { key: next.key, title: next.title, detail: next.detail, href, linkLabel: next.linkLabel ?? `Add ${next.title.toLowerCase()}` } : null,
  };
}

/** The widget's figures, or null while the profile-completion-widget flag is off. */
export async function getDashboardCompletion(db: Db, userId: string): Promise<DashboardCompletion | null> {
  if (!(await isFeatureEnabled("profile-completion-widget", db))) return null;
  return toDashboardCompletion(await getProfileCompletion(db, userId));
}

/**
 * The whole dashboard for one person: brand, first name, newest jobs, counts, the profile's completion
 * (behind its flag) and the jobs recommended from their profile, read side by side.
 */
export async function getCandidateDashboard(
  db: Db,
  user: { id: string; name: string },
  partnerName: string | undefined,
): Promise<{ dashboard: CandidateDashboard; jobs: DashboardJobRow[]; recommended: Recommendation[] }> {
  const [jobRows, counts, completion, recommendations] = await Promise.all([
    listDashboardJobs(db),
    getDashboardCounts(db, user.id),
    getDashboardCompletion(db, user.id),
    getRecommendedJobs(db, user.id),
  ]);
  return {
    dashboard: {
      ...dashboardBrand(partnerName),
      firstName: firstNameOf(user.name),
      newestJobs: jobRows.map(toDashboardJob),
      counts,
      completion,
      recommendations: toDashboardRecommendations(recommendations),
    },
    jobs: jobRows,
    recommended: recommendations.jobs,
  };
}
