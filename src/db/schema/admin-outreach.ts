import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { notifications } from "./messaging";

/*
 * Issue 19 tables (owned by the admin-outreach helper, decision 057): an administrator's broadcast
 * notification to a segment, and its recipients, fixed when it is sent. The queue job
 * (admin-broadcast) delivers each recipient's notification through the notifications module and
 * marks the row delivered; a recipient already delivered (or whose notification of this broadcast
 * already exists) is never notified again, so a retried job does not double.
 */
export type BroadcastSegmentRow = {
  role: string | null;
  state: string | null;
  category: string | null;
  activeDays: number | null;
};

export const adminBroadcasts = pgTable(
  "admin_broadcasts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A path inside Upstep, or null. */
    link: text("link"),
    /** Also emailed (the "announcement" type, by each person's product-news preference), or in-app only ("system"). */
    email: boolean("email").notNull().default(false),
    segment: jsonb("segment").$type<BroadcastSegmentRow>().notNull(),
    /** queued -> sending -> sent | failed. */
    status: text("status").notNull().default("queued"),
    recipientCount: integer("recipient_count").notNull().default(0),
    error: text("error"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("admin_broadcasts_created_idx").on(t.createdAt.desc(), t.id),
    check("admin_broadcasts_status", sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    check("admin_broadcasts_title_length", sql`char_length(${t.title}) between 1 and 200`),
    check("admin_broadcasts_body_length", sql`char_length(${t.body}) <= 2000`),
  ],
);

export const adminBroadcastRecipients = pgTable(
  "admin_broadcast_recipients",
  {
    broadcastId: uuid("broadcast_id")
      .notNull()
      .references(() => adminBroadcasts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notificationId: uuid("notification_id").references(() => notifications.id, { onDelete: "set null" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.userId] }),
    index("admin_broadcast_recipients_pending_idx").on(t.broadcastId, t.userId).where(sql`${t.deliveredAt} is null`),
    index("admin_broadcast_recipients_notification_idx").on(t.notificationId),
  ],
);
