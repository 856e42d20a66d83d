import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { notifications, users } from "@/db/schema";
import { env } from "@/lib/env";
import { ACCOUNT_CATEGORY } from "@/lib/email/categories";
import { queueEmail } from "@/lib/email/queue-email";
import { queueSender } from "@/lib/queue/enqueue";
import { NOTIFICATION_TYPES, UNREAD_EMAIL_FALLBACK_MS, isNotificationType } from "../types";
import { listUnreadDueForEmail } from "./queries";

/*
 * The notification-email queue's handler (decision 018): turns a stored notification into a mail.
 *  - `now` (queued by notify() for types mailed at once): one notification;
 *  - `unread-fallback` (the worker's schedule, every 10 minutes): every notification of a fallback
 *    type still unread and not mailed 24 hours after it was made.
 * Each mail is queued with the notification's id as its key and `emailed_at` is set in the same
 * transaction, so a notification is mailed once however often this runs. Whether the person wants
 * the category is checked by the mail's own delivery (lib/email/deliver-job.ts), at send time.
 */
const payload = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("now"), notificationId: z.uuid() }),
  z.object({ mode: z.literal("unread-fallback") }),
]);

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || "there";
}

async function mailOne(db: Db, notificationId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: notifications.id, type: notifications.type, title: notifications.title, body: notifications.body, link: notifications.link, userId: users.id, email: users.email, name: users.name })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.id, notificationId), isNull(notifications.emailedAt)))
      .for("update", { of: notifications });
    if (!row || !isNotificationType(row.type)) return false;
    const info = NOTIFICATION_TYPES[row.type];
    if (!info.transactional && info.emailCategory === null) return false;
    const url = new URL(row.link ?? `/notifications/${row.id}`, env().BASE_URL).toString();
    await queueEmail(
      {
        key: `notification:${row.id}`,
        to: row.email,
        userId: row.userId,
        category: info.transactional ? ACCOUNT_CATEGORY : info.emailCategory!,
        template: "notification",
        props: { subject: row.title, greeting: `Hi ${firstName(row.name)},`, title: row.title, body: row.body, url, actionLabel: "Open in Upstep" },
      },
      { tx },
    );
    await tx.update(notifications).set({ emailedAt: new Date() }).where(eq(notifications.id, row.id));
    return true;
  });
}

export async function emailNotificationJob(db: Db, data: unknown, now = new Date()): Promise<{ mailed: number }> {
  const job = payload.parse(data);
  // Started before any transaction opens (see enqueue's note on transactional sends).
  await queueSender();
  if (job.mode === "now") return { mailed: (await mailOne(db, job.notificationId)) ? 1 : 0 };
  const due = await listUnreadDueForEmail(db, new Date(now.getTime() - UNREAD_EMAIL_FALLBACK_MS));
  let mailed = 0;
  for (const n of due) if (await mailOne(db, n.id)) mailed++;
  return { mailed };
}
