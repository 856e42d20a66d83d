import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { applications, companies, companyMembers, jobs, type ApplicationStage } from "@/db/schema";

/*
 * Test fixtures for self-identification (decision 034): a company with a job taking applications on
 * Upstep, and an application of a person to it in a given stage.
 */
export async function createCompanyWithJob(opts: { name?: string } = {}) {
  const db = getDb();
  const tag = randomUUID().slice(0, 8);
  const [company] = await db.insert(companies).values({ slug: `self-id-co-${tag}`, name: opts.name ?? `Self-ID Co ${tag}` }).returning({ id: companies.id });
  const [job] = await db
    .insert(jobs)
    .values({ source: "test", externalRef: `self-id-${tag}`, title: `Medical assistant ${tag}`, companyId: company!.id, postedAt: new Date(), applyOnPlatform: true, contentHash: tag })
    .returning({ id: jobs.id });
  return { companyId: company!.id, jobId: job!.id };
}

export async function addCompanyMember(companyId: string, userId: string) {
  await getDb().insert(companyMembers).values({ companyId, userId, memberRole: "hiring-manager" });
}

export async function createApplication(opts: { userId: string; jobId: string; companyId: string; stage?: ApplicationStage; submittedAt?: Date | null }) {
  const stage = opts.stage ?? "draft";
  const submittedAt = opts.submittedAt !== undefined ? opts.submittedAt : stage === "draft" ? null : new Date();
  const [row] = await getDb()
    .insert(applications)
    .values({ userId: opts.userId, jobId: opts.jobId, companyId: opts.companyId, stage, submittedAt })
    .returning({ id: applications.id });
  return row!.id;
}
