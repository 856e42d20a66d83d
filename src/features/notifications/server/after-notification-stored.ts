import "server-only";
import type { Db } from "@/db/client";
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
 * HOOK POINT FOR EMAIL (issue 13 part 2; the email module fills this in, nothing else does).
 *
 * notify() calls this once per stored notification, INSIDE the transaction that inserted the row
 * (`tx`), before it commits and before the live push. Enqueue the mail job here, on `tx` if the queue
 * can write through it, so the job exists if and only if the notification does:
 *  - `typeInfo.transactional`: mail it at once, whatever the preferences say;
 *  - `typeInfo.emailCategory` not null: mail it at once when the person's preference for that
 *    category is on (features/email's preferences; no row means the category's default);
 *  - `typeInfo.emailWhenUnreadAfter24h`: otherwise leave it to the scheduled sweep, which reads
 *    `listUnreadDueForEmail(db, now - UNREAD_EMAIL_FALLBACK_MS)` (server/queries.ts) and records each
 *    mail with `markEmailed(db, id)` (which is also the sweep's guard against mailing twice).
 * Use the notification id in the idempotency key (`notification:${notification.id}`).
 * A throw here rolls the notification back and notify() throws: keep it to enqueueing.
 *
 * Today it does nothing: no mail is sent for notifications until the email module lands.
 */
export async function afterNotificationStored(tx: NotifyTx, stored: StoredNotification): Promise<void> {
  void tx;
  void stored;
}
