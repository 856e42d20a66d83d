"use client";

import { ApiError, API_BASE } from "@/lib/api/client";
import { AUTH_VERSION, AUTH_VERSION_HEADER, CSRF_HEADER, CSRF_VALUE } from "@/lib/api/protocol";
import { RESUME_FILE_FIELD } from "../messages";
import type { ResumeSummary } from "../types";

export const RESUMES_API = "/candidates/resumes";

/**
 * POST /api/candidates/resumes as multipart/form-data (a file is not JSON, so not through api.post):
 * the same Upstep headers as the API client, and the same ApiError on a refusal, whose message is the
 * server's (the spec's words for type and size).
 */
export async function uploadResumeFile(file: File): Promise<ResumeSummary> {
  const form = new FormData();
  form.set(RESUME_FILE_FIELD, file, file.name);
  const url = `${API_BASE}${RESUMES_API}`;
  const res = await fetch(url, { method: "POST", body: form, credentials: "same-origin", headers: { [CSRF_HEADER]: CSRF_VALUE, [AUTH_VERSION_HEADER]: AUTH_VERSION } });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    const message = (data as { error?: { message?: unknown } } | null)?.error?.message;
    throw new ApiError(res.status, data, url, typeof message === "string" ? message : `Request failed with status ${res.status}`);
  }
  return data as ResumeSummary;
}

/** "240 KB", "1.4 MB" (1 MB = 1048576 bytes, as spec 9 counts). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1048576) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1048576).toFixed(1).replace(/\.0$/, "")} MB`;
}

const KIND_NAMES: Record<string, string> = {
  "application/pdf": "PDF",
  "application/msword": "Word document",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
  "application/rtf": "RTF document",
  "text/plain": "Text file",
};

export function kindName(mime: string): string {
  return KIND_NAMES[mime] ?? "Document";
}
