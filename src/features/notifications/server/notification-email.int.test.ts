import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { emailPreferences, notifications, sentEmails } from "@/db/schema";
import { POST as unsubscribePost } from "@/app/api/email/unsubscribe/route";
import { GET as preferencesGet, PATCH as preferencesPatch } from "@/app/api/email/preferences/route";
import { actionMail, sendMail } from "@/lib/email";
import { deliverEmailJob } from "@/lib/email/deliver-job";
import { resetEnvCache } from "@/lib/env";
import { queueSender } from "@/lib/queue/enqueue";
import { callRoute } from "@/testing/http";
import { deliverQueuedMail } from "@/testing/mail";
import { signedInUser } from "@/features/admin/admin-session.testing";
import { emailNotificationJob } from "./email-notification";
import { notify } from "./notify";

/*
 * Mail end to end on a real SMTP server started here (smtp-server), parsed as it arrived (mailparser):
 * notify() -> notification-email job -> send-email job -> SMTP, the List-Unsubscribe headers, and a
 * one-click unsubscribe from the delivered mail's own header that stops that kind of mail.
 */
let smtp: SMTPServer;
const inbox: ParsedMail[] = [];
let smtpUrlBefore: string | undefined;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrlBefore = process.env.SMTP_URL;
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  resetEnvCache();
});

