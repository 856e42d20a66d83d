import { getDb } from "@/db/client";
import { deliverEmailJob } from "@/lib/email/deliver-job";
import { deleteOldEffects } from "@/lib/queue/effects";
import { importFeedPayload } from "@/lib/queue/feeds";
import { alertMatchingPayload, enqueueAlertMatching, sendJobAlertsPayload } from "@/lib/queue/alert-matching";
import { enqueue } from "@/lib/queue/enqueue";
import { matchJobAlerts } from "@/features/alert-matching/server/queries";
import { sendJobAlerts } from "@/features/job-alerts/server/send-job-alerts";
import type { Handlers } from "@/lib/queue/worker";
import { expireOverdueJobs } from "@/features/jobs/server/import/expire-overdue";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { emailNotificationJob } from "@/features/notifications/server/email-notification";
import { deleteExpiredDrafts } from "@/features/applications/server/sweep-expired-drafts";
import { savedTalentSearchesPayload } from "@/lib/queue/saved-talent-searches";
import { matchSavedTalentSearches } from "@/features/talent-saved-searches/server/match-saved-searches";
import { searchTalent } from "@/features/talent-search/server/search-talent";
import { emailSavedTalentSearches } from "@/features/talent-saved-searches/server/email-saved-searches";
import { sql } from "drizzle-orm";
import { contentSchedulePayload } from "@/lib/queue/content-schedule";
import { runContentSchedule } from "@/features/content/server/schedule";
import { applyTagRules } from "@/features/admin-job-data/server/apply-tag-rules";
import { workTagRulesReapply } from "@/features/admin-job-data/server/reapply-tag-rules";
import { deliverBroadcastJob } from "@/features/admin-outreach/server/deliver-broadcast";
import { notify } from "@/features/notifications/server/notify";
import { queueDefinition } from "@/lib/queue/queues";
import { syncPromotions } from "@/features/admin-promotions/server/sync-promotions";
import { promotionSchedulePayload } from "@/features/admin-promotions/schemas";

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
      // The tag mapping rules (decision 055) run in each batch's transaction, on the jobs it wrote or saw.
      const stats = await importJobs(getDb(), {
        source: feed.source,
        url: feed.url,
        format: feed.format,
        onBatchWritten: async (tx, batch) => void (await applyTagRules(tx, batch.jobIds, batch.writtenIds)),
      });
      // A failed run is recorded in import_runs by the importer; failing the job retries it later.
      if (stats.status === "failed") throw new Error(`the import of ${feed.source} failed (run ${stats.runId})`);
      // The run's new jobs go to the job alert matcher (decision 037), keyed by run: sent once per run.
      if (stats.created > 0) {
        const run = await getDb().execute<{ started_at: Date }>(sql`select started_at from import_runs where id = ${stats.runId}`);
        await enqueueAlertMatching({ since: new Date(run.rows[0]!.started_at) }, { key: `import-run:${stats.runId}` });
      }
      return { runId: stats.runId, read: stats.read, created: stats.created, updated: stats.updated, expired: stats.expired, rejected: stats.rejected };
    },
    "match-job-alerts": async (data) => {
      const payload = alertMatchingPayload.parse(data);
      const stats = await matchJobAlerts(getDb(), "jobIds" in payload ? { jobIds: payload.jobIds } : { since: new Date(payload.since) });
      // Instant alerts are mailed right after their matches are recorded.
      if (stats.instantAlertIds.length) await enqueue("send-job-alerts", { frequency: "instant", alertIds: stats.instantAlertIds });
      return { jobs: stats.jobs, alerts: stats.alerts, matches: stats.matches, inserted: stats.inserted, ms: stats.ms };
    },
    "send-job-alerts": async (data) => sendJobAlerts(getDb(), sendJobAlertsPayload.parse(data)),
    "saved-talent-searches": async (data) => {
      const payload = savedTalentSearchesPayload.parse(data);
      if (payload.run === "daily-email") return emailSavedTalentSearches(getDb());
      return matchSavedTalentSearches(getDb(), searchTalent, payload.candidateIds ? { candidateIds: payload.candidateIds } : {});
    },
    "content-schedule": async (data) => runContentSchedule(getDb(), contentSchedulePayload.parse(data)),
    "job-tag-rules": async (data) => workTagRulesReapply(getDb(), data),
    "admin-broadcast": async (data, context) =>
      deliverBroadcastJob(getDb(), data, { notify, lastAttempt: context.retryCount >= (queueDefinition("admin-broadcast")?.options.retryLimit ?? 0) }),
    "promoted-jobs": async (data) => {
      promotionSchedulePayload.parse(data ?? {});
      return syncPromotions(getDb());
    },
    sweep: async () => {
      const db = getDb();
      const keys = await db.execute(sql`delete from hub_keys where expires_at < now() - interval '1 hour'`);
      return { hubKeys: keys.rowCount ?? 0, effects: await deleteOldEffects(db), applicationDrafts: await deleteExpiredDrafts(db) };
    },
  };
}
