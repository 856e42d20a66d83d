import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { applications, companies, companyMembers, jobPostings, jobs } from "@/db/schema";
import type { ApplicationStage } from "@/db/schema/applications";
import { AppError } from "@/lib/errors";
import { capabilityAllowed, requireCompanyCapability, type CompanyActor, type CompanyCapability, type CompanyStanding } from "@/lib/auth/company-access";
import type { PostingSummary } from "../types";

/*
 * The one check of every applicant tracking read and write (decision 040, on decision 038's table):
 * the resource's own company, then the capability. A made-up id, a draft application, another
 * company's applicant and a candidate's probe all get the same 404; a member whose role lacks the
 * capability gets 403 (an interviewer moving or emailing).
 */
export type ApplicantRef = {
  applicationId: string;
  companyId: string;
  jobId: string;
  candidateUserId: string;
  candidateStage: ApplicationStage;
  standing: CompanyStanding;
};

export const NO_SUCH_APPLICATION = "No such application.";
export const NO_SUCH_POSTING = "No such job posting.";

function notFound(message: string): never {
  throw new AppError("NOT_FOUND", message);
}

/** Runs the capability check, answering "no standing" with the resource's own 404 message. */
async function checkCompany(db: Db, actor: CompanyActor, companyId: string, capability: CompanyCapability, missing: string): Promise<CompanyStanding> {
  try {
    return await requireCompanyCapability(db, actor, companyId, capability);
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound(missing);
    throw err;
  }
}

/** A sent application the actor may `capability` in its company. */
export async function requireApplicant(db: Db, actor: CompanyActor, applicationId: string, capability: CompanyCapability): Promise<ApplicantRef> {
  if (!z.uuid().safeParse(applicationId).success) notFound(NO_SUCH_APPLICATION);
  const id = applicationId.toLowerCase();
  const [row] = await db
    .select({ companyId: applications.companyId, jobId: applications.jobId, userId: applications.userId, stage: applications.stage, role: companyMembers.memberRole })
    .from(applications)
    .leftJoin(companyMembers, and(eq(companyMembers.companyId, applications.companyId), eq(companyMembers.userId, actor.id)))
    .where(and(eq(applications.id, id), sql`${applications.stage} <> 'draft'`))
    .limit(1);
  if (!row) notFound(NO_SUCH_APPLICATION);
  // A member whose role allows it is settled by this one read; anyone else gets the full check's answer.
  const standing = row.role && capabilityAllowed(row.role, capability) ? row.role : await checkCompany(db, actor, row.companyId, capability, NO_SUCH_APPLICATION);
  return { applicationId: id, companyId: row.companyId, jobId: row.jobId, candidateUserId: row.userId, candidateStage: row.stage, standing };
}

/**
 * A posting (its id is its public job's id once published) the actor may `capability` in its company.
 * A job of the company that has no posting row (the demo employer's seeded jobs, a feed's jobs that
 * take applications here) works the same way: applicants are per job.
 */
export async function requirePosting(db: Db, actor: CompanyActor, postingId: string, capability: CompanyCapability): Promise<PostingSummary & { standing: CompanyStanding }> {
  if (!z.uuid().safeParse(postingId).success) notFound(NO_SUCH_POSTING);
  const id = postingId.toLowerCase();
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, companyId: jobs.companyId, companyName: companies.name, status: jobs.status, postingStatus: jobPostings.status, role: companyMembers.memberRole })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(jobPostings, eq(jobPostings.id, jobs.id))
    .leftJoin(companyMembers, and(eq(companyMembers.companyId, jobs.companyId), eq(companyMembers.userId, actor.id)))
    .where(eq(jobs.id, id))
    .limit(1);
  let found: PostingSummary | null = job ? { id: job.id, title: job.title, companyId: job.companyId, companyName: job.companyName, status: job.postingStatus ?? job.status } : null;
  if (!found) {
    const [posting] = await db
      .select({ id: jobPostings.id, title: jobPostings.title, companyId: jobPostings.companyId, companyName: companies.name, status: jobPostings.status })
      .from(jobPostings)
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .where(eq(jobPostings.id, id))
      .limit(1);
    found = posting ? { ...posting, title: posting.title || "Untitled posting" } : null;
  }
  if (!found) notFound(NO_SUCH_POSTING);
  const role = job?.role ?? null;
  const standing = role && capabilityAllowed(role, capability) ? role : await checkCompany(db, actor, found.companyId, capability, NO_SUCH_POSTING);
  return { ...found, standing };
}

/** A company-level route's company (?company=): the actor's standing with the capability. */
export async function requireCompany(db: Db, actor: CompanyActor, companyId: string, capability: CompanyCapability): Promise<CompanyStanding> {
  return checkCompany(db, actor, companyId.toLowerCase(), capability, "Not found.");
}
