import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applicationTracking, applications, jobScreeningQuestions } from "@/db/schema";
import type { ApplicationSource, ApplicationStage } from "@/db/schema/applications";
import { fileStorage, newFileKey } from "@/lib/uploads/storage";
import { actor, makeApplication, makeCompanyJob, type Actor } from "@/features/application-status/application-status.testing";
import { queueSender } from "@/lib/queue/enqueue";
import { deliveredOutbox } from "@/testing/mail";
import { workerHandlers } from "@/worker/handlers";
import { ensurePipelineStages } from "./server/pipeline-stages";

/*
 * The applicant tracking tests' world (decision 040): company A with a job taking applications and
 * its team in every role, company B's owner, candidates, administrators with and without two-factor.
 */
export type Team = Awaited<ReturnType<typeof makeTeam>>;

export async function makeTeam(opts: { companyName?: string; title?: string } = {}) {
  const job = await makeCompanyJob({ companyName: opts.companyName ?? "Northwind Health", title: opts.title ?? "Night Nurse", external: false });
  const other = await makeCompanyJob({ companyName: "Contoso Care", external: false });
  const people = {
    owner: await actor(["Hiring Manager"], { memberOf: job.companyId, memberRole: "owner", name: "Olive Owner" }),
    hiringManager: await actor(["Hiring Manager"], { memberOf: job.companyId, memberRole: "hiring-manager", name: "Harper Hiring" }),
    recruiter: await actor(["Recruiter"], { memberOf: job.companyId, memberRole: "recruiter", name: "Riley Recruiter" }),
    interviewer: await actor(["Hiring Manager"], { memberOf: job.companyId, memberRole: "interviewer", name: "Ivy Interviewer" }),
    otherOwner: await actor(["Hiring Manager"], { memberOf: other.companyId, memberRole: "owner", name: "Otto Other" }),
    candidate: await actor([], { name: "Casey Candidate" }),
    otherCandidate: await actor([], { name: "Dana Other" }),
    admin: await actor(["Administrator"], { name: "Ada Admin" }),
    adminWithoutMfa: await actor(["Administrator"], { twoFactor: false }),
  } satisfies Record<string, Actor>;
  const stages = await ensurePipelineStages(getDb(), job.companyId);
  const stage = (name: string) => stages.find((s) => s.name === name)!;
  return { job, other, people, stages, stage };
}

/** A sent application to the team's job (its tracking row made by the trigger), with options. */
export async function sendApplication(
  job: { jobId: string; companyId: string },
  opts: { userId?: string; name?: string; stage?: ApplicationStage; source?: ApplicationSource; knockedOut?: boolean; answers?: { questionId: string; prompt: string; answer: string; knockedOut: boolean }[]; resume?: boolean; submittedAt?: Date } = {},
) {
  const userId = opts.userId ?? (await actor([], { name: opts.name ?? "Applicant" })).id;
  const key = opts.resume ? newFileKey("pdf") : undefined;
  if (key) await fileStorage().put(key, new TextEncoder().encode("%PDF-1.4 resume"));
  const id = await makeApplication(userId, job, { resumeStorageKey: key });
  const set = {
      ...(opts.stage ? { stage: opts.stage } : {}),
      ...(opts.source ? { source: opts.source } : {}),
      ...(opts.knockedOut !== undefined ? { knockedOut: opts.knockedOut ? 1 : 0 } : {}),
      ...(opts.answers ? { answers: opts.answers.map((a) => ({ ...a, kind: "yes-no" as const })) } : {}),
      ...(opts.submittedAt ? { submittedAt: opts.submittedAt } : {}),
      ...(opts.name ? { profileSnapshot: { name: opts.name, email: "x@example.test", phone: "", headline: "Nurse", location: "Austin, TX", summary: "", sections: [] } } : {}),
  };
  if (Object.keys(set).length) await getDb().update(applications).set(set).where(eq(applications.id, id));
  return { id, userId };
}

export async function trackingOf(applicationId: string) {
  const [row] = await getDb().select().from(applicationTracking).where(eq(applicationTracking.applicationId, applicationId));
  return row!;
}

export async function addYesNoQuestion(jobId: string, prompt = "Do you hold an RN license?") {
  const [q] = await getDb().insert(jobScreeningQuestions).values({ jobId, kind: "yes-no", prompt, knockoutAnswers: ["no"] }).returning({ id: jobScreeningQuestions.id });
  return q!.id;
}

/** Works the queued notification-email jobs as the worker does, then delivers every queued mail to the outbox. */
export async function workMail() {
  const boss = await queueSender();
  const handler = workerHandlers()["notification-email"]!;
  for (const job of await boss.fetch("notification-email", { batchSize: 50 })) {
    await handler(job.data, { jobId: job.id, retryCount: 0, queue: "notification-email", signal: new AbortController().signal });
    await boss.complete("notification-email", job.id);
  }
  return deliveredOutbox();
}

export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;
