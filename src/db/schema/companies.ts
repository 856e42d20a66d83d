import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { categories } from "./categories";

/**
 * Employers. Resolved by slug by the jobs importer (created on first sight). category_id points to a
 * category of type "companies" (/companies/category/{slug}); featured companies head /companies.
 */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    description: text("description"),
    size: text("size"),
    website: text("website"),
    headquarters: text("headquarters"),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    featured: boolean("featured").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("companies_name_idx").on(t.name),
    // Directory by first letter (/companies/browse/{x}): lower(name) LIKE 'a%'.
    index("companies_lower_name_idx").on(sql`lower(${t.name}) text_pattern_ops`),
    // Typo-tolerant company suggestions (similarity / % with pg_trgm).
    index("companies_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("companies_category_idx").on(t.categoryId),
  ],
);

/** An employer user belongs to one or more companies with a member role (owner, admin, member). */
export const companyMembers = pgTable(
  "company_members",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    memberRole: text("member_role").notNull().default("member"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index("company_members_user_idx").on(t.userId)],
);
