import "server-only";
import pino from "pino";

const globalForLogger = globalThis as unknown as { upstepLogger?: pino.Logger };

/** One pino logger for the server. JSON lines on stdout; level from LOG_LEVEL. */
export const logger: pino.Logger =
  globalForLogger.upstepLogger ??
  (globalForLogger.upstepLogger = pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: { service: "upstep" },
    redact: { paths: ["password", "*.password", "headers.cookie", "headers.authorization"], remove: true },
  }));
