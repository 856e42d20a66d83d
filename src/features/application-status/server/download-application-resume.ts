import "server-only";
import type { Db } from "@/db/client";
import { auditEvents } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { documentAttachment } from "@/lib/uploads/serve-file";
import { fileStorage } from "@/lib/uploads/storage";
import { requireApplicationReader } from "./employer-access";
import { getEmployerApplicationResume } from "./queries";
import type { ApplicationReader } from "./queries";

/**
 * GET /api/employer/applications/{id}/resume: the copy of the resume sent with the application, to
 * its company's members and administrators (404 for anyone else, and when none was sent). Every
 * download is recorded in audit_events (who, which application), like other people's resumes.
 */
export async function downloadApplicationResume(db: Db, params: { reader: ApplicationReader; applicationId: string; correlationId?: string }): Promise<Response> {
  const role = await requireApplicationReader(db, params.reader, params.applicationId);
  const file = await getEmployerApplicationResume(db, params.applicationId);
  const bytes = file ? await fileStorage().get(file.key) : null;
  if (!file || !bytes) {
    if (file) logger.warn({ applicationId: params.applicationId, key: file.key }, "an application's resume is missing from storage");
    throw new AppError("NOT_FOUND", "This application has no resume.");
  }
  await db.insert(auditEvents).values({
    actorUserId: params.reader.id,
    action: "application.resume.download",
    targetType: "application",
    targetId: params.applicationId,
    data: { fileName: file.fileName, access: role },
    correlationId: params.correlationId ?? null,
  });
  return documentAttachment(bytes, { mime: file.mime, fileName: file.fileName });
}
