import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
/**
 * Issue 18: the editor's publishing states, shared by pages (incl. campaigns and landings) and posts.
 * `published` is generated from `status`, so every public read keeps filtering on it; scheduled
 * publishing and unpublishing are queue jobs (content-schedule) that flip `status` at their time.
 */
export const CONTENT_STATUSES = ["draft", "scheduled", "published", "unpublished"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const publishingColumns = {
  status: text("status").$type<ContentStatus>().notNull().default("published"),
  published: boolean("published")
    .notNull()
    .generatedAlwaysAs(sql`status = 'published'`),
  /** When a scheduled item goes live (status scheduled), or went live. */
  publishAt: timestamp("publish_at", { withTimezone: true }),
  /** When a published item is taken down by the queue; null: stays up. */
  unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
  /** SEO title for <title> and og:title when it should differ from the heading. */
  seoTitle: text("seo_title"),
  /** Noindex for pages that should not be in search engines (thank-you pages, tests). */
  noindex: boolean("noindex").notNull().default(false),
  updatedByUserId: uuid("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
};

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
    /**
     * Structured fields a page type needs beyond the body (lead paragraph, calls to action...);
     * page_type "campaign" keeps its sections here (features/campaigns/schemas.ts).
     */
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default({}),
    ...publishingColumns,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace("body_html", '<[^>]+>', ' ', 'g')), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex("content_pages_type_slug_idx").on(t.pageType, t.slug),
    index("content_pages_search_idx").using("gin", t.searchVector),
    check("content_pages_status_check", sql`${t.status} in ('draft', 'scheduled', 'published', 'unpublished')`),
  ],
);

export const contentAuthors = pgTable("content_authors", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** The line under the name: "Career coach, former recruiter". */
  role: text("role").notNull().default(""),
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
  description: text("description").notNull().default(""),
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
    /** The lead author: position 0 of content_post_authors, kept in step by the write path. */
    authorId: uuid("author_id").references(() => contentAuthors.id, { onDelete: "set null" }),
    categoryId: uuid("category_id").references(() => contentCategories.id, { onDelete: "set null" }),
    /** The tag the post is filed under (shown above the title; must be one of its tags). */
    primaryTagId: uuid("primary_tag_id").references(() => contentTags.id, { onDelete: "set null" }),
    /** An image file key (lib/uploads/storage) or a same-site path; shown with featureImageAlt. */
    featureImage: text("feature_image"),
    featureImageAlt: text("feature_image_alt").notNull().default(""),
    /** Words of the body's text, for the reading time (275 words a minute). */
    wordCount: integer("word_count").notNull().default(0),
    ...publishingColumns,
    status: text("status").$type<ContentStatus>().notNull().default("draft"),
    /** When it first went live; the feed's order and the date shown. */
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
    check("content_posts_status_check", sql`${t.status} in ('draft', 'scheduled', 'published', 'unpublished')`),
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

/** A post's authors in byline order (position 0 is content_posts.author_id). */
export const contentPostAuthors = pgTable(
  "content_post_authors",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => contentPosts.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => contentAuthors.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.authorId] }), index("content_post_authors_author_idx").on(t.authorId)],
);

export const CONTENT_REVISION_KINDS = ["post", "page"] as const;
export type ContentRevisionKind = (typeof CONTENT_REVISION_KINDS)[number];

/**
 * Every save of a post or a page (campaigns and landings are pages) keeps the saved state whole in
 * `snapshot` (the editor's form values); restoring one writes it back as a new save.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: text("kind").$type<ContentRevisionKind>().notNull(),
    entityId: uuid("entity_id").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /** What happened: "saved", "published", "scheduled", "restored from <date>"... */
    note: text("note").notNull().default(""),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_revisions_entity_idx").on(t.kind, t.entityId, t.createdAt)],
);

/**
 * Old slugs that still answer: a renamed page, campaign, author or tag redirects (308) from each
 * of its earlier slugs. kind: "post" | "page:<page_type>" | "author" | "tag".
 */
export const contentRedirects = pgTable(
  "content_redirects",
  {
    kind: text("kind").notNull(),
    fromSlug: text("from_slug").notNull(),
    toId: uuid("to_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fromSlug] }), index("content_redirects_to_idx").on(t.toId)],
);

/** Downloadable files (/file-download/{slug}): a stored file, optionally gated by an email form. */
export const contentFiles = pgTable(
  "content_files",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** lib/uploads/storage key; the served name is fileName. */
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** Gated: an email and consent come first, and each is kept as a lead. */
    gated: boolean("gated").notNull().default(true),
    /** The consent sentence shown with the checkbox; kept on each lead as agreed. */
    consentText: text("consent_text").notNull().default("Upstep may email me about this guide and similar resources. I can unsubscribe at any time."),
    ...publishingColumns,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("content_files_status_check", sql`${t.status} in ('draft', 'scheduled', 'published', 'unpublished')`)],
);

/** Who asked for a gated file: the lead a download records. */
export const contentFileLeads = pgTable(
  "content_file_leads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    fileId: uuid("file_id")
      .notNull()
      .references(() => contentFiles.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name"),
    /** The consent text as shown when they agreed. */
    consentText: text("consent_text").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Where they came from (?source= or the campaign that linked here). */
    source: text("source"),
    downloadCount: integer("download_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastDownloadAt: timestamp("last_download_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("content_file_leads_file_email_idx").on(t.fileId, sql`lower(${t.email})`), index("content_file_leads_created_idx").on(t.fileId, t.createdAt)],
);
