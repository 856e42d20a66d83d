import "server-only";
import type { Db } from "@/db/client";
import { FILE_KINDS, IMAGE_KINDS } from "./file-types";
import { attachmentDisposition } from "./file-names";
import { fileStorage, parseFileKey } from "./storage";
import { isOwnedFile } from "./user-files";

/*
 * The answer for GET /api/files/{key}. Only image kinds are public: keys are unguessable (UUIDs) but
 * documents (resumes, certifications) need an owner check, which comes with the issue that stores
 * them. Headers: the type from the key (set at upload from the content), nosniff, and for SVG a
 * Content-Security-Policy that forbids scripts and any fetch, served inline under a fixed file name.
 * Keys are never reused, so the browser may cache the file for a year; shared caches may not (private),
 * so a file deleted with its account (or replaced) is not answered for it by a proxy or CDN.
 * A key is served only while a user owns it (user-files.ts): a file left in storage after its owner
 * let go of it (a failed delete, a crash between storing and recording it) is 404 like a missing one.
 */
export async function serveStoredFile(db: Db, key: string): Promise<Response | null> {
  const kind = parseFileKey(key);
  if (!kind || !IMAGE_KINDS.includes(kind)) return null;
  if (!(await isOwnedFile(db, key))) return null;
  const bytes = await fileStorage().get(key);
  if (!bytes) return null;
  const headers: Record<string, string> = {
    "Content-Type": FILE_KINDS[kind].mime,
    "Content-Length": String(bytes.length),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, max-age=31536000, immutable",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (kind === "svg") {
    headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'";
    headers["Content-Disposition"] = 'inline; filename="image.svg"';
  }
  return new Response(new Blob([new Uint8Array(bytes)]), { status: 200, headers });
}

/**
 * A private document (a resume, a certificate) as a download: always an attachment under its
 * sanitised name, the type found from its content at upload, nosniff, a sandboxing CSP, never cached
 * and never embedded by another site. The caller has checked who may have it.
 */
export function documentAttachment(bytes: Uint8Array, file: { mime: string; fileName: string }): Response {
  return new Response(new Blob([new Uint8Array(bytes)]), {
    status: 200,
    headers: {
      "Content-Type": file.mime === "text/plain" ? "text/plain; charset=utf-8" : file.mime,
      "Content-Length": String(bytes.length),
      "Content-Disposition": attachmentDisposition(file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
