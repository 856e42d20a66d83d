import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { adminBroadcasts } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { enqueue, queueSender } from "@/lib/queue/enqueue";
import type { ComposeBroadcast } from "../schemas";
import { segmentCondition } from "./segment";

export const BROADCAST_SEND_ACTION = "admin.broadcast.send";

/*
 * Sends a broadcast (decision 057): in one transaction, the broadcast record, its recipients (the
 * segment as it is now, the same condition as the preview), the audit event and the queue job that
 * delivers it (admin-broadcast, keyed by the broadcast). Nothing is sent when no one matches, or
 * when the count differs from the one the administrator confirmed (the segment changed meanwhile).
 */
export async function sendBroadcast(db: Db, actor: { id: string }, input: ComposeBroadcast, correlationId: string | null = null, now = new Date()): Promise<{ id: string; recipients: number }> {
  // The queue's sender starts before the transaction (lib/queue/enqueue's note on { tx }).
  await queueSender();
  return db.transaction(async (tx) => {
    const [broadcast] = await tx
      .insert(adminBroadcasts)
      .values({ title: input.title, body: input.body, link: input.link, email: input.email, segment: input.segment, createdByUserId: actor.id, createdAt: now })
      .returning({ id: adminBroadcasts.id });
    const id = broadcast!.id;
    const inserted = await tx.execute(sql`
      insert into admin_broadcast_recipients (broadcast_id, user_id)
      select ${id}::uuid, u.id from users u where ${segmentCondition(input.segment, now)}`);
    const recipients = inserted.rowCount ?? 0;
    if (recipients === 0) throw new AppError("BAD_REQUEST", "No one matches this segment: widen it and preview again.");
    if (input.expectedCount !== undefined && input.expectedCount !== recipients) {
      throw new AppError("CONFLICT", `The segment now has ${recipients} ${recipients === 1 ? "person" : "people"}, not the ${input.expectedCount} you confirmed. Preview again before sending.`);
    }
    await tx.update(adminBroadcasts).set({ recipientCount: recipients }).where(eq(adminBroadcasts.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: BROADCAST_SEND_ACTION,
      targetType: "broadcast",
      targetId: id,
      data: { before: null, after: { title: input.title, body: input.body, link: input.link, email: input.email, segment: input.segment, recipients } },
      correlationId,
    });
    await enqueue("admin-broadcast", { broadcastId: id }, { tx, key: `broadcast:${id}` });
    return { id, recipients };
  });
}
