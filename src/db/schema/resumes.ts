import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/*
 * A candidate's resumes (issue 14 part 4, decision 023): several per person, exactly one of them the
 * default while any exist (the partial unique index holds "at most one"; the use cases keep "at least
 * one"). The file is in the upload store under `storage_key` (`<uuid>.<ext>`, ext from the content's
 * magic bytes); `mime` is that kind's type, never the client's claim. Rows go with their user
 * (cascade); the files are deleted by lib/uploads/user-files.ts when the account is.
 */
export const resumes = pgTable(
  "resumes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The name the person gave the file, sanitised (no path, no control characters), at most 255 characters. */
    originalFileName: text("original_file_name").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    mime: text("mime").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("resumes_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("resumes_one_default_per_user_idx").on(t.userId).where(sql`${t.isDefault}`),
    check("resumes_file_name_length", sql`char_length(${t.originalFileName}) between 1 and 255`),
    check("resumes_size_positive", sql`${t.sizeBytes} > 0`),
    check("resumes_storage_key_format", sql`${t.storageKey} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(pdf|doc|docx|rtf|txt)$'`),
  ],
);
