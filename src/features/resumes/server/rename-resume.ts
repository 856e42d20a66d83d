import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { resumes } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { FILE_KINDS } from "@/lib/uploads/file-types";
import { FILE_NAME_MAX, sanitizeFileName } from "@/lib/uploads/file-names";
import { parseFileKey } from "@/lib/uploads/storage";
import { invalidMessage } from "@/lib/validation/fields";
import { canEditResume, type ResumeActor } from "../permissions";
import type { RenameResume } from "../schemas";
import type { ResumeSummary } from "../types";
import { toSummary } from "./queries";
import { loadResumeFor } from "./resume-access";

/**
 * PATCH /api/candidates/resumes/{id} { fileName }: the owner renames a resume (404 for anyone else).
 * The name is sanitised like an upload's and keeps the file's real extension (added when the new name
 * lacks it), so a download always opens with the right program.
 */
export async function renameResume(db: Db, params: { actor: ResumeActor; id: string; input: RenameResume }): Promise<ResumeSummary> {
  const { row } = await loadResumeFor(db, params.id, (r) => canEditResume(params.actor, r));
  const kind = parseFileKey(row.storageKey);
  const ext = kind ? FILE_KINDS[kind].ext : undefined;
  const fileName = sanitizeFileName(params.input.fileName, ext);
  if (fileName === "" || fileName === `.${ext}` || Array.from(fileName).length > FILE_NAME_MAX) {
    throw new AppError("BAD_REQUEST", invalidMessage("File Name"), { issues: [{ path: "fileName", message: invalidMessage("File Name") }] });
  }
  const [updated] = await db.update(resumes).set({ originalFileName: fileName }).where(eq(resumes.id, row.id)).returning();
  if (!updated) throw new AppError("NOT_FOUND", "Not found.");
  return toSummary(updated);
}
