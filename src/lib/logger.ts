import "server-only";
import pino from "pino";

const globalForLogger = globalThis as unknown as { upstepLogger?: pino.Logger };

/**
 * A failed query's error carries its SQL and parameters (drizzle: "Failed query: ...\nparams: ..."),
 * and a session lookup's parameter is the session token: logs keep the SQL, never the parameters.
 */
export function withoutQueryParams(text: string): string {
  return text.replace(/(^|\n)params: [^\n]*/g, "$1params: [redacted]");
}

function redactStrings(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return withoutQueryParams(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => redactStrings(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === "params" ? "[redacted]" : redactStrings(v, depth + 1)]));
}

/** pino's error serializer (message, stack, causes), with query parameters taken out. */
export function serializeError(error: unknown): unknown {
  return redactStrings(error instanceof Error ? pino.stdSerializers.errWithCause(error) : error);
}

/** One pino logger for the server. JSON lines on stdout; level from LOG_LEVEL. */
export const logger: pino.Logger =
  globalForLogger.upstepLogger ??
  (globalForLogger.upstepLogger = pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: { service: "upstep" },
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: ["password", "*.password", "headers.cookie", "headers.authorization"], remove: true },
  }));

type AuthLogLevel = "debug" | "info" | "warn" | "error";

/**
 * better-auth's logger option: its messages go to our pino logger (JSON, one line, with the error
 * serialized as above) instead of its own console printer, which wrote the failed query's parameters
 * (session tokens) and whole stacks to stderr.
 */
export const authLogger = {
  level: "warn" as const,
  log(level: AuthLogLevel, message: string, ...args: unknown[]) {
    const err = args.find((a) => a instanceof Error);
    const rest = args.filter((a) => a !== err);
    logger[level]({ module: "better-auth", ...(err ? { err } : {}), ...(rest.length ? { details: redactStrings(rest) } : {}) }, withoutQueryParams(message));
  },
};
