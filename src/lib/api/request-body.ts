import "server-only";
import { AppError } from "@/lib/errors";

/*
 * Request bodies are read into memory before anything parses them, so each route caps the bytes it
 * reads (apiRoute's maxBodyBytes). The cap is enforced on the bytes that actually arrive: a
 * Content-Length over the cap is refused before reading anything, and a body without one (chunked)
 * or with a false one is cut off as soon as it passes the cap.
 */
/** Enough for every JSON body the API takes that is not an upload. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The request a JSON body of base64-encoded file of at most `fileBytes` makes, with room for its other fields. */
export function base64JsonBodyLimit(fileBytes: number): number {
  return Math.ceil(fileBytes / 3) * 4 + 16 * 1024;
}

function describeBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${Math.floor(bytes / 100_000) / 10} MB`;
  return `${Math.floor(bytes / 1024)} KB`;
}

function tooLarge(maxBytes: number, message: string | undefined): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", message ?? `This request is too large: it can be at most ${describeBytes(maxBytes)}.`);
}

/** The whole body, or null when there is none; 413 (AppError) past `maxBytes`. */
export async function readBodyCapped(request: Request, maxBytes: number, tooLargeMessage?: string): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return null;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes, tooLargeMessage);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop the upload here rather than draining the rest of it.
      reader.cancel().catch(() => {});
      throw tooLarge(maxBytes, tooLargeMessage);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
