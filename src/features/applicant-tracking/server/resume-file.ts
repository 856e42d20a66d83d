import "server-only";
import mammoth from "mammoth";
import WordExtractor from "word-extractor";
import type { Db } from "@/db/client";
import { applicationActivity, auditEvents } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { attachmentDisposition } from "@/lib/uploads/file-names";
import { documentAttachment } from "@/lib/uploads/serve-file";
import { fileStorage } from "@/lib/uploads/storage";
import { getEmployerApplicationResume } from "@/features/application-status/server/queries";
import type { ApplicantRef } from "./access";

/*
 * The resume sent with an application, for its hiring team (decision 040). A PDF is also answered
 * inline (?inline=1) so the applicant page shows it in a frame: that one response may be framed by
 * Upstep's own pages (frame-ancestors 'self'; X-Frame-Options SAMEORIGIN is every response's) and
 * runs nothing (script-src 'none'). Every download is recorded twice: in audit_events (as every
 * read of another person's resume) and as the applicant's "resume-download" activity; an inline
 * view is audited only. DOC and DOCX are shown as their text (read here) beside the download.
 */
export const PDF_MIME = "application/pdf";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const DOC_MIME = "application/msword";
const TEXT_MAX = 60_000;

async function stored(db: Db, applicationId: string) {
  const file = await getEmployerApplicationResume(db, applicationId);
  const bytes = file ? await fileStorage().get(file.key) : null;
  if (!file || !bytes) {
    if (file) logger.warn({ applicationId, key: file.key }, "an application's resume is missing from storage");
    throw new AppError("NOT_FOUND", "This application has no resume.");
  }
  return { file, bytes };
}

export async function serveApplicantResume(db: Db, p: { ref: ApplicantRef; actorId: string; inline: boolean; correlationId?: string }): Promise<Response> {
  const { file, bytes } = await stored(db, p.ref.applicationId);
  const inline = p.inline && file.mime === PDF_MIME;
  await db.insert(auditEvents).values({
    actorUserId: p.actorId,
    action: inline ? "application.resume.view" : "application.resume.download",
    targetType: "application",
    targetId: p.ref.applicationId,
    data: { fileName: file.fileName, access: p.ref.standing === "admin" ? "admin" : "employer" },
    correlationId: p.correlationId ?? null,
  });
  if (!inline) {
    await db.insert(applicationActivity).values({ applicationId: p.ref.applicationId, companyId: p.ref.companyId, actorUserId: p.actorId, kind: "resume-download", detail: { fileName: file.fileName } });
    return documentAttachment(bytes, file);
  }
  return new Response(new Blob([new Uint8Array(bytes)]), {
    status: 200,
    headers: {
      "Content-Type": PDF_MIME,
      "Content-Length": String(bytes.length),
      "Content-Disposition": attachmentDisposition(file.fileName).replace(/^attachment/, "inline"),
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "SAMEORIGIN",
      "Content-Security-Policy": "frame-ancestors 'self'; script-src 'none'; form-action 'none'; base-uri 'none'",
      "Cache-Control": "private, no-store",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}

/** The text of a DOC or DOCX resume for the applicant page (null for other kinds or an unreadable file). */
export async function resumeText(db: Db, applicationId: string): Promise<string | null> {
  const file = await getEmployerApplicationResume(db, applicationId);
  if (!file || (file.mime !== DOCX_MIME && file.mime !== DOC_MIME)) return null;
  const bytes = await fileStorage().get(file.key);
  if (!bytes) return null;
  try {
    const text = file.mime === DOCX_MIME ? (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value : (await new WordExtractor().extract(Buffer.from(bytes))).getBody();
    return text.replace(/\r\n?/g, "\n").replace(/\n{3,}/g, "\n\n").trim().slice(0, TEXT_MAX);
  } catch (err) {
    logger.warn({ err, applicationId }, "could not read an application's resume text");
    return null;
  }
}
