import type { DropZoneRules, RejectedFile } from "@/lib/uploads/drop-zone-rules";
import { FILE_LIMIT_10MB } from "@/lib/uploads/file-types";
import { detectFileType } from "@/lib/uploads/sniff";
import { LOGO_EXTENSIONS, LOGO_MESSAGES } from "./messages";

/*
 * The company logo's drop zone and its checks before upload (spec 5: images jpeg/png/jpg/svg, 10MB),
 * in the order a person meets them: how many files, a named file, its size, its extension, its
 * first bytes. The server checks everything again. Plain module (unit-tested).
 */
export const LOGO_DROP_RULES = {
  accept: { "image/png": [".png"], "image/jpeg": [".jpeg", ".jpg"], "image/svg+xml": [".svg"] },
  maxSize: FILE_LIMIT_10MB,
  multiple: true,
  maxFiles: 1,
} as const satisfies DropZoneRules;

export type SelectedLogo = { name: string; size: number };

export function allDroppedLogos(accepted: readonly File[], rejected: readonly RejectedFile[]): File[] {
  return [...accepted, ...rejected.map((r) => r.file)];
}

/** The checks that need no content: one file, named, at most 10MB, a .png/.jpg/.jpeg/.svg name. */
export function checkLogoSelection<F extends SelectedLogo>(files: readonly F[]): { ok: true; file: F } | { ok: false; message: string } {
  if (files.length > 1) return { ok: false, message: LOGO_MESSAGES.onlyOneImage };
  const file = files[0];
  if (!file || !file.name) return { ok: false, message: LOGO_MESSAGES.noFile };
  if (file.size > FILE_LIMIT_10MB) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  const dot = file.name.lastIndexOf(".");
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
  if (!(LOGO_EXTENSIONS as readonly string[]).includes(ext)) return { ok: false, message: LOGO_MESSAGES.invalidImage };
  return { ok: true, file };
}

/** The content check: the first bytes must be a PNG, JPEG or SVG. */
export function checkLogoBytes(bytes: Uint8Array): string | null {
  const kind = detectFileType(bytes)?.kind;
  return kind === "png" || kind === "jpeg" || kind === "svg" ? null : LOGO_MESSAGES.invalidImage;
}
