import "server-only";
import type { Db } from "@/db/client";
import { auditEvents } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { hitLimit } from "@/lib/rate-limit";
import { fileStorage } from "@/lib/uploads/storage";
import { YOUR_DATA_MESSAGES } from "../components/messages";
import { DATA_EXPORT_LIMIT, EXPORT_JSON_NAME } from "../constants";
import { collectUserData, type ExportFile, type FileListing } from "./collect-user-data";
import { zipStream, type ZipEntry } from "./zip-stream";

/* Formats whose content is already compressed: deflating them again only costs time. */
const STORED_AS_IS = new Set(["pdf", "docx", "odt", "png", "jpg"]);

export const DATA_EXPORT_AUDIT_ACTION = "account.data-export";

/** The zip's name: upstep-data-2026-11-25.zip. */
export function exportFileName(now = new Date()): string {
  return `upstep-data-${now.toISOString().slice(0, 10)}.zip`;
}

async function* entries(files: ExportFile[], data: { files: FileListing[] }): AsyncGenerator<ZipEntry> {
  for (const file of files) {
    let bytes: Uint8Array | null = null;
    try {
      bytes = await fileStorage().get(file.key);
    } catch (err) {
      logger.warn({ err, key: file.key }, "a file could not be read for a data export");
    }
    if (!bytes) logger.warn({ key: file.key }, "a file listed for a data export is missing from storage");
    data.files.push({ path: file.path, kind: file.kind, included: Boolean(bytes) });
    if (bytes) yield { path: file.path, bytes, compress: !STORED_AS_IS.has(file.key.slice(file.key.lastIndexOf(".") + 1)) };
  }
  // Last, so it can say which files made it into the archive.
  yield { path: EXPORT_JSON_NAME, bytes: new TextEncoder().encode(JSON.stringify(data, null, 2)), compress: true };
}

/**
 * GET /api/candidates/export for the signed-in person (decision 031): counted first (429 past
 * DATA_EXPORT_LIMIT), recorded in the audit log, then everything read from the database before the
 * answer starts (a database failure is a clean 500) and the zip streamed file by file.
 */
export async function exportUserData(db: Db, params: { userId: string; correlationId?: string }): Promise<Response> {
  const limit = await hitLimit(db, `data-export:${params.userId}`, DATA_EXPORT_LIMIT);
  if (limit.limited) {
    throw new AppError("RATE_LIMITED", YOUR_DATA_MESSAGES.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)), { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  await db.insert(auditEvents).values({ actorUserId: params.userId, action: DATA_EXPORT_AUDIT_ACTION, targetType: "user", targetId: params.userId, data: {}, correlationId: params.correlationId ?? null });
  const collected = await collectUserData(db, params.userId);
  if (!collected) throw new AppError("NOT_FOUND", "Not found.");
  return new Response(zipStream(entries(collected.files, collected.data)), {
    status: 200,
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
