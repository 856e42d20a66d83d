import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "./auth";

/*
 * What Upstep tells a person (issue 13, decision 018): stored notifications (the inbox and the live
 * hub's replay log), the hub's single-use connection keys, email preferences and the log of sent
 * mail (which is also the mail's idempotency record), and the effects a retried background job must
 * not repeat. The queue itself is pg-boss's own schema (`pgboss`), created by its migrations.
 */

/** One thing a person was told. `seq` orders them for the live hub (its SSE event id, `Last-Event-ID`). */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A key of the notification types table (features/notifications/types.ts). */
    type: text("type").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A path inside Upstep ("/jobs/..."), never an outside URL. */
    link: text("link"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When it was emailed (at once by preference, or by the unread fallback). */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_seq_idx").on(t.userId, t.seq),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** `GET /api/get-redis-key`: a 60 s, single-use key that opens one hub connection for one session. Only its hash is stored. */
export const hubKeys = pgTable(
  "hub_keys",
  {
    keyHash: text("key_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("hub_keys_expires_at_idx").on(t.expiresAt)],
);

/** Per person and mail category (features/email/categories.ts): no row means the category's default. */
export const emailPreferences = pgTable(
  "email_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    enabled: boolean("enabled").notNull(),
    /** How it was last set: "settings" (the person's settings page) or "one-click" (a mail's unsubscribe). */
    source: text("source").notNull().default("settings"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * Every mail the worker was asked to send, keyed by its idempotency key: a retried or duplicated
 * send job finds its row and sends nothing again. `status` is sending -> sent | skipped | failed.
 */
export const sentEmails = pgTable(
  "sent_emails",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    to: text("to").notNull(),
    category: text("category").notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull().default(""),
    messageId: text("message_id").notNull(),
    status: text("status").notNull(),
    /** Why a mail was skipped (unsubscribed, rate limit) or failed (the transport's error). */
    reason: text("reason"),
    attempts: bigint("attempts", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("sent_emails_created_at_idx").on(t.createdAt), index("sent_emails_user_idx").on(t.userId)],
);

/** Effects of background jobs that must happen once however often the job runs (at-least-once delivery). */
export const jobEffects = pgTable("job_effects", {
  key: text("key").primaryKey(),
  queue: text("queue").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
