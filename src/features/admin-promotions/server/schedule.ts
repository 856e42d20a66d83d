import "server-only";
import { enqueue } from "@/lib/queue/enqueue";
import { logger } from "@/lib/logger";

/*
 * Sends the promoted-jobs queue a run at a promotion's start and at its end. The key holds the time,
 * so saving the same dates twice sends one job each; a job whose promotion moved finds nothing to do
 * (syncPromotions reads the promotions as they are). A failed send is logged and left to the
 * 15-minute schedule, so saving a promotion never fails on the queue.
 */
export async function schedulePromotionRuns(promotionId: string, times: Date[], now: Date = new Date()): Promise<void> {
  for (const at of times) {
    if (at.getTime() <= now.getTime()) continue;
    try {
      await enqueue("promoted-jobs", { promotionId, at: at.toISOString() }, { key: `promotion:${promotionId}:${at.toISOString()}`, startAfter: at });
    } catch (err) {
      logger.error({ err, promotionId }, "could not queue a promotion's run; the 15-minute schedule will catch it");
    }
  }
}
