import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { adminBroadcastRecipients, adminBroadcasts } from "@/db/schema";
import { queueSender } from "@/lib/queue/enqueue";
import type { NotificationType } from "@/features/notifications/types";
import { BROADCAST_BATCH_SIZE } from "../types";

/*
 * The admin-broadcast queue's handler (decision 057): delivers a broadcast's notifications through
 * the notifications module's notify() (given by the worker, the composition root), in batches of
 * BROADCAST_BATCH_SIZE recipients still undelivered. Idempotent per recipient: a recipient row is
 * marked delivered with its notification, and before notifying, a notification of this broadcast
 * already made for the person (a run that stopped between the two) is looked for and adopted, so a
 * retried job never notifies anyone twice. The notification's own steps (the live push, the email
 * job for the emailed type, the person's preferences) follow as for any notification.
 */
export const broadcastPayload = z.object({ broadcastId: z.uuid() });

type NotifyEvent = { type: NotificationType; title: string; body: string; link: string | null; data: Record<string, unknown> };
export type NotifyFn = (userId: string, event: NotifyEvent, opts: { db?: Db }) => Promise<{ notification: { id: string } }>;

/** In-app only ("system"), or also emailed by the person's product-news preference ("product-news"). */
export function broadcastNotificationType(email: boolean): NotificationType {
  return email ? "product-news" : "system";
}

export async function deliverBroadcastJob(db: Db, data: unknown, deps: { notify: NotifyFn; lastAttempt?: boolean; now?: () => Date }): Promise<{ delivered: number; status: string }> {
  const { broadcastId } = broadcastPayload.parse(data);
  const now = deps.now ?? (() => new Date());
  const [broadcast] = await db.select().from(adminBroadcasts).where(eq(adminBroadcasts.id, broadcastId));
  if (!broadcast) return { delivered: 0, status: "missing" };
  if (broadcast.status === "sent") return { delivered: 0, status: "sent" };
  await queueSender();
  await db
    .update(adminBroadcasts)
    .set({ status: "sending", error: null, startedAt: broadcast.startedAt ?? now() })
    .where(eq(adminBroadcasts.id, broadcastId));
  const event = (userId: string): [string, NotifyEvent] => [
    userId,
    { type: broadcastNotificationType(broadcast.email), title: broadcast.title, body: broadcast.body, link: broadcast.link, data: { broadcastId } },
  ];
  let delivered = 0;
  try {
    for (;;) {
      const batch = await db
        .select({ userId: adminBroadcastRecipients.userId })
        .from(adminBroadcastRecipients)
        .where(and(eq(adminBroadcastRecipients.broadcastId, broadcastId), isNull(adminBroadcastRecipients.deliveredAt)))
        .orderBy(asc(adminBroadcastRecipients.userId))
        .limit(BROADCAST_BATCH_SIZE);
      if (batch.length === 0) break;
      for (const { userId } of batch) {
        const existing = await db.execute<{ id: string }>(sql`select id from notifications where user_id = ${userId} and data ->> 'broadcastId' = ${broadcastId} order by seq limit 1`);
        const notificationId = existing.rows[0]?.id ?? (await deps.notify(...event(userId), { db })).notification.id;
        await db
          .update(adminBroadcastRecipients)
          .set({ notificationId, deliveredAt: now() })
          .where(and(eq(adminBroadcastRecipients.broadcastId, broadcastId), eq(adminBroadcastRecipients.userId, userId)));
        delivered++;
      }
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(adminBroadcasts)
      .set({ status: deps.lastAttempt ? "failed" : "sending", error: message.slice(0, 500) })
      .where(eq(adminBroadcasts.id, broadcastId));
    throw err;
  }
  await db.update(adminBroadcasts).set({ status: "sent", error: null, finishedAt: now() }).where(eq(adminBroadcasts.id, broadcastId));
  return { delivered, status: "sent" };
}
