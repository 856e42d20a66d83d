import "server-only";
import { z } from "zod";
import { enqueue, type EnqueueOptions } from "./enqueue";

/*
 * The content-schedule queue (issue 18 part 4): one job per scheduled change, sent to start at its
 * time. The job is the clock: when it runs, the item changes if it still has that change scheduled
 * for that time (features/content/server/schedule.ts); an editor who moves or cancels the schedule
 * leaves the old job to find nothing to do. `at` is part of the idempotency key, so saving the same
 * schedule twice sends one job.
 */
export const CONTENT_SCHEDULE_KINDS = ["post", "page", "file"] as const;
export type ContentScheduleKind = (typeof CONTENT_SCHEDULE_KINDS)[number];

export const contentSchedulePayload = z.strictObject({
  kind: z.enum(CONTENT_SCHEDULE_KINDS),
  id: z.uuid(),
  action: z.enum(["publish", "unpublish"]),
  /** The scheduled time, ISO 8601 (publish_at or unpublish_at when it was scheduled). */
  at: z.iso.datetime({ offset: true }),
});
export type ContentSchedulePayload = z.infer<typeof contentSchedulePayload>;

export async function enqueueContentSchedule(payload: ContentSchedulePayload, options: Pick<EnqueueOptions, "tx"> = {}): Promise<string | null> {
  const job = contentSchedulePayload.parse(payload);
  return enqueue("content-schedule", job, { ...options, key: `${job.kind}:${job.id}:${job.action}:${job.at}`, startAfter: new Date(job.at) });
}
