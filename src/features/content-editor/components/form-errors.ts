import type { z } from "zod";
import { ApiError } from "@/lib/api/client";

/** Field errors keyed by the form's paths ("title", "seo.description", "publishing.publishAt"). */
export type FormErrors = Record<string, string>;

export function errorsFromZod(error: z.ZodError): FormErrors {
  const out: FormErrors = {};
  for (const issue of error.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
}

export function errorsFromApi(error: unknown): FormErrors {
  const out: FormErrors = {};
  if (error instanceof ApiError) for (const issue of error.fieldIssues) out[issue.path] ??= issue.message;
  return out;
}

/** The errors under one prefix, without it ("seo.description" -> "description" for prefix "seo"). */
export function errorsUnder(errors: FormErrors, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) if (path.startsWith(`${prefix}.`)) out[path.slice(prefix.length + 1)] = message;
  return out;
}

export const FIX_FIELDS_MESSAGE = "Fix the problems marked in red, then save again.";
