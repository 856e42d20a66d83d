import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationEvents, applications, externalApplyClicks, jobs } from "@/db/schema";
import { AppError } from "@/lib/errors";

/*
 * Jobs applied to on the employer's site (decision 035). The job page's "Apply on company site"
 * records a click; an hour later the dashboard asks "Did you apply?". "Yes" puts the job in the
 * person's applications (channel external, stage Applied, with its first history step); "No" stops
 * asking. A later click on the same job asks again: that is a new attempt.
 */

const NO_SUCH_JOB = "No such job.";

/** Records one click on a job's external apply link (one row per person and job, counted). */
export async function recordExternalApplyClick(db: Db, params: { userId: string; jobId: string }, now: Date = new Date()): Promise<void> {
  const jobId = params.jobId.toLowerCase();
  const [job] = await db.select({ applyUrl: jobs.applyUrl }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job) throw new AppError("NOT_FOUND", NO_SUCH_JOB);
  if (!job.applyUrl) throw new AppError("CONFLICT", "This job takes applications on Upstep, not on the employer's site.");
  await db
    .insert(externalApplyClicks)
    .values({ userId: params.userId, jobId, firstClickedAt: now, lastClickedAt: now })
    .onConflictDoUpdate({
      target: [externalApplyClicks.userId, externalApplyClicks.jobId],
      set: {
        clickCount: sql`${externalApplyClicks.clickCount} + 1`,
        lastClickedAt: now,
        // A new attempt after a "no" is asked about again; a "yes" stays answered.
        answer: sql`case when ${externalApplyClicks.answer} = 'no' then null else ${externalApplyClicks.answer} end`,
        answeredAt: sql`case when ${externalApplyClicks.answer} = 'no' then null else ${externalApplyClicks.answeredAt} end`,
      },
    });
}

export type DidYouApplyResult = { answer: "yes" | "no"; applicationId: string | null };

/**
 * The person's answer to "Did you apply?" for a job they clicked through to. NOT_FOUND when they
 * never clicked it. "yes" makes the application (or, when they had only started one here, turns
 * that draft into the external application); an application they had already sent stays as it is.
 */
export async function answerDidYouApply(db: Db, params: { userId: string; jobId: string; answer: "yes" | "no" }, now: Date = new Date()): Promise<DidYouApplyResult> {
  const { userId, answer } = params;
  const jobId = params.jobId.toLowerCase();
  return db.transaction(async (tx) => {
    const [click] = await tx
      .update(externalApplyClicks)
      .set({ answer, answeredAt: now })
      .where(and(eq(externalApplyClicks.userId, userId), eq(externalApplyClicks.jobId, jobId)))
      .returning({ jobId: externalApplyClicks.jobId });
    if (!click) throw new AppError("NOT_FOUND", "There is no apply click for this job to answer.");
    if (answer === "no") return { answer, applicationId: null };

    const [job] = await tx.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
    if (!job) throw new AppError("NOT_FOUND", NO_SUCH_JOB);
    const [made] = await tx
      .insert(applications)
      .values({ jobId, userId, companyId: job.companyId, channel: "external", source: "external", stage: "applied", submittedAt: now, stageChangedAt: now, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [applications.jobId, applications.userId],
        set: { channel: "external", source: "external", stage: "applied", submittedAt: now, stageChangedAt: now, draftExpiresAt: null, updatedAt: now },
        setWhere: sql`${applications.stage} = 'draft'`,
      })
      .returning({ id: applications.id });
    if (made) {
      await tx.insert(applicationEvents).values({ applicationId: made.id, fromStage: null, stage: "applied", actorUserId: userId, actorRole: "candidate", createdAt: now });
      return { answer, applicationId: made.id };
    }
    const [existing] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)))
      .limit(1);
    return { answer, applicationId: existing?.id ?? null };
  });
}
