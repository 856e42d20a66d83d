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

export type ContentPageDto = {
  page_type: string;
  slug: string;
  title: string;
  seo: ContentSeo;
  /** Sanitised HTML. */
  body: string;
  fields: Record<string, unknown>;
  published: boolean;
  updated: string;
};

export type ContentPageSummaryDto = Omit<ContentPageDto, "body" | "fields">;

export type ContentAuthorDto = { slug: string; name: string; bio: string; avatar_url: string | null };
export type ContentCategoryDto = { slug: string; name: string; description: string };
export type ContentTagDto = { slug: string; name: string };

export type ContentPostDto = {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  seo: ContentSeo;
  author: ContentAuthorDto | null;
  category: ContentCategoryDto | null;
  tags: ContentTagDto[];
  published: string | null;
  updated: string;
};

export type ContentPostSummaryDto = Omit<ContentPostDto, "body">;

export type ContentSearchResultDto = {
  type: "page" | "post";
  slug: string;
  page_type: string | null;
  title: string;
  description: string;
  rank: number;
};

/** The read API's list envelope (spec 7: list at the resource root). */
export type ContentListDto<T> = {
  meta: { count: number; page: number; page_size: number; next_page: number | null; previous_page: number | null };
  data: T[];
};
