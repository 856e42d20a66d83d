import { boolean, customType, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";

/*
 * Upstep's own content service (spec 7 "Content service"): pages, blog posts with their authors,
 * categories and tags, and keyed collections (navbar, footer, notification-banner). Bodies are stored
 * already sanitised; each searchable table carries a generated tsvector for full-text search.
 * Table names are prefixed content_ because `categories` already names the jobs taxonomy.
 */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** Spec 1 "Page shell behaviour": the per-page SEO inputs. */
const seoColumns = {
  description: text("description").notNull().default(""),
  keywords: text("keywords").notNull().default(""),
  author: text("author"),
  ogTitle: text("og_title"),
  ogDescription: text("og_description"),
  ogImage: text("og_image"),
  ogType: text("og_type").notNull().default("website"),
};

export const contentPages = pgTable(
  "content_pages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    pageType: text("page_type").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    ...seoColumns,
    /** Sanitised HTML (features/content/server/sanitize.ts). */
    bodyHtml: text("body_html").notNull().default(""),
    /** Structured fields a page type needs beyond the body (lead paragraph, calls to action...). */
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default({}),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace("body_html", '<[^>]+>', ' ', 'g')), 'C')`,
      ),
  },
  (t) => [uniqueIndex("content_pages_type_slug_idx").on(t.pageType, t.slug), index("content_pages_search_idx").using("gin", t.searchVector)],
);

export const contentAuthors = pgTable("content_authors", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  bio: text("bio").notNull().default(""),
  avatarUrl: text("avatar_url"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contentCategories = pgTable("content_categories", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contentTags = pgTable("content_tags", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contentPosts = pgTable(
  "content_posts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    bodyHtml: text("body_html").notNull().default(""),
    ...seoColumns,
    authorId: uuid("author_id").references(() => contentAuthors.id, { onDelete: "set null" }),
    categoryId: uuid("category_id").references(() => contentCategories.id, { onDelete: "set null" }),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "excerpt"), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace("body_html", '<[^>]+>', ' ', 'g')), 'C')`,
      ),
  },
  (t) => [
    index("content_posts_published_idx").on(t.published, t.publishedAt),
    index("content_posts_author_idx").on(t.authorId),
    index("content_posts_category_idx").on(t.categoryId),
    index("content_posts_search_idx").using("gin", t.searchVector),
  ],
);

export const contentPostTags = pgTable(
  "content_post_tags",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => contentPosts.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => contentTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("content_post_tags_tag_idx").on(t.tagId)],
);

/**
 * Keyed content collections: `navbar` (NavigationItem[]), `footer` (FooterItem[]) and
 * `notification-banner` (NotificationBanner). `data` is validated with zod on every write and read.
 */
export const contentCollections = pgTable("content_collections", {
  key: text("key").primaryKey(),
  data: jsonb("data").$type<unknown>().notNull(),
  updatedByUserId: uuid("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
