import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { notifications } from "@/db/schema";
import { logger } from "@/lib/logger";
import { publishLive } from "@/features/realtime/server/publish";
import { notificationReadEvent } from "../live-event";
import { notificationIdSchema } from "../schemas";
import { unreadCount } from "./queries";

/*
 * Marking read, always by the owner: someone else's notification is "not found", never "forbidden".
 * Every change is pushed live (notification.read with the fresh unread count) so the person's other
 * tabs and devices agree; a failed push is logged only (the next page load is right anyway).
 */
async function publishRead(userId: string, read: { ids?: string[]; all?: boolean }, count: number) {
  try {
    await publishLive(notificationReadEvent(userId, read, count));
  } catch (err) {
    logger.warn({ err, userId }, "could not push a notification.read event");
  }
}

export type MarkReadResult = { id: string; readAt: string; unreadCount: number; changed: boolean };

/** Marks one of the person's notifications read (once: a second call keeps the first time). Null if not theirs or unknown. */
export async function markRead(db: Db, userId: string, id: string, now: Date = new Date()): Promise<MarkReadResult | null> {
  if (!notificationIdSchema.safeParse(id).success) return null;
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ readAt: notifications.readAt });
  if (updated?.readAt) {
    const count = await unreadCount(db, userId);
    await publishRead(userId, { ids: [id] }, count);
    return { id, readAt: updated.readAt.toISOString(), unreadCount: count, changed: true };
  }
  const [existing] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!existing?.readAt) return null;
  return { id, readAt: existing.readAt.toISOString(), unreadCount: await unreadCount(db, userId), changed: false };
}

/** Marks every unread notification of the person read; returns how many changed. */
export async function markAllRead(db: Db, userId: string, now: Date = new Date()): Promise<{ marked: number; unreadCount: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  const count = await unreadCount(db, userId);
  if (rows.length > 0) await publishRead(userId, { all: true }, count);
  return { marked: rows.length, unreadCount: count };
}
