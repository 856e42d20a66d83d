import "server-only";
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentAuthors, contentPosts, contentPostTags, contentRedirects, contentTags } from "@/db/schema";
import { blogAuthorPath, blogFeedPath, blogPostPath, blogTagPath } from "@/lib/blog-routes";
import { imageUrlOf, sanitizeRichHtml } from "@/features/content/server/queries";
import { BLOG_PAGE_SIZE, readingMinutes, type BlogAuthor, type BlogAuthorRef, type BlogPost, type BlogPostCard, type BlogPostPage, type BlogTag, type BlogTagCount, type BlogTagRef } from "../types";

/*
 * The public blog's reads (issue 18 part 1). Only published posts (the generated `published` column,
 * status = 'published'), read straight from the database on every request: the content-schedule
 * queue flips a post's status at its time, and the blog must show that at once, so nothing here goes
 * through the 10-minute content cache. One statement per list: each post's authors (byline order,
 * the lead author alone when content_post_authors has no rows) and primary tag come back as JSON.
 */

const PUBLISHED = eq(contentPosts.published, true);

// Written out qualified: drizzle renders a one-table select's columns bare ("id"), which inside a
// subquery would bind to the subquery's own tables (content_authors.id) instead of the post's.
const POST_ID = sql.raw(`"content_posts"."id"`);
const POST_AUTHOR_ID = sql.raw(`"content_posts"."author_id"`);
const POST_PRIMARY_TAG_ID = sql.raw(`"content_posts"."primary_tag_id"`);

const authorsJson = sql<BlogAuthorRef[]>`coalesce(
  (select json_agg(json_build_object('slug', a.slug, 'name', a.name, 'role', a.role, 'avatarUrl', a.avatar_url) order by pa.position, a.name)
     from content_post_authors pa join content_authors a on a.id = pa.author_id where pa.post_id = ${POST_ID}),
  (select json_build_array(json_build_object('slug', a.slug, 'name', a.name, 'role', a.role, 'avatarUrl', a.avatar_url))
     from content_authors a where a.id = ${POST_AUTHOR_ID}),
  '[]'::json)`;

const primaryTagJson = sql<BlogTagRef | null>`(select json_build_object('slug', t.slug, 'name', t.name) from content_tags t where t.id = ${POST_PRIMARY_TAG_ID})`;

const cardColumns = {
  id: contentPosts.id,
  slug: contentPosts.slug,
  title: contentPosts.title,
  excerpt: contentPosts.excerpt,
  featureImage: contentPosts.featureImage,
  featureImageAlt: contentPosts.featureImageAlt,
  wordCount: contentPosts.wordCount,
  publishedAt: contentPosts.publishedAt,
  authors: authorsJson,
  primaryTag: primaryTagJson,
};

type CardRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  featureImage: string | null;
  featureImageAlt: string;
  wordCount: number;
  publishedAt: Date | null;
  authors: BlogAuthorRef[];
  primaryTag: BlogTagRef | null;
};

function toCard(r: CardRow): BlogPostCard {
  return {
    id: r.id,
    slug: r.slug,
    path: blogPostPath(r.slug, r.id),
    title: r.title,
    excerpt: r.excerpt,
    featureImage: imageUrlOf(r.featureImage),
    featureImageAlt: r.featureImageAlt,
    primaryTag: r.primaryTag,
    authors: r.authors.map((a) => ({ ...a, avatarUrl: imageUrlOf(a.avatarUrl) })),
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    readingMinutes: readingMinutes(r.wordCount),
  };
}

const NEWEST = [desc(contentPosts.publishedAt), desc(contentPosts.id)];

function hasTag(tagId: string): SQL {
  return sql`${POST_ID} in (select post_id from content_post_tags where tag_id = ${tagId})`;
}

function byAuthor(authorId: string | SQL): SQL {
  return sql`(${POST_AUTHOR_ID} = ${authorId} or ${POST_ID} in (select post_id from content_post_authors where author_id = ${authorId}))`;
}

async function pageOf(db: Db, where: SQL | undefined, page: number, pageSize: number): Promise<BlogPostPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(contentPosts)
      .where(where)
      .orderBy(...NEWEST)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(contentPosts).where(where),
  ]);
  const n = total?.n ?? 0;
  return { posts: rows.map(toCard), total: n, page, pageCount: Math.max(1, Math.ceil(n / pageSize)) };
}

