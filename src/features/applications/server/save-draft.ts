import "server-only";
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applications, resumes } from "@/db/schema";
import type { ScreeningAnswer } from "@/db/schema/applications";
import { AppError } from "@/lib/errors";
import { APPLICATION_MESSAGES } from "../messages";
import { APPLICATION_LIMITS, type SaveDraft } from "../schemas";
import { gradeAnswers } from "../screening-rules";
import type { ApplicationDetail } from "../types";
import { listGradedQuestions, requireJobOpenForApplying } from "./job-for-applying";
import { getApplicationForJob } from "./queries";

/*
 * PUT /api/candidates/applications/by-job/{jobId} (decision 033): the person's draft for an open
 * on-platform job, created on the first save, updated by later ones; every save keeps it 14 more days.
 * One application per person and job (the unique index): the insert does nothing when one exists,
 * and an expired draft (not yet swept) is replaced by a new one. A submitted application is not a
 * draft any more: saving answers 409 and the form shows what was sent.
 */
export function draftExpiry(now: Date): Date {
  return new Date(now.getTime() + APPLICATION_LIMITS.draftDays * 86_400_000);
}

export async function saveDraft(db: Db, params: { userId: string; jobId: string; input: SaveDraft; now?: Date }): Promise<ApplicationDetail> {
  const now = params.now ?? new Date();
  const job = await requireJobOpenForApplying(db, params.jobId, now);
  const { input } = params;
  const issues: { path: string; message: string }[] = [];
  let answers: ScreeningAnswer[] | undefined;
  if (input.answers) {
    const graded = gradeAnswers(await listGradedQuestions(db, job.id), input.answers, { complete: false });
    issues.push(...graded.issues);
    answers = graded.answers;
  }
  if (input.resumeId) {
    const [resume] = await db.select({ id: resumes.id }).from(resumes).where(and(eq(resumes.id, input.resumeId), eq(resumes.userId, params.userId)));
    if (!resume) issues.push({ path: "resumeId", message: APPLICATION_MESSAGES.resumeGone });
  }
  if (issues.length) throw new AppError("BAD_REQUEST", issues[0]!.message, { issues });

  await db.transaction(async (tx) => {
    const mine = and(eq(applications.userId, params.userId), eq(applications.jobId, job.id));
    await tx.delete(applications).where(and(mine, eq(applications.stage, "draft"), lte(applications.draftExpiresAt, now)));
    await tx
      .insert(applications)
      .values({ jobId: job.id, userId: params.userId, companyId: job.companyId, source: input.source ?? "direct", draftExpiresAt: draftExpiry(now), createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx.select({ id: applications.id, stage: applications.stage }).from(applications).where(mine).for("update");
    if (!row || row.stage !== "draft") throw new AppError("CONFLICT", APPLICATION_MESSAGES.alreadyApplied);
    await tx
      .update(applications)
      .set({
        ...(input.resumeId !== undefined ? { resumeId: input.resumeId } : {}),
        ...(input.coverLetter !== undefined ? { coverLetter: input.coverLetter } : {}),
        ...(answers ? { answers } : {}),
        ...(input.draftStep ? { draftStep: input.draftStep } : {}),
        draftExpiresAt: draftExpiry(now),
        updatedAt: now,
      })
      .where(eq(applications.id, row.id));
  });
  return (await getApplicationForJob(db, params.userId, job.id, now))!;
}
