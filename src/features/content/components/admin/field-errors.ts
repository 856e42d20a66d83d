import type { z } from "zod";
import { ApiError } from "@/lib/api/client";

/** Field errors keyed by path inside the collection data ("3.title", "color", "" for the whole list). */
export type FieldErrors = Record<string, string>;

export function errorsFromZod(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    out[key] ??= issue.message;
  }
  return out;
}

/** The server answers data.3.title; the editor keys errors by 3.title. */
export function errorsFromApi(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const out: FieldErrors = {};
  for (const issue of error.fieldIssues) {
    const key = issue.path === "data" ? "" : issue.path.replace(/^data\./, "");
    out[key] ??= issue.message;
  }
  return out;
}
