import { getDb } from "@/db/client";
import { deliverEmailJob } from "@/lib/email/deliver-job";
import { listOutbox, type StoredMail } from "@/lib/email";
import { queueSender } from "@/lib/queue/enqueue";

/*
 * Mail is queued and delivered by the worker (decision 018). Tests that need what was sent run the
 * worker's own handler over every queued send-email job, in this process and at once, instead of
 * waiting for a worker to poll: the same code path, without the wait.
 */
export async function deliverQueuedMail(): Promise<number> {
  const boss = await queueSender();
  let delivered = 0;
  for (;;) {
    const jobs = await boss.fetch("send-email", { batchSize: 50 });
    if (!jobs.length) return delivered;
    for (const job of jobs) {
      try {
        await deliverEmailJob(getDb(), job.data);
        await boss.complete("send-email", job.id);
        delivered++;
      } catch (err) {
        await boss.fail("send-email", job.id, { message: err instanceof Error ? err.message : String(err) });
        throw err;
      }
    }
  }
}

/** Delivers what is queued, then lists the file outbox (newest first). */
export async function deliveredOutbox(limit = 1000): Promise<StoredMail[]> {
  await deliverQueuedMail();
  return listOutbox(limit);
}
