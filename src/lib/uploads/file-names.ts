/*
 * A file name a person gave (an upload's name, a rename) kept for showing and downloading: never used
 * as a path (files are stored by opaque key, storage.ts), but shown in pages and sent back in
 * Content-Disposition, so it is made harmless here.
 */
export const FILE_NAME_MAX = 255;

// Control characters, and the bidirectional overrides that make "cod.exe" read as "exe.doc".
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The last path segment, without control or bidi-override characters, whitespace collapsed, leading
 * dots removed, at most FILE_NAME_MAX characters (the extension is kept when shortening). When
 * `ext` is given and the name does not end with it, it is added. "" when nothing is left.
 */
export function sanitizeFileName(name: string, ext?: string): string {
  let base = (name.split(/[\\/]/).pop() ?? "").replace(UNSAFE, "").replace(/\s+/g, " ").trim().replace(/^\.+/, "").trim();
  if (ext && base !== "" && !base.toLowerCase().endsWith(`.${ext}`)) base = `${base}.${ext}`;
  const chars = Array.from(base);
  if (chars.length <= FILE_NAME_MAX) return base;
  const dot = base.lastIndexOf(".");
  const suffix = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
  return Array.from(base.slice(0, base.length - suffix.length)).slice(0, FILE_NAME_MAX - suffix.length).join("").trimEnd() + suffix;
}

/**
 * Content-Disposition: attachment with an ASCII fallback name (quotes, backslashes and non-ASCII
 * replaced) and the exact name in RFC 5987 filename* form, so no header injection or broken quoting
 * is possible whatever the name holds.
 */
export function attachmentDisposition(fileName: string): string {
  const safe = sanitizeFileName(fileName) || "download";
  const fallback = safe.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
