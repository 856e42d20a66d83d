import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { recordAudit } from "@/lib/audit";
import { refreshJobSearch } from "@/features/jobs/server/queries";
import { reconcilePromotedTags } from "./tags";

export type SyncResult = { started: number; ended: number; retagged: number };

/*
 * Starts and ends promotions on time (issue 19, decision 056). It reads the promotions as they are
 * now, so it is idempotent and never stale: the queue sends it at each promotion's start and end
 * (schedule.ts) and every 15 minutes as a safety net; a promotion edited or cancelled since a job was
 * sent is simply what this run finds. Each start and end is audited (no actor: the clock did it).
 */
export async function syncPromotions(db: Db, now: Date = new Date()): Promise<SyncResult> {
  const at = now.toISOString();
  const result = await db.transaction(async (tx) => {
    const ended = await tx.execute<{ id: string; job_id: string; status: string }>(sql`
      update job_promotions set status = 'ended', ended_at = ends_at, updated_at = now()
      where status in ('scheduled', 'active') and ends_at <= ${at}::timestamptz
      returning id, job_id`);
    const started = await tx.execute<{ id: string; job_id: string }>(sql`
      update job_promotions set status = 'active', updated_at = now()
      where status = 'scheduled' and starts_at <= ${at}::timestamptz and ends_at > ${at}::timestamptz
      returning id, job_id`);
    const retagged = await reconcilePromotedTags(tx, ended.rows.map((r) => r.job_id));
    for (const r of started.rows) {
      await recordAudit(tx, { actorUserId: null, action: "admin.promotion.start", targetType: "job_promotion", targetId: r.id, data: { jobId: r.job_id, before: { status: "scheduled" }, after: { status: "active" } } });
    }
    for (const r of ended.rows) {
      await recordAudit(tx, { actorUserId: null, action: "admin.promotion.finish", targetType: "job_promotion", targetId: r.id, data: { jobId: r.job_id, after: { status: "ended" } } });
    }
    return { started: started.rows.length, ended: ended.rows.length, retagged: retagged.length };
  });
  if (result.retagged) await refreshJobSearch(db);
  return result;
}
