import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/db/client";
import { contentAuthors, contentCategories, contentCollections, contentPages, contentPosts, contentPostTags, contentTags } from "@/db/schema";
import { logger } from "@/lib/logger";
import { DEFAULT_BANNER_COLOR, type FooterItem, type NavigationItem, type NotificationBanner } from "../types";
import { collectionDataSchema, type CollectionKey } from "../schemas";
import type {
  ContentAuthorDto,
  ContentCategoryDto,
  ContentListDto,
  ContentPageDto,
  ContentPageSummaryDto,
  ContentPostDto,
  ContentPostSummaryDto,
  ContentSearchResultDto,
  ContentSeo,
  ContentTagDto,
} from "../dto";
import { STATIC_PAGE_SLUGS, STATIC_PAGE_TYPE, staticPagePath, type StaticPageSlug } from "../static-pages";
import { cachedContent } from "./cache";
import { sanitizeBannerHtml, sanitizePageHtml } from "./sanitize";

/*
 * Reads of the content store. The shell's reads (navbar, footer, banner) and page reads go through
 * the 10-minute cache; the read API's lists and search read the database directly (they are
 * paginated and parameterised, so caching them would mostly store misses).
 */

export const HIDDEN_BANNER: NotificationBanner = { show_banner: false, content: "", color: DEFAULT_BANNER_COLOR, alert_icon: false };

/** The stored data of one collection, uncached and unvalidated (null when the row does not exist). */
export async function readCollectionData(db: Db, key: CollectionKey): Promise<unknown> {
  const [row] = await db.select({ data: contentCollections.data }).from(contentCollections).where(eq(contentCollections.key, key));
  return row ? row.data : null;
}

function parseStored<T>(key: CollectionKey, data: unknown, fallback: T): T {
  if (data === null) return fallback;
  const parsed = collectionDataSchema(key).safeParse(data);
  if (!parsed.success) {
    // Stored data is validated on write; a bad row (hand-edited) must not take the site shell down.
    logger.error({ key, issues: parsed.error.issues.slice(0, 5) }, "content collection does not match its schema");
    return fallback;
  }
  return parsed.data as T;
}

export async function readNavbar(db: Db): Promise<NavigationItem[]> {
  return parseStored<NavigationItem[]>("navbar", await readCollectionData(db, "navbar"), []);
}

export async function readFooter(db: Db): Promise<FooterItem[]> {
  return parseStored<FooterItem[]>("footer", await readCollectionData(db, "footer"), []);
}

export async function readNotificationBanner(db: Db): Promise<NotificationBanner> {
  const raw = await readCollectionData(db, "notification-banner");
  // Be lenient with what is stored: a missing colour means the default, a missing flag means off.
  const withDefaults =
    raw && typeof raw === "object" && !Array.isArray(raw)
      ? { ...HIDDEN_BANNER, ...(raw as Record<string, unknown>), color: (raw as Record<string, unknown>).color || DEFAULT_BANNER_COLOR }
      : null;
  const banner = parseStored<NotificationBanner>("notification-banner", withDefaults, HIDDEN_BANNER);
  const content = sanitizeBannerHtml(banner.content);
  return { ...banner, content, show_banner: banner.show_banner && content.length > 0 };
}

/** Navbar items in display order (spec 7: navbar key, cached 10 minutes). */
export function getNavbar(db: Db = getDb()): Promise<NavigationItem[]> {
  return cachedContent("collection:navbar", () => readNavbar(db));
}

/** Footer items (spec 7: footer key, cached 10 minutes). */
export function getFooter(db: Db = getDb()): Promise<FooterItem[]> {
  return cachedContent("collection:footer", () => readFooter(db));
}

/** The notification banner with sanitised HTML and the default colour #0001fc (cached 10 minutes). */
export function getNotificationBanner(db: Db = getDb()): Promise<NotificationBanner> {
  return cachedContent("collection:notification-banner", () => readNotificationBanner(db));
}

