import { detectFileType } from "@/lib/uploads/sniff";
import { AVATAR_MAX_BYTES } from "@/lib/uploads/file-types";
import { AVATAR_EXTENSIONS, AVATAR_MESSAGES } from "./messages";

/*
 * The avatar modal's checks of a selection (spec 5), in the order a person meets them: how many
 * files, is there a named file, its size, its type. The type is judged by the file's first bytes
 * (magic numbers) as well as its extension, so a text file renamed .png is refused before upload;
 * the server checks everything again.
 */
export type SelectedFile = { name: string; size: number; type?: string };

export type SelectionResult<F> = { ok: true; file: F } | { ok: false; messages: string[] };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot).toLowerCase() : "";
}

/** Checks that need no file content. */
export function validateSelection<F extends SelectedFile>(files: readonly F[]): SelectionResult<F> {
  if (files.length > 1) return { ok: false, messages: [AVATAR_MESSAGES.onlyOneImage] };
  const file = files[0];
  if (!file || !file.name) return { ok: false, messages: [AVATAR_MESSAGES.noFile, AVATAR_MESSAGES.selectFile] };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, messages: [AVATAR_MESSAGES.tooLarge] };
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return { ok: false, messages: [AVATAR_MESSAGES.invalidImage] };
  return { ok: true, file };
}

/** The content check: the bytes must be a PNG, JPEG or SVG. */
export function validateImageBytes(bytes: Uint8Array): { ok: true } | { ok: false; messages: string[] } {
  const kind = detectFileType(bytes)?.kind;
  return kind === "png" || kind === "jpeg" || kind === "svg" ? { ok: true } : { ok: false, messages: [AVATAR_MESSAGES.invalidImage] };
}