/** Newest published posts, a page at a time; optionally one tag's or one author's (by id). */
export function listBlogPosts(db: Db, params: { page: number; tagId?: string; authorId?: string; pageSize?: number }): Promise<BlogPostPage> {
  const where = and(PUBLISHED, params.tagId ? hasTag(params.tagId) : undefined, params.authorId ? byAuthor(params.authorId) : undefined);
  return pageOf(db, where, params.page, params.pageSize ?? BLOG_PAGE_SIZE);
}

/** The most results the search page lists (best first); it says how many more matched. */
export const BLOG_SEARCH_LIMIT = 24;
const SEARCH_QUERY_MAX = 200;

/**
 * Full-text search over published posts (websearch syntax: "quoted phrases", -word, or), best first
 * then newest. A query with no searchable words (only stop words) falls back to a title substring.
 */
export async function searchBlogPosts(db: Db, query: string, limit = BLOG_SEARCH_LIMIT): Promise<{ posts: BlogPostCard[]; total: number }> {
  const q = query.trim().slice(0, SEARCH_QUERY_MAX);
  if (!q) return { posts: [], total: 0 };
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  const where = and(PUBLISHED, or(sql`${contentPosts.searchVector} @@ ${tsq}`, ilike(contentPosts.title, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)));
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(contentPosts)
      .where(where)
      .orderBy(sql`ts_rank_cd(${contentPosts.searchVector}, ${tsq}) desc`, ...NEWEST)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(contentPosts).where(where),
  ]);
  return { posts: rows.map(toCard), total: total?.n ?? 0 };
}

/**
 * Published posts ordered by how many of `tagIds` they carry, then newest: a post's related posts
 * (its own tags, itself left out) and the dashboard's picks. Posts sharing no tag fill the list up.
 */
export async function listPostsByTags(db: Db, tagIds: string[], opts: { limit: number; excludeId?: string }): Promise<(BlogPostCard & { sharedTags: number })[]> {
  const shared = tagIds.length
    ? sql<number>`(select count(*)::int from content_post_tags pt where pt.post_id = ${POST_ID} and ${inArray(sql`pt.tag_id`, tagIds)})`
    : sql<number>`0`;
  const rows = await db
    .select({ ...cardColumns, sharedTags: shared })
    .from(contentPosts)
    .where(and(PUBLISHED, opts.excludeId ? ne(contentPosts.id, opts.excludeId) : undefined))
    // With no tags to share there is nothing to rank by (and a bare 0 would be read as a column position).
    .orderBy(...(tagIds.length ? [sql`${shared} desc`] : []), ...NEWEST)
    .limit(opts.limit);
  return rows.map((r) => ({ ...toCard(r), sharedTags: r.sharedTags }));
}

/** Three posts to read next: sharing the most tags with this one, then the newest. */
export async function listRelatedBlogPosts(db: Db, postId: string, limit = 3): Promise<BlogPostCard[]> {
  const tagRows = await db.select({ tagId: contentPostTags.tagId }).from(contentPostTags).where(eq(contentPostTags.postId, postId));
  const rows = await listPostsByTags(
    db,
    tagRows.map((t) => t.tagId),
    { limit, excludeId: postId },
  );
  return rows.map(({ sharedTags: _shared, ...card }) => card);
}

