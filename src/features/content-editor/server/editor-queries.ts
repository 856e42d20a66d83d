import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, max, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentAuthors, contentCollections, contentFiles, contentPages, contentPostAuthors, contentPosts, contentPostTags, contentTags, type ContentStatus } from "@/db/schema";
import { CAMPAIGN_PAGE_TYPE, type ContentEditorKind } from "@/lib/content-routes";
import type { PostListQuery, PostValues } from "../schemas";

/*
 * The editor's reads (admin pages only; authorization is the page's requirePagePermission). Every
 * item is read whatever its status: drafts and scheduled posts are what the editor works on.
 */
export const POSTS_PAGE_SIZE = 20;

export type AdminPostRow = {
  id: string;
  title: string;
  slug: string;
  status: ContentStatus;
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  authors: string[];
};

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listAdminPosts(
  db: Db,
  query: PostListQuery,
): Promise<{
  rows: AdminPostRow[];
  total: number;
  page: number;
  pageCount: number;
}> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(contentPosts.status, query.status));
  if (query.q) filters.push(or(ilike(contentPosts.title, likePattern(query.q)), ilike(contentPosts.slug, likePattern(query.q)))!);
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contentPosts).where(where);
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, pageCount);
  const order =
    query.sort === "title"
      ? [asc(contentPosts.title), asc(contentPosts.id)]
      : query.sort === "published"
        ? [sql`${contentPosts.publishedAt} desc nulls last`, desc(contentPosts.id)]
        : [desc(contentPosts.updatedAt), desc(contentPosts.id)];
  const rows = await db
    .select({
      id: contentPosts.id,
      title: contentPosts.title,
      slug: contentPosts.slug,
      status: contentPosts.status,
      publishAt: contentPosts.publishAt,
      publishedAt: contentPosts.publishedAt,
      updatedAt: contentPosts.updatedAt,
    })
    .from(contentPosts)
    .where(where)
    .orderBy(...order)
    .limit(POSTS_PAGE_SIZE)
    .offset((page - 1) * POSTS_PAGE_SIZE);
  const bylines = await authorsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      publishAt: r.publishAt?.toISOString() ?? null,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
      authors: bylines.get(r.id) ?? [],
    })),
    total,
    page,
    pageCount,
  };
}

async function authorsOf(db: Db, postIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!postIds.length) return out;
  const rows = await db
    .select({ postId: contentPostAuthors.postId, name: contentAuthors.name })
    .from(contentPostAuthors)
    .innerJoin(contentAuthors, eq(contentAuthors.id, contentPostAuthors.authorId))
    .where(inArray(contentPostAuthors.postId, postIds))
    .orderBy(asc(contentPostAuthors.position));
  for (const r of rows) out.set(r.postId, [...(out.get(r.postId) ?? []), r.name]);
  return out;
}

export type PostForEditing = {
  id: string;
  values: PostValues;
  status: ContentStatus;
  publishedAt: string | null;
  updatedAt: string;
};

/** A post as the editor's form values (the same shape a revision keeps), or null. */
export async function getPostForEditing(db: Db, id: string): Promise<PostForEditing | null> {
  const [p] = await db.select().from(contentPosts).where(eq(contentPosts.id, id));
  if (!p) return null;
  const authorRows = await db
    .select({ id: contentPostAuthors.authorId })
    .from(contentPostAuthors)
    .where(eq(contentPostAuthors.postId, id))
    .orderBy(asc(contentPostAuthors.position));
  const tagRows = await db
    .select({ id: contentPostTags.tagId })
    .from(contentPostTags)
    .innerJoin(contentTags, eq(contentTags.id, contentPostTags.tagId))
    .where(eq(contentPostTags.postId, id))
    .orderBy(asc(contentTags.name));
  const authorIds = authorRows.map((r) => r.id);
  if (!authorIds.length && p.authorId) authorIds.push(p.authorId);
  return {
    id: p.id,
    status: p.status,
    publishedAt: p.publishedAt?.toISOString() ?? null,
    updatedAt: p.updatedAt.toISOString(),
    values: {
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      bodyHtml: p.bodyHtml,
      featureImage: p.featureImage ?? "",
      featureImageAlt: p.featureImageAlt,
      authorIds,
      tagIds: tagRows.map((r) => r.id),
      primaryTagId: p.primaryTagId,
      seo: {
        seoTitle: p.seoTitle ?? "",
        description: p.description,
        ogTitle: p.ogTitle ?? "",
        ogDescription: p.ogDescription ?? "",
        ogImage: p.ogImage ?? "",
        noindex: p.noindex,
      },
      publishing: {
        status: p.status,
        publishAt: p.publishAt?.toISOString() ?? null,
        unpublishAt: p.unpublishAt?.toISOString() ?? null,
      },
    },
  };
}

