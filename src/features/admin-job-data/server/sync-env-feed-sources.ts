import "server-only";
import type { Db } from "@/db/client";
import { jobFeedSources } from "@/db/schema/admin-job-data";
import { recordAudit } from "@/lib/audit";
import type { ScheduledFeed } from "@/lib/queue/feeds";

/**
 * JOB_FEEDS (decision 018) meets the feed sources table (decision 055): when the worker starts, every
 * JOB_FEEDS entry whose source key the table does not hold yet is written into it (enabled, on
 * JOB_FEED_CRON, origin "env"). From then on the row rules: an administrator's edit or disable sticks
 * across restarts, and taking the entry out of JOB_FEEDS does not delete the row. Returns the keys added.
 */
export async function syncEnvFeedSources(db: Db, feeds: readonly ScheduledFeed[], cron: string): Promise<string[]> {
  if (!feeds.length) return [];
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(jobFeedSources)
      .values(feeds.map((f) => ({ sourceKey: f.source, name: f.source, url: f.url, format: "auto" as const, cron, enabled: true, origin: "env" as const })))
      .onConflictDoNothing({ target: jobFeedSources.sourceKey })
      .returning({ id: jobFeedSources.id, sourceKey: jobFeedSources.sourceKey, url: jobFeedSources.url });
    for (const row of added) {
      await recordAudit(tx, { actorUserId: null, action: "admin.feed-source.create", targetType: "feed-source", targetId: row.id, data: { after: { sourceKey: row.sourceKey, url: row.url, cron, enabled: true, origin: "env" } } });
    }
    return added.map((r) => r.sourceKey);
  });
}