/** Several collections by key, as the read API's /content/?keys=a,b answers them. */
export async function getCollections(db: Db, keys: CollectionKey[]): Promise<Partial<Record<CollectionKey, unknown>>> {
  const out: Partial<Record<CollectionKey, unknown>> = {};
  for (const key of keys) {
    if (key === "navbar") out.navbar = await getNavbar(db);
    else if (key === "footer") out.footer = await getFooter(db);
    else out["notification-banner"] = await getNotificationBanner(db);
  }
  return out;
}

/* ---------------------------------------------------------------- pages */

const pageColumns = {
  pageType: contentPages.pageType,
  slug: contentPages.slug,
  title: contentPages.title,
  description: contentPages.description,
  keywords: contentPages.keywords,
  author: contentPages.author,
  ogTitle: contentPages.ogTitle,
  ogDescription: contentPages.ogDescription,
  ogImage: contentPages.ogImage,
  ogType: contentPages.ogType,
  published: contentPages.published,
  updatedAt: contentPages.updatedAt,
};

type SeoRow = {
  title: string;
  description: string;
  keywords: string;
  author: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  ogType: string;
};

function toSeo(r: SeoRow): ContentSeo {
  return {
    title: r.title,
    description: r.description,
    keywords: r.keywords,
    author: r.author,
    ogtitle: r.ogTitle,
    ogdescription: r.ogDescription,
    ogimage: r.ogImage,
    ogtype: r.ogType,
  };
}

type PageSummaryRow = SeoRow & { pageType: string; slug: string; published: boolean; updatedAt: Date };

function toPageSummary(r: PageSummaryRow): ContentPageSummaryDto {
  return { page_type: r.pageType, slug: r.slug, title: r.title, seo: toSeo(r), published: r.published, updated: r.updatedAt.toISOString() };
}

/** One published page, uncached. */
export async function readPage(db: Db, pageType: string, slug: string): Promise<ContentPageDto | null> {
  const [row] = await db
    .select({ ...pageColumns, bodyHtml: contentPages.bodyHtml, fields: contentPages.fields })
    .from(contentPages)
    .where(and(eq(contentPages.pageType, pageType), eq(contentPages.slug, slug), eq(contentPages.published, true)));
  if (!row) return null;
  // Cleaned when written and again when read, as the banner is: a body that reached the table any
  // other way (SQL, an import, a future editor) still renders only the allowed markup.
  return { ...toPageSummary(row), body: sanitizePageHtml(row.bodyHtml), fields: row.fields };
}

/** One published page by {page_type}/{slug} (cached 10 minutes, cleared by admin edits). */
export function getPage(db: Db, pageType: string, slug: string): Promise<ContentPageDto | null> {
  return cachedContent(`page:${pageType}:${slug}`, () => readPage(db, pageType, slug));
}

type ListParams = { page: number; pageSize: number; search?: string };

function listMeta(total: number, { page, pageSize }: ListParams): ContentListDto<never>["meta"] {
  return {
    count: total,
    page,
    page_size: pageSize,
    next_page: page * pageSize < total ? page + 1 : null,
    previous_page: page > 1 ? page - 1 : null,
  };
}

function textSearch(vector: AnyPgColumn, q: string | undefined): SQL | undefined {
  return q ? sql`${vector} @@ websearch_to_tsquery('english', ${q})` : undefined;
}

export async function listPages(db: Db, params: ListParams & { pageType?: string }): Promise<ContentListDto<ContentPageSummaryDto>> {
  const where = and(
    eq(contentPages.published, true),
    params.pageType ? eq(contentPages.pageType, params.pageType) : undefined,
    textSearch(contentPages.searchVector, params.search),
  );
  const [total] = await db.select({ n: count() }).from(contentPages).where(where);
  const rows = await db
    .select(pageColumns)
    .from(contentPages)
    .where(where)
    .orderBy(asc(contentPages.pageType), asc(contentPages.slug))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return { meta: listMeta(total?.n ?? 0, params), data: rows.map(toPageSummary) };
}

/* ---------------------------------------------------------------- blog taxonomy */

export async function listAuthors(db: Db): Promise<ContentAuthorDto[]> {
  const rows = await db
    .select({ slug: contentAuthors.slug, name: contentAuthors.name, bio: contentAuthors.bio, avatar_url: contentAuthors.avatarUrl })
    .from(contentAuthors)
    .orderBy(asc(contentAuthors.name));
  return rows;
}

