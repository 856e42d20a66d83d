import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationEvents, applications, companies, jobs } from "@/db/schema";
import type { ApplicationStage } from "@/db/schema/applications";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { enqueue } from "@/lib/queue/enqueue";
import { notify } from "@/features/notifications/server/notify";
import { dashboardJobsPath } from "../paths";
import { NOTIFIED_STAGES, canMoveStage, nextStages } from "../stages";
import { APPLICATION_STAGE_LABELS } from "@/features/applications/types";
import type { StageActorRole } from "../types";

/*
 * Moving an application to another stage (decision 035):
 *  1. in one transaction, the stage changes only if it is still the one read (update ... where
 *     stage = from), so two people moving it at once cannot both write history from the same stage,
 *     and an application_events row records who moved it;
 *  2. then, for the stages the candidate is told about (NOTIFIED_STAGES), notify() stores an
 *     "application-update" notification, and the notification-email job is queued at once: that type
 *     otherwise waits 24 hours unread before it is mailed (decision 020), and the issue asks for an
 *     email when the stage changes. The worker checks the person's "Application updates" email
 *     preference when it sends, and the job's key (the notification's id) is the one the 24 hour
 *     sweep uses, so the mail goes once.
 */

export type StageActor = { userId: string | null; role: Exclude<StageActorRole, "candidate"> };

export type MovedApplication = { id: string; stage: ApplicationStage; stageChangedAt: string | null; changed: boolean };

export const STAGE_NOT_ALLOWED_MESSAGE = (from: ApplicationStage, to: ApplicationStage) => `An application that is ${APPLICATION_STAGE_LABELS[from]} cannot be moved to ${APPLICATION_STAGE_LABELS[to]}.`;

/** The notification's words: the job, the company and the new stage. Titles are at most 200 characters. */
export function stageNotification(stage: ApplicationStage, job: { title: string; companyName: string }) {
  const label = APPLICATION_STAGE_LABELS[stage];
  const suffix = ` at ${job.companyName}: ${label}`;
  const title = job.title.length + suffix.length <= 200 ? `${job.title}${suffix}` : `${job.title.slice(0, Math.max(0, 199 - suffix.length))}…${suffix}`.slice(0, 200);
  const of = `your application for ${job.title}`;
  const body: Partial<Record<ApplicationStage, string>> = {
    "in-review": `${job.companyName} is reviewing ${of}.`,
    interviewing: `${job.companyName} moved ${of} to Interviewing. Look out for a message from them about the next step.`,
    offer: `${job.companyName} moved ${of} to Offer.`,
    hired: `${job.companyName} marked ${of} as Hired. Congratulations!`,
    "not-selected": `${job.companyName} is not moving forward with ${of}. New jobs are posted every day: keep going.`,
  };
  return { title, body: body[stage] ?? `${job.companyName} moved ${of} to ${label}.` };
}

async function readForMove(db: Db | Tx, applicationId: string, lock = false) {
  const query = db
    .select({ id: applications.id, userId: applications.userId, stage: applications.stage, stageChangedAt: applications.stageChangedAt, jobTitle: jobs.title, companyName: companies.name })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: applications }) : await query;
  return row ?? null;
}

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What to tell the candidate once the transaction that moved their application has committed. */
export type StageTelling = { userId: string; applicationId: string; stage: ApplicationStage; job: { title: string; companyName: string } };

/**
 * The stage change itself, inside the caller's transaction (the applicant tracking move writes its
 * pipeline stage and activity in the same one, decision 040): the application row is locked, the
 * move checked against stages.ts, the stage set and the history row written. Returns what to tell
 * the candidate after the commit (tellCandidateAboutStage), or null when it is at `stage` already.
 * NOT_FOUND for a missing application or a draft; CONFLICT for a move the stages do not allow.
 */
