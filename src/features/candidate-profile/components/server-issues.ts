import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/client";

/** Puts the server's per-field messages (a 400's issues) under the fields, as the form's own check would. */
export function showServerIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError)) return;
  for (const issue of error.fieldIssues) setError(issue.path as Path<T>, { type: "server", message: issue.message });
}
