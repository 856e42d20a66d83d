import { auditEvents } from "@/db/schema";
import type { Db } from "@/db/client";

/*
 * One audit event (issue 19: every admin change is audited; /admin/audit-log lists them). Call it in
 * the transaction of the change it records, so a change and its record land together. `action` is
 * a dotted verb ("admin.user.lock"); `data` holds what changed (before/after), never secrets.
 */
export type AuditInput = {
  actorUserId: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  data?: Record<string, unknown>;
  correlationId?: string | null;
};

type Writer = Pick<Db, "insert">;

export async function recordAudit(db: Writer, event: AuditInput): Promise<void> {
  await db.insert(auditEvents).values({
    actorUserId: event.actorUserId,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId ?? null,
    data: event.data ?? {},
    correlationId: event.correlationId ?? null,
  });
}
