import "server-only";
import type { Db } from "@/db/client";
import { fileStorage } from "@/lib/uploads/storage";
import { documentAttachment } from "@/lib/uploads/serve-file";
import { logger } from "@/lib/logger";
import { verifyDownloadToken } from "./download-token";
import { findPublishedFile, isLeadOfFile } from "./queries";

/*
 * GET /file-download/{id}/file: the file as an attachment (documentAttachment: its name, nosniff,
 * sandboxing CSP, never cached). A gated file needs a valid token from the lead form for this file;
 * an open one does not. A read only: the download was counted when the token was handed out.
 */
export type ServeOutcome = { kind: "file"; response: Response } | { kind: "missing" } | { kind: "token"; reason: "invalid" | "expired" };

export async function serveContentFile(db: Db, slug: string, token: string | null, now = Date.now()): Promise<ServeOutcome> {
  const file = await findPublishedFile(db, slug);
  if (!file) return { kind: "missing" };
  if (file.gated) {
    const check = verifyDownloadToken(token ?? "", file.id, now);
    if (!check.ok) return { kind: "token", reason: check.reason };
    if (!(await isLeadOfFile(db, check.leadId, file.id))) return { kind: "token", reason: "invalid" };
  }
  const bytes = await fileStorage().get(file.storageKey);
  if (!bytes) {
    logger.error({ slug, key: file.storageKey }, "a published content file is missing from storage");
    return { kind: "missing" };
  }
  return { kind: "file", response: documentAttachment(bytes, { mime: file.mimeType, fileName: file.fileName }) };
}