/** One published post by id (null: unknown, draft, scheduled or unpublished). */
export async function getPublishedBlogPost(db: Db, id: string): Promise<BlogPost | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      bodyHtml: contentPosts.bodyHtml,
      description: contentPosts.description,
      seoTitle: contentPosts.seoTitle,
      ogTitle: contentPosts.ogTitle,
      ogDescription: contentPosts.ogDescription,
      keywords: contentPosts.keywords,
      noindex: contentPosts.noindex,
      updatedAt: contentPosts.updatedAt,
    })
    .from(contentPosts)
    .where(and(PUBLISHED, eq(contentPosts.id, id)));
  if (!row) return null;
  const tags = await db
    .select({ slug: contentTags.slug, name: contentTags.name })
    .from(contentPostTags)
    .innerJoin(contentTags, eq(contentTags.id, contentPostTags.tagId))
    .where(eq(contentPostTags.postId, id))
    .orderBy(asc(contentTags.name));
  return {
    ...toCard(row),
    // Sanitised on save and again here, whatever way the body reached the table.
    bodyHtml: sanitizeRichHtml(row.bodyHtml),
    tags,
    description: row.description || row.excerpt,
    seoTitle: row.seoTitle,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    keywords: row.keywords,
    noindex: row.noindex,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A tag or author slug: found, an old slug that now redirects (to the current slug), or unknown. */
export type SlugLookup<T> = { found: T } | { redirectTo: string } | null;

async function oldSlugTarget(db: Db, kind: "tag" | "author", slug: string): Promise<string | null> {
  const [row] = await db
    .select({ toId: contentRedirects.toId })
    .from(contentRedirects)
    .where(and(eq(contentRedirects.kind, kind), eq(contentRedirects.fromSlug, slug)));
  return row?.toId ?? null;
}

export async function findBlogTag(db: Db, slug: string): Promise<SlugLookup<BlogTag>> {
  const columns = { id: contentTags.id, slug: contentTags.slug, name: contentTags.name, description: contentTags.description };
  const [tag] = await db.select(columns).from(contentTags).where(eq(contentTags.slug, slug));
  if (tag) return { found: tag };
  const toId = await oldSlugTarget(db, "tag", slug);
  if (!toId) return null;
  const [moved] = await db.select(columns).from(contentTags).where(eq(contentTags.id, toId));
  return moved ? { redirectTo: moved.slug } : null;
}

export async function findBlogAuthor(db: Db, slug: string): Promise<SlugLookup<BlogAuthor>> {
  const columns = { id: contentAuthors.id, slug: contentAuthors.slug, name: contentAuthors.name, role: contentAuthors.role, bio: contentAuthors.bio, avatarUrl: contentAuthors.avatarUrl };
  const [author] = await db.select(columns).from(contentAuthors).where(eq(contentAuthors.slug, slug));
  if (author) return { found: { ...author, avatarUrl: imageUrlOf(author.avatarUrl) } };
  const toId = await oldSlugTarget(db, "author", slug);
  if (!toId) return null;
  const [moved] = await db.select(columns).from(contentAuthors).where(eq(contentAuthors.id, toId));
  return moved ? { redirectTo: moved.slug } : null;
}

/** Tags with their number of published posts (tags with none left out), most used first. */
export async function listBlogTagCounts(db: Db): Promise<(BlogTagCount & { id: string })[]> {
  const n = sql<number>`count(*)::int`;
  return db
    .select({ id: contentTags.id, slug: contentTags.slug, name: contentTags.name, count: n })
    .from(contentTags)
    .innerJoin(contentPostTags, eq(contentPostTags.tagId, contentTags.id))
    .innerJoin(contentPosts, and(eq(contentPosts.id, contentPostTags.postId), PUBLISHED))
    .groupBy(contentTags.id, contentTags.slug, contentTags.name)
    .orderBy(desc(n), asc(contentTags.name));
}

/**
 * The blog's indexable URLs for the sitemaps (features/feeds may list them): the feed, every published
 * post that is not noindex, and the tag and author pages that have published posts, each with its
 * last change.
 */
export async function listBlogSitemapPaths(db: Db): Promise<{ path: string; updatedAt: Date }[]> {
  const [posts, tags, authors] = await Promise.all([
    db
      .select({ id: contentPosts.id, slug: contentPosts.slug, updatedAt: contentPosts.updatedAt })
      .from(contentPosts)
      .where(and(PUBLISHED, eq(contentPosts.noindex, false)))
      .orderBy(...NEWEST),
    db
      .select({ slug: contentTags.slug, updatedAt: sql<Date>`max(${contentPosts.updatedAt})`.mapWith((v: string | Date) => new Date(v)) })
      .from(contentTags)
      .innerJoin(contentPostTags, eq(contentPostTags.tagId, contentTags.id))
      .innerJoin(contentPosts, and(eq(contentPosts.id, contentPostTags.postId), PUBLISHED))
      .groupBy(contentTags.slug)
      .orderBy(asc(contentTags.slug)),
    db
      .select({ slug: contentAuthors.slug, updatedAt: sql<Date>`max(${contentPosts.updatedAt})`.mapWith((v: string | Date) => new Date(v)) })
      .from(contentAuthors)
      .innerJoin(contentPosts, and(PUBLISHED, byAuthor(sql.raw(`"content_authors"."id"`))))
      .groupBy(contentAuthors.slug)
      .orderBy(asc(contentAuthors.slug)),
  ]);
  const newest = posts.reduce<Date | null>((m, p) => (!m || p.updatedAt > m ? p.updatedAt : m), null);
  return [
    ...(newest ? [{ path: blogFeedPath(), updatedAt: newest }] : []),
    ...posts.map((p) => ({ path: blogPostPath(p.slug, p.id), updatedAt: p.updatedAt })),
    ...tags.map((t) => ({ path: blogTagPath(t.slug), updatedAt: t.updatedAt })),
    ...authors.map((a) => ({ path: blogAuthorPath(a.slug), updatedAt: a.updatedAt })),
  ];
}
