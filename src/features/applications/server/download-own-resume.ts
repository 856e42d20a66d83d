import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applications } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { documentAttachment } from "@/lib/uploads/serve-file";
import { fileStorage } from "@/lib/uploads/storage";
import { isApplicationId } from "./queries";

/**
 * GET /api/candidates/applications/{id}/resume: the copy of the resume the person sent with their
 * application, to them only (404 for anyone else, for a draft and when none was sent). The hiring
 * team downloads it through the employer API (application-status).
 */
export async function downloadOwnApplicationResume(db: Db, params: { userId: string; applicationId: string }): Promise<Response> {
  if (!isApplicationId(params.applicationId)) throw new AppError("NOT_FOUND", "This application has no resume.");
  const [row] = await db
    .select({ key: applications.resumeStorageKey, fileName: applications.resumeFileName, mime: applications.resumeMime })
    .from(applications)
    .where(and(eq(applications.id, params.applicationId), eq(applications.userId, params.userId)))
    .limit(1);
  const bytes = row?.key ? await fileStorage().get(row.key) : null;
  if (!row?.key || !bytes) {
    if (row?.key) logger.warn({ applicationId: params.applicationId, key: row.key }, "an application's resume is missing from storage");
    throw new AppError("NOT_FOUND", "This application has no resume.");
  }
  return documentAttachment(bytes, { mime: row.mime ?? "application/octet-stream", fileName: row.fileName ?? "resume" });
}