export async function getAuthor(db: Db, slug: string): Promise<ContentAuthorDto | null> {
  const [row] = await db
    .select({ slug: contentAuthors.slug, name: contentAuthors.name, bio: contentAuthors.bio, avatar_url: contentAuthors.avatarUrl })
    .from(contentAuthors)
    .where(eq(contentAuthors.slug, slug));
  return row ?? null;
}

export async function listCategories(db: Db): Promise<ContentCategoryDto[]> {
  return db
    .select({ slug: contentCategories.slug, name: contentCategories.name, description: contentCategories.description })
    .from(contentCategories)
    .orderBy(asc(contentCategories.name));
}

export async function getCategory(db: Db, slug: string): Promise<ContentCategoryDto | null> {
  const [row] = await db
    .select({ slug: contentCategories.slug, name: contentCategories.name, description: contentCategories.description })
    .from(contentCategories)
    .where(eq(contentCategories.slug, slug));
  return row ?? null;
}

export async function listTags(db: Db): Promise<ContentTagDto[]> {
  return db.select({ slug: contentTags.slug, name: contentTags.name }).from(contentTags).orderBy(asc(contentTags.name));
}

export async function getTag(db: Db, slug: string): Promise<ContentTagDto | null> {
  const [row] = await db.select({ slug: contentTags.slug, name: contentTags.name }).from(contentTags).where(eq(contentTags.slug, slug));
  return row ?? null;
}

/* ---------------------------------------------------------------- posts */

async function postSummaries(db: Db, where: SQL | undefined, limit: number, offset: number, withBody: boolean) {
  const rows = await db
    .select({
      id: contentPosts.id,
      slug: contentPosts.slug,
      title: contentPosts.title,
      excerpt: contentPosts.excerpt,
      bodyHtml: withBody ? contentPosts.bodyHtml : sql<string>`''`,
      description: contentPosts.description,
      keywords: contentPosts.keywords,
      author: contentPosts.author,
      ogTitle: contentPosts.ogTitle,
      ogDescription: contentPosts.ogDescription,
      ogImage: contentPosts.ogImage,
      ogType: contentPosts.ogType,
      publishedAt: contentPosts.publishedAt,
      updatedAt: contentPosts.updatedAt,
      authorSlug: contentAuthors.slug,
      authorName: contentAuthors.name,
      authorBio: contentAuthors.bio,
      authorAvatar: contentAuthors.avatarUrl,
      categorySlug: contentCategories.slug,
      categoryName: contentCategories.name,
      categoryDescription: contentCategories.description,
    })
    .from(contentPosts)
    .leftJoin(contentAuthors, eq(contentAuthors.id, contentPosts.authorId))
    .leftJoin(contentCategories, eq(contentCategories.id, contentPosts.categoryId))
    .where(where)
    .orderBy(desc(contentPosts.publishedAt), asc(contentPosts.slug))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.id);
  const tagRows = ids.length
    ? await db
        .select({ postId: contentPostTags.postId, slug: contentTags.slug, name: contentTags.name })
        .from(contentPostTags)
        .innerJoin(contentTags, eq(contentTags.id, contentPostTags.tagId))
        .where(inArray(contentPostTags.postId, ids))
        .orderBy(asc(contentTags.name))
    : [];
  return rows.map((r) => ({
    row: r,
    dto: {
      slug: r.slug,
      title: r.title,
      excerpt: r.excerpt,
      seo: toSeo({ ...r, title: r.ogTitle ?? r.title }),
      author: r.authorSlug ? { slug: r.authorSlug, name: r.authorName!, bio: r.authorBio ?? "", avatar_url: r.authorAvatar } : null,
      category: r.categorySlug ? { slug: r.categorySlug, name: r.categoryName!, description: r.categoryDescription ?? "" } : null,
      tags: tagRows.filter((t) => t.postId === r.id).map((t) => ({ slug: t.slug, name: t.name })),
      published: r.publishedAt ? r.publishedAt.toISOString() : null,
      updated: r.updatedAt.toISOString(),
    } satisfies ContentPostSummaryDto,
  }));
}

