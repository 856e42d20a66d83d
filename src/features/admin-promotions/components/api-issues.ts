import { ApiError } from "@/lib/api/client";

/** The server's field issues of a failed request, by field path (the first message of each). */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const issues = (error.data as { error?: { issues?: { path: string; message: string }[] } } | null)?.error?.issues ?? [];
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path] ??= i.message;
  return out;
}
