import { FILE_KINDS, type FileKind } from "./file-types";

/*
 * File type by magic bytes (the `file-type` package is not installed, so this is Upstep's own
 * sniffer for exactly the kinds it accepts). Order matters: binary signatures first, then SVG (XML
 * text whose root is <svg>), then plain text (valid UTF-8 without control characters).
 */
export type Detected = { kind: FileKind; mime: string; ext: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const RTF = [0x7b, 0x5c, 0x72, 0x74, 0x66]; // {\rtf
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File Binary (.doc)
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, sig: number[], at = 0): boolean {
  if (bytes.length < at + sig.length) return false;
  return sig.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  let s = "";
  for (let i = start; i < Math.min(end, bytes.length); i++) s += String.fromCharCode(bytes[i]!);
  return s;
}

function found(kind: FileKind): Detected {
  return { kind, ...FILE_KINDS[kind] };
}

/** OpenDocument text starts with a stored `mimetype` entry; .docx has `word/` parts. */
function sniffZip(bytes: Uint8Array): Detected | null {
  const nameLength = bytes[26]! | (bytes[27]! << 8);
  const extraLength = bytes[28]! | (bytes[29]! << 8);
  const firstName = ascii(bytes, 30, 30 + nameLength);
  if (firstName === "mimetype") {
    const start = 30 + nameLength + extraLength;
    if (ascii(bytes, start, start + 39) === "application/vnd.oasis.opendocument.text") return found("odt");
    return null;
  }
  // Scan local file headers for a word/ part (Office writes [Content_Types].xml, _rels/, then word/...).
  let offset = 0;
  for (let n = 0; n < 4096 && startsWith(bytes, ZIP, offset); n++) {
    const compressed = bytes[offset + 18]! | (bytes[offset + 19]! << 8) | (bytes[offset + 20]! << 16) | (bytes[offset + 21]! << 24);
    const nl = bytes[offset + 26]! | (bytes[offset + 27]! << 8);
    const el = bytes[offset + 28]! | (bytes[offset + 29]! << 8);
    const name = ascii(bytes, offset + 30, offset + 30 + nl);
    if (name.startsWith("word/")) return found("docx");
    const flags = bytes[offset + 6]! | (bytes[offset + 7]! << 8);
    if (flags & 0x08) break; // sizes in a trailing data descriptor: cannot walk further cheaply
    offset += 30 + nl + el + (compressed >>> 0);
  }
  return null;
}

const decoder = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

/** Text of the file when it is valid UTF-8 (BOM removed) with no control characters but tab/newlines. */
function asText(bytes: Uint8Array): string | null {
  const text = decodeUtf8(bytes);
  if (text === null) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return null;
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** True when the XML prolog (declaration, comments, doctype, whitespace) is followed by an <svg> root. */
export function looksLikeSvg(text: string): boolean {
  let rest = text.trimStart();
  for (let guard = 0; guard < 100; guard++) {
    if (rest.startsWith("<?")) {
      const end = rest.indexOf("?>");
      if (end < 0) return false;
      rest = rest.slice(end + 2).trimStart();
    } else if (rest.startsWith("<!--")) {
      const end = rest.indexOf("-->");
      if (end < 0) return false;
      rest = rest.slice(end + 3).trimStart();
    } else if (/^<!doctype/i.test(rest)) {
      const end = rest.indexOf(">");
      if (end < 0) return false;
      // An internal subset ([...]) may hold entity declarations: not accepted in an image.
      if (rest.slice(0, end).includes("[")) return false;
      rest = rest.slice(end + 1).trimStart();
    } else {
      break;
    }
  }
  return /^<svg[\s>/]/.test(rest) || /^<[A-Za-z_][\w.-]*:svg[\s>/]/.test(rest);
}

/** The kind of a file by its content, or null when it is none of the accepted kinds. */
export function detectFileType(bytes: Uint8Array): Detected | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, PNG)) return found("png");
  if (startsWith(bytes, JPEG)) return found("jpeg");
  if (startsWith(bytes, PDF)) return found("pdf");
  if (startsWith(bytes, RTF)) return found("rtf");
  if (startsWith(bytes, OLE)) return found("doc");
  if (startsWith(bytes, ZIP) && bytes.length >= 30) return sniffZip(bytes);
  const text = asText(bytes);
  if (text === null) return null;
  if (looksLikeSvg(text)) return found("svg");
  return found("txt");
}
