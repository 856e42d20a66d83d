import "server-only";
import { documentAttachment } from "@/lib/uploads/serve-file";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, certifications } from "@/db/schema";
import { zodIssues } from "@/lib/api/route";
import { checkPermission } from "@/lib/auth/permissions";
import { AppError, type FieldIssue } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { CERTIFICATION_KINDS, FILE_KINDS, type FileKind } from "@/lib/uploads/file-types";
import { sanitizeFileName } from "@/lib/uploads/file-names";
import { checkDocument } from "@/lib/uploads/prepare-document";
import { fileStorage, newFileKey } from "@/lib/uploads/storage";
import { deleteStoredFile } from "@/lib/uploads/user-files";
import {
  CERTIFICATION_DATA_FIELD,
  CERTIFICATION_FILE_FIELD,
  CERTIFICATION_FILE_MAX_BYTES,
  CERTIFICATION_FILE_MESSAGES,
  certificationFileRejection,
  certificationSchema,
  type CertificationValues,
} from "../certification-schemas";
import type { CertificationEntry } from "../types";
import { listCertifications } from "./queries";

/*
 * A certification's optional certificate file (spec 5: pdf, doc, docx, rtf, txt, odt, 15MB), through
 * the one upload module: checkDocument judges size, extension and magic bytes (decision 009, 023);
 * files are stored under opaque keys, never served by key, only as attachments to the owner and to
 * administrators (two-factor), whose downloads are recorded in audit_events. Replacing or removing a
 * file, or deleting its certification, deletes the old file from storage after the row let go of it.
 */
export type UploadedFile = { name: string; bytes: Uint8Array };
export type StoredCertificationFile = { fileKey: string; fileName: string; fileMime: string; fileSizeBytes: number };

/** The file's issue, or the checked file ready to store. */
function judgeFile(file: UploadedFile | null): { ok: true; kind: FileKind; mime: string } | { ok: false; error: AppError } {
  const checked = checkDocument(file?.bytes, file?.name, { kinds: CERTIFICATION_KINDS, maxBytes: CERTIFICATION_FILE_MAX_BYTES });
  if (checked.ok) return { ok: true, kind: checked.document.kind, mime: checked.document.mime };
  const message = certificationFileRejection(checked.reason);
  const code = checked.reason === "too-large" ? "PAYLOAD_TOO_LARGE" : checked.reason === "no-file" ? "BAD_REQUEST" : "UNSUPPORTED_MEDIA_TYPE";
  return { ok: false, error: new AppError(code, message, { issues: [{ path: CERTIFICATION_FILE_FIELD, message }] }) };
}

/** Checks the file and stores it under a new key; the caller records it or deletes it. */
export async function storeCertificationFile(file: UploadedFile | null): Promise<StoredCertificationFile> {
  const judged = judgeFile(file);
  if (!judged.ok) throw judged.error;
  const ext = FILE_KINDS[judged.kind].ext;
  const fileKey = newFileKey(judged.kind);
  await fileStorage().put(fileKey, file!.bytes);
  return { fileKey, fileName: sanitizeFileName(file!.name, ext) || `certificate.${ext}`, fileMime: judged.mime, fileSizeBytes: file!.bytes.length };
}

/**
 * The body of POST .../certifications: JSON (the fields), or multipart/form-data with the fields as
 * JSON in `data` and an optional `file`. Field and file issues are answered together (400), a file
 * alone refused by its own status (413 too large, 415 wrong type), all with the spec's words.
 */
export async function readCertificationRequest(request: Request): Promise<{ input: CertificationValues; file: UploadedFile | null }> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  let raw: unknown;
  let file: UploadedFile | null = null;
  if (type.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new AppError("BAD_REQUEST", "The request body is not valid multipart/form-data.");
    }
    const data = form.get(CERTIFICATION_DATA_FIELD);
    try {
      raw = typeof data === "string" ? (JSON.parse(data) as unknown) : undefined;
    } catch {
      throw new AppError("BAD_REQUEST", `The ${CERTIFICATION_DATA_FIELD} field is not valid JSON.`);
    }
    const value = form.get(CERTIFICATION_FILE_FIELD);
    // A file part with no name and no bytes is what a browser sends for "no file chosen".
    if (value && typeof value !== "string" && (value.size > 0 || value.name)) file = { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
  } else if (type.includes("application/json")) {
    try {
      raw = (await request.json()) as unknown;
    } catch {
      throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
    }
  } else {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the certification as JSON, or as multipart/form-data with data and file fields.");
  }
  const parsed = certificationSchema.safeParse(raw);
  const judged = file ? judgeFile(file) : null;
  if (!parsed.success) {
    const issues: FieldIssue[] = [...zodIssues(parsed.error), ...(judged && !judged.ok ? (judged.error.options.issues ?? []) : [])];
    throw new AppError("BAD_REQUEST", issues[0]?.message ?? "Invalid body.", { issues });
  }
  if (judged && !judged.ok) throw judged.error;
  return { input: parsed.data, file };
}

