import "server-only";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ContentListDto, ContentSeo } from "../dto";

/* Pieces the content reads share (pages, posts, search). */

export type ListParams = { page: number; pageSize: number; search?: string };

/**
 * preview: the read API was given the preview credential (decision 050), so drafts and scheduled
 * items are answered too, each with its status. Unpublished items never are: they were taken down.
 */
export type ReadOptions = { preview?: boolean };

export const PREVIEW_STATUSES = ["published", "draft", "scheduled"] as const;

/** The status filter of a public read: `published` (the generated column, indexed) or the preview's statuses. */
export function visibleStatus(table: { published: AnyPgColumn; status: AnyPgColumn }, opts: ReadOptions): SQL {
  return opts.preview ? inArray(table.status, [...PREVIEW_STATUSES]) : eq(table.published, true);
}

export function listMeta(total: number, { page, pageSize }: ListParams): ContentListDto<never>["meta"] {
  return {
    count: total,
    page,
    page_size: pageSize,
    next_page: page * pageSize < total ? page + 1 : null,
    previous_page: page > 1 ? page - 1 : null,
  };
}

export function textSearch(vector: AnyPgColumn, q: string | undefined): SQL | undefined {
  return q ? sql`${vector} @@ websearch_to_tsquery('english', ${q})` : undefined;
}

export type SeoRow = {
  title: string;
  description: string;
  keywords: string;
  author: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  ogType: string;
};

export function toSeo(r: SeoRow): ContentSeo {
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
