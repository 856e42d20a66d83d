import "server-only";
import { count, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { resumes, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { FILE_KINDS, RESUME_KINDS } from "@/lib/uploads/file-types";
import { sanitizeFileName } from "@/lib/uploads/file-names";
import { checkDocument } from "@/lib/uploads/prepare-document";
import { fileStorage, newFileKey } from "@/lib/uploads/storage";
import { RESUME_FILE_FIELD, RESUME_LIMIT_MESSAGE, RESUME_LIMIT_PER_PERSON, RESUME_MAX_BYTES } from "../messages";
import { resumeRejectionMessage } from "../validate-selection";
import type { ResumeSummary } from "../types";
import { toSummary } from "./queries";

/*
 * POST /api/candidates/resumes (multipart, one `file`): the signed-in candidate's new resume. The body
 * was capped by apiRoute before this runs (a little over 10MB); here the file itself must be at most
 * 10MB, have an allowed extension and content of that kind (magic bytes), and the person must have
 * fewer than RESUME_LIMIT_PER_PERSON resumes. Only then is it stored, under a new key, and recorded;
 * the first resume becomes the default. Counting and inserting happen under a lock on the user's row,
 * so two uploads at once can neither pass the limit together nor both become the default.
 */
export type UploadedFile = { name: string; bytes: Uint8Array } | null;

/** The file of a multipart form: its name and bytes, or null when there is none (or it is empty). */
export async function fileOfForm(form: FormData): Promise<UploadedFile> {
  const value = form.get(RESUME_FILE_FIELD);
  if (!value || typeof value === "string") return null;
  return { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
}

async function resumeCount(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
  return row?.n ?? 0;
}

export async function uploadResume(db: Db, params: { userId: string; file: UploadedFile }): Promise<ResumeSummary> {
  const { file } = params;
  const checked = checkDocument(file?.bytes, file?.name, { kinds: RESUME_KINDS, maxBytes: RESUME_MAX_BYTES });
  if (!checked.ok) {
    const message = resumeRejectionMessage(checked.reason);
    const code = checked.reason === "too-large" ? "PAYLOAD_TOO_LARGE" : checked.reason === "no-file" ? "BAD_REQUEST" : "UNSUPPORTED_MEDIA_TYPE";
    throw new AppError(code, message, { issues: [{ path: RESUME_FILE_FIELD, message }] });
  }
  const { kind, mime } = checked.document;
  const fileName = sanitizeFileName(file!.name, FILE_KINDS[kind].ext) || `resume.${FILE_KINDS[kind].ext}`;
  // Cheap refusal before anything is written; the transaction below decides for certain.
  if ((await resumeCount(db, params.userId)) >= RESUME_LIMIT_PER_PERSON) throw new AppError("CONFLICT", RESUME_LIMIT_MESSAGE);

  const key = newFileKey(kind);
  const storage = fileStorage();
  await storage.put(key, file!.bytes);
  try {
    const row = await db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for("update");
      if (!user) throw new AppError("NOT_FOUND", "Not found.");
      const existing = await resumeCount(tx, params.userId);
      if (existing >= RESUME_LIMIT_PER_PERSON) throw new AppError("CONFLICT", RESUME_LIMIT_MESSAGE);
      const [inserted] = await tx
        .insert(resumes)
        .values({ userId: params.userId, originalFileName: fileName, storageKey: key, mime, sizeBytes: file!.bytes.length, isDefault: existing === 0 })
        .returning();
      return inserted!;
    });
    return toSummary(row);
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}