/** The file of a multipart request's `file` field, or null (no field, an empty part, not multipart). */
export async function fileOfRequest(request: Request): Promise<UploadedFile | null> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data with a file field.");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError("BAD_REQUEST", CERTIFICATION_FILE_MESSAGES.noFile, { issues: [{ path: CERTIFICATION_FILE_FIELD, message: CERTIFICATION_FILE_MESSAGES.noFile }] });
  }
  const value = form.get(CERTIFICATION_FILE_FIELD);
  if (!value || typeof value === "string") return null;
  return { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
}

const notFound = () => new AppError("NOT_FOUND", "Not found.");

async function entryOf(db: Db, userId: string, id: string): Promise<CertificationEntry> {
  return (await listCertifications(db, userId)).find((c) => c.id === id)!;
}

/** PUT .../certifications/{id}/file: the owner's new file replaces the old one (deleted from storage). 'No file selected.' without one. */
export async function replaceCertificationFile(db: Db, params: { userId: string; id: string; file: UploadedFile | null }): Promise<CertificationEntry> {
  const stored = await storeCertificationFile(params.file);
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ key: certifications.fileKey })
        .from(certifications)
        .where(and(eq(certifications.id, params.id), eq(certifications.userId, params.userId)))
        .for("update");
      if (!row) throw notFound();
      await tx.update(certifications).set({ ...stored, updatedAt: new Date() }).where(eq(certifications.id, params.id));
      return row.key;
    });
  } catch (err) {
    await fileStorage().delete(stored.fileKey);
    throw err;
  }
  if (previous) await deleteStoredFile(previous, "a replaced certification file");
  return entryOf(db, params.userId, params.id);
}

/** DELETE .../certifications/{id}/file: the owner removes the file; 404 when there is none. */
export async function removeCertificationFile(db: Db, params: { userId: string; id: string }): Promise<CertificationEntry> {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ key: certifications.fileKey })
      .from(certifications)
      .where(and(eq(certifications.id, params.id), eq(certifications.userId, params.userId)))
      .for("update");
    if (!row?.key) throw notFound();
    await tx.update(certifications).set({ fileKey: null, fileName: null, fileMime: null, fileSizeBytes: null, updatedAt: new Date() }).where(eq(certifications.id, params.id));
    return row.key;
  });
  await deleteStoredFile(previous, "a removed certification file");
  return entryOf(db, params.userId, params.id);
}

export type CertificationFileActor = { id: string; roles: readonly string[]; twoFactorEnabled: boolean };

/** Why the actor may download a certification's file: its owner, or an administrator; null for everyone else (404). */
export function canDownloadCertificationFile(actor: CertificationFileActor, ownerId: string): "owner" | "administrator" | null {
  if (actor.id === ownerId) return "owner";
  if (checkPermission(actor, "admin").ok) return "administrator";
  return null;
}

/**
 * GET .../certifications/{id}/file: the file as an attachment (the sanitised name, the type from the
 * content, nosniff, a sandboxing CSP, no caching), as resume downloads. 404 for anyone else, for a
 * certification without a file and for an id that does not exist.
 */
export async function downloadCertificationFile(db: Db, params: { actor: CertificationFileActor; id: string; correlationId?: string }): Promise<Response> {
  const [row] = await db
    .select({ userId: certifications.userId, key: certifications.fileKey, name: certifications.fileName, mime: certifications.fileMime })
    .from(certifications)
    .where(eq(certifications.id, params.id));
  const access = row ? canDownloadCertificationFile(params.actor, row.userId) : null;
  if (!row || !access || !row.key || !row.name || !row.mime) throw notFound();
  const bytes = await fileStorage().get(row.key);
  if (!bytes) {
    logger.warn({ certificationId: params.id, key: row.key }, "a certification's file is missing from storage");
    throw notFound();
  }
  if (access !== "owner") {
    await db.insert(auditEvents).values({
      actorUserId: params.actor.id,
      action: "certification.download",
      targetType: "certification",
      targetId: params.id,
      data: { ownerUserId: row.userId, fileName: row.name, access },
      correlationId: params.correlationId ?? null,
    });
  }
  return documentAttachment(bytes, { mime: row.mime, fileName: row.name });
}
