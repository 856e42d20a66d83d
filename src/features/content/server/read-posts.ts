import "server-only";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentAuthors, contentCategories, contentPostAuthors, contentPosts, contentPostTags, contentTags } from "@/db/schema";
import { blogPostPath, parseBlogPostSlug } from "@/lib/blog-routes";
import { fileUrl, parseFileKey } from "@/lib/uploads/storage";
import { readingMinutes } from "@/features/blog/types";
import type { ContentAuthorDto, ContentListDto, ContentPostDto, ContentPostSummaryDto, ContentTagDto } from "../dto";
import { listMeta, textSearch, toSeo, visibleStatus, type ListParams, type ReadOptions } from "./read-common";
import { sanitizeRichHtml } from "./sanitize";

/*
 * Posts as the read API and the server's callers read them (issue 18 part 5): ordered authors, tags
 * with the primary tag, the feature image and its alt text, reading time and status. Never cached:
 * the queue's scheduled publishing must show at once (the 10-minute cache is for the shell and pages).
 * Bodies are sanitised again here, whatever reached the table.
 */

/** A stored image (a file key of lib/uploads, or a same-site path) as a URL the browser can load. */
export function imageUrlOf(value: string | null): string | null {
  if (!value) return null;
  return parseFileKey(value) ? fileUrl(value) : value;
}

const postColumns = {
  id: contentPosts.id,
  slug: contentPosts.slug,
  title: contentPosts.title,
  excerpt: contentPosts.excerpt,
  description: contentPosts.description,
  keywords: contentPosts.keywords,
  author: contentPosts.author,
  ogTitle: contentPosts.ogTitle,
  ogDescription: contentPosts.ogDescription,
  ogImage: contentPosts.ogImage,
  ogType: contentPosts.ogType,
  seoTitle: contentPosts.seoTitle,
  noindex: contentPosts.noindex,
  status: contentPosts.status,
  publishedAt: contentPosts.publishedAt,
  publishAt: contentPosts.publishAt,
  updatedAt: contentPosts.updatedAt,
  authorId: contentPosts.authorId,
  primaryTagId: contentPosts.primaryTagId,
  featureImage: contentPosts.featureImage,
  featureImageAlt: contentPosts.featureImageAlt,
  wordCount: contentPosts.wordCount,
  categorySlug: contentCategories.slug,
  categoryName: contentCategories.name,
  categoryDescription: contentCategories.description,
};

const authorColumns = { id: contentAuthors.id, slug: contentAuthors.slug, name: contentAuthors.name, role: contentAuthors.role, bio: contentAuthors.bio, avatarUrl: contentAuthors.avatarUrl };

type AuthorRow = { id: string; slug: string; name: string; role: string; bio: string; avatarUrl: string | null };

function toAuthor(a: AuthorRow): ContentAuthorDto {
  return { slug: a.slug, name: a.name, role: a.role, bio: a.bio, avatar_url: imageUrlOf(a.avatarUrl) };
}

/** Each post's authors in byline order; a post with no rows in content_post_authors has its author_id alone. */
async function authorsOf(db: Db, posts: { id: string; authorId: string | null }[]): Promise<Map<string, ContentAuthorDto[]>> {
  const ids = posts.map((p) => p.id);
  const out = new Map<string, ContentAuthorDto[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .select({ postId: contentPostAuthors.postId, ...authorColumns })
    .from(contentPostAuthors)
    .innerJoin(contentAuthors, eq(contentAuthors.id, contentPostAuthors.authorId))
    .where(inArray(contentPostAuthors.postId, ids))
    .orderBy(asc(contentPostAuthors.position), asc(contentAuthors.name));
  for (const r of rows) out.get(r.postId)!.push(toAuthor(r));
  const missing = posts.filter((p) => !out.get(p.id)!.length && p.authorId).map((p) => p.authorId!);
  if (missing.length) {
    const leads = await db.select(authorColumns).from(contentAuthors).where(inArray(contentAuthors.id, missing));
    for (const p of posts) {
      const lead = leads.find((a) => a.id === p.authorId);
      if (!out.get(p.id)!.length && lead) out.set(p.id, [toAuthor(lead)]);
    }
  }
  return out;
}

async function tagsOf(db: Db, ids: string[]): Promise<{ postId: string; id: string; tag: ContentTagDto }[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ postId: contentPostTags.postId, id: contentTags.id, slug: contentTags.slug, name: contentTags.name, description: contentTags.description })
    .from(contentPostTags)
    .innerJoin(contentTags, eq(contentTags.id, contentPostTags.tagId))
    .where(inArray(contentPostTags.postId, ids))
    .orderBy(asc(contentTags.name));
  return rows.map((r) => ({ postId: r.postId, id: r.id, tag: { slug: r.slug, name: r.name, description: r.description } }));
}