export async function listPosts(
  db: Db,
  params: ListParams & { authorSlug?: string; categorySlug?: string; tagSlug?: string },
): Promise<ContentListDto<ContentPostSummaryDto>> {
  const where = and(
    eq(contentPosts.published, true),
    textSearch(contentPosts.searchVector, params.search),
    params.authorSlug ? sql`${contentPosts.authorId} in (select id from content_authors where slug = ${params.authorSlug})` : undefined,
    params.categorySlug ? sql`${contentPosts.categoryId} in (select id from content_categories where slug = ${params.categorySlug})` : undefined,
    params.tagSlug
      ? sql`${contentPosts.id} in (select pt.post_id from content_post_tags pt join content_tags t on t.id = pt.tag_id where t.slug = ${params.tagSlug})`
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(contentPosts).where(where);
  const rows = await postSummaries(db, where, params.pageSize, (params.page - 1) * params.pageSize, false);
  return { meta: listMeta(total?.n ?? 0, params), data: rows.map((r) => r.dto) };
}

export async function getPost(db: Db, slug: string): Promise<ContentPostDto | null> {
  const [found] = await postSummaries(db, and(eq(contentPosts.slug, slug), eq(contentPosts.published, true)), 1, 0, true);
  if (!found) return null;
  return { ...found.dto, body: sanitizePageHtml(found.row.bodyHtml) };
}

/* ---------------------------------------------------------------- search */

/**
 * Full-text search over published pages and posts (websearch syntax: quoted phrases, -word, or),
 * best first. A query with no searchable words falls back to a title substring match.
 */
export async function searchContent(db: Db, query: string, opts: { limit?: number } = {}): Promise<ContentSearchResultDto[]> {
  const q = query.trim().slice(0, 200);
  if (!q) return [];
  const limit = Math.min(Math.max(opts.limit ?? 20, 1), 50);
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  const pageRows = await db
    .select({
      slug: contentPages.slug,
      pageType: contentPages.pageType,
      title: contentPages.title,
      description: contentPages.description,
      rank: sql<number>`ts_rank_cd(${contentPages.searchVector}, ${tsq})`.mapWith(Number),
    })
    .from(contentPages)
    .where(and(eq(contentPages.published, true), or(sql`${contentPages.searchVector} @@ ${tsq}`, ilike(contentPages.title, `%${escapeLike(q)}%`))))
    .limit(limit);
  const postRows = await db
    .select({
      slug: contentPosts.slug,
      title: contentPosts.title,
      description: contentPosts.excerpt,
      rank: sql<number>`ts_rank_cd(${contentPosts.searchVector}, ${tsq})`.mapWith(Number),
    })
    .from(contentPosts)
    .where(and(eq(contentPosts.published, true), or(sql`${contentPosts.searchVector} @@ ${tsq}`, ilike(contentPosts.title, `%${escapeLike(q)}%`))))
    .limit(limit);
  return [
    ...pageRows.map((r) => ({ type: "page" as const, slug: r.slug, page_type: r.pageType, title: r.title, description: r.description, rank: r.rank })),
    ...postRows.map((r) => ({ type: "post" as const, slug: r.slug, page_type: null, title: r.title, description: r.description, rank: r.rank })),
  ]
    .sort((a, b) => b.rank - a.rank || a.title.localeCompare(b.title))
    .slice(0, limit);
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What the admin editor edits, read from the database (not the cache). */
export async function getAdminContent(db: Db): Promise<{ navbar: NavigationItem[]; footer: FooterItem[]; banner: NotificationBanner }> {
  const [navbar, footer, banner] = [await readNavbar(db), await readFooter(db), await readNotificationBanner(db)];
  return { navbar, footer, banner };
}

/**
 * The published static pages that have a route (static-pages.ts), as paths with their last edit, for
 * the sitemaps. A page stored under another slug or page type has no route and is left out.
 */
export async function listPublishedStaticPages(db: Db): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(and(eq(contentPages.pageType, STATIC_PAGE_TYPE), eq(contentPages.published, true), inArray(contentPages.slug, [...STATIC_PAGE_SLUGS])))
    .orderBy(asc(contentPages.slug));
  return rows.map((r) => ({ path: staticPagePath(r.slug as StaticPageSlug), updatedAt: r.updatedAt }));
}
