import "server-only";
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentPages, type ContentStatus } from "@/db/schema";
import { CAMPAIGN_PAGE_TYPE, GETTING_HIRED_PATH, LANDING_PAGE_TYPE, campaignPath } from "@/lib/content-routes";
import type { ContentListDto, ContentPageDto, ContentPageSummaryDto } from "../dto";
import { STATIC_PAGE_SLUGS, STATIC_PAGE_TYPE, staticPagePath, type StaticPageSlug } from "../static-pages";
import { cachedContent } from "./cache";
import { listMeta, PREVIEW_STATUSES, textSearch, toSeo, visibleStatus, type ListParams, type ReadOptions, type SeoRow } from "./read-common";
import { sanitizeRichHtml } from "./sanitize";

/*
 * Content pages (static pages of the route table, campaigns, landings) as the site and the read API
 * read them. Public page reads go through the 10-minute cache; because the queue's scheduled publish
 * and unpublish run in the worker (another process, whose cache clearing does not reach this one),
 * a cached page remembers when its next scheduled change is due and is read afresh from then on.
 */

/** The public path of a page, when it has a route. */
export function pageUrl(pageType: string, slug: string): string | null {
  if (pageType === STATIC_PAGE_TYPE) return (STATIC_PAGE_SLUGS as readonly string[]).includes(slug) ? staticPagePath(slug as StaticPageSlug) : null;
  if (pageType === CAMPAIGN_PAGE_TYPE) return campaignPath(slug);
  if (pageType === LANDING_PAGE_TYPE && slug === GETTING_HIRED_PATH.slice(1)) return GETTING_HIRED_PATH;
  return null;
}

const summaryColumns = {
  id: contentPages.id,
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
  seoTitle: contentPages.seoTitle,
  noindex: contentPages.noindex,
  status: contentPages.status,
  published: contentPages.published,
  publishAt: contentPages.publishAt,
  unpublishAt: contentPages.unpublishAt,
  updatedAt: contentPages.updatedAt,
};

type SummaryRow = SeoRow & {
  pageType: string;
  slug: string;
  seoTitle: string | null;
  noindex: boolean;
  status: ContentStatus;
  published: boolean;
  publishAt: Date | null;
  updatedAt: Date;
};

function toSummary(r: SummaryRow): ContentPageSummaryDto {
  return {
    page_type: r.pageType,
    slug: r.slug,
    title: r.title,
    seo: toSeo(r),
    seo_title: r.seoTitle,
    noindex: r.noindex,
    url: pageUrl(r.pageType, r.slug),
    published: r.published,
    status: r.status,
    publish_at: r.publishAt ? r.publishAt.toISOString() : null,
    updated: r.updatedAt.toISOString(),
  };
}

type PageState = { page: ContentPageDto | null; id: string | null; changesAt: number | null };

async function readPageState(db: Db, where: SQL, opts: ReadOptions): Promise<PageState> {
  const [row] = await db
    .select({ ...summaryColumns, bodyHtml: contentPages.bodyHtml, fields: contentPages.fields })
    .from(contentPages)
    .where(where);
  if (!row) return { page: null, id: null, changesAt: null };
  const due = row.status === "scheduled" ? row.publishAt : row.status === "published" ? row.unpublishAt : null;
  const visible = opts.preview ? (PREVIEW_STATUSES as readonly string[]).includes(row.status) : row.status === "published";
  if (!visible) return { page: null, id: row.id, changesAt: due?.getTime() ?? null };
  // Cleaned when written and again when read, as the banner is: a body that reached the table any
  // other way (SQL, an import) still renders only the allowed markup.
  return { page: { ...toSummary(row), body: sanitizeRichHtml(row.bodyHtml), fields: row.fields }, id: row.id, changesAt: due?.getTime() ?? null };
}

const byTypeAndSlug = (pageType: string, slug: string) => and(eq(contentPages.pageType, pageType), eq(contentPages.slug, slug))!;

/** One published page (or, with opts.preview, a draft or scheduled one), uncached. */
export async function readPage(db: Db, pageType: string, slug: string, opts: ReadOptions = {}): Promise<ContentPageDto | null> {
  return (await readPageState(db, byTypeAndSlug(pageType, slug), opts)).page;
}

/** One page by id (an old slug's redirect target), uncached. */
export async function getPageById(db: Db, id: string, opts: ReadOptions = {}): Promise<ContentPageDto | null> {
  return (await readPageState(db, eq(contentPages.id, id), opts)).page;
}

/** One published page by {page_type}/{slug} (cached 10 minutes, cleared by admin edits, re-read once a scheduled change is due). */
export async function getPage(db: Db, pageType: string, slug: string): Promise<ContentPageDto | null> {
  const cached = await cachedContent(`page:${pageType}:${slug}`, () => readPageState(db, byTypeAndSlug(pageType, slug), {}));
  if (cached.changesAt !== null && cached.changesAt <= Date.now()) return readPage(db, pageType, slug);
  return cached.page;
}

export async function listPages(db: Db, params: ListParams & { pageType?: string }, opts: ReadOptions = {}): Promise<ContentListDto<ContentPageSummaryDto>> {
  const where = and(visibleStatus(contentPages, opts), params.pageType ? eq(contentPages.pageType, params.pageType) : undefined, textSearch(contentPages.searchVector, params.search));
  const [total] = await db.select({ n: count() }).from(contentPages).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(contentPages)
    .where(where)
    .orderBy(asc(contentPages.pageType), asc(contentPages.slug))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return { meta: listMeta(total?.n ?? 0, params), data: rows.map(toSummary) };
}
