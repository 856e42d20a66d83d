import "server-only";
import { and, desc, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { applications, companies, jobs, locations } from "@/db/schema";
import { isJobGone } from "@/features/jobs/server/queries";
import { applicationResumeUrl } from "../paths";
import { APPLY_STEPS, type ApplicationDetail, type ApplicationSummary, type ApplyStep } from "../types";

/*
 * Reads of a person's applications (decision 033), always by owner. A draft past its expiry is
 * treated as gone even before the sweep deletes it. /dashboard/jobs (application-status) lists with
 * listApplicationsForUser; the apply page reads getApplicationForJob.
 */

const summaryColumns = {
  id: applications.id,
  stage: applications.stage,
  channel: applications.channel,
  submittedAt: applications.submittedAt,
  updatedAt: applications.updatedAt,
  draftExpiresAt: applications.draftExpiresAt,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobStatus: jobs.status,
  jobValidThrough: jobs.validThrough,
  companyName: companies.name,
  location: locations.name,
};

const detailColumns = {
  ...summaryColumns,
  resumeId: applications.resumeId,
  resumeFileName: applications.resumeFileName,
  resumeStorageKey: applications.resumeStorageKey,
  coverLetter: applications.coverLetter,
  answers: applications.answers,
  draftStep: applications.draftStep,
  withdrawnAt: applications.withdrawnAt,
};

/** Ids in paths are checked before they reach a uuid column (a malformed one is a 404, not a 500). */
export function isApplicationId(value: string): boolean {
  return z.uuid().safeParse(value).success;
}

/** Not an expired draft (those wait for the sweep but no longer exist for anyone). */
export function liveApplicationCondition(now: Date = new Date()) {
  return or(sql`${applications.stage} <> 'draft'`, isNull(applications.draftExpiresAt), gt(applications.draftExpiresAt, now));
}

function selectSummaries(db: Db, where: SQL | undefined) {
  return joinJob(db.select(summaryColumns).from(applications).$dynamic()).where(where);
}

function selectDetail(db: Db, where: SQL | undefined) {
  return joinJob(db.select(detailColumns).from(applications).$dynamic()).where(where).limit(1);
}

/** Each application with its job, the job's company and first place. */
function joinJob<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(locations, eq(locations.id, jobs.primaryLocationId));
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];
type DetailRow = Awaited<ReturnType<typeof selectDetail>>[number];

function toSummary(row: SummaryRow, now: Date): ApplicationSummary {
  return {
    id: row.id,
    job: {
      id: row.jobId,
      title: row.jobTitle,
      companyName: row.companyName,
      status: isJobGone({ status: row.jobStatus, validThrough: row.jobValidThrough }, now) ? "closed" : "open",
      location: row.location,
    },
    stage: row.stage,
    channel: row.channel,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    draftExpiresAt: row.stage === "draft" ? (row.draftExpiresAt?.toISOString() ?? null) : null,
  };
}

/** Every application and live draft of the person, the latest activity first (applications_user_updated_idx). */
export async function listApplicationsForUser(db: Db, userId: string, now: Date = new Date()): Promise<ApplicationSummary[]> {
  const rows = await selectSummaries(db, and(eq(applications.userId, userId), liveApplicationCondition(now))).orderBy(desc(applications.updatedAt), desc(applications.id));
  return rows.map((row) => toSummary(row, now));
}

function toDetail(row: DetailRow, now: Date): ApplicationDetail {
  const step: ApplyStep = APPLY_STEPS.find((s) => s === row.draftStep) ?? "profile";
  return {
    ...toSummary(row, now),
    resumeId: row.resumeId,
    resumeFileName: row.resumeFileName,
    resumeDownloadUrl: row.resumeStorageKey ? applicationResumeUrl(row.id) : null,
    coverLetter: row.coverLetter,
    answers: row.answers.map(({ questionId, prompt, kind, answer }) => ({ questionId, prompt, kind, answer })),
    draftStep: step,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** The person's application (or live draft) for this job, or null. */
export async function getApplicationForJob(db: Db, userId: string, jobId: string, now: Date = new Date()): Promise<ApplicationDetail | null> {
  if (!isApplicationId(jobId)) return null;
  const [row] = await selectDetail(db, and(eq(applications.userId, userId), eq(applications.jobId, jobId.toLowerCase()), liveApplicationCondition(now)));
  return row ? toDetail(row, now) : null;
}

/** The person's application by its id, or null (another person's, or an expired draft). */
export async function getApplicationById(db: Db, userId: string, id: string, now: Date = new Date()): Promise<ApplicationDetail | null> {
  if (!isApplicationId(id)) return null;
  const [row] = await selectDetail(db, and(eq(applications.userId, userId), eq(applications.id, id), liveApplicationCondition(now)));
  return row ? toDetail(row, now) : null;
}
