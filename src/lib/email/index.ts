import "server-only";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { getDb } from "@/db/client";
import { env } from "./env";
import { logger } from "./logger";
import { hitLimit } from "./rate-limit";

export type OutgoingMail = { to: string; subject: string; text: string; html: string };
export type StoredMail = OutgoingMail & { id: string; from: string; createdAt: string };

/*
 * Mail goes through nodemailer. With SMTP_URL it is sent by SMTP; otherwise each message is
 * rendered by nodemailer's JSON transport and written to MAIL_DIR, where the development outbox
 * page (/dev/outbox) lists it so a new user can click a confirmation link.
 *
 * Every mail counts against its recipient: past AUTH_RATE_LIMIT_MAX mails to one address per window
 * the rest are dropped and logged, so nobody can flood an inbox through our reset, confirmation or
 * sign-up mails. Silently: the request that caused the mail is answered as always, which also keeps
 * it from telling whether the address has an account.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const e = env();
  const recipient = await hitLimit(getDb(), `mail:to:${mail.to.trim().toLowerCase()}`, {
    max: e.AUTH_RATE_LIMIT_MAX,
    windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
  });
  if (recipient.limited) {
    logger.warn({ to: mail.to, subject: mail.subject }, "mail not sent: too many mails to this address in the rate-limit window");
    return;
  }
  if (e.SMTP_URL) {
    const transport = nodemailer.createTransport(e.SMTP_URL);
    await transport.sendMail({ from: e.MAIL_FROM, ...mail });
    logger.info({ to: mail.to, subject: mail.subject }, "mail sent by SMTP");
    return;
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const info = await transport.sendMail({ from: e.MAIL_FROM, ...mail });
  const rendered = JSON.parse(String(info.message)) as { subject: string };
  const createdAt = new Date().toISOString();
  const stored: StoredMail = { id: `${createdAt.replace(/[:.]/g, "-")}-${randomUUID()}`, from: e.MAIL_FROM, createdAt, ...mail, subject: rendered.subject };
  await mkdir(e.MAIL_DIR, { recursive: true });
  await writeFile(path.join(e.MAIL_DIR, `${stored.id}.json`), JSON.stringify(stored, null, 2));
  logger.info({ to: mail.to, subject: mail.subject, outbox: e.MAIL_DIR }, "mail written to the outbox");
}

/** The file outbox is available when no SMTP server is configured and this is not production. */
export function outboxEnabled(): boolean {
  const e = env();
  return !e.SMTP_URL && e.APP_ENV !== "production";
}

export async function listOutbox(limit = 50): Promise<StoredMail[]> {
  const dir = env().MAIL_DIR;
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  names.sort().reverse();
  const mails = await Promise.all(
    names.slice(0, limit).map(async (n) => JSON.parse(await readFile(path.join(dir, n), "utf8")) as StoredMail),
  );
  return mails;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A plain, accessible transactional email with one call to action. */
export function actionMail(opts: { to: string; subject: string; greeting: string; body: string; actionLabel: string; url: string }): OutgoingMail {
  const text = `${opts.greeting}\n\n${opts.body}\n\n${opts.actionLabel}: ${opts.url}\n\nIf you did not ask for this, you can ignore this email.\n\nUpstep`;
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(opts.greeting)}</p><p>${escapeHtml(opts.body)}</p>
<p><a href="${escapeHtml(opts.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(opts.actionLabel)}</a></p>
<p style="color:#475569;font-size:14px">Or paste this link into your browser: ${escapeHtml(opts.url)}</p>
<p style="color:#475569;font-size:14px">If you did not ask for this, you can ignore this email.</p></body></html>`;
  return { to: opts.to, subject: opts.subject, text, html };
}
