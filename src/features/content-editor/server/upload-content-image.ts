import "server-only";
import type { Db } from "@/db/client";
import { auditEvents } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { checkPermission } from "@/lib/auth/permissions";
import type { CurrentUser } from "@/lib/auth/session";
import { prepareImage } from "@/lib/uploads/prepare-image";
import { CONTENT_IMAGE_AUDIT_ACTION, CONTENT_IMAGE_TARGET_TYPE } from "@/lib/uploads/user-files";
import { fileStorage, fileUrl, newFileKey } from "@/lib/uploads/storage";
import { CONTENT_IMAGE_MAX_BYTES, EDITOR_MESSAGES } from "../schemas";

/** The longest side of a stored content image: wide enough for a full-width post image on a 2x screen. */
const CONTENT_IMAGE_MAX_SIDE = 2400;

/*
 * An administrator uploads an image for a post, a page or an author (the rich-text editor's image
 * button, the feature image, avatars). The content decides the type; PNG and JPEG only (the page
 * sanitiser takes no SVG), scaled to fit 2400 px and re-encoded without metadata (prepare-image.ts).
 * The upload is recorded in the audit log, and that record is what lets GET /api/files/{key} serve
 * the key (user-files.ts isOwnedFile): a stored file nobody recorded is never served.
 */
export async function uploadContentImage(
  db: Db,
  actor: CurrentUser | null,
  upload: { fileName?: string; base64EncodedData?: string },
  correlationId: string,
): Promise<{ key: string; url: string }> {
  if (!checkPermission(actor, "admin").ok) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  const noFile = () => new AppError("BAD_REQUEST", EDITOR_MESSAGES.imageNoFile, { issues: [{ path: "base64EncodedData", message: EDITOR_MESSAGES.imageNoFile }] });
  if (!upload.base64EncodedData) throw noFile();
  const prepared = await prepareImage(upload.base64EncodedData, { square: CONTENT_IMAGE_MAX_SIDE, fit: "inside", maxBytes: CONTENT_IMAGE_MAX_BYTES });
  if (!prepared.ok) {
    if (prepared.reason === "no-file") throw noFile();
    if (prepared.reason === "too-large") throw new AppError("PAYLOAD_TOO_LARGE", EDITOR_MESSAGES.imageTooLarge);
    if (prepared.reason === "too-many-pixels") throw new AppError("PAYLOAD_TOO_LARGE", EDITOR_MESSAGES.imageTooManyPixels);
    throw new AppError("BAD_REQUEST", EDITOR_MESSAGES.imageInvalid);
  }
  if (prepared.image.kind === "svg") throw new AppError("BAD_REQUEST", EDITOR_MESSAGES.imageInvalid);
  const key = newFileKey(prepared.image.kind);
  const storage = fileStorage();
  await storage.put(key, prepared.image.bytes);
  try {
    await db.insert(auditEvents).values({
      actorUserId: actor!.id,
      action: CONTENT_IMAGE_AUDIT_ACTION,
      targetType: CONTENT_IMAGE_TARGET_TYPE,
      targetId: key,
      data: { fileName: upload.fileName ?? null, bytes: prepared.image.bytes.length },
      correlationId,
    });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  return { key, url: fileUrl(key) };
}
