import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobs, savedJobs, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { SAVED_JOB_MESSAGES, SAVED_JOBS_LIMIT } from "../schemas";

/*
 * Save and unsave (decision 036), both idempotent and both scoped by owner: a person only ever
 * writes their own rows, so nobody can touch another person's saved jobs. Any job that exists can
 * be saved (a listing shown before the job closed still works); the list marks it closed.
 */

/** Saves the job for the person; `created` false when it was already saved (the first save's date kept). */
export async function saveJob(db: Db, params: { userId: string; jobId: string }): Promise<{ jobId: string; savedAt: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, params.jobId)).limit(1);
    if (!job) throw new AppError("NOT_FOUND", SAVED_JOB_MESSAGES.notFound);
    const [existing] = await tx
      .select({ savedAt: savedJobs.createdAt })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, params.userId), eq(savedJobs.jobId, params.jobId)));
    if (existing) return { jobId: params.jobId, savedAt: existing.savedAt.toISOString(), created: false };
    // Counting and inserting under a lock on the person's row: parallel saves cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for("update");
    const [row] = await tx.select({ n: count() }).from(savedJobs).where(eq(savedJobs.userId, params.userId));
    if ((row?.n ?? 0) >= SAVED_JOBS_LIMIT) throw new AppError("CONFLICT", SAVED_JOB_MESSAGES.limit);
    const [inserted] = await tx
      .insert(savedJobs)
      .values({ userId: params.userId, jobId: params.jobId })
      .onConflictDoNothing()
      .returning({ savedAt: savedJobs.createdAt });
    if (inserted) return { jobId: params.jobId, savedAt: inserted.savedAt.toISOString(), created: true };
    // A parallel save of the same job won the insert.
    const [again] = await tx
      .select({ savedAt: savedJobs.createdAt })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, params.userId), eq(savedJobs.jobId, params.jobId)));
    return { jobId: params.jobId, savedAt: again!.savedAt.toISOString(), created: false };
  });
}

/** Removes the job from the person's saved jobs; nothing to remove is not an error (the button's state wins). */
export async function unsaveJob(db: Db, params: { userId: string; jobId: string }): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, params.userId), eq(savedJobs.jobId, params.jobId)));
}
