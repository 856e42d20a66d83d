import { RESUME_KINDS } from "@/lib/uploads/file-types";
import { checkDocument, kindOfFileName, type DocumentRejection } from "@/lib/uploads/prepare-document";
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from "./messages";

/*
 * The resume drop zone's checks (spec 5, 8), the same rules and words as the server's: before reading
 * the file (is there one, its size, its extension), then on its bytes (the magic bytes must be the
 * kind its extension names). Pure: usable in the browser and by upload-resume.ts.
 */
export type SelectedFile = { name: string; size: number };

export type ResumeCheck = { ok: true } | { ok: false; message: string };

export function resumeRejectionMessage(reason: DocumentRejection): string {
  if (reason === "too-large") return RESUME_MESSAGES.tooLarge;
  if (reason === "no-file") return RESUME_MESSAGES.noFile;
  return RESUME_MESSAGES.invalidType;
}

/** Checks that need no file content: one named, non-empty file of at most 10MB with an allowed extension. */
export function validateResumeSelection(files: readonly SelectedFile[]): ResumeCheck {
  const file = files[0];
  if (!file || !file.name || file.size === 0) return { ok: false, message: RESUME_MESSAGES.noFile };
  if (file.size > RESUME_MAX_BYTES) return { ok: false, message: RESUME_MESSAGES.tooLarge };
  if (!kindOfFileName(file.name, RESUME_KINDS)) return { ok: false, message: RESUME_MESSAGES.invalidType };
  return { ok: true };
}

/** The content check, exactly the server's. */
export function validateResumeContent(name: string, bytes: Uint8Array): ResumeCheck {
  const checked = checkDocument(bytes, name, { kinds: RESUME_KINDS, maxBytes: RESUME_MAX_BYTES });
  return checked.ok ? { ok: true } : { ok: false, message: resumeRejectionMessage(checked.reason) };
}
