/*
 * One typed error for the whole server. Handlers throw AppError; lib/api/route.ts maps the code to an
 * HTTP status and the one JSON error shape { error: { code, message, correlationId, issues? } }.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type FieldIssue = { path: string; message: string };

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly options: { issues?: FieldIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export type ErrorBody = {
  /** reason: a finer machine-readable cause where one exists (e.g. the auth library's error code). */
  error: { code: ErrorCode; message: string; correlationId: string; issues?: FieldIssue[]; reason?: string };
};

export function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(errorStatus) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
}
