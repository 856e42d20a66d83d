import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/client";

/** Puts the server's field issues at their fields; returns the banner to show above the form. */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly string[]): string {
  if (!(err instanceof ApiError)) return "Something went wrong, please try again.";
  const placed = err.fieldIssues.filter((i) => fields.includes(i.path));
  for (const issue of placed) setError(issue.path as FieldPath<T>, { type: "server", message: issue.message });
  return placed.length ? "Please check the fields marked below." : err.message;
}
