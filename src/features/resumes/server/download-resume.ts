import "server-only";
import { documentAttachment } from "@/lib/uploads/serve-file";
import type { Db } from "@/db/client";
import { auditEvents } from "@/db/schema";
import { logger } from "@/lib/logger";
import { fileStorage } from "@/lib/uploads/storage";
import { canDownloadResume, type ResumeActor } from "../permissions";
import { loadResumeFor, resumeNotFound } from "./resume-access";

/**
 * GET /api/candidates/resumes/{id}/download: the file, to the owner or anyone canDownloadResume lets
 * through (404 for everybody else). A download by someone other than the owner is recorded in
 * audit_events before the file is answered (who, whose, why). Always an attachment with the
 * sanitised name, the type from the content, nosniff, a sandboxing CSP and no caching.
 */
export async function downloadResume(db: Db, params: { actor: ResumeActor; id: string; correlationId?: string }): Promise<Response> {
  const { row, access } = await loadResumeFor(db, params.id, (r) => canDownloadResume(params.actor, r));
  const bytes = await fileStorage().get(row.storageKey);
  if (!bytes) {
    logger.warn({ resumeId: row.id, key: row.storageKey }, "a resume's file is missing from storage");
    throw resumeNotFound();
  }
  if (access !== "owner") {
    await db.insert(auditEvents).values({
      actorUserId: params.actor.id,
      action: "resume.download",
      targetType: "resume",
      targetId: row.id,
      data: { ownerUserId: row.userId, fileName: row.originalFileName, access },
      correlationId: params.correlationId ?? null,
    });
  }
  return documentAttachment(bytes, { mime: row.mime, fileName: row.originalFileName });
}
