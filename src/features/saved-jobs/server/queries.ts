import "server-only";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applications, companies, jobs, locations, savedJobs } from "@/db/schema";
import type { JobStatus } from "@/db/schema/jobs";
import { SAVED_JOBS_LIMIT } from "../schemas";
import type { JobMarks, SavedJob, SavedJobStatus } from "../types";

/* Reads of a person's saved jobs and of what listings mark for them (decision 036), always by owner. */

function statusOf(job: { status: JobStatus; validThrough: Date | null }, now: Date): SavedJobStatus {
  if (job.status !== "open") return job.status;
  return job.validThrough !== null && job.validThrough.getTime() <= now.getTime() ? "expired" : "open";
}

/** As a search result shows it: "Remote", "Austin, TX", else the place's name. */
function locationLabel(r: { locationType: string | null; locationName: string | null; city: string | null; stateCode: string | null; remote: boolean }): string | null {
  if (r.locationType === "Pseudo" || (!r.city && r.remote)) return "Remote";
  if (r.city && r.stateCode) return `${r.city}, ${r.stateCode}`;
  return r.locationName;
}

/**
 * The person's saved jobs, newest save first (saved_jobs_user_created_idx), closed and expired jobs
 * included and marked so. At most SAVED_JOBS_LIMIT rows, the most a person can save.
 */
export async function listSavedJobs(db: Db, userId: string, now: Date = new Date()): Promise<SavedJob[]> {
  const rows = await db
    .select({
      jobId: jobs.id,
      title: jobs.title,
      companyName: companies.name,
      companySlug: companies.slug,
      locationName: locations.name,
      locationType: locations.type,
      city: locations.city,
      stateCode: locations.stateCode,
      remote: jobs.remote,
      postedAt: jobs.postedAt,
      status: jobs.status,
      validThrough: jobs.validThrough,
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(locations, eq(locations.id, jobs.primaryLocationId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
    .limit(SAVED_JOBS_LIMIT);
  return rows.map((r) => ({
    jobId: r.jobId,
    title: r.title,
    companyName: r.companyName,
    companySlug: r.companySlug,
    locationLabel: locationLabel(r),
    postedAt: r.postedAt.toISOString(),
    status: statusOf(r, now),
    savedAt: r.savedAt.toISOString(),
  }));
}

/** How many jobs the person has saved (for the dashboard and the limit). */
export async function countSavedJobs(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.userId, userId));
  return row?.n ?? 0;
}

/** Whether the person saved this job. */
export async function isJobSaved(db: Db, params: { userId: string; jobId: string }): Promise<boolean> {
  const [row] = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, params.userId), eq(savedJobs.jobId, params.jobId)))
    .limit(1);
  return Boolean(row);
}

/** For the jobs on screen (ids already checked as job ids): which the person saved, and their application stage per job. */
export async function getJobMarks(db: Db, params: { userId: string; jobIds: string[] }): Promise<JobMarks> {
  if (!params.jobIds.length) return { saved: [], stages: {} };
  const [saved, applied] = await Promise.all([
    db
      .select({ jobId: savedJobs.jobId })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, params.userId), inArray(savedJobs.jobId, params.jobIds))),
    db
      .select({ jobId: applications.jobId, stage: applications.stage })
      .from(applications)
      .where(and(eq(applications.userId, params.userId), inArray(applications.jobId, params.jobIds))),
  ]);
  return { saved: saved.map((r) => r.jobId), stages: Object.fromEntries(applied.map((r) => [r.jobId, r.stage])) };
}
