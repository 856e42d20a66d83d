"use client";

import { api, ApiError, API_BASE } from "@/lib/api/client";
import { AUTH_VERSION, AUTH_VERSION_HEADER, CSRF_HEADER, CSRF_VALUE } from "@/lib/api/protocol";
import { CERTIFICATION_DATA_FIELD, CERTIFICATION_FILE_FIELD, type CertificationInput } from "../certification-schemas";
import { CERTIFICATIONS_API, certificationFileApi } from "../paths";
import type { CertificationEntry } from "../types";

/*
 * The certification API as the forms call it. A file is not JSON, so requests that carry one go as
 * multipart/form-data with the API client's Upstep headers (the browser sets the boundary), and a
 * refusal is the same ApiError (its field issues go under the fields).
 */
async function sendMultipart<T>(method: "POST" | "PUT", path: string, form: FormData): Promise<T> {
  const url = `${API_BASE}${path}`;
  const res = await fetch(url, { method, body: form, credentials: "same-origin", headers: { [CSRF_HEADER]: CSRF_VALUE, [AUTH_VERSION_HEADER]: AUTH_VERSION } });
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
  return data as T;
}

/** A new certification, with its file in the same request when there is one. */
export function createCertification(values: CertificationInput, file: File | null): Promise<CertificationEntry> {
  if (!file) return api.post<CertificationEntry>(CERTIFICATIONS_API, values);
  const form = new FormData();
  form.set(CERTIFICATION_DATA_FIELD, JSON.stringify(values));
  form.set(CERTIFICATION_FILE_FIELD, file, file.name);
  return sendMultipart<CertificationEntry>("POST", CERTIFICATIONS_API, form);
}

export function updateCertification(id: string, values: CertificationInput): Promise<CertificationEntry> {
  return api.patch<CertificationEntry>(`${CERTIFICATIONS_API}/${id}`, values);
}

export function replaceCertificationFile(id: string, file: File): Promise<CertificationEntry> {
  const form = new FormData();
  form.set(CERTIFICATION_FILE_FIELD, file, file.name);
  return sendMultipart<CertificationEntry>("PUT", certificationFileApi(id), form);
}

export function removeCertificationFile(id: string): Promise<CertificationEntry> {
  return api.delete<CertificationEntry>(certificationFileApi(id));
}

/** "240 KB", "1.4 MB" (1 MB = 1048576 bytes, as spec 9 counts). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1048576) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1048576).toFixed(1).replace(/\.0$/, "")} MB`;
}
