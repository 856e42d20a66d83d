import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, contentFiles } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { slugify } from "@/lib/slugify";
import { FILE_KINDS } from "@/lib/uploads/file-types";
import { sanitizeFileName } from "@/lib/uploads/file-names";
import { checkDocument } from "@/lib/uploads/prepare-document";
import { fileStorage, newFileKey } from "@/lib/uploads/storage";
import { deleteStoredFile } from "@/lib/uploads/user-files";
import { invalidateContentCache } from "@/features/content/server/queries";
import { CONTENT_FILE_FIELD, CONTENT_FILE_KINDS, CONTENT_FILE_MAX_BYTES, CONTENT_FILE_VALUES_FIELD, FILE_MESSAGES, fileInputSchema } from "../file-schemas";
import { fieldError, parseEditorInput, requireEditor } from "./editor-input";
import { publishingColumns, schedulePublishingJobs, type PublishingColumns } from "./publishing";
import { forgetSlug, rememberOldSlug } from "./redirects";

export const FILE_SAVE_ACTION = "content.file.save";

export type UploadedDocument = { name: string; bytes: Uint8Array } | null;

export type SavedFile = { id: string; slug: string; status: PublishingColumns["status"]; fileName: string; updatedAt: string };

/** A multipart request's parts: the form's values (JSON) and the file, when one was chosen. */
export async function fileFormParts(request: Request): Promise<{ values: unknown; file: UploadedDocument }> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", FILE_MESSAGES.multipartRequired);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError("BAD_REQUEST", FILE_MESSAGES.multipartRequired);
  }
  const raw = form.get(CONTENT_FILE_VALUES_FIELD);
  let values: unknown;
  try {
    values = typeof raw === "string" ? JSON.parse(raw) : undefined;
  } catch {
    values = undefined;
  }
  if (values === undefined) throw new AppError("BAD_REQUEST", FILE_MESSAGES.valuesInvalid);
  const part = form.get(CONTENT_FILE_FIELD);
  const file = part && typeof part !== "string" && part.size > 0 ? { name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) } : null;
  return { values, file };
}

function checkUpload(file: UploadedDocument) {
  const checked = checkDocument(file?.bytes, file?.name, { kinds: CONTENT_FILE_KINDS, maxBytes: CONTENT_FILE_MAX_BYTES });
  if (checked.ok) return checked.document;
  const message = checked.reason === "too-large" ? FILE_MESSAGES.tooLarge : checked.reason === "no-file" ? FILE_MESSAGES.noFile : FILE_MESSAGES.invalidType;
  const code = checked.reason === "too-large" ? "PAYLOAD_TOO_LARGE" : checked.reason === "no-file" ? "BAD_REQUEST" : "UNSUPPORTED_MEDIA_TYPE";
  throw new AppError(code, message, { issues: [{ path: CONTENT_FILE_FIELD, message }] });
}

/*
 * An administrator creates (no `id`) or edits a downloadable file (issue 18 part 4): the document is
 * checked like every upload (lib/uploads: at most 15 MB, an allowed extension whose content is that
 * kind by its magic bytes), stored under a new key and served only by /file-download/{slug}. A new
 * file needs a document; an edit may replace it (the old one is removed after the change commits).
 * The slug defaults to the title's words and must be free; a changed slug is remembered (kind
 * "file"), so old links keep working. Publishing and its queue jobs as for posts and pages; the
 * change is audited. Files have no revision history: what changes is a stored document, not text.
 */
export async function saveFile(
  db: Db,
  actorIn: CurrentUser | null,
  input: { values: unknown; file: UploadedDocument },
  opts: { id?: string; correlationId: string; now?: Date },
): Promise<SavedFile> {
  const actor = requireEditor(actorIn);
  const values = parseEditorInput(fileInputSchema, input.values);
  const now = opts.now ?? new Date();
  const cols = publishingColumns(values.publishing, now);
  const document = input.file || !opts.id ? checkUpload(input.file) : null;
  const slug = values.slug || slugify(values.title) || "file";

  const storage = fileStorage();
  const key = document ? newFileKey(document.kind) : null;
  const fileName = document ? sanitizeFileName(input.file!.name, FILE_KINDS[document.kind].ext) || `download.${FILE_KINDS[document.kind].ext}` : null;
  if (key) await storage.put(key, input.file!.bytes);
  let saved: { id: string; fileName: string; updatedAt: Date; replacedKey: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      let before: { slug: string; title: string; status: string; storageKey: string; fileName: string } | undefined;
      if (opts.id) {
        [before] = await tx
          .select({ slug: contentFiles.slug, title: contentFiles.title, status: contentFiles.status, storageKey: contentFiles.storageKey, fileName: contentFiles.fileName })
          .from(contentFiles)
          .where(eq(contentFiles.id, opts.id))
          .for("update");
        if (!before) throw new AppError("NOT_FOUND", FILE_MESSAGES.fileNotFound);
      }
      const [taken] = await tx
        .select({ id: contentFiles.id })
        .from(contentFiles)
        .where(and(eq(contentFiles.slug, slug), opts.id ? ne(contentFiles.id, opts.id) : undefined))
        .limit(1);
      if (taken) throw fieldError("slug", FILE_MESSAGES.slugTaken);
      const row = {
        title: values.title,
        slug,
        description: values.description,
        gated: values.gated,
        // Kept while not gated, so switching the gate back on brings the sentence back.
        ...(values.consentText ? { consentText: values.consentText } : {}),
        status: cols.status,
        publishAt: cols.publishAt,
        unpublishAt: cols.unpublishAt,
        updatedByUserId: actor.id,
        updatedAt: now,
        ...(key && document ? { storageKey: key, fileName: fileName!, mimeType: document.mime, sizeBytes: input.file!.bytes.length } : {}),
      };
      const [written] = opts.id
        ? await tx.update(contentFiles).set(row).where(eq(contentFiles.id, opts.id)).returning({ id: contentFiles.id, fileName: contentFiles.fileName, updatedAt: contentFiles.updatedAt })
        : await tx
            .insert(contentFiles)
            .values({ ...row, storageKey: key!, fileName: fileName!, mimeType: document!.mime, sizeBytes: input.file!.bytes.length })
            .returning({ id: contentFiles.id, fileName: contentFiles.fileName, updatedAt: contentFiles.updatedAt });
      const id = written!.id;
      if (before && before.slug !== slug) await rememberOldSlug(tx, "file", before.slug, id);
      await forgetSlug(tx, "file", slug);
      await tx.insert(auditEvents).values({
        actorUserId: actor.id,
        action: FILE_SAVE_ACTION,
        targetType: "content-file",
        targetId: id,
        data: {
          old: before ? { title: before.title, slug: before.slug, status: before.status, fileName: before.fileName } : null,
          new: { title: values.title, slug, status: cols.status, fileName: written!.fileName, gated: values.gated },
        },
        correlationId: opts.correlationId,
      });
      return { id, fileName: written!.fileName, updatedAt: written!.updatedAt, replacedKey: key && before ? before.storageKey : null };
    });
  } catch (err) {
    // Nothing refers to the new document: remove it.
    if (key) await storage.delete(key);
    throw err;
  }
  if (saved.replacedKey) await deleteStoredFile(saved.replacedKey, "a replaced content file");
  await schedulePublishingJobs("file", saved.id, cols);
  invalidateContentCache();
  return { id: saved.id, slug, status: cols.status, fileName: saved.fileName, updatedAt: saved.updatedAt.toISOString() };
}
