import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, jobs, jobScreeningQuestions } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { isJobGone, isJobId } from "@/features/jobs/server/queries";
import { APPLICATION_MESSAGES } from "../messages";
import type { GradedQuestion } from "../screening-rules";
import type { ScreeningQuestion } from "../types";

/*
 * The job an application is for (decision 033): on-platform, open, with its screening questions.
 * A job that is unknown answers 404; one that takes applications elsewhere 400; a closed or expired
 * one 410 with a message the form shows.
 */
export type JobForApplying = {
  id: string;
  title: string;
  companyId: string;
  companyName: string;
  applyOnPlatform: boolean;
  applyUrl: string | null;
  gone: boolean;
};

export async function findJobForApplying(db: Db, jobId: string, now: Date = new Date()): Promise<JobForApplying | null> {
  if (!isJobId(jobId)) return null;
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyId: jobs.companyId,
      companyName: companies.name,
      applyOnPlatform: jobs.applyOnPlatform,
      applyUrl: jobs.applyUrl,
      status: jobs.status,
      validThrough: jobs.validThrough,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId.toLowerCase()))
    .limit(1);
  if (!row) return null;
  const { status, validThrough, ...job } = row;
  return { ...job, gone: isJobGone({ status, validThrough }, now) };
}

/** The job, when it takes applications on Upstep now; otherwise the error the API answers. */
export async function requireJobOpenForApplying(db: Db, jobId: string, now: Date = new Date()): Promise<JobForApplying> {
  const job = await findJobForApplying(db, jobId, now);
  if (!job) throw new AppError("NOT_FOUND", "Not found.");
  if (!job.applyOnPlatform) throw new AppError("BAD_REQUEST", APPLICATION_MESSAGES.notOnPlatform);
  if (job.gone) throw new AppError("GONE", APPLICATION_MESSAGES.jobGone);
  return job;
}

/** The job's screening questions in order, with their knock-out rules (server only: never sent to the browser). */
export async function listGradedQuestions(db: Db, jobId: string): Promise<GradedQuestion[]> {
  const rows = await db
    .select()
    .from(jobScreeningQuestions)
    .where(eq(jobScreeningQuestions.jobId, jobId))
    .orderBy(asc(jobScreeningQuestions.position), asc(jobScreeningQuestions.createdAt));
  return rows.map((q) => ({
    id: q.id,
    kind: q.kind,
    prompt: q.prompt,
    options: q.options,
    required: q.required === 1,
    knockoutAnswers: q.knockoutAnswers,
    knockoutMin: q.knockoutMin,
    knockoutMax: q.knockoutMax,
  }));
}

/** The questions as the form shows them: no knock-out rules. */
export function publicQuestions(questions: readonly GradedQuestion[]): ScreeningQuestion[] {
  return questions.map(({ id, kind, prompt, options, required }) => ({ id, kind, prompt, options, required }));
}
