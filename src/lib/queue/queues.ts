/*
 * Upstep's background queues (decision 018): one pg-boss queue per kind of work, each with its retry
 * policy. Every failure past the last retry is copied to the dead-letter queue, where /admin/system
 * shows it with its error and can send it back. Handlers are composed by the worker (src/worker);
 * this table is shared by the web process (which only sends) and the worker.
 */

export const DEAD_LETTER_QUEUE = "dead-letter";

export type QueueOptions = {
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with retryBackoff (pg-boss adds jitter). */
  retryDelay: number;
  retryBackoff: boolean;
  /** Longest wait between two attempts, in seconds. */
  retryDelayMax: number;
  /** An attempt running longer is taken as failed (the worker died or hung) and retried. */
  expireInSeconds: number;
  /**
   * The worker refreshes an attempt's heartbeat every half of this; an attempt whose heartbeat stops
   * (its worker died) is retried after this long, instead of waiting out its expiry.
   */
  heartbeatSeconds?: number;
};

export type QueueDefinition = { name: string; label: string; description: string; options: QueueOptions; concurrency: number };

export const QUEUES = [
  {
    name: "send-email",
    label: "Email",
    description: "Every mail Upstep sends, rendered from its template and delivered by SMTP or to the outbox folder.",
    options: { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, heartbeatSeconds: 20 },
    concurrency: 8,
  },
  {
    name: "notification-email",
    label: "Notification email",
    description: "Emails a notification at once when the person's preferences ask for it, or after 24 hours unread for the types that fall back to email.",
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, heartbeatSeconds: 20 },
    concurrency: 4,
  },
  {
    name: "import-feed",
    label: "Job feed import",
    description: "Reads a job feed (the feed sources of /admin/job-data-refresh) on its schedule or when run now, and imports it; a re-run of an unchanged feed writes almost nothing.",
    options: { retryLimit: 3, retryDelay: 300, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 3600 },
    concurrency: 1,
  },
  {
    name: "expire-jobs",
    label: "Job expiry sweep",
    description: "Closes open jobs whose valid-through date has passed between two imports.",
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 600 },
    concurrency: 1,
  },
  {
    name: "match-job-alerts",
    label: "Job alert matching",
    description: "Matches the jobs an import or a posting just added against every active job alert and records the matches (decision 037).",
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 900, heartbeatSeconds: 60 },
    concurrency: 1,
  },
  {
    name: "send-job-alerts",
    label: "Job alert mail",
    description: "Mails job alerts their new matches (instant ones right after matching, daily and weekly on schedule) and pauses alerts unopened for 3 months.",
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 1800, heartbeatSeconds: 60 },
    concurrency: 1,
  },
  {
    name: "saved-talent-searches",
    label: "Saved talent searches",
    description: "Finds candidates who became discoverable and match employers' saved talent searches (notifications), and sends their daily email (decision 044).",
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 900, heartbeatSeconds: 60 },
    concurrency: 1,
  },
  {
    name: "content-schedule",
    label: "Scheduled publishing",
    description: "Publishes and unpublishes posts, pages and files at the time an editor scheduled (issue 18); a job whose time was changed since does nothing.",
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 300 },
    concurrency: 1,
  },
  {
    name: "promoted-jobs",
    label: "Promoted jobs",
    description: "Starts and ends job promotions on time: the Promoted Job tag and the search boost (issue 19); sent at each promotion's start and end and every 15 minutes.",
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 300 },
    concurrency: 1,
  },
  {
    name: "job-tag-rules",
    label: "Job tag rules",
    description: "Re-applies the tag mapping rules (/admin/job-tag-mapping) to every open job, in batches, when an administrator asks.",
    options: { retryLimit: 2, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 1800, heartbeatSeconds: 60 },
    concurrency: 1,
  },
  {
    name: "admin-broadcast",
    label: "Admin broadcasts",
    description: "Delivers an administrator's notification to everyone in its segment, in batches; a retry never notifies anyone twice (decision 057).",
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 1800, heartbeatSeconds: 60 },
    concurrency: 1,
  },
  {
    name: "sweep",
    label: "Housekeeping",
    description: "Deletes expired hub keys and idempotency records past their 30 days.",
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 600 },
    concurrency: 1,
  },
] as const satisfies readonly QueueDefinition[];

export type QueueName = (typeof QUEUES)[number]["name"];

export const QUEUE_NAMES: readonly QueueName[] = QUEUES.map((q) => q.name);

export function queueDefinition(name: string): QueueDefinition | undefined {
  return (QUEUES as readonly QueueDefinition[]).find((q) => q.name === name);
}

/** Cron schedules (UTC) the worker keeps registered; a schedule's key tells apart two of one queue. */
export type QueueSchedule = { queue: QueueName; key: string; cron: string; data: Record<string, unknown>; label: string };

export const FIXED_SCHEDULES: readonly QueueSchedule[] = [
  { queue: "expire-jobs", key: "default", cron: "*/15 * * * *", data: {}, label: "every 15 minutes" },
  { queue: "sweep", key: "default", cron: "17 3 * * *", data: {}, label: "daily at 03:17 UTC" },
  { queue: "promoted-jobs", key: "sweep", cron: "*/15 * * * *", data: {}, label: "every 15 minutes" },
  { queue: "send-job-alerts", key: "daily", cron: "0 13 * * *", data: { frequency: "daily" }, label: "daily at 13:00 UTC" },
  { queue: "send-job-alerts", key: "weekly", cron: "0 13 * * 1", data: { frequency: "weekly" }, label: "Mondays at 13:00 UTC" },
  { queue: "saved-talent-searches", key: "match", cron: "*/15 * * * *", data: { run: "match" }, label: "every 15 minutes" },
  { queue: "saved-talent-searches", key: "daily-email", cron: "0 14 * * *", data: { run: "daily-email" }, label: "daily at 14:00 UTC" },
  { queue: "notification-email", key: "unread-fallback", cron: "*/10 * * * *", data: { mode: "unread-fallback" }, label: "every 10 minutes" },
];
