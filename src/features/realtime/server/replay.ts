import "server-only";
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { notifications } from "@/db/schema";
import { notificationCreatedEvent, type LiveEvent, type NotificationView } from "@/features/notifications/live-event";
import { HUB_REPLAY_MAX } from "../hub-constants";

/*
 * What a reconnecting client missed: the person's stored notifications after its Last-Event-ID, in
 * seq order, as the same notification-created events it would have got live (with the unread count
 * as it is now). At most HUB_REPLAY_MAX of them; older ones are in the inbox.
 */
export async function notificationsAfter(db: Db, userId: string, afterSeq: number): Promise<LiveEvent[]> {
  const rows = await db
    .select({
      id: notifications.id,
      seq: notifications.seq,
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      data: notifications.data,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, afterSeq)))
    .orderBy(asc(notifications.seq))
    .limit(HUB_REPLAY_MAX);
  if (rows.length === 0) return [];
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return rows.map((r) => {
    const view: NotificationView = { ...r, createdAt: r.createdAt.toISOString(), readAt: r.readAt?.toISOString() ?? null };
    return notificationCreatedEvent(userId, view, unread?.n ?? 0);
  });
}
