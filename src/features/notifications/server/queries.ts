import "server-only";
import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { NotificationView } from "../live-event";
import { NOTIFICATION_TYPES, NOTIFICATIONS_PAGE_SIZE, type NotificationsPage } from "../types";
import { notificationIdSchema } from "../schemas";

/*
 * Reads of a person's notifications. Every query names its owner: a notification of someone else
 * is never found (the API answers 404, as for an id that does not exist).
 */
const viewColumns = {
  id: notifications.id,
  seq: notifications.seq,
  type: notifications.type,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  data: notifications.data,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

type ViewRow = { id: string; seq: number; type: string; title: string; body: string; link: string | null; data: Record<string, unknown>; createdAt: Date; readAt: Date | null };

export function toNotificationView(row: ViewRow): NotificationView {
  return {
    id: row.id,
    seq: Number(row.seq),
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data ?? {},
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** One page of the inbox, newest first (20 a page), all or unread only, with the unread count. */
export async function listNotifications(db: Db, userId: string, opts: { unreadOnly?: boolean; page?: number } = {}): Promise<NotificationsPage> {
  const page = Math.max(1, Math.floor(opts.page ?? 1));
  const pageSize = NOTIFICATIONS_PAGE_SIZE;
  const where = opts.unreadOnly ? and(eq(notifications.userId, userId), isNull(notifications.readAt)) : eq(notifications.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db.select(viewColumns).from(notifications).where(where).orderBy(desc(notifications.seq)).limit(pageSize).offset((page - 1) * pageSize),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
      .from(notifications)
      .where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows.map(toNotificationView),
    page,
    pageSize,
    total,
    pageCount: Math.ceil(total / pageSize),
    unreadCount: opts.unreadOnly ? total : (totals?.unread ?? 0),
  };
}

/** One notification of its owner, or null (someone else's, unknown, or not an id at all). */
export async function getNotification(db: Db, userId: string, id: string): Promise<NotificationView | null> {
  if (!notificationIdSchema.safeParse(id).success) return null;
  const [row] = await db.select(viewColumns).from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toNotificationView(row) : null;
}

/* For the email step (features/email's scheduled sweep): the unread-after-24h fallback. */

const FALLBACK_TYPES = Object.entries(NOTIFICATION_TYPES)
  .filter(([, info]) => info.emailWhenUnreadAfter24h)
  .map(([type]) => type);

/** Notifications of fallback types created before `createdBefore`, still unread and never emailed, oldest first. */
export async function listUnreadDueForEmail(db: Db, createdBefore: Date, limit = 500): Promise<(NotificationView & { userId: string })[]> {
  const rows = await db
    .select({ ...viewColumns, userId: notifications.userId })
    .from(notifications)
    .where(and(isNull(notifications.readAt), isNull(notifications.emailedAt), lt(notifications.createdAt, createdBefore), inArray(notifications.type, FALLBACK_TYPES)))
    .orderBy(notifications.seq)
    .limit(limit);
  return rows.map((r) => ({ ...toNotificationView(r), userId: r.userId }));
}

/** Records that a notification was emailed (at once or by the fallback); true if this call set it. */
export async function markEmailed(db: Db, id: string, at: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ emailedAt: at })
    .where(and(eq(notifications.id, id), isNull(notifications.emailedAt)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
