/*
 * The file kinds Upstep accepts anywhere (spec 5 "Other file rules"), each with its canonical MIME
 * type and the extension a stored file gets. Detection is by content (sniff.ts), never by the name or
 * the MIME type a client claims.
 */
export const FILE_KINDS = {
  png: { mime: "image/png", ext: "png" },
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  svg: { mime: "image/svg+xml", ext: "svg" },
  pdf: { mime: "application/pdf", ext: "pdf" },
  doc: { mime: "application/msword", ext: "doc" },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx" },
  rtf: { mime: "application/rtf", ext: "rtf" },
  txt: { mime: "text/plain", ext: "txt" },
  odt: { mime: "application/vnd.oasis.opendocument.text", ext: "odt" },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

/** Avatar and other images: png, jpeg, svg (spec 5). */
export const IMAGE_KINDS: readonly FileKind[] = ["png", "jpeg", "svg"];
/** Resumes: pdf, doc, docx, rtf, txt (spec 5). */
export const RESUME_KINDS: readonly FileKind[] = ["pdf", "doc", "docx", "rtf", "txt"];
/** Certification files: pdf, doc, docx, rtf, txt, odt (spec 5). */
export const CERTIFICATION_KINDS: readonly FileKind[] = ["pdf", "doc", "docx", "rtf", "txt", "odt"];

/** Spec 9: 1 MB = 1048576 bytes; limits of 10MB and 15MB in different places; the avatar is 10,000,000 bytes. */
export const MEGABYTE = 1048576;
export const AVATAR_MAX_BYTES = 10_000_000;
export const FILE_LIMIT_10MB = 10 * MEGABYTE;
export const FILE_LIMIT_15MB = 15 * MEGABYTE;
/**
 * Raster images (png, jpeg) whose header declares more pixels than this (width x height, e.g. 8000 x
 * 5000) are refused before decoding: a few megabytes of compressed data can declare gigapixels.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

const BY_EXT: Record<string, FileKind> = Object.fromEntries(
  (Object.entries(FILE_KINDS) as [FileKind, { ext: string }][]).map(([kind, v]) => [v.ext, kind]),
);

/** The kind a stored key's extension names (keys are made by storage.ts as `<uuid>.<ext>`). */
export function kindOfExtension(ext: string): FileKind | null {
  return BY_EXT[ext.toLowerCase()] ?? null;
}
