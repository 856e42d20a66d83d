import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationActivity, applicationEmails, applications, companies, jobs, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { hitLimit } from "@/lib/rate-limit";
import { queueEmail } from "@/lib/email/queue-email";
import { queueSender } from "@/lib/queue/enqueue";
import { fillPlaceholders, firstNameOf, type PlaceholderValues } from "../placeholders";
import { ATS_LIMITS, type SendEmailInput } from "../schemas";
import type { ApplicantRef } from "./access";
import { getTemplate } from "./email-templates";

/*
 * Emailing a candidate from a company template (decision 040). The sender previews the template with
 * the placeholders filled for this application, may edit it, and sends: the message is stored in
 * application_emails with an activity row and queued (send-email, the "company-message" template) in
 * the same transaction, to the candidate's account address, in the "Messages from employers" category
 * (their preference and one-click unsubscribe apply), Reply-To the sender's own address. Sending is
 * limited per member (ATS_LIMITS.emailsPerHour).
 */
async function context(db: Db, ref: ApplicantRef, senderId: string) {
  const [row] = await db
    .select({ snapshot: applications.profileSnapshot, candidateName: users.name, candidateEmail: users.email, jobTitle: jobs.title, companyName: companies.name })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(applications.id, ref.applicationId))
    .limit(1);
  const [sender] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, senderId)).limit(1);
  if (!row || !sender) throw new AppError("NOT_FOUND", "No such application.");
  const name = row.snapshot?.name || row.candidateName;
  const values: PlaceholderValues = { candidate_first_name: firstNameOf(name), candidate_name: name, job_title: row.jobTitle, company_name: row.companyName, sender_name: sender.name };
  return { values, to: row.candidateEmail, sender, companyName: row.companyName };
}

export async function previewEmail(db: Db, ref: ApplicantRef, senderId: string, templateId: string): Promise<{ templateId: string; subject: string; body: string; to: string }> {
  const template = await getTemplate(db, ref.companyId, templateId);
  const { values, to } = await context(db, ref, senderId);
  return { templateId: template.id, subject: fillPlaceholders(template.subject, values).slice(0, ATS_LIMITS.subject), body: fillPlaceholders(template.body, values).slice(0, ATS_LIMITS.body), to };
}

export async function sendCandidateEmail(db: Db, ref: ApplicantRef, senderId: string, input: SendEmailInput, now: Date = new Date()): Promise<{ id: string }> {
  if (input.templateId) await getTemplate(db, ref.companyId, input.templateId);
  const { values, to, sender, companyName } = await context(db, ref, senderId);
  const subject = fillPlaceholders(input.subject, values).slice(0, ATS_LIMITS.subject);
  const body = fillPlaceholders(input.body, values).slice(0, ATS_LIMITS.body);
  const limit = await hitLimit(db, `ats-email:${senderId}`, { max: ATS_LIMITS.emailsPerHour, windowSeconds: 3600 });
  if (limit.limited) {
    throw new AppError("RATE_LIMITED", `You have sent ${ATS_LIMITS.emailsPerHour} emails in the last hour. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`, {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  // A transactional send needs the sender started before the transaction opens (lib/queue/enqueue.ts).
  await queueSender();
  return db.transaction(async (tx) => {
    const [email] = await tx
      .insert(applicationEmails)
      .values({ applicationId: ref.applicationId, companyId: ref.companyId, senderUserId: senderId, templateId: input.templateId, subject, body, createdAt: now })
      .returning({ id: applicationEmails.id });
    await tx.insert(applicationActivity).values({ applicationId: ref.applicationId, companyId: ref.companyId, actorUserId: senderId, kind: "email", detail: { emailId: email!.id, subject }, createdAt: now });
    await queueEmail(
      { key: `application-email:${email!.id}`, to, userId: ref.candidateUserId, category: "employer-messages", template: "company-message", props: { subject, body, companyName, senderName: sender.name }, replyTo: sender.email },
      { tx },
    );
    return { id: email!.id };
  });
}
