import { ApiError } from "@/lib/api/client";
import { AUTH_TEXTS, REASON_MESSAGES } from "./messages";

export type ServerProblem = {
  status: number;
  reason?: string;
  message: string;
  /** Shown with unexpected failures (spec 8: the server's correlationId as detail). */
  correlationId?: string;
  fieldIssues: { path: string; message: string }[];
};

/** What the account forms show for a failed call: the server's message, or a clear fallback. */
export function describeFailure(error: unknown): ServerProblem {
  if (error instanceof ApiError) {
    const data = error.data as { error?: { reason?: unknown; message?: unknown } } | null;
    const reason = typeof data?.error?.reason === "string" ? data.error.reason : undefined;
    const serverMessage = typeof data?.error?.message === "string" ? data.error.message : undefined;
    // Reasons the server passes through with the library's raw text (e.g. "Invalid backup code") get ours.
    const message = (reason && REASON_MESSAGES[reason]) || serverMessage || (error.status >= 500 ? AUTH_TEXTS.genericError : error.message);
    return { status: error.status, reason, message, correlationId: error.status >= 500 ? error.correlationId : undefined, fieldIssues: error.fieldIssues };
  }
  return { status: 0, message: AUTH_TEXTS.networkError, fieldIssues: [] };
}
