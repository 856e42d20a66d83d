import "server-only";
import sharp, { type Metadata } from "sharp";
import { AVATAR_MAX_BYTES, FILE_KINDS, IMAGE_KINDS, IMAGE_MAX_PIXELS, type FileKind } from "./file-types";
import { detectFileType } from "./sniff";
import { InvalidSvgError, sanitizeSvg } from "./sanitize-svg";

/*
 * The server side of an image upload: decode the base64, check the size, detect the type by content
 * (magic bytes, decision 009), then
 * - PNG / JPEG: read the header with sharp and refuse more than `maxPixels` before decoding anything,
 *   then decode (sharp's limitInputPixels as a second guard), apply the EXIF orientation, cover-crop
 *   to a square of `square` pixels (never enlarged) and re-encode in the same format. Re-encoding
 *   keeps only pixels: EXIF (GPS, camera), XMP, IPTC, ICC profiles (converted to sRGB), PNG text
 *   chunks and anything after the image data are gone.
 * - SVG: neutralise active content (sanitize-svg.ts); a vector picture needs no resizing.
 * Returns a reason code instead of throwing so each caller maps it to its own message.
 */
export type ImageRejection = "no-file" | "too-large" | "invalid-type" | "too-many-pixels";

export type PreparedImage = { kind: FileKind; mime: string; bytes: Uint8Array };

export type PrepareImageResult = { ok: true; image: PreparedImage } | { ok: false; reason: ImageRejection };

export type PrepareImageOptions = {
  /** Side in pixels of the stored square; a smaller picture keeps its shorter side. */
  square: number;
  /**
   * "cover" (default): cropped to the square (avatars). "inside": the whole picture, scaled down to fit
   * the square and never cropped (company logos, often wide wordmarks).
   */
  fit?: "cover" | "inside";
  maxBytes?: number;
  maxPixels?: number;
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes of base64 text (an optional `data:...;base64,` prefix and whitespace are allowed); null when malformed. */
export function decodeBase64(text: string): Uint8Array | null {
  const body = text.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (body.length % 4 === 1 || !BASE64.test(body)) return null;
  return new Uint8Array(Buffer.from(body, "base64"));
}

/** Decoded size without decoding, to refuse an oversized upload before allocating it. */
export function base64DecodedSize(text: string): number {
  const body = text.replace(/^data:[^,]*;base64,/, "");
  let len = 0;
  let pad = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 61) pad++;
    else if (c > 32) len++;
  }
  return Math.floor(((len + Math.min(pad, 2)) * 3) / 4) - Math.min(pad, 2);
}

export async function prepareImage(base64: string | undefined, options: PrepareImageOptions): Promise<PrepareImageResult> {
  const maxBytes = options.maxBytes ?? AVATAR_MAX_BYTES;
  if (!base64 || base64.trim() === "") return { ok: false, reason: "no-file" };
  if (base64DecodedSize(base64) > maxBytes) return { ok: false, reason: "too-large" };
  const bytes = decodeBase64(base64);
  if (!bytes || bytes.length === 0) return { ok: false, reason: bytes ? "no-file" : "invalid-type" };
  if (bytes.length > maxBytes) return { ok: false, reason: "too-large" };
  const detected = detectFileType(bytes);
  if (!detected || !IMAGE_KINDS.includes(detected.kind)) return { ok: false, reason: "invalid-type" };
  if (detected.kind === "png" || detected.kind === "jpeg") return reencodeRaster(bytes, detected.kind, options.square, options.maxPixels ?? IMAGE_MAX_PIXELS, options.fit ?? "cover");
  try {
    const clean = new TextEncoder().encode(sanitizeSvg(new TextDecoder().decode(bytes)));
    return { ok: true, image: { kind: "svg", mime: FILE_KINDS.svg.mime, bytes: clean } };
  } catch (err) {
    if (err instanceof InvalidSvgError) return { ok: false, reason: "invalid-type" };
    throw err;
  }
}

/** Aborts on any decoder warning (truncated or corrupt data): sharp's advice for untrusted input. */
const FAIL_ON = "warning" as const;

async function reencodeRaster(bytes: Uint8Array, kind: "png" | "jpeg", square: number, maxPixels: number, fit: "cover" | "inside"): Promise<PrepareImageResult> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: Metadata;
  try {
    // metadata() reads the header only; no pixel limit here so the declared size can be judged below.
    header = await sharp(input, { failOn: FAIL_ON, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "invalid-type" };
  }
  // The magic bytes chose the kind; the decoder must agree (a PNG signature on other data is refused).
  if (header.format !== kind || !(header.width > 0) || !(header.height > 0)) return { ok: false, reason: "invalid-type" };
  if (header.width * header.height > maxPixels) return { ok: false, reason: "too-many-pixels" };

  const side = Math.min(square, header.autoOrient.width, header.autoOrient.height);
  const pipeline = sharp(input, { failOn: FAIL_ON, limitInputPixels: maxPixels })
    .rotate() // EXIF orientation first: the Orientation tag goes with the rest of the metadata
    .resize(
      ...(fit === "cover"
        ? ([side, side, { fit: "cover", position: "centre" }] as const)
        : ([square, square, { fit: "inside", withoutEnlargement: true }] as const)),
    );
  try {
    const out = await (kind === "png" ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true }) : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
    return { ok: true, image: { kind, mime: FILE_KINDS[kind].mime, bytes: new Uint8Array(out.buffer, out.byteOffset, out.byteLength) } };
  } catch (err) {
    // Second guard: sharp itself refuses more than maxPixels ("Input image exceeds pixel limit").
    if (err instanceof Error && /pixel limit/i.test(err.message)) return { ok: false, reason: "too-many-pixels" };
    return { ok: false, reason: "invalid-type" };
  }
}
