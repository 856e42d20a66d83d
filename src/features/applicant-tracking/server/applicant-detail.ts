import "server-only";
import { and, asc, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationActivity, applicationEmails, applications, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { listStageHistories } from "@/features/application-status/server/queries";
import { resumeDownloadUrl, resumeInlineUrl } from "../paths";
import type { ApplicantDetail, ActivityView, EmailView } from "../types";
import type { ApplicantRef } from "./access";
import { requirePosting } from "./access";
import { listCompanyMembers } from "./members";
import { currentPipelineStage } from "./move-applicants";
import { listNotes } from "./notes";
import { ensurePipelineStages } from "./pipeline-stages";
import { listRatings, listScorecards, scorecardAttributes } from "./ratings-and-scorecards";
import { PDF_MIME, resumeText } from "./resume-file";
import type { CompanyActor } from "@/lib/auth/company-access";

/*
 * Everything the applicant page shows the hiring team (decision 040), read after the caller's
 * applicants.read check: the application as sent (profile snapshot, answers with knock-outs, cover
 * letter, resume), the candidate-facing history, the pipeline stage, the team's activity, notes,
 * ratings, scorecards and emails, the members (for @mentions), and the previous and next applicant
 * of the posting in the list's default order (newest first, withdrawn ones left out).
 */
export async function getApplicantDetail(db: Db, actor: CompanyActor, ref: ApplicantRef): Promise<ApplicantDetail> {
  const [app] = await db
    .select({
      id: applications.id,
      snapshot: applications.profileSnapshot,
      stage: applications.stage,
      channel: applications.channel,
      source: applications.source,
      submittedAt: applications.submittedAt,
      coverLetter: applications.coverLetter,
      answers: applications.answers,
      knockedOut: applications.knockedOut,
      resumeKey: applications.resumeStorageKey,
      resumeFileName: applications.resumeFileName,
      resumeMime: applications.resumeMime,
      userName: users.name,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, ref.applicationId))
    .limit(1);
  if (!app) throw new AppError("NOT_FOUND", "No such application.");
  const posting = await requirePosting(db, actor, ref.jobId, "applicants.read");
  const [stages, current, members, histories, ratings, scorecards, attributes, text, activityRows, emailRows, neighbours] = await Promise.all([
    ensurePipelineStages(db, ref.companyId),
    currentPipelineStage(db, ref.applicationId, ref.companyId),
    listCompanyMembers(db, ref.companyId),
    listStageHistories(db, [ref.applicationId]),
    listRatings(db, ref.applicationId),
    listScorecards(db, ref.applicationId),
    scorecardAttributes(db, ref.jobId),
    app.resumeKey ? resumeText(db, ref.applicationId) : Promise.resolve(null),
    db
      .select({ id: applicationActivity.id, kind: applicationActivity.kind, actorName: users.name, detail: applicationActivity.detail, at: applicationActivity.createdAt })
      .from(applicationActivity)
      .leftJoin(users, eq(users.id, applicationActivity.actorUserId))
      .where(eq(applicationActivity.applicationId, ref.applicationId))
      .orderBy(asc(applicationActivity.createdAt), asc(applicationActivity.id))
      .limit(500),
    db
      .select({ id: applicationEmails.id, subject: applicationEmails.subject, body: applicationEmails.body, senderName: users.name, at: applicationEmails.createdAt })
      .from(applicationEmails)
      .leftJoin(users, eq(users.id, applicationEmails.senderUserId))
      .where(eq(applicationEmails.applicationId, ref.applicationId))
      .orderBy(asc(applicationEmails.createdAt)),
    neighbourIds(db, ref.jobId, ref.applicationId),
  ]);
  const names = new Map(members.map((m) => [m.userId, m.name]));
  const notes = await listNotes(db, ref.applicationId, names);
  const applied = stages.find((s) => s.kind === "applied")!;
  const activity: ActivityView[] = activityRows.map((a) => ({ id: a.id, kind: a.kind, actorName: a.actorName, detail: a.detail, at: a.at.toISOString() }));
  const emails: EmailView[] = emailRows.map((e) => ({ ...e, at: e.at.toISOString() }));
  const ratingCount = ratings.length;
  return {
    id: app.id,
    posting: { id: posting.id, title: posting.title, companyId: posting.companyId, companyName: posting.companyName, status: posting.status },
    candidate: app.snapshot ?? { name: app.userName, email: "", phone: "", headline: "", location: "", summary: "", sections: [] },
    candidateStage: app.stage,
    channel: app.channel,
    source: app.source,
    submittedAt: app.submittedAt!.toISOString(),
    coverLetter: app.coverLetter,
    answers: app.answers,
    knockedOut: app.knockedOut === 1,
    resume: app.resumeKey
      ? {
          fileName: app.resumeFileName ?? "resume",
          mime: app.resumeMime ?? "application/octet-stream",
          downloadUrl: resumeDownloadUrl(app.id),
          inlineUrl: app.resumeMime === PDF_MIME ? resumeInlineUrl(app.id) : null,
        }
      : null,
    resumeText: text,
    stage: current?.stage ?? applied,
    stageEnteredAt: (current?.enteredAt ?? app.submittedAt!).toISOString(),
    rejection: current?.reason ? { reason: current.reason, note: current.note } : null,
    stages,
    candidateHistory: histories[ref.applicationId] ?? [],
    activity,
    notes,
    ratings,
    ratingAverage: ratingCount ? Math.round((ratings.reduce((s, r) => s + r.rating, 0) / ratingCount) * 10) / 10 : null,
    ratingCount,
    scorecardAttributes: attributes,
    scorecards,
    emails,
    members,
    previousId: neighbours.previousId,
    nextId: neighbours.nextId,
  };
}

/** The applicants before and after this one in the posting's list (newest first, withdrawn left out). */
async function neighbourIds(db: Db, jobId: string, applicationId: string): Promise<{ previousId: string | null; nextId: string | null }> {
  const [me] = await db.select({ at: applications.submittedAt }).from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!me?.at) return { previousId: null, nextId: null };
  const base = and(eq(applications.jobId, jobId), sql`${applications.stage} not in ('draft', 'withdrawn')`, eq(applications.channel, "upstep"));
  const newer = or(gt(applications.submittedAt, me.at), and(eq(applications.submittedAt, me.at), gt(applications.id, applicationId)));
  const older = or(lt(applications.submittedAt, me.at), and(eq(applications.submittedAt, me.at), lt(applications.id, applicationId)));
  const [[prev], [next]] = await Promise.all([
    db.select({ id: applications.id }).from(applications).where(and(base, newer)).orderBy(asc(applications.submittedAt), asc(applications.id)).limit(1),
    db.select({ id: applications.id }).from(applications).where(and(base, older)).orderBy(desc(applications.submittedAt), desc(applications.id)).limit(1),
  ]);
  return { previousId: prev?.id ?? null, nextId: next?.id ?? null };
}
