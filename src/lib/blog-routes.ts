import { slugify } from "./slugify";

/*
 * The blog's URLs (spec 2.7 "Blog", issue 18), kept out of lib/routes.ts like the employer paths.
 * Spec rules: /blog-feed[/{page}], /blog/tag/{tag}[/{page}] and /blog/author/{author}[/{page}] omit
 * the page segment when it is not a number or is <= 1; a post's slug is its title's lower-cased words
 * joined by hyphens, then the 36-character id (/blog/post/{slug}). Pages and links build blog URLs
 * only through these functions; the routes parse them back with parseBlogPage and parseBlogPostSlug.
 */
export const BLOG_FEED_PATH = "/blog-feed";
export const BLOG_SEARCH_PATH = "/blog-feed/search";

const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const withPage = (base: string, page?: number) => (page !== undefined && Number.isInteger(page) && page > 1 ? `${base}/${page}` : base);

export function blogFeedPath(page?: number): string {
  return withPage(BLOG_FEED_PATH, page);
}

export function blogSearchPath(query?: string): string {
  const q = query?.trim();
  return q ? `${BLOG_SEARCH_PATH}?${new URLSearchParams({ q })}` : BLOG_SEARCH_PATH;
}

/** {tag} is the tag's slug. */
export function blogTagPath(tagSlug: string, page?: number): string {
  return withPage(`/blog/tag/${encodeURIComponent(tagSlug)}`, page);
}

/** {author} is the author's slug. */
export function blogAuthorPath(authorSlug: string, page?: number): string {
  return withPage(`/blog/author/${encodeURIComponent(authorSlug)}`, page);
}

/** "How to Ask for a Raise" + id -> "how-to-ask-for-a-raise-<id>"; a title with no letters or digits gives the id alone. */
export function blogPostSlug(title: string, id: string): string {
  const words = slugify(title);
  const lowerId = id.toLowerCase();
  return words ? `${words}-${lowerId}` : lowerId;
}

export function blogPostPath(title: string, id: string): string {
  return `/blog/post/${blogPostSlug(title, id)}`;
}

/**
 * A post URL's slug -> the post's id (lower case), or null when it does not end in a 36-character id
 * (404). The route compares the slug with blogPostSlug(title, id) and redirects a stale one there.
 */
export function parseBlogPostSlug(slug: string): { id: string } | null {
  const match = UUID.exec(slug);
  if (!match) return null;
  const before = slug.slice(0, match.index);
  // The id is the whole slug, or follows the words' hyphen.
  if (before && !before.endsWith("-")) return null;
  return { id: match[1]!.toLowerCase() };
}

/**
 * A page segment as the blog's routes take it: a number >= 2 is that page; anything else (missing,
 * not a number, <= 1) is page 1, whose canonical URL has no segment (`canonical: false` says the
 * request should be redirected to the URL without it).
 */
export function parseBlogPage(segment: string | undefined): { page: number; canonical: boolean } {
  if (segment === undefined) return { page: 1, canonical: true };
  if (/^[1-9]\d{0,5}$/.test(segment)) {
    const page = Number(segment);
    return page > 1 ? { page, canonical: true } : { page: 1, canonical: false };
  }
  return { page: 1, canonical: false };
}
