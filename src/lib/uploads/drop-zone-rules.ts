import type { Accept, FileError } from "react-dropzone";

/*
 * What Upstep's drop zones add to react-dropzone (spec 4 states, spec 5 "Drop-zone defaults", spec 8
 * "Drop rejection codes"). react-dropzone matches types (MIME or extension), sizes and counts and
 * gives the codes file-invalid-type ('File type must be ...'), file-too-large, file-too-small and
 * too-many-files ('Too many files'); three things differ from the spec and are set right here:
 * - the spec's five states, from react-dropzone's flags;
 * - size messages in bytes ('File is larger than N bytes'), where react-dropzone writes '9.54 MB';
 * - when the count is exceeded every file is rejected, where react-dropzone rejects only the surplus.
 * Pure functions, shared by every drop zone (avatar now, resumes later).
 */
export type DropZoneRules = {
  /** react-dropzone's accept map: MIME type (image/png, image/*) to extensions ([".png"]); absent accepts everything. */
  accept?: Accept;
  /** Size bounds are optional (spec 5): no minimum, no maximum by default. */
  minSize?: number;
  maxSize?: number;
  /** Default true; when off only one file is allowed. */
  multiple?: boolean;
  /** With multiple on, more files than this rejects them all. */
  maxFiles?: number;
};

/** Spec 3 "Rejected dropped file": the file, and an error list of code and message. */
export type RejectedFile = { file: File; errors: readonly FileError[] };

export type DropZoneState = "idle" | "drag-active" | "accept" | "reject" | "file-dialog-active";

export type DropZoneFlags = { isDragActive: boolean; isDragAccept: boolean; isDragReject: boolean; isFileDialogActive: boolean };

/**
 * The spec's state from react-dropzone's flags. A drag that can not be judged yet (no items, or a
 * validator that only runs on drop) is drag-active: neither accepted nor rejected until it is dropped.
 */
export function dropZoneState({ isDragActive, isDragAccept, isDragReject, isFileDialogActive }: DropZoneFlags): DropZoneState {
  if (isFileDialogActive) return "file-dialog-active";
  if (!isDragActive) return "idle";
  if (isDragReject) return "reject";
  if (isDragAccept) return "accept";
  return "drag-active";
}

/** react-dropzone's getErrorMessage: the spec's size messages in bytes; every other message as react-dropzone gives it. */
export function specErrorMessage(error: FileError, rules: Pick<DropZoneRules, "minSize" | "maxSize">): string {
  if (error.code === "file-too-large" && rules.maxSize !== undefined) return `File is larger than ${rules.maxSize} bytes`;
  if (error.code === "file-too-small" && rules.minSize !== undefined) return `File is smaller than ${rules.minSize} bytes`;
  return error.message;
}

export const TOO_MANY_FILES: FileError = { code: "too-many-files", message: "Too many files" };

export function tooMany(count: number, rules: Pick<DropZoneRules, "multiple" | "maxFiles">): boolean {
  const multiple = rules.multiple ?? true;
  if (!multiple) return count > 1;
  return rules.maxFiles !== undefined && rules.maxFiles >= 1 && count > rules.maxFiles;
}

/**
 * Spec 5: when the count is exceeded all files are rejected, each with too-many-files (once) after
 * its own errors. Otherwise react-dropzone's split stands.
 */
export function applyCountRule(
  accepted: readonly File[],
  rejected: readonly RejectedFile[],
  rules: Pick<DropZoneRules, "multiple" | "maxFiles">,
): { accepted: File[]; rejected: RejectedFile[] } {
  if (!tooMany(accepted.length + rejected.length, rules)) return { accepted: [...accepted], rejected: [...rejected] };
  const withTooMany = (errors: readonly FileError[]) => (errors.some((e) => e.code === TOO_MANY_FILES.code) ? errors : [...errors, TOO_MANY_FILES]);
  return {
    accepted: [],
    rejected: [...rejected.map((r) => ({ file: r.file, errors: withTooMany(r.errors) })), ...accepted.map((file) => ({ file, errors: [TOO_MANY_FILES] }))],
  };
}
