import "server-only";
import { AVATAR_MAX_BYTES, FILE_KINDS, IMAGE_KINDS, type FileKind } from "./file-types";
import { detectFileType } from "./sniff";
import { InvalidImageError, stripJpegMetadata, stripPngMetadata } from "./strip-metadata";
import { InvalidSvgError, sanitizeSvg } from "./sanitize-svg";

/*
 * The server side of an image upload: decode, check size, detect the type by content, strip metadata
 * (PNG / JPEG) or neutralise active content (SVG). Returns a reason code instead of throwing so each
 * caller maps it to its own message.
 */
export type ImageRejection = "no-file" | "too-large" | "invalid-type";

export type PreparedImage = { kind: FileKind; mime: string; bytes: Uint8Array };

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

export function prepareImage(
  base64: string | undefined,
  maxBytes = AVATAR_MAX_BYTES,
): { ok: true; image: PreparedImage } | { ok: false; reason: ImageRejection } {
  if (!base64 || base64.trim() === "") return { ok: false, reason: "no-file" };
  if (base64DecodedSize(base64) > maxBytes) return { ok: false, reason: "too-large" };
  const bytes = decodeBase64(base64);
  if (!bytes || bytes.length === 0) return { ok: false, reason: bytes ? "no-file" : "invalid-type" };
  if (bytes.length > maxBytes) return { ok: false, reason: "too-large" };
  const detected = detectFileType(bytes);
  if (!detected || !IMAGE_KINDS.includes(detected.kind)) return { ok: false, reason: "invalid-type" };
  try {
    let clean: Uint8Array;
    if (detected.kind === "png") clean = stripPngMetadata(bytes);
    else if (detected.kind === "jpeg") clean = stripJpegMetadata(bytes);
    else clean = new TextEncoder().encode(sanitizeSvg(new TextDecoder().decode(bytes)));
    return { ok: true, image: { kind: detected.kind, mime: FILE_KINDS[detected.kind].mime, bytes: clean } };
  } catch (err) {
    if (err instanceof InvalidImageError || err instanceof InvalidSvgError) return { ok: false, reason: "invalid-type" };
    throw err;
  }
}