export type Option = { id: string; name: string };

export async function authorOptions(db: Db): Promise<Option[]> {
  return db.select({ id: contentAuthors.id, name: contentAuthors.name }).from(contentAuthors).orderBy(asc(contentAuthors.name));
}

export async function tagOptions(db: Db): Promise<Option[]> {
  return db.select({ id: contentTags.id, name: contentTags.name }).from(contentTags).orderBy(asc(contentTags.name));
}

export type AuthorRow = {
  id: string;
  name: string;
  slug: string;
  role: string;
  bio: string;
  avatarUrl: string | null;
  posts: number;
};
export type TagRow = {
  id: string;
  name: string;
  slug: string;
  description: string;
  posts: number;
};

export async function listAuthorsWithCounts(db: Db): Promise<AuthorRow[]> {
  const n = sql<number>`(select count(distinct p.id)::int from content_posts p left join content_post_authors pa on pa.post_id = p.id where p.author_id = ${contentAuthors.id} or pa.author_id = ${contentAuthors.id})`;
  return db
    .select({
      id: contentAuthors.id,
      name: contentAuthors.name,
      slug: contentAuthors.slug,
      role: contentAuthors.role,
      bio: contentAuthors.bio,
      avatarUrl: contentAuthors.avatarUrl,
      posts: n,
    })
    .from(contentAuthors)
    .orderBy(asc(contentAuthors.name));
}

export async function listTagsWithCounts(db: Db): Promise<TagRow[]> {
  const n = sql<number>`(select count(distinct p.id)::int from content_posts p left join content_post_tags pt on pt.post_id = p.id where p.primary_tag_id = ${contentTags.id} or pt.tag_id = ${contentTags.id})`;
  return db
    .select({
      id: contentTags.id,
      name: contentTags.name,
      slug: contentTags.slug,
      description: contentTags.description,
      posts: n,
    })
    .from(contentTags)
    .orderBy(asc(contentTags.name));
}

export async function getAuthorForEditing(db: Db, id: string): Promise<AuthorRow | null> {
  return (await listAuthorsWithCounts(db)).find((a) => a.id === id) ?? null;
}

export async function getTagForEditing(db: Db, id: string): Promise<TagRow | null> {
  return (await listTagsWithCounts(db)).find((t) => t.id === id) ?? null;
}

export type KindSummary = { count: number | null; lastEdited: string | null };

const COLLECTION_OF: Partial<Record<ContentEditorKind, string>> = {
  navigation: "navbar",
  footer: "footer",
  banner: "notification-banner",
};

/** The overview's figures: how many of each kind and when one was last edited. */
export async function contentOverview(db: Db): Promise<Record<ContentEditorKind, KindSummary>> {
  const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
  const collections = await db
    .select({
      key: contentCollections.key,
      data: contentCollections.data,
      updatedAt: contentCollections.updatedAt,
    })
    .from(contentCollections);
  const collection = (kind: ContentEditorKind): KindSummary => {
    const row = collections.find((c) => c.key === COLLECTION_OF[kind]);
    return {
      count: Array.isArray(row?.data) ? row.data.length : null,
      lastEdited: iso(row?.updatedAt),
    };
  };
  const [posts] = await db.select({ n: count(), at: max(contentPosts.updatedAt) }).from(contentPosts);
  const [pages] = await db
    .select({ n: count(), at: max(contentPages.updatedAt) })
    .from(contentPages)
    .where(ne(contentPages.pageType, CAMPAIGN_PAGE_TYPE));
  const [campaigns] = await db
    .select({ n: count(), at: max(contentPages.updatedAt) })
    .from(contentPages)
    .where(eq(contentPages.pageType, CAMPAIGN_PAGE_TYPE));
  const [files] = await db.select({ n: count(), at: max(contentFiles.updatedAt) }).from(contentFiles);
  const [authors] = await db.select({ n: count(), at: max(contentAuthors.updatedAt) }).from(contentAuthors);
  const [tags] = await db.select({ n: count(), at: max(contentTags.createdAt) }).from(contentTags);
  const of = (r: { n: number; at: Date | string | null } | undefined): KindSummary => ({ count: r?.n ?? 0, lastEdited: iso(r?.at) });
  return {
    navigation: collection("navigation"),
    footer: collection("footer"),
    banner: collection("banner"),
    pages: of(pages),
    posts: of(posts),
    authors: of(authors),
    tags: of(tags),
    campaigns: of(campaigns),
    files: of(files),
  };
}
