import "server-only";
import { z } from "zod";
import { enqueue, type EnqueueOptions } from "./enqueue";

/*
 * Asking for job alert matching (decision 037): after a feed import and when a job is published
 * (issue 16's postings call this), the match-job-alerts queue matches the new jobs against every
 * active alert. Either the jobs' ids or "every job first seen since" a time; matching the same job
 * twice is harmless (job_alert_matches keeps one row per alert and job).
 */
export const alertMatchingPayload = z.union([
  z.strictObject({ jobIds: z.array(z.uuid()).min(1).max(50_000) }),
  z.strictObject({ since: z.iso.datetime({ offset: true }) }),
]);
export type AlertMatchingPayload = z.infer<typeof alertMatchingPayload>;

export async function enqueueAlertMatching(which: readonly string[] | { since: Date }, options: Pick<EnqueueOptions, "tx" | "key"> = {}): Promise<string | null> {
  const payload = Array.isArray(which) ? { jobIds: [...which] } : { since: (which as { since: Date }).since.toISOString() };
  return enqueue("match-job-alerts", alertMatchingPayload.parse(payload), options);
}

/** What send-job-alerts does: mail the instant alerts that gained matches, or every daily or weekly alert due. */
export const sendJobAlertsPayload = z.union([
  z.strictObject({ frequency: z.literal("instant"), alertIds: z.array(z.uuid()).max(100_000).optional() }),
  z.strictObject({ frequency: z.enum(["daily", "weekly"]) }),
]);
export type SendJobAlertsPayload = z.infer<typeof sendJobAlertsPayload>;
