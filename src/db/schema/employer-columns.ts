import { sql } from "drizzle-orm";
import { check, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { companies } from "./companies";

/* Column builders the employer tables share (issue 16). */
export const len = (name: string, column: unknown, max: number) => check(name, sql`char_length(${column}) <= ${sql.raw(String(max))}`);
export const companyRef = () =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });
export const applicationRef = () =>
  uuid("application_id")
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
