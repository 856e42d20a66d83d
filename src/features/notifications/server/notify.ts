import "server-only";
import { getDb, type Db } from "@/db/client";
import { notifications } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { zodIssues } from "@/lib/api/route";
import { publishLive } from "@/features/realtime/server/publish";
import { notificationCreatedEvent, type NotificationView } from "../live-event";
import { notificationIdSchema, notifyEventSchema, type NotifyEventInput } from "../schemas";
import { NOTIFICATION_TYPES } from "../types";
import { afterNotificationStored } from "./after-notification-stored";
import { beforeNotificationStored } from "./before-notification-stored";
import { toNotificationView, unreadCount } from "./queries";

const FOREIGN_KEY_VIOLATION = "23503";

function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

/*
 * The one way Upstep tells a person something (issue 13 part 3):
 *  1. validate the event (type from the types table, title <= 200, body <= 2,000, link a path inside
 *     Upstep, data <= 4 kB of JSON): 400-shaped AppError otherwise;
 *  2. run beforeNotificationStored (outside any transaction), then store it and run
 *     afterNotificationStored (the email step) in one transaction;
 *  3. after the commit, push it live with the fresh unread count (the hub replays stored
 *     notifications on reconnect, so a failed push is only logged).
 */
export async function notify(
  recipientUserId: string,
  event: NotifyEventInput,
  /** mailedByCaller: the caller mails this itself (a job alert's digest, decision 037): stored as emailed, so no notification mail follows. */
  opts: { db?: Db; mailedByCaller?: boolean } = {},
): Promise<{ notification: NotificationView; unreadCount: number }> {
  const parsed = notifyEventSchema.safeParse(event);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    throw new AppError("BAD_REQUEST", `Invalid notification: ${issues[0]?.path} ${issues[0]?.message}`, { issues });
  }
  if (!notificationIdSchema.safeParse(recipientUserId).success) throw new AppError("NOT_FOUND", "No such person to notify.");
  const { type, title, body, link, data } = parsed.data;
  const db = opts.db ?? getDb();
  await beforeNotificationStored();
  let notification: NotificationView;
  try {
    notification = await db.transaction(async (tx) => {
      const [row] = await tx.insert(notifications).values({ userId: recipientUserId, type, title, body, link, data, emailedAt: opts.mailedByCaller ? new Date() : null }).returning();
      const view = toNotificationView(row!);
      if (!opts.mailedByCaller) await afterNotificationStored(tx, { userId: recipientUserId, type, typeInfo: NOTIFICATION_TYPES[type], notification: view });
      return view;
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError("NOT_FOUND", "No such person to notify.");
    throw err;
  }
  const count = await unreadCount(db, recipientUserId);
  try {
    await publishLive(notificationCreatedEvent(recipientUserId, notification, count));
  } catch (err) {
    logger.warn({ err, userId: recipientUserId, notificationId: notification.id }, "could not push a notification.created event");
  }
  return { notification, unreadCount: count };
}
