import "server-only";
import { and, asc, desc, eq, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationEvents, applications, companies, externalApplyClicks, jobs } from "@/db/schema";
import { employerApplicationResumeUrl } from "../paths";
import { nextStages } from "../stages";
import type { EmployerApplicationView, PendingExternalApply, StageActorRole, StageEvent } from "../types";

/* Reads of application status (decision 035). */

/** How long after an external apply click the dashboard asks "Did you apply?". */
export const DID_YOU_APPLY_AFTER_MS = 60 * 60 * 1000;
/** At most this many questions at a time (the newest clicks). */
export const DID_YOU_APPLY_LIMIT = 5;

/** Every step of these applications' histories, oldest first, by application id. */
export async function listStageHistories(db: Db, applicationIds: string[]): Promise<Record<string, StageEvent[]>> {
  const histories: Record<string, StageEvent[]> = Object.fromEntries(applicationIds.map((id) => [id, []]));
  if (!applicationIds.length) return histories;
  const rows = await db
    .select({ applicationId: applicationEvents.applicationId, fromStage: applicationEvents.fromStage, stage: applicationEvents.stage, actorRole: applicationEvents.actorRole, at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  for (const r of rows) histories[r.applicationId]?.push({ fromStage: r.fromStage, stage: r.stage, actorRole: r.actorRole as StageActorRole, at: r.at.toISOString() });
  return histories;
}

/**
 * A sent application as its hiring team reads it (the caller checked the reader: applicant tracking's
 * requireApplicant, decision 040). The columns are named one by one: self-identification lives in another
 * table and is never joined here.
 */
export async function getEmployerApplication(db: Db, applicationId: string, role: "employer" | "admin"): Promise<EmployerApplicationView | null> {
  const [row] = await db
    .select({
      id: applications.id,
      stage: applications.stage,
      channel: applications.channel,
      submittedAt: applications.submittedAt,
      stageChangedAt: applications.stageChangedAt,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyId: companies.id,
      companyName: companies.name,
      profileSnapshot: applications.profileSnapshot,
      answers: applications.answers,
      knockedOut: applications.knockedOut,
      coverLetter: applications.coverLetter,
      resumeStorageKey: applications.resumeStorageKey,
      resumeFileName: applications.resumeFileName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(and(eq(applications.id, applicationId), sql`${applications.stage} <> 'draft'`))
    .limit(1);
  if (!row) return null;
  const history = (await listStageHistories(db, [row.id]))[row.id] ?? [];
  return {
    id: row.id,
    stage: row.stage,
    channel: row.channel,
    submittedAt: row.submittedAt!.toISOString(),
    stageChangedAt: row.stageChangedAt?.toISOString() ?? null,
    job: { id: row.jobId, title: row.jobTitle, companyId: row.companyId, companyName: row.companyName },
    candidate: row.profileSnapshot,
    answers: row.answers,
    knockedOut: row.knockedOut === 1,
    coverLetter: row.coverLetter,
    resume: row.resumeStorageKey ? { fileName: row.resumeFileName ?? "resume", url: employerApplicationResumeUrl(row.id) } : null,
    history,
    nextStages: [...nextStages(row.stage, role)],
  };
}

/** The stored resume of a sent application (the caller checked the reader), or null. */
export async function getEmployerApplicationResume(db: Db, applicationId: string): Promise<{ key: string; fileName: string; mime: string } | null> {
  const [row] = await db
    .select({ key: applications.resumeStorageKey, fileName: applications.resumeFileName, mime: applications.resumeMime })
    .from(applications)
    .where(and(eq(applications.id, applicationId), sql`${applications.stage} <> 'draft'`))
    .limit(1);
  return row?.key ? { key: row.key, fileName: row.fileName ?? "resume", mime: row.mime ?? "application/octet-stream" } : null;
}

/**
 * External apply clicks to ask "Did you apply?" about: at least an hour old, not answered, and for a
 * job the person has no application to (sent or started) on Upstep. Newest first
 * (external_apply_clicks_unanswered_idx).
 */
export async function listPendingExternalApplies(db: Db, userId: string, now: Date = new Date(), limit = DID_YOU_APPLY_LIMIT): Promise<PendingExternalApply[]> {
  const rows = await db
    .select({ jobId: jobs.id, title: jobs.title, companyName: companies.name, clickedAt: externalApplyClicks.lastClickedAt })
    .from(externalApplyClicks)
    .innerJoin(jobs, eq(jobs.id, externalApplyClicks.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(externalApplyClicks.userId, userId),
        isNull(externalApplyClicks.answer),
        lte(externalApplyClicks.lastClickedAt, new Date(now.getTime() - DID_YOU_APPLY_AFTER_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(applications)
            .where(and(eq(applications.userId, userId), eq(applications.jobId, externalApplyClicks.jobId))),
        ),
      ),
    )
    .orderBy(desc(externalApplyClicks.lastClickedAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, clickedAt: r.clickedAt.toISOString() }));
}

/* What applicant tracking (issue 16, decision 040) uses to move the candidate-facing stage inside its own transaction. */
export { markViewed, moveApplicationStage, STAGE_NOT_ALLOWED_MESSAGE, tellCandidateAboutStage, writeStageChange, type StageTelling, type Tx } from "./move-stage";
export { canMoveStage, CLOSED_STAGES } from "../stages";
