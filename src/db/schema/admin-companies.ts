import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

/*
 * Issue 19, admin companies (decision 053). A company's earlier addresses: an administrator renamed its
 * slug, or merged a duplicate into it (the duplicate's slug, and the duplicate's own old slugs, now
 * lead to the survivor). /companies/{old slug} answers 308 to the company's current page.
 */
export const companySlugRedirects = pgTable(
  "company_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("company_slug_redirects_company_idx").on(t.companyId)],
);
