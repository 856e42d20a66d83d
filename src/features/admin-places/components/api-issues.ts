import { ApiError } from "@/lib/api/client";

/** The server's issues of a failed request ({ path, message }), in order. */
export function issuesOf(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return (error.data as { error?: { issues?: { path: string; message: string }[] } } | null)?.error?.issues ?? [];
}
