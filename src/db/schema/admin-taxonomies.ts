import { boolean, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { categories, categoryTypes } from "./categories";

/*
 * Issue 19 taxonomies (decision 054).
 *
 * category_redirects: a category's earlier places. When an administrator changes a category's slug
 * or moves it under another parent, its old (type, parent, slug) is remembered here and pointed at
 * the category, so /browse-jobs/category/{old}[/{oldsub}] and /companies/category/{old} answer 308 to
 * its current URL. Consulted only when a slug is not found. A slug taken again by a real category
 * wins (the row is forgotten when a category takes that place); deleting the category drops its rows.
 */
export const categoryRedirects = pgTable(
  "category_redirects",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    typeId: uuid("type_id")
      .notNull()
      .references(() => categoryTypes.id, { onDelete: "cascade" }),
    /** The parent the category had at that slug (null for a top-level category). */
    parentId: uuid("parent_id").references(() => categories.id, { onDelete: "cascade" }),
    oldSlug: text("old_slug").notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("category_redirects_place_unique").on(t.typeId, t.parentId, t.oldSlug).nullsNotDistinct(),
    index("category_redirects_category_idx").on(t.categoryId),
  ],
);

/*
 * job_roles: the curated occupation titles (spec 2.7 /admin/job-roles). Seeded at setup from the
 * curated occupations (src/seed/jobs/occupations), missing slugs only, so an administrator's edits
 * stay. A role belongs to a jobs category (and optionally a subcategory); aliases are the other titles
 * it goes by. Deactivated roles stay (active = false) so nothing that names them breaks.
 */
export const jobRoles = pgTable(
  "job_roles",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    subcategoryId: uuid("subcategory_id").references(() => categories.id, { onDelete: "set null" }),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_roles_category_idx").on(t.categoryId),
    index("job_roles_title_lower_idx").on(sql`lower(${t.title})`),
  ],
);
