import { index, pgTable, integer, text, timestamp, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/*
 * Categories are typed ("jobs", "companies", later "courses", ...) and form a two-level tree:
 * a top-level category and its subcategories (parent_id). Slugs are unique among siblings and feed
 * the browse routes (/browse-jobs/category/{category}/{subcategory}, /companies/category/{slug}).
 * Kept in its own file because both companies.ts and jobs.ts reference it.
 */
export const categoryTypes = pgTable("category_types", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    typeId: uuid("type_id")
      .notNull()
      .references(() => categoryTypes.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL 15+): two top-level categories of a type cannot share a slug.
    unique("categories_type_parent_slug_unique").on(t.typeId, t.parentId, t.slug).nullsNotDistinct(),
    index("categories_parent_idx").on(t.parentId),
  ],
);
