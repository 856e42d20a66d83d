/*
 * The public blog's data (issue 18): what the blog's pages, its listing card and the editor's preview
 * (BlogPostView) render. Dates are ISO strings so the same objects cross a JSON or client boundary.
 */

/** Spec 2.7 / issue 18: reading time at 275 words a minute. */
export const WORDS_PER_MINUTE = 275;

/** Posts per page on /blog-feed, tag, author and search pages. */
export const BLOG_PAGE_SIZE = 12;

/** ceil(words / 275), at least 1: "5 min read". */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(Math.max(0, wordCount) / WORDS_PER_MINUTE));
}

export type BlogTagRef = { slug: string; name: string };

export type BlogAuthorRef = {
  slug: string;
  name: string;
  /** The line under the name: "Career coach, former recruiter" ("" when none). */
  role: string;
  avatarUrl: string | null;
};

/** What BlogPostView renders: enough for the editor to preview an unsaved draft. */
export type BlogPostViewData = {
  title: string;
  /** Sanitised HTML (the view does not sanitise: pass sanitizeRichHtml's output). */
  bodyHtml: string;
  /** In byline order. */
  authors: BlogAuthorRef[];
  /** Every tag of the post, by name. */
  tags: BlogTagRef[];
  primaryTag: BlogTagRef | null;
  /** A URL the browser can load (a same-site path such as /images/blog/x.png or /api/files/{key}). */
  featureImage: string | null;
  featureImageAlt: string;
  /** ISO date-time; null for a draft that never went live. */
  publishedAt: string | null;
  readingMinutes: number;
};

/** One post as the listing card shows it (feed, tag, author, search, dashboard, related). */
export type BlogPostCard = {
  id: string;
  /** The editable words of the URL (content_posts.slug). */
  slug: string;
  /** blogPostPath(slug, id). */
  path: string;
  title: string;
  excerpt: string;
  featureImage: string | null;
  featureImageAlt: string;
  primaryTag: BlogTagRef | null;
  authors: BlogAuthorRef[];
  publishedAt: string | null;
  readingMinutes: number;
};

/** A published post as its page shows it. */
export type BlogPost = BlogPostCard &
  BlogPostViewData & {
    /** Meta description: the post's description, else its excerpt. */
    description: string;
    seoTitle: string | null;
    ogTitle: string | null;
    ogDescription: string | null;
    keywords: string;
    noindex: boolean;
    updatedAt: string;
  };

export type BlogAuthor = BlogAuthorRef & { id: string; bio: string };

export type BlogTag = BlogTagRef & { id: string; description: string };

export type BlogTagCount = BlogTagRef & { count: number };

/** One page of posts. */
export type BlogPostPage = { posts: BlogPostCard[]; total: number; page: number; pageCount: number };
