import { createHash } from "node:crypto";
import { render } from "@react-email/render";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sentEmails } from "@/db/schema";
import { env } from "@/lib/env";
import { ACCOUNT_CATEGORY, emailCategory } from "./categories";
import { wantsEmail } from "./preferences";
import { sendEmailPayload } from "./queue-email";
import { templateElement } from "./templates/index";
import { deliver } from "./transport";
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from "./unsubscribe";

/*
 * The send-email queue's handler (run by the worker). Per idempotency key, sent_emails holds one row:
 *  - sent or skipped already: nothing happens (a retried or duplicated job has no second effect);
 *  - the person turned the category off: skipped, recorded, not sent;
 *  - otherwise the template is rendered (HTML and a text part), the row is marked sending, the mail
 *    is delivered and the row marked sent.
 * A crash between the delivery and the "sent" mark is the one window where a retry delivers again; the
 * retry carries the same Message-ID, which receiving servers use to drop the copy (decision 018).
 */
export type DeliveryResult = { status: "sent" | "skipped" | "duplicate"; reason?: string; via?: "smtp" | "outbox" };

export const PREFERENCES_PATH = "/dashboard/settings";

function messageIdFor(key: string): string {
  const host = new URL(env().BASE_URL).hostname || "upstep.local";
  return `<${createHash("sha256").update(key).digest("hex").slice(0, 40)}@${host}>`;
}

export async function deliverEmailJob(db: Db, data: unknown): Promise<DeliveryResult> {
  const mail = sendEmailPayload.parse(data);
  const [existing] = await db.select({ status: sentEmails.status }).from(sentEmails).where(eq(sentEmails.idempotencyKey, mail.key));
  if (existing && (existing.status === "sent" || existing.status === "skipped")) return { status: "duplicate" };

  const messageId = messageIdFor(mail.key);
  const record = async (status: string, values: { subject?: string; reason?: string | null; sentAt?: Date | null } = {}) => {
    await db
      .insert(sentEmails)
      .values({ idempotencyKey: mail.key, userId: mail.userId, to: mail.to, category: mail.category, template: mail.template, subject: values.subject ?? "", messageId, status, reason: values.reason ?? null, attempts: status === "sending" ? 1 : 0, sentAt: values.sentAt ?? null })
      .onConflictDoUpdate({
        target: sentEmails.idempotencyKey,
        set: {
          status,
          reason: values.reason ?? null,
          ...(values.subject ? { subject: values.subject } : {}),
          ...(values.sentAt ? { sentAt: values.sentAt } : {}),
          ...(status === "sending" ? { attempts: sql`${sentEmails.attempts} + 1` } : {}),
        },
      });
  };

  const category = mail.category === ACCOUNT_CATEGORY ? null : emailCategory(mail.category);
  if (category && mail.userId && !(await wantsEmail(db, mail.userId, category.key))) {
    await record("skipped", { reason: "unsubscribed" });
    return { status: "skipped", reason: "unsubscribed" };
  }

  const headers: Record<string, string> = { "X-Upstep-Category": mail.category };
  const footer = category && mail.unsubscribe
    ? {
        reason: category.reason,
        unsubscribeUrl: mail.unsubscribe.pageUrl,
        unsubscribeLabel: mail.unsubscribe.label,
        ...(mail.userId ? { preferencesUrl: new URL(PREFERENCES_PATH, env().BASE_URL).toString() } : {}),
      }
    : category && mail.userId
    ? {
        reason: category.reason,
        unsubscribeUrl: unsubscribePageUrl(mail.userId, category.key),
        unsubscribeLabel: `Unsubscribe from ${category.label.toLowerCase()}`,
        preferencesUrl: new URL(PREFERENCES_PATH, env().BASE_URL).toString(),
      }
    : { reason: "it is about your Upstep account" };
  if (category && (mail.userId || mail.unsubscribe)) {
    // RFC 2369 + RFC 8058: the mail client shows "Unsubscribe" and POSTs List-Unsubscribe=One-Click to the URL.
    headers["List-Unsubscribe"] = `<${mail.unsubscribe?.oneClickUrl ?? oneClickUnsubscribeUrl(mail.userId!, category.key)}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  const { subject, element } = templateElement(mail.template, mail.props, footer);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);

  await record("sending", { subject });
  try {
    const { via } = await deliver({ to: mail.to, subject, html, text, messageId, headers, category: mail.category, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
    await record("sent", { subject, sentAt: new Date() });
    return { status: "sent", via };
  } catch (err) {
    await record("failed", { subject, reason: err instanceof Error ? err.message.slice(0, 500) : String(err) });
    throw err;
  }
}
