import { FILE_KINDS, kindOfExtension, type FileKind } from "./file-types";
import { detectFileType } from "./sniff";

/*
 * The server side of a document upload (resumes now, certification files next), the counterpart of
 * prepare-image.ts: the size is checked first, then the file name's extension must be one of the
 * allowed kinds, then the content's magic bytes (sniff.ts, decision 009) must be that same kind: a
 * .pdf must start with %PDF-, a .doc is an OLE2 compound file, a .docx a zip with word/document.xml,
 * an .rtf starts with {\rtf, a .txt is valid UTF-8 without NUL or other control characters. So an
 * executable renamed .pdf, or a PDF renamed .docx, is refused. Documents are stored as they came
 * (nothing is re-encoded); they are served only as attachments with nosniff. Returns a reason code
 * instead of throwing so each caller maps it to its own message.
 */
export type DocumentRejection = "no-file" | "too-large" | "invalid-type";

export type CheckedDocument = { kind: FileKind; mime: string };

export type CheckDocumentResult = { ok: true; document: CheckedDocument } | { ok: false; reason: DocumentRejection };

/** The lower-case extension of a file name without the dot ("" when there is none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** The kind a file name's extension claims, when it is one of `kinds`. */
export function kindOfFileName(fileName: string, kinds: readonly FileKind[]): FileKind | null {
  const kind = kindOfExtension(extensionOf(fileName));
  return kind && kinds.includes(kind) ? kind : null;
}

export function checkDocument(
  bytes: Uint8Array | null | undefined,
  fileName: string | null | undefined,
  options: { kinds: readonly FileKind[]; maxBytes: number },
): CheckDocumentResult {
  if (!bytes || bytes.length === 0 || !fileName || fileName.trim() === "") return { ok: false, reason: "no-file" };
  if (bytes.length > options.maxBytes) return { ok: false, reason: "too-large" };
  const claimed = kindOfFileName(fileName, options.kinds);
  if (!claimed) return { ok: false, reason: "invalid-type" };
  const detected = detectFileType(bytes);
  if (!detected || detected.kind !== claimed) return { ok: false, reason: "invalid-type" };
  return { ok: true, document: { kind: detected.kind, mime: FILE_KINDS[detected.kind].mime } };
}
