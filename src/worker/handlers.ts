import { getDb } from "@/db/client";
import { deliverEmailJob } from "@/lib/email/deliver-job";
import { deleteOldEffects } from "@/lib/queue/effects";
import { importFeedPayload } from "@/lib/queue/feeds";
import type { Handlers } from "@/lib/queue/worker";
import { expireOverdueJobs } from "@/features/jobs/server/import/expire-overdue";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { emailNotificationJob } from "@/features/notifications/server/email-notification";
import { deleteExpiredDrafts } from "@/features/applications/server/sweep-expired-drafts";
import { sql } from "drizzle-orm";

/*
 * What each queue does (decision 018). The worker is a composition root, like a route: it wires the
 * features' use cases to their queues. Every handler validates its payload, because a job's data was
 * written by another process, maybe by an older version of the code.
 */
export function workerHandlers(): Handlers {
  return {
    "send-email": async (data) => deliverEmailJob(getDb(), data),
    "notification-email": async (data) => emailNotificationJob(getDb(), data),
    "expire-jobs": async () => ({ expired: await expireOverdueJobs(getDb()) }),
    "import-feed": async (data) => {
      const feed = importFeedPayload.parse(data);
      const stats = await importJobs(getDb(), { source: feed.source, url: feed.url });
      // A failed run is recorded in import_runs by the importer; failing the job retries it later.
      if (stats.status === "failed") throw new Error(`the import of ${feed.source} failed (run ${stats.runId})`);
      return { runId: stats.runId, read: stats.read, created: stats.created, updated: stats.updated, expired: stats.expired, rejected: stats.rejected };
    },
    sweep: async () => {
      const db = getDb();
      const keys = await db.execute(sql`delete from hub_keys where expires_at < now() - interval '1 hour'`);
      return { hubKeys: keys.rowCount ?? 0, effects: await deleteOldEffects(db), applicationDrafts: await deleteExpiredDrafts(db) };
    },
  };
}
