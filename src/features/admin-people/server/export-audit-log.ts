import "server-only";
import type { Db } from "@/db/client";
import { csvFileName, toCsv } from "@/lib/csv";
import type { CurrentUser } from "@/lib/auth/session";
import type { AuditLogQuery } from "../schemas";
import { auditDataText } from "../audit-data";
import { listAuditLogForExport } from "./queries";
import { requireAdmin } from "./authorize";

export const AUDIT_CSV_HEADER = ["Time (UTC)", "Action", "Actor name", "Actor email", "Target type", "Target id", "Details", "Correlation id"] as const;

/** The filtered audit log as CSV (the same rows as the page, every page of them, newest first). */
export async function exportAuditLogCsv(db: Db, actorUser: CurrentUser | null, query: AuditLogQuery, now: Date): Promise<Response> {
  requireAdmin(actorUser);
  const rows = await listAuditLogForExport(db, query);
  const body = toCsv(
    AUDIT_CSV_HEADER,
    rows.map((r) => [r.createdAt.toISOString(), r.action, r.actor?.name ?? null, r.actor?.email ?? null, r.targetType, r.targetId, auditDataText(r.data), r.correlationId]),
  );
  const name = csvFileName(["audit-log", query.action.replace(".*", ""), query.from, query.to, now.toISOString().slice(0, 10)].filter(Boolean) as string[]);
  return new Response(body, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"`, "cache-control": "no-store" },
  });
}
