import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/*
 * The curated skills vocabulary (decision 022): loaded from src/features/skills/data at every start,
 * upserted by slug. Profiles, job postings, talent search and courses will store slugs.
 * - terms: every normalised form of the name and aliases (exact typeahead matches, GIN).
 * - search_text: the same terms joined by " | ", for prefix and trigram matching (GIN trigram).
 * - ambiguous: the terms that free-text matching finds only in their exact case and with company.
 * - retired_at: set when an entry leaves the vocabulary; the row stays so stored slugs still resolve.
 * - edited_at: set when an administrator created or changed the row (/admin/skills, decision 054);
 *   the loader then leaves the row alone, so an edit survives the next start.
 */
export const skills = pgTable(
  "skills",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    ambiguous: text("ambiguous").array().notNull().default(sql`'{}'::text[]`),
    terms: text("terms").array().notNull().default(sql`'{}'::text[]`),
    searchText: text("search_text").notNull(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("skills_terms_idx").using("gin", t.terms),
    index("skills_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("skills_category_idx").on(t.category),
  ],
);
