import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { CONTENT_STATUSES, type ContentStatus } from "@/db/schema";
import { enqueueContentSchedule, type ContentScheduleKind } from "@/lib/queue/content-schedule";
import type { EnqueueOptions } from "@/lib/queue/enqueue";

/*
 * Publishing states shared by every editable kind (issue 18 part 4): draft, scheduled (goes live at
 * publishAt, on the queue), published (optionally taken down at unpublishAt, on the queue) and
 * unpublished. Every editor form sends a `publishing` object; the save use case turns it into column
 * values with publishingColumns() and, after its transaction, sends the queue jobs with
 * schedulePublishingJobs() (a job whose time no longer matches does nothing, so re-sending is safe).
 */
export const PUBLISHING_MESSAGES = {
  publishAtRequired: "Choose when to publish.",
  publishAtFuture: "Choose a time in the future to schedule publishing, or publish now.",
  unpublishAfterPublish: "The unpublish time must be after the publish time.",
  unpublishFuture: "Choose a time in the future to unpublish, or clear it.",
} as const;

export const publishingInputSchema = z.strictObject({
  status: z.enum(CONTENT_STATUSES),
  publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
  unpublishAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type PublishingInput = z.infer<typeof publishingInputSchema>;

export type PublishingColumns = { status: ContentStatus; publishAt: Date | null; unpublishAt: Date | null };

/** The columns a save writes; throws BAD_REQUEST with field issues (path publishing.publishAt...) on a bad schedule. */
export function publishingColumns(input: PublishingInput, now: Date = new Date()): PublishingColumns {
  const publishAt = input.publishAt ? new Date(input.publishAt) : null;
  const unpublishAt = input.unpublishAt ? new Date(input.unpublishAt) : null;
  const fail = (path: string, message: string): never => {
    throw new AppError("BAD_REQUEST", message, { issues: [{ path, message }] });
  };
  if (input.status === "scheduled") {
    if (!publishAt) fail("publishing.publishAt", PUBLISHING_MESSAGES.publishAtRequired);
    if (publishAt!.getTime() <= now.getTime()) fail("publishing.publishAt", PUBLISHING_MESSAGES.publishAtFuture);
  }
  if (unpublishAt) {
    if (input.status === "scheduled" && publishAt && unpublishAt.getTime() <= publishAt.getTime()) fail("publishing.unpublishAt", PUBLISHING_MESSAGES.unpublishAfterPublish);
    if (unpublishAt.getTime() <= now.getTime() && (input.status === "published" || input.status === "scheduled")) fail("publishing.unpublishAt", PUBLISHING_MESSAGES.unpublishFuture);
  }
  return {
    status: input.status,
    publishAt: input.status === "scheduled" ? publishAt : input.status === "published" ? (publishAt ?? null) : null,
    unpublishAt: input.status === "published" || input.status === "scheduled" ? unpublishAt : null,
  };
}

/** Sends the queue jobs a saved schedule needs (publish at publishAt when scheduled; unpublish at unpublishAt). */
export async function schedulePublishingJobs(kind: ContentScheduleKind, id: string, cols: PublishingColumns, options: Pick<EnqueueOptions, "tx"> = {}): Promise<void> {
  if (cols.status === "scheduled" && cols.publishAt) await enqueueContentSchedule({ kind, id, action: "publish", at: cols.publishAt.toISOString() }, options);
  if ((cols.status === "scheduled" || cols.status === "published") && cols.unpublishAt) {
    await enqueueContentSchedule({ kind, id, action: "unpublish", at: cols.unpublishAt.toISOString() }, options);
  }
}
