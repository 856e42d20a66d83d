import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applicationEvents, applications, notifications, sentEmails } from "@/db/schema";
import { setEmailPreferences } from "@/lib/email/preferences";
import { queueSender } from "@/lib/queue/enqueue";
import { deliveredOutbox } from "@/testing/mail";
import { workerHandlers } from "@/worker/handlers";
import { actor, makeApplication, makeCompanyJob, stageOf } from "../application-status.testing";
import { markViewed, moveApplicationStage, stageNotification } from "./move-stage";

/*
 * Moving an application (decision 035) on a real database, with the mail rendered and delivered by
 * the worker's own handlers into the file outbox: history, the candidate's notification and its email
 * at once (not after the 24 hour fallback), the email preference honoured, Viewed marked silently
 * and once, refused moves writing nothing.
 */
const db = () => getDb();

/** Works the queued notification-email jobs as the worker does, then delivers the mail they queued. */
async function workMail() {
  const boss = await queueSender();
  const handler = workerHandlers()["notification-email"]!;
  for (const job of await boss.fetch("notification-email", { batchSize: 50 })) {
    await handler(job.data, { jobId: job.id, retryCount: 0, queue: "notification-email", signal: new AbortController().signal });
    await boss.complete("notification-email", job.id);
  }
  return deliveredOutbox();
}

async function history(applicationId: string) {
  return db()
    .select({ fromStage: applicationEvents.fromStage, stage: applicationEvents.stage, actorRole: applicationEvents.actorRole, actorUserId: applicationEvents.actorUserId })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

const notificationsOf = (userId: string) => db().select().from(notifications).where(eq(notifications.userId, userId));

describe("moveApplicationStage", () => {
  it("moves the stage, writes the history, notifies the candidate and emails them at once", async () => {
    const job = await makeCompanyJob({ companyName: "Northwind Health", title: "Night Nurse" });
    const candidate = await actor([], { name: "Casey Candidate" });
    const employer = await actor(["Hiring Manager"], { memberOf: job.companyId });
    const id = await makeApplication(candidate.id, job);
    const now = new Date();

    const moved = await moveApplicationStage(db(), { applicationId: id, stage: "interviewing", actor: { userId: employer.id, role: "employer" } }, now);
    expect(moved).toEqual({ id, stage: "interviewing", stageChangedAt: now.toISOString(), changed: true });
    const [row] = await db().select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ stage: "interviewing", stageChangedAt: now });
    expect(await history(id)).toEqual([
      { fromStage: "draft", stage: "applied", actorRole: "candidate", actorUserId: candidate.id },
      { fromStage: "applied", stage: "interviewing", actorRole: "employer", actorUserId: employer.id },
    ]);

    const [n] = await notificationsOf(candidate.id);
    expect(n).toMatchObject({
      type: "application-update",
      title: "Night Nurse at Northwind Health: Interviewing",
      body: "Northwind Health moved your application for Night Nurse to Interviewing. Look out for a message from them about the next step.",
      link: "/dashboard/jobs",
      data: { applicationId: id, stage: "interviewing" },
      readAt: null,
    });

    const mail = (await workMail()).filter((m) => m.to === candidate.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Night Nurse at Northwind Health: Interviewing");
    expect(mail[0]!.text).toContain("Hi Casey,");
    expect(mail[0]!.text).toContain("Northwind Health moved your application for Night Nurse to Interviewing.");
    expect(mail[0]!.text).toContain("http://localhost:3000/dashboard/jobs");
    expect((await notificationsOf(candidate.id))[0]!.emailedAt).not.toBeNull();
    // The 24 hour sweep finds nothing left to mail for it.
    expect((await workMail()).filter((m) => m.to === candidate.email)).toHaveLength(1);
  });

  it("keeps the notification but sends no mail to a person who turned application updates off", async () => {
    const job = await makeCompanyJob();
    const candidate = await actor();
    await setEmailPreferences(db(), candidate.id, { "application-updates": false }, "settings");
    const id = await makeApplication(candidate.id, job);
    await moveApplicationStage(db(), { applicationId: id, stage: "not-selected", actor: { userId: null, role: "admin" } });
    expect((await workMail()).filter((m) => m.to === candidate.email)).toEqual([]);
    expect((await notificationsOf(candidate.id)).map((n) => n.title)).toEqual(["Registered Nurse at Northwind Health: Not selected"]);
    const [skipped] = await db().select().from(sentEmails).where(and(eq(sentEmails.userId, candidate.id)));
    expect(skipped).toMatchObject({ status: "skipped", category: "application-updates" });
  });

  it("marks an application Viewed once, silently, and only from Applied", async () => {
    const job = await makeCompanyJob();
    const candidate = await actor();
    const id = await makeApplication(candidate.id, job);
    expect(await markViewed(db(), id)).toBe(true);
    expect(await markViewed(db(), id)).toBe(false);
    expect(await stageOf(id)).toBe("viewed");
    expect((await history(id)).at(-1)).toEqual({ fromStage: "applied", stage: "viewed", actorRole: "system", actorUserId: null });
    expect(await notificationsOf(candidate.id)).toEqual([]);

    const later = await makeApplication(candidate.id, await makeCompanyJob(), { stage: "in-review" });
    expect(await markViewed(db(), later)).toBe(false);
    expect(await stageOf(later)).toBe("in-review");
  });

  it("refuses a move the stages do not allow, a draft and a missing application, writing nothing; the same stage is no change", async () => {
    const job = await makeCompanyJob();
    const candidate = await actor();
    const hired = await makeApplication(candidate.id, job, { stage: "hired" });
    const employer = { userId: null, role: "employer" } as const;
    await expect(moveApplicationStage(db(), { applicationId: hired, stage: "in-review", actor: employer })).rejects.toMatchObject({ code: "CONFLICT", message: "An application that is Hired cannot be moved to In review." });
    expect(await moveApplicationStage(db(), { applicationId: hired, stage: "hired", actor: employer })).toMatchObject({ stage: "hired", changed: false });
    expect(await history(hired)).toHaveLength(1);

    const draft = await makeApplication(candidate.id, await makeCompanyJob(), { stage: "draft" });
    await expect(moveApplicationStage(db(), { applicationId: draft, stage: "in-review", actor: employer })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(moveApplicationStage(db(), { applicationId: crypto.randomUUID(), stage: "in-review", actor: employer })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await stageOf(draft)).toBe("draft");
    expect(await notificationsOf(candidate.id)).toEqual([]);
  });

  it("keeps the history a chain when two people move it at once", async () => {
    const job = await makeCompanyJob();
    const candidate = await actor();
    const id = await makeApplication(candidate.id, job);
    const results = await Promise.allSettled([
      moveApplicationStage(db(), { applicationId: id, stage: "in-review", actor: { userId: null, role: "employer" } }),
      moveApplicationStage(db(), { applicationId: id, stage: "offer", actor: { userId: null, role: "admin" } }),
    ]);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "CONFLICT" });
    const steps = await history(id);
    expect(steps).toHaveLength(1 + results.filter((r) => r.status === "fulfilled").length);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.fromStage).toBe(steps[i - 1]!.stage);
    expect(await stageOf(id)).toBe(steps.at(-1)!.stage);
    expect(await notificationsOf(candidate.id)).toHaveLength(steps.length - 1);
  });

  it("words a long job title to fit the 200-character title", () => {
    const { title } = stageNotification("offer", { title: "N".repeat(300), companyName: "Contoso" });
    expect(title).toHaveLength(200);
    expect(title.endsWith("… at Contoso: Offer")).toBe(true);
  });
});