afterAll(async () => {
  if (smtpUrlBefore === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = smtpUrlBefore;
  resetEnvCache();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(async () => {
  inbox.length = 0;
  await getDb().execute(sql`truncate pgboss.job`);
});
afterEach(() => {
  inbox.length = 0;
});

/** Works the notification-email jobs (as the worker would), then the mail they queued. */
async function runMailQueues(): Promise<void> {
  const boss = await queueSender();
  for (;;) {
    const jobs = await boss.fetch("notification-email", { batchSize: 20 });
    if (!jobs.length) break;
    for (const job of jobs) {
      await emailNotificationJob(getDb(), job.data);
      await boss.complete("notification-email", job.id);
    }
  }
  await deliverQueuedMail();
}

/** The raw header line as it arrived (mailparser folds List-* headers into its own shape). */
function rawHeader(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, " ");
}

function headerUrl(mail: ParsedMail, name: string): string {
  return /<([^>]+)>/.exec(rawHeader(mail, name) ?? "")![1]!;
}

describe("a notification by email, over SMTP", () => {
  it("arrives with HTML and text, the reason in the footer, and one-click unsubscribe headers", async () => {
    const user = await signedInUser({ name: "Grace Hopper" });
    await notify(user.id, { type: "job-alert", title: "3 new jobs for “Data analyst”", body: "Data Analyst at Contoso, and 2 more near Austin, TX.", link: "/jobs?q=data+analyst" });
    await runMailQueues();

    expect(inbox).toHaveLength(1);
    const mail = inbox[0]!;
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(user.email);
    expect(mail.subject).toBe("3 new jobs for “Data analyst”");
    expect(mail.text).toContain("Hi Grace,");
    expect(mail.text).toContain("Data Analyst at Contoso, and 2 more near Austin, TX.");
    expect(mail.text).toContain("You get this email because you asked for job alerts on Upstep.");
    expect(mail.html).toContain("Unsubscribe from job alerts");
    expect(mail.html).toContain("http://localhost:3000/jobs?q=data+analyst");
    expect(headerUrl(mail, "list-unsubscribe")).toMatch(/^http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=/);
    expect(rawHeader(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(mail.messageId).toMatch(/^<[0-9a-f]{40}@localhost>$/);

    const [n] = await getDb().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(n!.emailedAt).not.toBeNull();
    const [logged] = await getDb().select().from(sentEmails).where(eq(sentEmails.userId, user.id));
    expect(logged).toMatchObject({ status: "sent", category: "job-alerts", template: "notification", attempts: 1 });
  });

  it("one click on the delivered mail's List-Unsubscribe stops that kind of mail, and only that kind", async () => {
    const user = await signedInUser({ name: "Alan Turing" });
    await notify(user.id, { type: "job-alert", title: "New jobs for “Nurse”", body: "", link: "/jobs?q=nurse" });
    await runMailQueues();
    const url = new URL(headerUrl(inbox[0]!, "list-unsubscribe"));

    // What a mail client sends (RFC 8058): a POST with the one-click body, no cookie, no CSRF header.
    const res = await callRoute(unsubscribePost, {
      method: "POST",
      path: `${url.pathname}${url.search}`,
      csrf: false,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      rawBody: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true, category: "job-alerts", label: "Job alerts" });
    const prefs = await callRoute(preferencesGet, { path: "/api/email/preferences", cookie: user.cookie });
    expect((await prefs.json()).preferences).toMatchObject({ "job-alerts": false, "application-updates": true });

    inbox.length = 0;
    await notify(user.id, { type: "job-alert", title: "More jobs for “Nurse”", body: "", link: "/jobs?q=nurse" });
    await notify(user.id, { type: "event-reminder", title: "Career fair tomorrow", body: "Austin Convention Center, 10 am.", link: "/notifications" });
    await runMailQueues();
    expect(inbox.map((m) => m.subject)).toEqual(["Career fair tomorrow"]);
    const skipped = await getDb().select().from(sentEmails).where(eq(sentEmails.status, "skipped"));
    expect(skipped.map((s) => [s.category, s.reason])).toEqual([["job-alerts", "unsubscribed"]]);
    // The in-app notification is still there: only the mail stopped.
    expect(await getDb().select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(3);
  });

  it("account mail is never unsubscribable: no List-Unsubscribe, and sent whatever the preferences", async () => {
    const user = await signedInUser({ name: "Ada Lovelace" });
    await getDb().insert(emailPreferences).values(["job-alerts", "application-updates", "employer-messages", "events", "product-news"].map((category) => ({ userId: user.id, category, enabled: false })));
    await sendMail(actionMail({ to: user.email, userId: user.id, subject: "Reset your Upstep password", greeting: "Hi Ada,", body: "The link works for one hour.", actionLabel: "Choose a new password", url: "http://localhost:3000/reset-password?token=abc" }));
    await notify(user.id, { type: "account-security", title: "Your password was changed", body: "If this was not you, reset it now.", link: "/account" });
    await runMailQueues();
    expect(inbox.map((m) => m.subject).sort()).toEqual(["Reset your Upstep password", "Your password was changed"]);
    for (const mail of inbox) {
      expect(rawHeader(mail, "list-unsubscribe")).toBeUndefined();
      expect(mail.text).toContain("You get this email because it is about your Upstep account.");
    }
  });

  it("a retried or repeated send job delivers once", async () => {
    const user = await signedInUser();
    const job = { key: "test:once", to: user.email, userId: user.id, category: "events", template: "notification", props: { subject: "Once", greeting: "Hi,", title: "Once", body: "", url: "http://localhost:3000/notifications", actionLabel: "Open" } };
    expect(await deliverEmailJob(getDb(), job)).toEqual({ status: "sent", via: "smtp" });
    expect(await deliverEmailJob(getDb(), job)).toEqual({ status: "duplicate" });
    expect(inbox).toHaveLength(1);
  });

  it("types with the 24-hour fallback are mailed only when still unread a day later", async () => {
    const user = await signedInUser({ name: "Katherine Johnson" });
    const read = await notify(user.id, { type: "application-update", title: "Contoso viewed your application", body: "", link: "/notifications" });
    await notify(user.id, { type: "application-update", title: "Fabrikam moved you to Interviewing", body: "", link: "/notifications" });
    await getDb().update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, read.notification.id));
    await runMailQueues();
    expect(inbox).toHaveLength(0);

    const now = new Date();
    expect(await emailNotificationJob(getDb(), { mode: "unread-fallback" }, now)).toEqual({ mailed: 0 });
    const dayLater = new Date(now.getTime() + 24 * 3_600_000 + 60_000);
    expect(await emailNotificationJob(getDb(), { mode: "unread-fallback" }, dayLater)).toEqual({ mailed: 1 });
    expect(await emailNotificationJob(getDb(), { mode: "unread-fallback" }, dayLater)).toEqual({ mailed: 0 });
    await deliverQueuedMail();
    expect(inbox.map((m) => m.subject)).toEqual(["Fabrikam moved you to Interviewing"]);
  });
});

describe("unsubscribe and preference routes refuse what they should", () => {
  it("an invalid or tampered token changes nothing", async () => {
    const user = await signedInUser();
    for (const token of ["", "nope", `${user.id}.job-alerts.AAAA`, `${user.id}.account.x`]) {
      const res = await callRoute(unsubscribePost, { method: "POST", path: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`, csrf: false, headers: { "content-type": "application/x-www-form-urlencoded" }, rawBody: "List-Unsubscribe=One-Click" });
      expect(res.status, token).toBe(400);
    }
    expect(await getDb().select().from(emailPreferences).where(eq(emailPreferences.userId, user.id))).toEqual([]);
  });

  it("preferences are the signed-in person's own: 401 signed out, 400 for an unknown category", async () => {
    expect((await callRoute(preferencesGet, { path: "/api/email/preferences" })).status).toBe(401);
    expect((await callRoute(preferencesPatch, { method: "PATCH", path: "/api/email/preferences", body: { "job-alerts": false } })).status).toBe(401);
    const a = await signedInUser();
    const b = await signedInUser();
    const res = await callRoute(preferencesPatch, { method: "PATCH", path: "/api/email/preferences", cookie: a.cookie, body: { "job-alerts": false, "product-news": true } });
    expect(res.status).toBe(200);
    expect((await res.json()).preferences).toMatchObject({ "job-alerts": false, "product-news": true });
    expect((await (await callRoute(preferencesGet, { path: "/api/email/preferences", cookie: b.cookie })).json()).preferences).toMatchObject({ "job-alerts": true, "product-news": false });
    expect((await callRoute(preferencesPatch, { method: "PATCH", path: "/api/email/preferences", cookie: a.cookie, body: { spam: true } })).status).toBe(400);
  });
});
