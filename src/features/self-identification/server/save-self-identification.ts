import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applications, selfIdentifications, type SelfIdentificationAnswers } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { CC305, PROTECTED_VETERAN, SELF_REPORT_QUESTIONS, SELF_REPORT_VERSION } from "../forms";
import type { SelfIdentificationInput } from "../schemas";

/*
 * The owner's self-identification for one of their applications (decision 034). Another person's
 * application is the same 404 as one that does not exist. Answers may be given or changed only while
 * the application is a draft or was submitted in the last 24 hours (still "applied"): the step sits
 * in the apply flow, and a later change would no longer describe the applicant at the time they
 * applied. The row copies the application's job and company for the aggregate report.
 */
export const SELF_ID_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const SELF_ID_MESSAGES = {
  closed: "Your self-identification answers for this application can no longer be changed.",
} as const;

const notFound = () => new AppError("NOT_FOUND", "Not found.");

async function ownApplication(db: Db, userId: string, applicationId: string) {
  const [row] = await db
    .select({ id: applications.id, jobId: applications.jobId, companyId: applications.companyId, stage: applications.stage, submittedAt: applications.submittedAt })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The owner's saved answers for an application (null when none); 404 for anyone else's. */
export async function getOwnSelfIdentification(db: Db, params: { userId: string; applicationId: string }): Promise<SelfIdentificationAnswers | null> {
  const application = await ownApplication(db, params.userId, params.applicationId);
  if (!application) throw notFound();
  const [row] = await db.select({ answers: selfIdentifications.answers }).from(selfIdentifications).where(eq(selfIdentifications.applicationId, application.id)).limit(1);
  return row?.answers ?? null;
}

export function isSelfIdentificationOpen(application: { stage: string; submittedAt: Date | null }, now = new Date()): boolean {
  if (application.stage === "draft") return true;
  return application.stage === "applied" && application.submittedAt !== null && now.getTime() - application.submittedAt.getTime() <= SELF_ID_EDIT_WINDOW_MS;
}

function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The stored answers: the input's codes with each form's version; the CC-305 date defaults to today. */
export function answersOf(input: SelfIdentificationInput, now = new Date()): SelfIdentificationAnswers {
  const answers: SelfIdentificationAnswers = {};
  for (const q of SELF_REPORT_QUESTIONS) if (input[q.key]) answers[q.key] = input[q.key];
  if (answers.gender || answers.raceEthnicity || answers.veteranStatus || answers.disability) answers.selfReportVersion = SELF_REPORT_VERSION;
  if (input.cc305) answers.cc305 = { answer: input.cc305.answer, name: input.cc305.name, date: input.cc305.date || todayUtc(now), formVersion: CC305.version };
  if (input.protectedVeteran) answers.protectedVeteran = { answer: input.protectedVeteran.answer, formVersion: PROTECTED_VETERAN.version };
  return answers;
}

/** Which forms are offered now (their flags); a form that is off keeps what was saved before, untouched. */
export type OfferedForms = { selfReport: boolean; ofccp: boolean };
const SELF_REPORT_KEYS = ["gender", "raceEthnicity", "veteranStatus", "disability", "selfReportVersion"] as const;
const OFCCP_KEYS = ["cc305", "protectedVeteran"] as const;

function keep(answers: SelfIdentificationAnswers, previous: SelfIdentificationAnswers | null, keys: readonly (keyof SelfIdentificationAnswers)[]) {
  for (const key of keys) {
    delete answers[key];
    if (previous?.[key] !== undefined) (answers as Record<string, unknown>)[key] = previous[key];
  }
}

/** Saves (replaces) the owner's answers for the application; 404 for anyone else's, 409 once closed. */
export async function saveSelfIdentification(
  db: Db,
  params: { userId: string; applicationId: string; answers: SelfIdentificationInput; forms?: OfferedForms; now?: Date },
): Promise<SelfIdentificationAnswers> {
  const now = params.now ?? new Date();
  const forms = params.forms ?? { selfReport: true, ofccp: true };
  const application = await ownApplication(db, params.userId, params.applicationId);
  if (!application) throw notFound();
  if (!isSelfIdentificationOpen(application, now)) throw new AppError("CONFLICT", SELF_ID_MESSAGES.closed);
  const answers = answersOf(params.answers, now);
  if (!forms.selfReport || !forms.ofccp) {
    const [row] = await db.select({ answers: selfIdentifications.answers }).from(selfIdentifications).where(eq(selfIdentifications.applicationId, application.id)).limit(1);
    if (!forms.selfReport) keep(answers, row?.answers ?? null, SELF_REPORT_KEYS);
    if (!forms.ofccp) keep(answers, row?.answers ?? null, OFCCP_KEYS);
  }
  await db
    .insert(selfIdentifications)
    .values({ applicationId: application.id, jobId: application.jobId, companyId: application.companyId, answers, updatedAt: now })
    .onConflictDoUpdate({ target: selfIdentifications.applicationId, set: { answers, updatedAt: now } });
  return answers;
}
