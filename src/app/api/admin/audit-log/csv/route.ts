import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { auditLogQuerySchema } from "@/features/admin-people/schemas";
import { exportAuditLogCsv } from "@/features/admin-people/server/export-audit-log";

export const dynamic = "force-dynamic";

/** GET /api/admin/audit-log/csv?action=&actor=&target=&from=&to=: the filtered audit log as CSV. */
export const GET = apiRoute({ permission: "admin", query: auditLogQuerySchema }, async ({ user, query }) => exportAuditLogCsv(getDb(), user, query, new Date()));
