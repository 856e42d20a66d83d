import { crc32 } from "./crc32";

/*
 * Metadata stripping at byte level (no native image library): the picture data is copied as it is,
 * the chunks / segments that carry EXIF (location, camera, dates), XMP, comments and text are left
 * out. A file that does not parse as the format it claims to be throws InvalidImageError.
 */
export class InvalidImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidImageError";
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Chunks kept: the critical ones (IHDR, PLTE, IDAT, IEND) and the ancillary chunks that change how
 * the picture looks (transparency, colour space, gamma, pixel size, animation). Everything else
 * (eXIf, tEXt, iTXt, zTXt, tIME, private chunks, ...) is dropped.
 */
export const PNG_KEPT_CHUNKS = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "pHYs", "bKGD", "acTL", "fcTL", "fdAT"]);

export type PngChunk = { type: string; start: number; end: number };

function u32(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

/** The chunks of a PNG (each from its length field to the end of its CRC), checked for structure and CRC. */
export function pngChunks(bytes: Uint8Array): PngChunk[] {
  if (bytes.length < 8 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) throw new InvalidImageError("not a PNG");
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw new InvalidImageError("truncated PNG chunk");
    const length = u32(bytes, at);
    const end = at + 12 + length;
    if (end > bytes.length) throw new InvalidImageError("truncated PNG chunk");
    let type = "";
    for (let i = at + 4; i < at + 8; i++) type += String.fromCharCode(bytes[i]!);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new InvalidImageError("bad PNG chunk type");
    if (crc32(bytes, at + 4, end - 4) !== u32(bytes, end - 4)) throw new InvalidImageError(`bad CRC in PNG chunk ${type}`);
    chunks.push({ type, start: at, end });
    at = end;
    if (type === "IEND") break; // anything after IEND is dropped
  }
  if (chunks[0]?.type !== "IHDR" || chunks[0].end - chunks[0].start !== 25) throw new InvalidImageError("PNG must start with IHDR");
  if (chunks[chunks.length - 1]?.type !== "IEND") throw new InvalidImageError("PNG has no IEND");
  if (!chunks.some((c) => c.type === "IDAT")) throw new InvalidImageError("PNG has no image data");
  return chunks;
}

export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  const kept = pngChunks(bytes).filter((c) => PNG_KEPT_CHUNKS.has(c.type));
  const out = new Uint8Array(8 + kept.reduce((n, c) => n + (c.end - c.start), 0));
  out.set(PNG_SIGNATURE, 0);
  let at = 8;
  for (const c of kept) {
    out.set(bytes.subarray(c.start, c.end), at);
    at += c.end - c.start;
  }
  return out;
}

export type JpegSegment = { marker: number; start: number; end: number };

const SOS = 0xda;
const EOI = 0xd9;
const COM = 0xfe;
const APP0 = 0xe0;
const APP14 = 0xee;

function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/**
 * The segments of a JPEG from SOI to EOI. A SOS segment's range includes the entropy-coded data that
 * follows it (up to the next real marker), so copying ranges copies the picture exactly.
 */
export function jpegSegments(bytes: Uint8Array): JpegSegment[] {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new InvalidImageError("not a JPEG");
  const segments: JpegSegment[] = [{ marker: 0xd8, start: 0, end: 2 }];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw new InvalidImageError("JPEG marker expected");
    let m = at + 1;
    while (m < bytes.length && bytes[m] === 0xff) m++; // fill bytes
    if (m >= bytes.length) break;
    const marker = bytes[m]!;
    const start = at;
    if (marker === EOI) {
      segments.push({ marker, start, end: m + 1 });
      return segments; // anything after EOI is dropped
    }
    if (isStandalone(marker)) {
      segments.push({ marker, start, end: m + 1 });
      at = m + 1;
      continue;
    }
    if (m + 2 >= bytes.length) break;
    const length = (bytes[m + 1]! << 8) | bytes[m + 2]!;
    if (length < 2) throw new InvalidImageError("bad JPEG segment length");
    let end = m + 1 + length;
    if (end > bytes.length) break;
    if (marker === SOS) {
      // Entropy-coded data: FF00 is a stuffed byte, FFD0-FFD7 are restarts, FFFF is fill; any other FFxx ends it.
      while (end < bytes.length) {
        if (bytes[end] === 0xff) {
          const next = bytes[end + 1];
          if (next === undefined) break;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
            end += 2;
            continue;
          }
          if (next === 0xff) {
            end += 1;
            continue;
          }
          break;
        }
        end++;
      }
    }
    segments.push({ marker, start, end });
    at = end;
  }
  throw new InvalidImageError("JPEG has no end of image");
}

function isAdobe(bytes: Uint8Array, s: JpegSegment): boolean {
  return String.fromCharCode(...bytes.subarray(s.start + 4, s.start + 9)) === "Adobe";
}

/**
 * Drops APP1-APP15 (EXIF, XMP, ICC, Photoshop IRB, ...) and COM segments; keeps APP0 (JFIF) and the
 * Adobe APP14 segment, which carries no personal data but tells decoders the colour transform (dropping
 * it turns CMYK/YCCK pictures the wrong colour).
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  const kept = jpegSegments(bytes).filter((s) => {
    if (s.marker === COM) return false;
    if (s.marker > APP0 && s.marker <= 0xef) return s.marker === APP14 && isAdobe(bytes, s);
    return true;
  });
  if (!kept.some((s) => s.marker === SOS)) throw new InvalidImageError("JPEG has no image data");
  const out = new Uint8Array(kept.reduce((n, s) => n + (s.end - s.start), 0));
  let at = 0;
  for (const s of kept) {
    out.set(bytes.subarray(s.start, s.end), at);
    at += s.end - s.start;
  }
  return out;
}
