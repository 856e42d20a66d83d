import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { Db } from "@/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { hasNoNul } from "@/lib/text-schema";
import { CONTENT_MESSAGES, COLLECTION_KEYS, isCollectionKey, listQuerySchema } from "../schemas";
import { CONTENT_CLIENT_VERSION_HEADER } from "../protocol";
import {
  getAuthor,
  getCategory,
  getCollections,
  getPage,
  getPost,
  getTag,
  listAuthors,
  listCategories,
  listPages,
  listPosts,
  listTags,
  searchContent,
} from "./queries";

/*
 * The content read API (spec 7 "Content service"), served at /api/content/v2/{resource}/...:
 *   pages/                       list (page_type, search, page, page_size)
 *   pages/search/?query=         search pages
 *   pages/{page_type}/           list of one type
 *   pages/{page_type}/{slug}/    one page
 *   content/?keys=navbar,footer  collections by key;  content/{key}/  one collection
 *   posts/  posts/search/?query=  posts/{slug}/
 *   authors/ authors/{slug}/  categories/ categories/{slug}/  tags/ tags/{slug}/
 *   search/?query=               pages and posts together
 * GET only. The credential is the auth_token query parameter (checked when CONTENT_API_TOKEN is set);
 * the x-content-client-version header is required. Lists answer { meta, data: [] }, retrievals
 * { data: {...} }; anything else is a non-200 with the standard error shape.
 */
function tokenMatches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function checkContentRequest(request: Request): void {
  const url = new URL(request.url);
  const expected = env().CONTENT_API_TOKEN;
  if (expected && !tokenMatches(url.searchParams.get("auth_token"), expected)) throw new AppError("UNAUTHENTICATED", CONTENT_MESSAGES.badToken);
  const version = request.headers.get(CONTENT_CLIENT_VERSION_HEADER)?.trim();
  if (!version || version.length > 64) throw new AppError("BAD_REQUEST", CONTENT_MESSAGES.clientVersionRequired);
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

export async function readContent(db: Db, request: Request, segments: string[]): Promise<unknown> {
  checkContentRequest(request);
  const url = new URL(request.url);
  refuseNul(url, segments);
  const [resource, a, b, ...rest] = segments.filter(Boolean);
  if (rest.length) notFound();
  switch (resource) {
    case "pages": {
      if (!a) return listPages(db, parseList(url));
      if (a === "search" && !b) return all((await searchContent(db, searchQuery(url))).filter((r) => r.type === "page"));
      if (!b) return listPages(db, { ...parseList(url), pageType: a });
      const page = await getPage(db, a, b);
      return page ? { data: page } : notFound();
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
        return listPosts(db, {
          ...list,
          authorSlug: url.searchParams.get("author_slug") || undefined,
          categorySlug: url.searchParams.get("category_slug") || undefined,
          tagSlug: url.searchParams.get("tag_slug") || undefined,
        });
      }
      if (a === "search") return all((await searchContent(db, searchQuery(url))).filter((r) => r.type === "post"));
      const post = await getPost(db, a);
      return post ? { data: post } : notFound();
    }
    case "authors":
    case "categories":
    case "tags": {
      if (b) notFound();
      if (!a) return all(await (resource === "authors" ? listAuthors(db) : resource === "categories" ? listCategories(db) : listTags(db)));
      const one = await (resource === "authors" ? getAuthor(db, a) : resource === "categories" ? getCategory(db, a) : getTag(db, a));
      return one ? { data: one } : notFound();
    }
    case "search": {
      if (a) notFound();
      return all(await searchContent(db, searchQuery(url)));
    }
    default:
      notFound();
  }
}
