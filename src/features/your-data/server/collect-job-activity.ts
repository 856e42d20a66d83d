import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationEvents, applications, companies, externalApplyClicks, jobAlerts, jobs, recentJobSearches, savedJobs, selfIdentifications } from "@/db/schema";

/*
 * A person's own job activity for "Download your data" (decision 031, issue 15): applications with
 * their stage history and the person's own self-identification answers (theirs to see, though no
 * employer ever does) and the resume copy each carries (`attach` adds it to the zip and names its
 * path; the storage key is never exported), saved jobs, external apply clicks, recent searches and job alerts. Alert
 * tokens (unsubscribe, confirmation) are secrets and are left out.
 */
export async function collectJobActivity(db: Db, userId: string, attach: (key: string, n: number, fileName: string | null) => string) {
  const jobRef = { jobId: jobs.id, jobTitle: jobs.title, company: companies.name };
  const [applicationRows, saved, clicks, searches, alerts] = await Promise.all([
    db
      .select({
        id: applications.id,
        ...jobRef,
        channel: applications.channel,
        stage: applications.stage,
        coverLetter: applications.coverLetter,
        answers: applications.answers,
        profileSnapshot: applications.profileSnapshot,
        resumeFileName: applications.resumeFileName,
        resumeStorageKey: applications.resumeStorageKey,
        draftExpiresAt: applications.draftExpiresAt,
        submittedAt: applications.submittedAt,
        withdrawnAt: applications.withdrawnAt,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(applications.userId, userId))
      .orderBy(asc(applications.createdAt)),
    db
      .select({ ...jobRef, savedAt: savedJobs.createdAt })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(savedJobs.userId, userId))
      .orderBy(desc(savedJobs.createdAt)),
    db
      .select({
        ...jobRef,
        clickCount: externalApplyClicks.clickCount,
        firstClickedAt: externalApplyClicks.firstClickedAt,
        lastClickedAt: externalApplyClicks.lastClickedAt,
        didYouApply: externalApplyClicks.answer,
        answeredAt: externalApplyClicks.answeredAt,
      })
      .from(externalApplyClicks)
      .innerJoin(jobs, eq(jobs.id, externalApplyClicks.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(externalApplyClicks.userId, userId))
      .orderBy(asc(externalApplyClicks.firstClickedAt)),
    db
      .select({ search: recentJobSearches.label, query: recentJobSearches.queryString, searchedAt: recentJobSearches.searchedAt })
      .from(recentJobSearches)
      .where(eq(recentJobSearches.userId, userId))
      .orderBy(desc(recentJobSearches.searchedAt)),
    db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(asc(jobAlerts.createdAt)),
  ]);

  const ids = applicationRows.map((a) => a.id);
  const [events, selfIds] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ applicationId: applicationEvents.applicationId, fromStage: applicationEvents.fromStage, stage: applicationEvents.stage, by: applicationEvents.actorRole, at: applicationEvents.createdAt })
            .from(applicationEvents)
            .where(inArray(applicationEvents.applicationId, ids))
            .orderBy(asc(applicationEvents.createdAt)),
          db.select({ applicationId: selfIdentifications.applicationId, answers: selfIdentifications.answers }).from(selfIdentifications).where(inArray(selfIdentifications.applicationId, ids)),
        ]);

  return {
    applications: applicationRows.map(({ resumeStorageKey, ...a }, i) => ({
      ...a,
      resumeFile: resumeStorageKey ? attach(resumeStorageKey, i + 1, a.resumeFileName) : null,
      stageHistory: events.filter((e) => e.applicationId === a.id).map(({ applicationId: _id, ...e }) => e),
      selfIdentification: selfIds.find((s) => s.applicationId === a.id)?.answers ?? null,
    })),
    savedJobs: saved,
    externalApplyClicks: clicks,
    recentSearches: searches,
    jobAlerts: alerts.map(({ userId: _owner, unsubscribeToken: _u, confirmTokenHash: _c, ...alert }) => alert),
  };
}
