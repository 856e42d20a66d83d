import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { Db } from "@/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { hasNoNul } from "@/lib/text-schema";
import { blogPostSlug } from "@/lib/blog-routes";
import { CAMPAIGN_PAGE_TYPE, LANDING_PAGE_TYPE } from "@/lib/content-routes";
import { findRedirect, redirectKindForPage } from "@/features/content-editor/server/queries";
import { campaignFieldsSchema } from "@/features/campaigns/schemas";
import { sanitizeCampaignSections } from "@/features/campaigns/server/queries";
import { CONTENT_MESSAGES, COLLECTION_KEYS, isCollectionKey, listQuerySchema } from "../schemas";
import { CONTENT_CLIENT_VERSION_HEADER } from "../protocol";
import type { ContentPageDto, ContentPostDto } from "../dto";
import {
  getAuthor,
  getCategory,
  getCollections,
  getPage,
  getPageById,
  getPost,
  getPostById,
  getTag,
  listAuthors,
  listCategories,
  listPages,
  listPosts,
  listTags,
  readPage,
  searchContent,
} from "./queries";
import type { ReadOptions } from "./read-common";
import { buildContentFeed, CONTENT_FEED_KINDS, isFeedKind } from "./read-feeds";

/*
 * The content read API (spec 7 "Content service", ButterCMS-shaped), served at /api/content/v2/{resource}/...:
 *   pages/                       list (page_type, search, page, page_size)
 *   pages/search/?query=         search pages
 *   pages/{page_type}/           list of one type
 *   pages/{page_type}/{slug}/    one page (an old slug answers the page with meta.redirect)
 *   content/?keys=navbar,footer  collections by key;  content/{key}/  one collection
 *   posts/  posts/search/?query=  posts/{slug}/  (slug: the words, or words-then-id as the post URL has it)
 *   authors/ authors/{slug}/  categories/ categories/{slug}/  tags/ tags/{slug}/
 *   feeds/rss/  feeds/atom/  feeds/sitemap/   the blog's feed as { data: "<xml>" }
 *   search/?query=               pages and posts together
 * GET only; the x-content-client-version header is required. Only published items are answered,
 * unless `preview=1&auth_token=<CONTENT_PREVIEW_TOKEN>` is given: then drafts and scheduled items
 * too, each with its `status` (decision 050). Otherwise auth_token is checked against
 * CONTENT_API_TOKEN when that is set. Lists answer { meta, data: [] }, retrievals { data: {...} };
 * anything else is a non-200 with the standard error shape.
 */
export const PREVIEW_MESSAGES = {
  notConfigured: "Preview is not available: CONTENT_PREVIEW_TOKEN is not set on the server.",
  badToken: "preview=1 needs the preview credential as the auth_token query parameter.",
} as const;

function tokenMatches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function wantsPreview(url: URL): boolean {
  const p = url.searchParams.get("preview");
  return p === "1" || p === "true";
}

/** Checks the request's credential and header; says whether it is a preview. */
export function checkContentRequest(request: Request): ReadOptions {
  const url = new URL(request.url);
  const version = request.headers.get(CONTENT_CLIENT_VERSION_HEADER)?.trim();
  const given = url.searchParams.get("auth_token");
  if (wantsPreview(url)) {
    const previewToken = env().CONTENT_PREVIEW_TOKEN;
    if (!previewToken) throw new AppError("UNAUTHENTICATED", PREVIEW_MESSAGES.notConfigured);
    if (!tokenMatches(given, previewToken)) throw new AppError("UNAUTHENTICATED", PREVIEW_MESSAGES.badToken);
  } else {
    const expected = env().CONTENT_API_TOKEN;
    if (expected && !tokenMatches(given, expected)) throw new AppError("UNAUTHENTICATED", CONTENT_MESSAGES.badToken);
  }
  if (!version || version.length > 64) throw new AppError("BAD_REQUEST", CONTENT_MESSAGES.clientVersionRequired);
  return { preview: wantsPreview(url) };
}

function notFound(): never {
  throw new AppError("NOT_FOUND", CONTENT_MESSAGES.notFound);
}

