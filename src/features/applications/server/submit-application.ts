import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationEvents, applications, resumes, users } from "@/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { queueEmail } from "@/lib/email/queue-email";
import { queueSender } from "@/lib/queue/enqueue";
import { fileStorage, newFileKey, parseFileKey } from "@/lib/uploads/storage";
import { notify } from "@/features/notifications/server/notify";
import { applicationDate } from "../format";
import { APPLICATION_MESSAGES } from "../messages";
import { DASHBOARD_JOBS_PATH } from "../paths";
import { gradeAnswers } from "../screening-rules";
import type { ApplicationDetail } from "../types";
import { listGradedQuestions, requireJobOpenForApplying } from "./job-for-applying";
import { buildProfileSnapshot } from "./profile-snapshot";
import { getApplicationById } from "./queries";

/*
 * POST /api/candidates/applications/{id}/submit (decision 033). The draft becomes an application:
 * the answers are graded against the job's questions as they are now (required ones answered,
 * knock-outs marked for the employer), the profile is frozen into a snapshot, and the chosen resume
 * is copied to its own storage key, so deleting the resume later does not take away what the
 * employer received. Then, in one transaction: stage applied, submitted_at, the history row (draft
 * to applied, by the candidate) and the confirmation mail job. The in-app notification follows the
 * commit. Submitting again answers the application as it is (a double click, a retried request).
 */

type ResumeCopy = { resumeId: string; key: string; fileName: string; mime: string };

async function copyResume(db: Db, userId: string, resumeId: string | null): Promise<ResumeCopy> {
  const noResume = () => new AppError("BAD_REQUEST", APPLICATION_MESSAGES.chooseResume, { issues: [{ path: "resumeId", message: APPLICATION_MESSAGES.chooseResume }] });
  if (!resumeId) throw noResume();
  const [resume] = await db.select().from(resumes).where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
  const kind = resume ? parseFileKey(resume.storageKey) : null;
  const bytes = resume && kind ? await fileStorage().get(resume.storageKey) : null;
  if (!resume || !kind || !bytes) {
    if (resume) logger.warn({ resumeId, key: resume.storageKey }, "a resume's file is missing from storage");
    throw new AppError("BAD_REQUEST", APPLICATION_MESSAGES.resumeGone, { issues: [{ path: "resumeId", message: APPLICATION_MESSAGES.resumeGone }] });
  }
  const key = newFileKey(kind);
  await fileStorage().put(key, bytes);
  return { resumeId, key, fileName: resume.originalFileName, mime: resume.mime };
}

export async function submitApplication(db: Db, params: { userId: string; applicationId: string; now?: Date }): Promise<ApplicationDetail> {
  const now = params.now ?? new Date();
  const draft = await getApplicationById(db, params.userId, params.applicationId, now);
  if (!draft) throw new AppError("NOT_FOUND", "Not found.");
  if (draft.stage !== "draft") return draft;
  const job = await requireJobOpenForApplying(db, draft.job.id, now);

  const graded = gradeAnswers(await listGradedQuestions(db, job.id), draft.answers, { complete: true });
  if (graded.issues.length) throw new AppError("BAD_REQUEST", graded.issues[0]!.message, { issues: graded.issues });
  const [snapshot, copy] = await Promise.all([buildProfileSnapshot(db, params.userId), copyResume(db, params.userId, draft.resumeId)]);

  // A transactional send needs the sender started before the transaction opens (PGlite: one connection).
  await queueSender();
  let submitted = false;
  try {
    submitted = await db.transaction(async (tx) => {
      const [row] = await tx.select({ stage: applications.stage }).from(applications).where(eq(applications.id, draft.id)).for("update");
      // Submitted meanwhile (another tab, a retried request): that one stands.
      if (row?.stage !== "draft") return false;
      await tx
        .update(applications)
        .set({
          stage: "applied",
          submittedAt: now,
          stageChangedAt: now,
          draftExpiresAt: null,
          draftStep: "review",
          answers: graded.answers,
          knockedOut: graded.knockedOut ? 1 : 0,
          profileSnapshot: snapshot,
          resumeId: copy.resumeId,
          resumeStorageKey: copy.key,
          resumeFileName: copy.fileName,
          resumeMime: copy.mime,
          updatedAt: now,
        })
        .where(eq(applications.id, draft.id));
      await tx.insert(applicationEvents).values({ applicationId: draft.id, fromStage: "draft", stage: "applied", actorUserId: params.userId, actorRole: "candidate", createdAt: now });
      const [person] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, params.userId));
      await queueEmail(
        {
          key: `application-submitted:${draft.id}`,
          to: person!.email,
          userId: params.userId,
          category: "application-updates",
          template: "application-submitted",
          props: {
            greeting: `Hi ${(snapshot.name || person!.name).split(" ")[0]},`,
            jobTitle: job.title,
            companyName: job.companyName,
            submittedOn: applicationDate.format(now),
            resumeFileName: copy.fileName,
            url: new URL(DASHBOARD_JOBS_PATH, env().BASE_URL).toString(),
          },
        },
        { tx },
      );
      return true;
    });
  } finally {
    if (!submitted) await fileStorage().delete(copy.key);
  }
  if (submitted) {
    await notify(
      params.userId,
      { type: "system", title: `You applied for ${job.title}`.slice(0, 200), body: `Your application was sent to ${job.companyName}. Follow it on your jobs dashboard.`, link: DASHBOARD_JOBS_PATH },
      { db },
    ).catch((err: unknown) => logger.warn({ err, applicationId: draft.id }, "could not notify about a submitted application"));
  }
  return (await getApplicationById(db, params.userId, draft.id))!;
}
