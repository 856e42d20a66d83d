import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { hitLimit } from "@/lib/rate-limit";
import { ACCOUNT_CATEGORY } from "./categories";
import { queueEmail, type QueuedEmail } from "./queue-email";

export { listOutbox, outboxEnabled, type StoredMail } from "./transport";

/*
 * Account mail (confirmations, password resets, "someone used your address"): queued like every
 * mail (decision 018) and delivered by the worker. Every such mail counts against its recipient:
 * past AUTH_RATE_LIMIT_MAX mails to one address per window the rest are dropped and logged, so nobody
 * can flood an inbox through our reset, confirmation or sign-up mails. Silently: the request that
 * caused the mail is answered as always, which also keeps it from telling whether the address has an
 * account.
 */
export async function sendMail(mail: QueuedEmail): Promise<void> {
  const e = env();
  const recipient = await hitLimit(getDb(), `mail:to:${mail.to.trim().toLowerCase()}`, {
    max: e.AUTH_RATE_LIMIT_MAX,
    windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
  });
  if (recipient.limited) {
    logger.warn({ to: mail.to, template: mail.template }, "mail not sent: too many mails to this address in the rate-limit window");
    return;
  }
  await queueEmail(mail);
}

/** A transactional mail with one call to action (the "action" template). */
export function actionMail(opts: { to: string; subject: string; greeting: string; body: string; actionLabel: string; url: string; userId?: string | null }): QueuedEmail {
  const { to, userId, ...props } = opts;
  return { key: `account:${randomUUID()}`, to, userId: userId ?? null, category: ACCOUNT_CATEGORY, template: "action", props };
}