function parseList(url: URL) {
  const parsed = listQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw new AppError("BAD_REQUEST", `Invalid query: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
  return { page: parsed.data.page, pageSize: parsed.data.page_size, search: parsed.data.search || undefined, pageType: parsed.data.page_type || undefined };
}

function searchQuery(url: URL): string {
  const q = (url.searchParams.get("query") ?? "").trim();
  if (!q) throw new AppError("BAD_REQUEST", "The query parameter is required.");
  if (q.length > 200) throw new AppError("BAD_REQUEST", "The query must be less than 200 characters.");
  return q;
}

function all<T>(data: T[]) {
  return { meta: { count: data.length, page: 1, page_size: data.length, next_page: null, previous_page: null }, data };
}

/** NUL in a query parameter or a path segment is a 400: PostgreSQL text cannot hold it (issue 12). */
function refuseNul(url: URL, segments: string[]): void {
  for (const [key, value] of url.searchParams) {
    if (!hasNoNul(key) || !hasNoNul(value)) throw new AppError("BAD_REQUEST", `Invalid query: ${hasNoNul(key) ? key : "a parameter name"} must not contain the NUL character.`);
  }
  if (!segments.every(hasNoNul)) throw new AppError("BAD_REQUEST", "Invalid path: it must not contain the NUL character.");
}

/**
 * A campaign's or landing's sections are validated and their HTML sanitised again, as the public page
 * does; stored fields that do not parse answer no sections (the public page logs them).
 */
function withRenderedFields(page: ContentPageDto): ContentPageDto {
  if (page.page_type !== CAMPAIGN_PAGE_TYPE && page.page_type !== LANDING_PAGE_TYPE) return page;
  const parsed = campaignFieldsSchema.safeParse(page.fields);
  return { ...page, fields: { ...page.fields, sections: parsed.success ? sanitizeCampaignSections(parsed.data.sections) : [] } };
}

/**
 * An old slug is answered with the item it now belongs to and a hint (decision 050): a 301 would be
 * followed by fetch() without the client noticing, and the spec's client treats any non-200 as an
 * error; the hint lets a site redirect its own visitor to `url`.
 */
function redirected<T extends { slug: string; url: string | null }>(data: T, from: string) {
  return { data, meta: { redirect: { from, to: data.slug, url: data.url } } };
}

async function retrievePage(db: Db, pageType: string, slug: string, opts: ReadOptions) {
  const page = opts.preview ? await readPage(db, pageType, slug, opts) : await getPage(db, pageType, slug);
  if (page) return { data: withRenderedFields(page) };
  const id = await findRedirect(db, redirectKindForPage(pageType), slug);
  const target = id ? await getPageById(db, id, opts) : null;
  return target && target.page_type === pageType ? redirected(withRenderedFields(target), slug) : notFound();
}

async function retrievePost(db: Db, slug: string, opts: ReadOptions) {
  let post: ContentPostDto | null = await getPost(db, slug, opts);
  if (!post) {
    const id = await findRedirect(db, "post", slug);
    post = id ? await getPostById(db, id, opts) : null;
  }
  if (!post) notFound();
  // Found by its words or its URL slug: current. Anything else (old words) carries the hint.
  return slug === post.slug || slug === blogPostSlug(post.slug, post.id) ? { data: post } : redirected(post, slug);
}

export async function readContent(db: Db, request: Request, segments: string[]): Promise<unknown> {
  const opts = checkContentRequest(request);
  const url = new URL(request.url);
  refuseNul(url, segments);
  const [resource, a, b, ...rest] = segments.filter(Boolean);
  if (rest.length) notFound();
  switch (resource) {
    case "pages": {
      if (!a) return listPages(db, parseList(url), opts);
      if (a === "search" && !b) return all((await searchContent(db, searchQuery(url), opts)).filter((r) => r.type === "page"));
      if (!b) return listPages(db, { ...parseList(url), pageType: a }, opts);
      return retrievePage(db, a, b, opts);
    }
    case "content": {
      if (a) {
        if (b || !isCollectionKey(a)) notFound();
        return { data: (await getCollections(db, [a]))[a] };
      }
      const keys = (url.searchParams.get("keys") ?? "")
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean);
      if (!keys.length) throw new AppError("BAD_REQUEST", `The keys query parameter is required (${COLLECTION_KEYS.join(", ")}).`);
      const unknown = keys.filter((k) => !isCollectionKey(k));
      if (unknown.length) throw new AppError("NOT_FOUND", `Unknown content keys: ${unknown.join(", ")}.`);
      return { data: await getCollections(db, keys.filter(isCollectionKey)) };
    }
    case "posts": {
      if (b) notFound();
      if (!a) {
        const list = parseList(url);
        return listPosts(
          db,
          {
            ...list,
            authorSlug: url.searchParams.get("author_slug") || undefined,
            categorySlug: url.searchParams.get("category_slug") || undefined,
            tagSlug: url.searchParams.get("tag_slug") || undefined,
          },
          opts,
        );
      }
      if (a === "search") return all((await searchContent(db, searchQuery(url), opts)).filter((r) => r.type === "post"));
      return retrievePost(db, a, opts);
    }
    case "authors": {
      if (b) notFound();
      if (!a) return all(await listAuthors(db));
      return (await getAuthor(db, a).then((one) => (one ? { data: one } : null))) ?? notFound();
    }
    case "categories": {
      if (b) notFound();
      if (!a) return all(await listCategories(db));
      return (await getCategory(db, a).then((one) => (one ? { data: one } : null))) ?? notFound();
    }
    case "tags": {
      if (b) notFound();
      if (!a) return all(await listTags(db));
      return (await getTag(db, a).then((one) => (one ? { data: one } : null))) ?? notFound();
    }
    case "feeds": {
      if (!a) return { data: CONTENT_FEED_KINDS.map((kind) => ({ kind, url: `/api/content/v2/feeds/${kind}/` })) };
      if (b || !isFeedKind(a)) notFound();
      return { data: await buildContentFeed(db, a, env().BASE_URL) };
    }
    case "search": {
      if (a) notFound();
      return all(await searchContent(db, searchQuery(url), opts));
    }
    default:
      notFound();
  }
}

/** The read API's answer: a preview is private and never stored (it shows unpublished work). */
export async function contentResponse(db: Db, request: Request, segments: string[]): Promise<unknown> {
  const body = await readContent(db, request, segments);
  return wantsPreview(new URL(request.url)) ? Response.json(body, { headers: { "cache-control": "private, no-store" } }) : body;
}
