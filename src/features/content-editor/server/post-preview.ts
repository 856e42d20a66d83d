import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentAuthors, contentTags } from "@/db/schema";
import { countWords } from "@/lib/word-count";
import { imageUrlOf, sanitizeRichHtml } from "@/features/content/server/queries";
import { readingMinutes, type BlogPostViewData } from "@/features/blog/types";
import { postInputSchema, type PostValues } from "../schemas";
import { getPostForEditing } from "./editor-queries";
import { getRevisionSnapshot, isRestorable } from "./revisions";

/*
 * What the post's preview renders (BlogPostView, the public page's look): the saved post, one of its
 * revisions, or form values not saved yet. Authors and tags are looked up by id in the form's order;
 * the body is sanitised as the public page does.
 */
export async function postPreviewData(db: Db, values: PostValues, publishedAt: string | null): Promise<BlogPostViewData> {
  const authorRows = values.authorIds.length
    ? await db.select({ id: contentAuthors.id, slug: contentAuthors.slug, name: contentAuthors.name, role: contentAuthors.role, avatarUrl: contentAuthors.avatarUrl }).from(contentAuthors).where(inArray(contentAuthors.id, values.authorIds))
    : [];
  const tagRows = values.tagIds.length ? await db.select({ id: contentTags.id, slug: contentTags.slug, name: contentTags.name }).from(contentTags).where(inArray(contentTags.id, values.tagIds)) : [];
  const bodyHtml = sanitizeRichHtml(values.bodyHtml);
  const authors = values.authorIds.flatMap((id) => authorRows.filter((a) => a.id === id)).map((a) => ({ slug: a.slug, name: a.name, role: a.role, avatarUrl: imageUrlOf(a.avatarUrl) }));
  const tags = tagRows.map((t) => ({ slug: t.slug, name: t.name }));
  const primary = tagRows.find((t) => t.id === values.primaryTagId);
  return {
    title: values.title,
    bodyHtml,
    authors,
    tags,
    primaryTag: primary ? { slug: primary.slug, name: primary.name } : null,
    featureImage: imageUrlOf(values.featureImage || null),
    featureImageAlt: values.featureImageAlt,
    publishedAt,
    readingMinutes: readingMinutes(countWords(bodyHtml)),
  };
}

/** The saved post, or the given revision of it; null when either is missing (404). */
export async function savedPostPreview(db: Db, postId: string, revisionId?: string): Promise<{ data: BlogPostViewData; noindex: boolean; revisionAt: string | null } | null> {
  const post = await getPostForEditing(db, postId);
  if (!post) return null;
  if (!revisionId) return { data: await postPreviewData(db, post.values, post.publishedAt), noindex: post.values.seo.noindex, revisionAt: null };
  const revision = await getRevisionSnapshot(db, "post", postId, revisionId);
  if (!revision || !isRestorable(revision.snapshot)) return null;
  const parsed = postInputSchema.safeParse(revision.snapshot);
  if (!parsed.success) return null;
  return { data: await postPreviewData(db, parsed.data, post.publishedAt), noindex: parsed.data.seo.noindex, revisionAt: revision.createdAt.toISOString() };
}
