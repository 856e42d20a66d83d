import "server-only";
import type { Db } from "@/db/client";
import { enqueue } from "@/lib/queue/enqueue";
import type { NotificationView } from "../live-event";
import type { NotificationType, NotificationTypeInfo } from "../types";

/** The transaction notify() stores the notification in (the same calls as Db). */
export type NotifyTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What was just stored, for the steps that follow it. */
export type StoredNotification = {
  userId: string;
  type: NotificationType;
  /** The type's row of NOTIFICATION_TYPES: its email category, transactional, unread fallback. */
  typeInfo: NotificationTypeInfo;
  notification: NotificationView;
};

/*
 * The email step of notify() (issue 13 part 2, decision 018), run INSIDE the transaction that stored
 * the notification, so the mail job exists if and only if the notification does:
 *  - transactional types (account security) and types mailed at once (a category, no 24 h fallback)
 *    queue a notification-email job now; the worker checks the person's preference for the category
 *    when it sends, so a change made meanwhile is honoured;
 *  - types with the 24 h fallback are left to the scheduled sweep (notification-email, every 10
 *    minutes: listUnreadDueForEmail), which mails those still unread;
 *  - in-app-only types (system) are never mailed.
 * The idempotency key is the notification's id: one mail job per notification, whoever sends it.
 */
export async function afterNotificationStored(tx: NotifyTx, stored: StoredNotification): Promise<void> {
  const { typeInfo, notification } = stored;
  const mailNow = typeInfo.transactional || (typeInfo.emailCategory !== null && !typeInfo.emailWhenUnreadAfter24h);
  if (!mailNow) return;
  await enqueue("notification-email", { mode: "now", notificationId: notification.id }, { tx, key: `notification:${notification.id}` });
}
