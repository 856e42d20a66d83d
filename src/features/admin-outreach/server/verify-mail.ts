import "server-only";
import { access, constants, mkdir } from "node:fs/promises";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { env } from "@/lib/env";
import { recordAudit } from "@/lib/audit";
import type { Db } from "@/db/client";
import { smtpTarget } from "./system-health";

export const MAIL_VERIFY_ACTION = "admin.system.mail-verify";
const VERIFY_TIMEOUT_MS = 10_000;

/*
 * /admin/system's "Verify connection" (decision 057): with SMTP, nodemailer's verify() (connect,
 * greet, authenticate, no mail sent); with the outbox folder, that the folder can be written. The
 * answer names the host, never the credentials; the check is recorded in the audit log.
 */
export async function verifyMailTransport(db: Db, actor: { id: string }, correlationId: string | null = null): Promise<{ ok: boolean; transport: "smtp" | "outbox"; message: string }> {
  const e = env();
  let result: { ok: boolean; transport: "smtp" | "outbox"; message: string };
  if (e.SMTP_URL) {
    const target = smtpTarget(e.SMTP_URL);
    const options: SMTPTransport.Options = { url: e.SMTP_URL, connectionTimeout: VERIFY_TIMEOUT_MS, greetingTimeout: VERIFY_TIMEOUT_MS, socketTimeout: VERIFY_TIMEOUT_MS };
    const transport = nodemailer.createTransport(options);
    try {
      await transport.verify();
      result = { ok: true, transport: "smtp", message: `Connected to ${target}: the server accepted the connection${e.SMTP_URL.includes("@") ? " and the credentials" : ""}.` };
    } catch (err) {
      result = { ok: false, transport: "smtp", message: `Could not verify ${target}: ${(err as Error).message}` };
    } finally {
      transport.close();
    }
  } else {
    try {
      await mkdir(e.MAIL_DIR, { recursive: true });
      await access(e.MAIL_DIR, constants.W_OK);
      result = { ok: true, transport: "outbox", message: `No SMTP server is set: mail goes to the outbox folder ${e.MAIL_DIR}, which can be written.` };
    } catch (err) {
      result = { ok: false, transport: "outbox", message: `The outbox folder ${e.MAIL_DIR} cannot be written: ${(err as Error).message}` };
    }
  }
  await recordAudit(db, { actorUserId: actor.id, action: MAIL_VERIFY_ACTION, targetType: "system", targetId: "mail", data: { ok: result.ok, transport: result.transport }, correlationId });
  return result;
}
