/*
 * Spec 8: a render error is "reported as a critical exception to telemetry". Telemetry is not built
 * yet, so this logs to the console; the telemetry work replaces the body of this one function
 * (every error boundary of the shell calls it).
 */
export function reportError(error: unknown, context: { severity?: "critical" | "error"; source?: string } = {}): void {
  const severity = context.severity ?? "critical";
  console.error(`[upstep] ${severity} exception${context.source ? ` in ${context.source}` : ""}`, error);
}
