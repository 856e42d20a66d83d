import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applicationEvents, applications, companies, companyMembers, jobs, type CompanyRole } from "@/db/schema";
import type { ApplicationStage, ScreeningAnswer } from "@/db/schema/applications";
import type { Role } from "@/lib/auth/roles";
import { signedInUser } from "@/features/admin/admin-session.testing";

/*
 * What the application-status integration tests share: a company with a job, a sent application to
 * it (as the apply flow leaves one), and the people of the authorization matrix.
 */
export type Actor = { id: string; email: string; cookie: string };

/** A job at a new company, or at `company` when given (one application per person per job: tests take a job each). */
export async function makeCompanyJob(opts: { companyName?: string; title?: string; external?: boolean; company?: { companyId: string; companyName: string } } = {}) {
  const db = getDb();
  const [company] = opts.company
    ? [{ id: opts.company.companyId, name: opts.company.companyName }]
    : await db
        .insert(companies)
        .values({ slug: `co-${randomUUID().slice(0, 8)}`, name: opts.companyName ?? "Northwind Health" })
        .returning({ id: companies.id, name: companies.name });
  const [job] = await db
    .insert(jobs)
    .values({
      source: "application-status-test",
      externalRef: randomUUID(),
      title: opts.title ?? "Registered Nurse",
      companyId: company!.id,
      postedAt: new Date(),
      contentHash: "x",
      applyUrl: opts.external === false ? null : "https://careers.example.com/apply",
      applyOnPlatform: opts.external === false,
    })
    .returning({ id: jobs.id, title: jobs.title });
  return { companyId: company!.id, companyName: company!.name, jobId: job!.id, title: job!.title };
}

export const SENT_ANSWERS: ScreeningAnswer[] = [
  { questionId: randomUUID(), prompt: "Do you hold an RN license?", kind: "yes-no", answer: "no", knockedOut: true },
  { questionId: randomUUID(), prompt: "Years of experience", kind: "number", answer: "4", knockedOut: false },
];

/** A sent application (stage applied, its first history step), as the apply flow leaves it. */
export async function makeApplication(userId: string, job: { jobId: string; companyId: string }, opts: { stage?: ApplicationStage; resumeStorageKey?: string } = {}) {
  const db = getDb();
  const stage = opts.stage ?? "applied";
  const draft = stage === "draft";
  const [row] = await db
    .insert(applications)
    .values({
      jobId: job.jobId,
      userId,
      companyId: job.companyId,
      stage,
      submittedAt: draft ? null : new Date(Date.now() - 60_000),
      draftExpiresAt: draft ? new Date(Date.now() + 14 * 86_400_000) : null,
      coverLetter: draft ? "" : "I have cared for patients for four years.",
      answers: draft ? [] : SENT_ANSWERS,
      knockedOut: draft ? 0 : 1,
      profileSnapshot: draft ? null : { name: "Casey Candidate", email: "casey@example.test", phone: "", headline: "Nurse", location: "Austin, TX", summary: "", sections: [] },
      resumeStorageKey: opts.resumeStorageKey ?? null,
      resumeFileName: opts.resumeStorageKey ? "casey-resume.pdf" : null,
      resumeMime: opts.resumeStorageKey ? "application/pdf" : null,
    })
    .returning({ id: applications.id });
  if (!draft) await db.insert(applicationEvents).values({ applicationId: row!.id, fromStage: "draft", stage: "applied", actorUserId: userId, actorRole: "candidate", createdAt: new Date(Date.now() - 60_000) });
  return row!.id;
}

/** A signed-in person; with memberOf, a member of that company as a hiring manager unless memberRole says otherwise. */
export async function actor(roles: Role[] = [], opts: { memberOf?: string; memberRole?: CompanyRole; name?: string; twoFactor?: boolean } = {}): Promise<Actor> {
  const user = await signedInUser({ roles, twoFactorEnabled: opts.twoFactor ?? roles.includes("Administrator"), name: opts.name });
  if (opts.memberOf) await getDb().insert(companyMembers).values({ companyId: opts.memberOf, userId: user.id, memberRole: opts.memberRole ?? "hiring-manager" });
  return { id: user.id, email: user.email, cookie: user.cookie };
}

export async function stageOf(applicationId: string): Promise<ApplicationStage> {
  const [row] = await getDb().select({ stage: applications.stage }).from(applications).where(eq(applications.id, applicationId));
  return row!.stage;
}
