import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobFeedSources } from "@/db/schema/admin-job-data";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { enqueue, queueSender } from "@/lib/queue/enqueue";
import type { CurrentUser } from "@/lib/auth/session";
import { requireAdmin } from "./validation";

/**
 * POST /api/admin/job-data/sources/{id}/run: "Run now" queues one import-feed job for the source
 * (its current URL and format), whether or not it is enabled, so a new source can be tried before it
 * is switched on. Refused while an import of the source is already queued or running. Audited.
 */
export async function runFeedSourceNow(db: Db, actor: CurrentUser | null, id: string, correlationId: string): Promise<{ jobId: string }> {
  const admin = requireAdmin(actor);
  await queueSender();
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(jobFeedSources).where(eq(jobFeedSources.id, id)).for("update");
    if (!source) throw new AppError("NOT_FOUND", "This feed source does not exist.");
    const busy = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from pgboss.job
      where name = 'import-feed' and state in ('created', 'retry', 'active') and data->>'source' = ${source.sourceKey}`);
    const running = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from import_runs where source = ${source.sourceKey} and status = 'running' and started_at > now() - interval '1 hour'`);
    if ((busy.rows[0]?.n ?? 0) > 0 || (running.rows[0]?.n ?? 0) > 0) throw new AppError("CONFLICT", `An import of ${source.sourceKey} is already queued or running.`);
    const data = { source: source.sourceKey, url: source.url, ...(source.format !== "auto" ? { format: source.format } : {}) };
    const jobId = await enqueue("import-feed", data, { tx });
    await recordAudit(tx, { actorUserId: admin.id, action: "admin.feed-source.run", targetType: "feed-source", targetId: id, data: { sourceKey: source.sourceKey, url: source.url, jobId }, correlationId });
    return { jobId: jobId! };
  });
}
