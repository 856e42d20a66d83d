import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/api/client";

/**
 * Puts the server's field issues (400/409 with issues) on the form's fields; true when at least one
 * landed on a field of the form (the form then needs no general error).
 */
export function applyFieldIssues<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const issue of error.fieldIssues) {
    if (!fields.includes(issue.path)) continue;
    form.setError(issue.path as Path<T>, { type: "server", message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
