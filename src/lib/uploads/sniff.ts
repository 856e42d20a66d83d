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

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

/**
 * The entry names of a zip's central directory (found from the end-of-central-directory record), or
 * null when there is none: the directory is what a zip reader trusts, and it lists entries that
 * streamed writers (sizes in data descriptors) leave unwalkable from the front.
 */
export function zipCentralDirectoryNames(bytes: Uint8Array, maxEntries = 4096): string[] | null {
  const EOCD = [0x50, 0x4b, 0x05, 0x06];
  const CDH = [0x50, 0x4b, 0x01, 0x02];
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (!startsWith(bytes, EOCD, at)) continue;
    const count = u16(bytes, at + 10);
    let offset = u32(bytes, at + 16);
    const names: string[] = [];
    for (let n = 0; n < Math.min(count, maxEntries); n++) {
      if (!startsWith(bytes, CDH, offset)) return null;
      const nl = u16(bytes, offset + 28);
      const el = u16(bytes, offset + 30);
      const cl = u16(bytes, offset + 32);
      names.push(ascii(bytes, offset + 46, offset + 46 + nl));
      offset += 46 + nl + el + cl;
    }
    return names;
  }
  return null;
}

/**
 * A Word document's main part: word/document.xml, or word/document2.xml and so on, which Word Online
 * writes when it renames the part (the package's relationships name it; reading them needs inflating).
 */
const WORD_MAIN_PART = /^word\/document\d*\.xml$/;

/** OpenDocument text starts with a stored `mimetype` entry; .docx is a zip with a word/document.xml part. */
function sniffZip(bytes: Uint8Array): Detected | null {
  const nameLength = u16(bytes, 26);
  const extraLength = u16(bytes, 28);
  const firstName = ascii(bytes, 30, 30 + nameLength);
  if (firstName === "mimetype") {
    const start = 30 + nameLength + extraLength;
    if (ascii(bytes, start, start + 39) === "application/vnd.oasis.opendocument.text") return found("odt");
    return null;
  }
  const directory = zipCentralDirectoryNames(bytes);
  if (directory) return directory.some((name) => WORD_MAIN_PART.test(name)) ? found("docx") : null;
  // No central directory (a truncated file): walk the local file headers from the front.
  let offset = 0;
  for (let n = 0; n < 4096 && startsWith(bytes, ZIP, offset); n++) {
    const compressed = u32(bytes, offset + 18);
    const nl = u16(bytes, offset + 26);
    const el = u16(bytes, offset + 28);
    const name = ascii(bytes, offset + 30, offset + 30 + nl);
    if (WORD_MAIN_PART.test(name)) return found("docx");
    const flags = u16(bytes, offset + 6);
    if (flags & 0x08) break; // sizes in a trailing data descriptor: cannot walk further cheaply
    offset += 30 + nl + el + compressed;
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
