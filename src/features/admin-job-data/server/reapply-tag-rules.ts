import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { jobTagRuleRuns } from "@/db/schema/admin-job-data";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { enqueue, queueSender } from "@/lib/queue/enqueue";
import type { CurrentUser } from "@/lib/auth/session";
import { applyTagRules } from "./apply-tag-rules";
import { requireAdmin } from "./validation";

export const REAPPLY_BATCH_SIZE = 500;
export const reapplyPayload = z.object({ runId: z.uuid() });

/**
 * POST /api/admin/job-data/tag-rules/reapply: queues one run of the rules over every open job (the
 * job-tag-rules queue), recorded in job_tag_rule_runs for the page to follow; one at a time. Audited.
 */
export async function requestTagRulesReapply(db: Db, actor: CurrentUser | null, correlationId: string): Promise<{ runId: string }> {
  const admin = requireAdmin(actor);
  await queueSender();
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table job_tag_rule_runs in share row exclusive mode`);
    const busy = await tx.select({ id: jobTagRuleRuns.id }).from(jobTagRuleRuns).where(sql`${jobTagRuleRuns.status} in ('queued', 'running') and ${jobTagRuleRuns.requestedAt} > now() - interval '1 hour'`).limit(1);
    if (busy.length) throw new AppError("CONFLICT", "The rules are already being re-applied: wait for that run to finish.");
    const [run] = await tx.insert(jobTagRuleRuns).values({ requestedBy: admin.id }).returning({ id: jobTagRuleRuns.id });
    await enqueue("job-tag-rules", { runId: run!.id }, { tx, key: run!.id });
    await recordAudit(tx, { actorUserId: admin.id, action: "admin.tag-rules.reapply", targetType: "tag-rule-run", targetId: run!.id, correlationId });
    return { runId: run!.id };
  });
}

/**
 * The worker's side: open jobs in id order, REAPPLY_BATCH_SIZE per transaction (bounded: no batch
 * holds locks on more), the run's counts written after each batch so the page shows progress.
 */
export async function workTagRulesReapply(db: Db, data: unknown): Promise<{ checked: number; changed: number; added: number; removed: number }> {
  const { runId } = reapplyPayload.parse(data);
  const totals = { checked: 0, changed: 0, added: 0, removed: 0 };
  await db.update(jobTagRuleRuns).set({ status: "running", startedAt: new Date(), error: null, ...totals }).where(eq(jobTagRuleRuns.id, runId));
  try {
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const ids = (await db.execute<{ id: string }>(sql`select id from jobs where status = 'open' and id > ${after}::uuid order by id limit ${REAPPLY_BATCH_SIZE}`)).rows.map((r) => r.id);
      if (!ids.length) break;
      const r = await db.transaction((tx) => applyTagRules(tx, ids));
      totals.checked += r.checked;
      totals.changed += r.changed;
      totals.added += r.added;
      totals.removed += r.removed;
      await db.update(jobTagRuleRuns).set(totals).where(eq(jobTagRuleRuns.id, runId));
      after = ids.at(-1)!;
      if (ids.length < REAPPLY_BATCH_SIZE) break;
    }
  } catch (err) {
    await db.update(jobTagRuleRuns).set({ status: "failed", finishedAt: new Date(), error: (err instanceof Error ? err.message : String(err)).slice(0, 2000) }).where(eq(jobTagRuleRuns.id, runId));
    throw err;
  }
  await db.update(jobTagRuleRuns).set({ status: "succeeded", finishedAt: new Date(), ...totals }).where(eq(jobTagRuleRuns.id, runId));
  return totals;
}
