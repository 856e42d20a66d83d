/*
 * Shapes the content service returns (read API and server queries), beside the shell contract in
 * types.ts. Field names of the SEO block follow spec 1's per-page inputs.
 */
export type ContentSeo = {
  title: string;
  description: string;
  keywords: string;
  author: string | null;
  ogtitle: string | null;
  ogdescription: string | null;
  ogimage: string | null;
  ogtype: string;
};

/**
 * draft | scheduled | published | unpublished. Without the preview credential only "published"
 * items are answered; with it drafts and scheduled items too (decision 050).
 */
export type ContentStatusDto = "draft" | "scheduled" | "published" | "unpublished";

export type ContentPageDto = {
  page_type: string;
  slug: string;
  title: string;
  seo: ContentSeo;
  /** The SEO title for <title> when it differs from the heading (null: the title). */
  seo_title: string | null;
  noindex: boolean;
  /** The public path of the page when it has one (static pages, campaigns, the getting-hired page). */
  url: string | null;
  /** Sanitised HTML. */
  body: string;
  /** Structured fields; a campaign's or landing's sections are validated and their rich text sanitised. */
  fields: Record<string, unknown>;
  published: boolean;
  status: ContentStatusDto;
  /** When a scheduled page goes live, or went live. */
  publish_at: string | null;
  updated: string;
};

export type ContentPageSummaryDto = Omit<ContentPageDto, "body" | "fields">;

export type ContentAuthorDto = { slug: string; name: string; role: string; bio: string; avatar_url: string | null };
export type ContentCategoryDto = { slug: string; name: string; description: string };
export type ContentTagDto = { slug: string; name: string; description: string };

export type ContentPostDto = {
  id: string;
  /** The editable words of the post's URL; the URL itself is `url` (words then the id). */
  slug: string;
  url: string;
  title: string;
  excerpt: string;
  body: string;
  seo: ContentSeo;
  seo_title: string | null;
  noindex: boolean;
  /** The lead author (the first of `authors`). */
  author: ContentAuthorDto | null;
  /** Every author in byline order. */
  authors: ContentAuthorDto[];
  category: ContentCategoryDto | null;
  tags: ContentTagDto[];
  /** The tag the post is filed under (one of `tags`). */
  primary_tag: ContentTagDto | null;
  /** The feature image's URL and its alt text (ButterCMS names). */
  featured_image: string | null;
  featured_image_alt: string;
  word_count: number;
  /** ceil(words / 275), at least 1. */
  reading_time_minutes: number;
  status: ContentStatusDto;
  /** When it went live (null for a draft). */
  published: string | null;
  /** When a scheduled post goes live. */
  publish_at: string | null;
  updated: string;
};

export type ContentPostSummaryDto = Omit<ContentPostDto, "body">;

export type ContentSearchResultDto = {
  type: "page" | "post";
  slug: string;
  page_type: string | null;
  /** The public path (a post's is its words then its id). */
  url: string | null;
  status: ContentStatusDto;
  title: string;
  description: string;
  rank: number;
};

/** The read API's list envelope (spec 7: list at the resource root). */
export type ContentListDto<T> = {
  meta: { count: number; page: number; page_size: number; next_page: number | null; previous_page: number | null };
  data: T[];
};