async function postSummaries(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<ContentPostSummaryDto[]> {
  const rows = await db
    .select(postColumns)
    .from(contentPosts)
    .leftJoin(contentCategories, eq(contentCategories.id, contentPosts.categoryId))
    .where(where)
    .orderBy(desc(contentPosts.publishedAt), desc(contentPosts.publishAt), asc(contentPosts.slug))
    .limit(limit)
    .offset(offset);
  const [authors, tags] = await Promise.all([authorsOf(db, rows), tagsOf(db, rows.map((r) => r.id))]);
  return rows.map((r) => {
    const own = tags.filter((t) => t.postId === r.id);
    const postAuthors = authors.get(r.id) ?? [];
    return {
      id: r.id,
      slug: r.slug,
      url: blogPostPath(r.slug, r.id),
      title: r.title,
      excerpt: r.excerpt,
      seo: toSeo({ ...r, title: r.ogTitle ?? r.title }),
      seo_title: r.seoTitle,
      noindex: r.noindex,
      author: postAuthors[0] ?? null,
      authors: postAuthors,
      category: r.categorySlug ? { slug: r.categorySlug, name: r.categoryName!, description: r.categoryDescription ?? "" } : null,
      tags: own.map((t) => t.tag),
      primary_tag: own.find((t) => t.id === r.primaryTagId)?.tag ?? null,
      featured_image: imageUrlOf(r.featureImage),
      featured_image_alt: r.featureImageAlt,
      word_count: r.wordCount,
      reading_time_minutes: readingMinutes(r.wordCount),
      status: r.status,
      published: r.publishedAt ? r.publishedAt.toISOString() : null,
      publish_at: r.publishAt ? r.publishAt.toISOString() : null,
      updated: r.updatedAt.toISOString(),
    } satisfies ContentPostSummaryDto;
  });
}

export type PostListParams = ListParams & { authorSlug?: string; categorySlug?: string; tagSlug?: string };

export async function listPosts(db: Db, params: PostListParams, opts: ReadOptions = {}): Promise<ContentListDto<ContentPostSummaryDto>> {
  const where = and(
    visibleStatus(contentPosts, opts),
    textSearch(contentPosts.searchVector, params.search),
    params.authorSlug
      ? sql`${contentPosts.id} in (select pa.post_id from content_post_authors pa join content_authors a on a.id = pa.author_id where a.slug = ${params.authorSlug}
            union select p.id from content_posts p join content_authors a on a.id = p.author_id where a.slug = ${params.authorSlug})`
      : undefined,
    params.categorySlug ? sql`${contentPosts.categoryId} in (select id from content_categories where slug = ${params.categorySlug})` : undefined,
    params.tagSlug
      ? sql`${contentPosts.id} in (select pt.post_id from content_post_tags pt join content_tags t on t.id = pt.tag_id where t.slug = ${params.tagSlug})`
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(contentPosts).where(where);
  const data = await postSummaries(db, where, params.pageSize, (params.page - 1) * params.pageSize);
  return { meta: listMeta(total?.n ?? 0, params), data };
}

async function postWhere(db: Db, where: SQL, opts: ReadOptions): Promise<ContentPostDto | null> {
  const [found] = await postSummaries(db, and(where, visibleStatus(contentPosts, opts)), 1, 0);
  if (!found) return null;
  const [row] = await db.select({ bodyHtml: contentPosts.bodyHtml }).from(contentPosts).where(eq(contentPosts.id, found.id));
  // Cleaned when written and again when read: a body that reached the table any other way still
  // renders only the allowed markup.
  return { ...found, body: sanitizeRichHtml(row?.bodyHtml ?? "") };
}

/**
 * One post by its slug: the editable words (content_posts.slug) or the whole URL slug (words then the
 * 36-character id, as /blog/post/{slug} has it; stale words still find the post by its id).
 */
export async function getPost(db: Db, slug: string, opts: ReadOptions = {}): Promise<ContentPostDto | null> {
  const bySlug = await postWhere(db, eq(contentPosts.slug, slug), opts);
  if (bySlug) return bySlug;
  const parsed = parseBlogPostSlug(slug);
  return parsed ? postWhere(db, eq(contentPosts.id, parsed.id), opts) : null;
}

export async function getPostById(db: Db, id: string, opts: ReadOptions = {}): Promise<ContentPostDto | null> {
  return postWhere(db, eq(contentPosts.id, id), opts);
}