export async function writeStageChange(tx: Tx, params: { applicationId: string; stage: ApplicationStage; actor: StageActor; now: Date }): Promise<StageTelling | null> {
  const { applicationId, stage, actor, now } = params;
  const current = await readForMove(tx, applicationId, true);
  if (!current || current.stage === "draft") throw new AppError("NOT_FOUND", "No such application.");
  if (current.stage === stage) return null;
  if (!canMoveStage(current.stage, stage, actor.role)) throw new AppError("CONFLICT", STAGE_NOT_ALLOWED_MESSAGE(current.stage, stage));
  await tx.update(applications).set({ stage, stageChangedAt: now, updatedAt: now }).where(eq(applications.id, applicationId));
  await tx.insert(applicationEvents).values({ applicationId, fromStage: current.stage, stage, actorUserId: actor.userId, actorRole: actor.role, createdAt: now });
  return { userId: current.userId, applicationId, stage, job: { title: current.jobTitle, companyName: current.companyName } };
}

/**
 * Moves an application to `stage` for `actor` (whose right to this application the caller checked:
 * the employer routes do). Moving to the stage it is at already changes nothing (changed: false).
 * NOT_FOUND for a missing application or a draft; CONFLICT for a move the stages do not allow.
 */
export async function moveApplicationStage(db: Db, params: { applicationId: string; stage: ApplicationStage; actor: StageActor }, now: Date = new Date()): Promise<MovedApplication> {
  const { applicationId, stage, actor } = params;
  const current = await readForMove(db, applicationId);
  if (!current || current.stage === "draft") throw new AppError("NOT_FOUND", "No such application.");
  if (current.stage === stage) return { id: current.id, stage, stageChangedAt: current.stageChangedAt?.toISOString() ?? null, changed: false };
  if (!canMoveStage(current.stage, stage, actor.role)) throw new AppError("CONFLICT", STAGE_NOT_ALLOWED_MESSAGE(current.stage, stage));

  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(applications)
      .set({ stage, stageChangedAt: now, updatedAt: now })
      .where(and(eq(applications.id, applicationId), eq(applications.stage, current.stage)))
      .returning({ id: applications.id });
    if (!moved) throw new AppError("CONFLICT", "Someone else moved this application just now. Reload it to see where it is.");
    await tx.insert(applicationEvents).values({ applicationId, fromStage: current.stage, stage, actorUserId: actor.userId, actorRole: actor.role, createdAt: now });
  });
  await tellCandidateAboutStage(db, { userId: current.userId, applicationId, stage, job: { title: current.jobTitle, companyName: current.companyName } });
  return { id: applicationId, stage, stageChangedAt: now.toISOString(), changed: true };
}

/**
 * The candidate's notification, and its mail queued at once, for the stages they are told about
 * (NOTIFIED_STAGES). After the move's commit: notify() pushes the live event from its own
 * transaction, which must not wait inside another (the embedded database serves one session). The
 * move stands if this fails; the failure is logged and the stage and its history still show on the
 * candidate's dashboard.
 */
export async function tellCandidateAboutStage(db: Db, p: StageTelling): Promise<void> {
  if (!NOTIFIED_STAGES.includes(p.stage)) return;
  try {
    const words = stageNotification(p.stage, p.job);
    const { notification } = await notify(p.userId, { type: "application-update", ...words, link: dashboardJobsPath(), data: { applicationId: p.applicationId, stage: p.stage } }, { db });
    await enqueue("notification-email", { mode: "now", notificationId: notification.id }, { key: `notification:${notification.id}` });
  } catch (err) {
    logger.error({ err, applicationId: p.applicationId, stage: p.stage }, "could not tell the candidate about a stage change");
  }
}

/**
 * The first time the hiring team opens a sent application, it becomes Viewed (only from Applied;
 * later stages already say more). Nobody is notified. Returns whether it moved.
 */
export async function markViewed(db: Db, applicationId: string, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ stage: applications.stage }).from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!row || !nextStages(row.stage, "system").includes("viewed")) return false;
  try {
    return (await moveApplicationStage(db, { applicationId, stage: "viewed", actor: { userId: null, role: "system" } }, now)).changed;
  } catch (err) {
    // Two readers at once: the other one marked it.
    if (err instanceof AppError && err.code === "CONFLICT") return false;
    throw err;
  }
}
