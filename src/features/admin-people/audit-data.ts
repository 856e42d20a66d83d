/*
 * An audit event's data, readable and without secrets: values under a key that names a secret are
 * replaced, at any depth (recordAudit's callers should never store one; this is the second guard).
 */
const SECRET_KEY = /(password|secret|token|backup|otp|hash|cookie|api[-_]?key)/i;
export const REDACTED = "[hidden]";

export function redactAuditData(value: unknown, key = ""): unknown {
  if (key && SECRET_KEY.test(key)) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactAuditData(v));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactAuditData(v, k)]));
  return value;
}

/** "key: value" lines, nested objects as compact JSON; empty data is an empty string. */
export function auditDataLines(data: Record<string, unknown>): string[] {
  const clean = redactAuditData(data) as Record<string, unknown>;
  return Object.entries(clean).map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`);
}

export function auditDataText(data: Record<string, unknown>): string {
  return auditDataLines(data).join("; ");
}
