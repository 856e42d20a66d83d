import "server-only";
import type { Db } from "@/db/client";
import { auditEvents } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { checkPermission } from "@/lib/auth/permissions";
import type { CurrentUser } from "@/lib/auth/session";
import { redriveDeadLetter } from "@/lib/queue/inspect";

export const DEAD_LETTER_RETRY_ACTION = "queue.dead-letter-retry";

/**
 * An administrator sends a dead letter back to the queue it failed on (/admin/system): it runs again
 * as a new job with fresh retries, and the retry is audited. A dead letter already sent back, or
 * deleted after its 30 days, is 404.
 */
export async function retryDeadLetter(db: Db, actor: CurrentUser | null, id: string, correlationId: string): Promise<{ queue: string }> {
  if (!checkPermission(actor, "admin").ok) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  const moved = await redriveDeadLetter(id);
  if (!moved) throw new AppError("NOT_FOUND", "This failed job is no longer waiting: it was already retried or has been deleted.");
  await db.insert(auditEvents).values({ actorUserId: actor!.id, action: DEAD_LETTER_RETRY_ACTION, targetType: "queue-job", targetId: id, data: { queue: moved.queue }, correlationId });
  return moved;
}
