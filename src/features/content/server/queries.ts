import "server-only";
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { contentAuthors, contentCategories, contentCollections, contentPages, contentPosts, contentTags } from "@/db/schema";
import { blogPostPath } from "@/lib/blog-routes";
import { logger } from "@/lib/logger";
import { DEFAULT_BANNER_COLOR, type FooterItem, type NavigationItem, type NotificationBanner } from "../types";
import { collectionDataSchema, type CollectionKey } from "../schemas";
import type { ContentAuthorDto, ContentCategoryDto, ContentSearchResultDto, ContentTagDto } from "../dto";
import { STATIC_PAGE_SLUGS, STATIC_PAGE_TYPE, staticPagePath, type StaticPageSlug } from "../static-pages";
import { cachedContent } from "./cache";
import { visibleStatus, type ReadOptions } from "./read-common";
import { pageUrl } from "./read-pages";
import { imageUrlOf } from "./read-posts";
import { sanitizeBannerHtml } from "./sanitize";

/*
 * Reads of the content store: what other features and the routes may call. The shell's reads
 * (navbar, footer, banner) and page reads go through the 10-minute cache; the read API's lists,
 * search and every post read go to the database (posts must show the queue's scheduled publishing at
 * once). Pages live in read-pages.ts, posts in read-posts.ts; both are re-exported here.
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

export { getPageById, getPage, listPages, pageUrl, readPage } from "./read-pages";
export type { ReadOptions } from "./read-common";

/* ---------------------------------------------------------------- blog taxonomy */

const authorDto = { slug: contentAuthors.slug, name: contentAuthors.name, role: contentAuthors.role, bio: contentAuthors.bio, avatarUrl: contentAuthors.avatarUrl };
const toAuthorDto = ({ avatarUrl, ...a }: { slug: string; name: string; role: string; bio: string; avatarUrl: string | null }): ContentAuthorDto => ({ ...a, avatar_url: imageUrlOf(avatarUrl) });

export async function listAuthors(db: Db): Promise<ContentAuthorDto[]> {
  const rows = await db.select(authorDto).from(contentAuthors).orderBy(asc(contentAuthors.name));
  return rows.map(toAuthorDto);
}

export async function getAuthor(db: Db, slug: string): Promise<ContentAuthorDto | null> {
  const [row] = await db.select(authorDto).from(contentAuthors).where(eq(contentAuthors.slug, slug));
  return row ? toAuthorDto(row) : null;
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

const tagDto = { slug: contentTags.slug, name: contentTags.name, description: contentTags.description };

export async function listTags(db: Db): Promise<ContentTagDto[]> {
  return db.select(tagDto).from(contentTags).orderBy(asc(contentTags.name));
}

export async function getTag(db: Db, slug: string): Promise<ContentTagDto | null> {
  const [row] = await db.select(tagDto).from(contentTags).where(eq(contentTags.slug, slug));
  return row ?? null;
}

/* ---------------------------------------------------------------- posts */

export { getPost, getPostById, imageUrlOf, listPosts } from "./read-posts";

/* ---------------------------------------------------------------- search */

/**
 * Full-text search over published pages and posts (websearch syntax: quoted phrases, -word, or),
 * best first. A query with no searchable words falls back to a title substring match. With
 * opts.preview, drafts and scheduled items are searched too (decision 050).
 */
export async function searchContent(db: Db, query: string, opts: { limit?: number } & ReadOptions = {}): Promise<ContentSearchResultDto[]> {
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
      status: contentPages.status,
      rank: sql<number>`ts_rank_cd(${contentPages.searchVector}, ${tsq})`.mapWith(Number),
    })
    .from(contentPages)
    .where(and(visibleStatus(contentPages, opts), or(sql`${contentPages.searchVector} @@ ${tsq}`, ilike(contentPages.title, `%${escapeLike(q)}%`))))
    .limit(limit);
  const postRows = await db
    .select({
      id: contentPosts.id,
      slug: contentPosts.slug,
      title: contentPosts.title,
      description: contentPosts.excerpt,
      status: contentPosts.status,
      rank: sql<number>`ts_rank_cd(${contentPosts.searchVector}, ${tsq})`.mapWith(Number),
    })
    .from(contentPosts)
    .where(and(visibleStatus(contentPosts, opts), or(sql`${contentPosts.searchVector} @@ ${tsq}`, ilike(contentPosts.title, `%${escapeLike(q)}%`))))
    .limit(limit);
  return [
    ...pageRows.map((r) => ({ type: "page" as const, slug: r.slug, page_type: r.pageType, url: pageUrl(r.pageType, r.slug), title: r.title, description: r.description, status: r.status, rank: r.rank })),
    ...postRows.map((r) => ({ type: "post" as const, slug: r.slug, page_type: null, url: blogPostPath(r.slug, r.id), title: r.title, description: r.description, status: r.status, rank: r.rank })),
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

/*
 * For the editor's save use cases (features/content-editor) and the campaign renderer: the one
 * sanitiser of editor HTML, and the cache clearing every content write ends with.
 */
export { sanitizeRichHtml } from "./sanitize";
export { invalidateContentCache } from "./cache";
export { STATIC_PAGE_SLUGS, STATIC_PAGE_TYPE } from "../static-pages";
