import "server-only";
import { FILE_KINDS, IMAGE_KINDS } from "./file-types";
import { fileStorage, parseFileKey } from "./storage";

/*
 * The answer for GET /api/files/{key}. Only image kinds are public: keys are unguessable (UUIDs) but
 * documents (resumes, certifications) need an owner check, which comes with the issue that stores
 * them. Headers: the type from the key (set at upload from the content), nosniff, and for SVG a
 * Content-Security-Policy that forbids scripts and any fetch, served inline under a fixed file name.
 * Keys are never reused, so the file may be cached for a year.
 */
export async function serveStoredFile(key: string): Promise<Response | null> {
  const kind = parseFileKey(key);
  if (!kind || !IMAGE_KINDS.includes(kind)) return null;
  const bytes = await fileStorage().get(key);
  if (!bytes) return null;
  const headers: Record<string, string> = {
    "Content-Type": FILE_KINDS[kind].mime,
    "Content-Length": String(bytes.length),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (kind === "svg") {
    headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'";
    headers["Content-Disposition"] = 'inline; filename="image.svg"';
  }
  return new Response(new Blob([new Uint8Array(bytes)]), { status: 200, headers });
}
