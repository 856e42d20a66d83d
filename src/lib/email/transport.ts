import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";

/*
 * Where a rendered mail goes (decision 018): SMTP through nodemailer when SMTP_URL is set; otherwise
 * nodemailer's JSON transport renders the message and it is written to MAIL_DIR, one JSON file per
 * message, which the development outbox page (/dev/outbox) lists so a new user can follow a link.
 * Only the worker delivers: everything else queues (lib/email/queue-email.ts).
 */
export type RenderedMail = { to: string; subject: string; text: string; html: string; messageId: string; headers: Record<string, string>; category: string; replyTo?: string };
export type StoredMail = RenderedMail & { id: string; from: string; createdAt: string };

const holder = globalThis as unknown as { upstepSmtp?: { url: string; transport: Transporter } };

function smtpTransport(url: string): Transporter {
  if (holder.upstepSmtp?.url !== url) {
    holder.upstepSmtp?.transport.close();
    // A pool keeps a few connections open between mails instead of one handshake per mail.
    holder.upstepSmtp = { url, transport: nodemailer.createTransport(url.includes("?") ? `${url}&pool=true` : `${url}?pool=true`) };
  }
  return holder.upstepSmtp.transport;
}

export async function deliver(mail: RenderedMail): Promise<{ via: "smtp" | "outbox" }> {
  const e = env();
  const message = { from: e.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId, headers: mail.headers, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) };
  if (e.SMTP_URL) {
    await smtpTransport(e.SMTP_URL).sendMail(message);
    return { via: "smtp" };
  }
  const info = await nodemailer.createTransport({ jsonTransport: true }).sendMail(message);
  const rendered = JSON.parse(String(info.message)) as { subject: string };
  const createdAt = new Date().toISOString();
  const stored: StoredMail = { id: `${createdAt.replace(/[:.]/g, "-")}-${mail.messageId.replace(/[^a-z0-9]/gi, "").slice(0, 32)}`, from: e.MAIL_FROM, createdAt, ...mail, subject: rendered.subject };
  await mkdir(e.MAIL_DIR, { recursive: true });
  await writeFile(path.join(e.MAIL_DIR, `${stored.id}.json`), JSON.stringify(stored, null, 2));
  return { via: "outbox" };
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
  return Promise.all(names.slice(0, limit).map(async (n) => JSON.parse(await readFile(path.join(dir, n), "utf8")) as StoredMail));
}
