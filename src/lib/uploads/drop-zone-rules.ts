/*
 * Drop-zone rules (spec 5 "Drop-zone defaults", spec 8 "Drop rejection codes"): the file type must
 * match the accepted types; size bounds are optional (no minimum, no maximum by default); with
 * multiple off only one file is allowed; when a maximum count is set and exceeded, all files are
 * rejected. Pure functions, shared by every drop zone (avatar now, resumes later).
 */
export type DropZoneOptions = {
  /** MIME types (image/png, image/*) and extensions (.png); empty or absent accepts everything. */
  accept?: readonly string[];
  minSize?: number;
  maxSize?: number;
  multiple?: boolean;
  maxFiles?: number;
};

export type DropErrorCode = "file-invalid-type" | "file-too-large" | "file-too-small" | "too-many-files";
export type DropError = { code: DropErrorCode; message: string };
/** Spec 3 "Rejected dropped file": file, and an error list of code and message. */
export type RejectedFile<F> = { file: F; errors: DropError[] };

export type DroppedFile = { name: string; size: number; type: string };

export function acceptMessage(accept: readonly string[]): string {
  return `File type must be ${accept.length === 1 ? accept[0] : `one of ${accept.join(", ")}`}`;
}

/** Whether a file (or, during a drag, just its MIME type with an empty name) matches the accept list. */
export function isAccepted(file: { name: string; type: string }, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || "").toLowerCase();
  const baseType = type.replace(/\/.*$/, "");
  return accept.some((raw) => {
    const a = raw.trim().toLowerCase();
    if (a.startsWith(".")) return name.endsWith(a);
    if (a.endsWith("/*")) return baseType === a.slice(0, -2);
    return type === a;
  });
}

export function fileErrors(file: DroppedFile, options: DropZoneOptions): DropError[] {
  const errors: DropError[] = [];
  if (!isAccepted(file, options.accept)) errors.push({ code: "file-invalid-type", message: acceptMessage(options.accept ?? []) });
  if (options.minSize !== undefined && file.size < options.minSize) errors.push({ code: "file-too-small", message: `File is smaller than ${options.minSize} bytes` });
  if (options.maxSize !== undefined && file.size > options.maxSize) errors.push({ code: "file-too-large", message: `File is larger than ${options.maxSize} bytes` });
  return errors;
}

export function tooMany(count: number, options: DropZoneOptions): boolean {
  const multiple = options.multiple ?? true;
  if (!multiple && count > 1) return true;
  return multiple && options.maxFiles !== undefined && options.maxFiles >= 1 && count > options.maxFiles;
}

/** Splits dropped files into accepted and rejected; too many files rejects them all. */
export function sortDroppedFiles<F extends DroppedFile>(files: readonly F[], options: DropZoneOptions): { accepted: F[]; rejected: RejectedFile<F>[] } {
  const accepted: F[] = [];
  const rejected: RejectedFile<F>[] = [];
  const many = tooMany(files.length, options);
  for (const file of files) {
    const errors = fileErrors(file, options);
    if (many) errors.push({ code: "too-many-files", message: "Too many files" });
    if (errors.length) rejected.push({ file, errors });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
