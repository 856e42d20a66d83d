import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, contentAuthors, contentPostAuthors, contentPosts, contentPostTags, contentTags } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { slugify } from "@/lib/slugify";
import { countWords } from "@/lib/word-count";
import { invalidateContentCache, sanitizeRichHtml } from "@/features/content/server/queries";
import { EDITOR_MESSAGES, postInputSchema, type PostValues } from "../schemas";
import { fieldError, formatNoteTime, parseEditorInput, requireEditor } from "./editor-input";
import { publishingColumns, schedulePublishingJobs, type PublishingColumns } from "./publishing";
import { forgetSlug, rememberOldSlug } from "./redirects";
import { recordRevision } from "./revisions";

export const POST_SAVE_ACTION = "content.post.save";

export type SavedPost = {
  id: string;
  slug: string;
  status: PublishingColumns["status"];
  updatedAt: string;
};

function noteFor(cols: PublishingColumns): string {
  if (cols.status === "scheduled" && cols.publishAt) return `Scheduled for ${formatNoteTime(cols.publishAt)}`;
  return {
    draft: "Saved draft",
    scheduled: "Scheduled",
    published: "Published",
    unpublished: "Unpublished",
  }[cols.status];
}

/*
 * An administrator saves a blog post (new when `id` is omitted), the editor's one write (issue 18
 * part 4). The whole form is checked (schemas.ts), the body sanitised (sanitizeRichHtml) and its
 * words counted, the slug defaults to the title's words and must be free (a changed slug is
 * remembered, so the old URL redirects), authors keep their order (the first is the lead author,
 * content_posts.author_id) and the primary tag is one of the tags. Each save records a revision with
 * the form's values (what Restore writes back) and an audit event; published_at is set the first
 * time the post goes live. After the transaction the schedule's queue jobs are sent and the content
 * cache cleared. `note` replaces the revision's note (restore).
 */
export async function savePost(db: Db, actorIn: CurrentUser | null, input: unknown, opts: { id?: string; correlationId: string; note?: string; now?: Date }): Promise<SavedPost> {
  const actor = requireEditor(actorIn);
  const values = parseEditorInput(postInputSchema, input);
  const now = opts.now ?? new Date();
  const cols = publishingColumns(values.publishing, now);
  const slug = values.slug || slugify(values.title) || "untitled";
  const bodyHtml = sanitizeRichHtml(values.bodyHtml);
  const snapshot: PostValues = { ...values, slug, bodyHtml };

  const saved = await db.transaction(async (tx) => {
    let before:
      | {
          slug: string;
          status: string;
          publishedAt: Date | null;
          title: string;
        }
      | undefined;
    if (opts.id) {
      [before] = await tx
        .select({
          slug: contentPosts.slug,
          status: contentPosts.status,
          publishedAt: contentPosts.publishedAt,
          title: contentPosts.title,
        })
        .from(contentPosts)
        .where(eq(contentPosts.id, opts.id))
        .for("update");
      if (!before) throw new AppError("NOT_FOUND", EDITOR_MESSAGES.postNotFound);
    }
    const [taken] = await tx
      .select({ id: contentPosts.id })
      .from(contentPosts)
      .where(opts.id ? and(eq(contentPosts.slug, slug), ne(contentPosts.id, opts.id)) : eq(contentPosts.slug, slug))
      .limit(1);
    if (taken) throw fieldError("slug", EDITOR_MESSAGES.slugTaken);
    if (values.authorIds.length) {
      const found = await tx.select({ id: contentAuthors.id }).from(contentAuthors).where(inArray(contentAuthors.id, values.authorIds));
      if (found.length !== new Set(values.authorIds).size) throw fieldError("authorIds", EDITOR_MESSAGES.unknownAuthor);
    }
    if (values.tagIds.length) {
      const found = await tx.select({ id: contentTags.id }).from(contentTags).where(inArray(contentTags.id, values.tagIds));
      if (found.length !== new Set(values.tagIds).size) throw fieldError("tagIds", EDITOR_MESSAGES.unknownTag);
    }

    const row = {
      title: values.title,
      slug,
      excerpt: values.excerpt,
      bodyHtml,
      wordCount: countWords(bodyHtml),
      featureImage: values.featureImage || null,
      featureImageAlt: values.featureImage ? values.featureImageAlt : "",
      authorId: values.authorIds[0] ?? null,
      primaryTagId: values.primaryTagId,
      description: values.seo.description,
      seoTitle: values.seo.seoTitle || null,
      ogTitle: values.seo.ogTitle || null,
      ogDescription: values.seo.ogDescription || null,
      ogImage: values.seo.ogImage || null,
      noindex: values.seo.noindex,
      ogType: "article",
      status: cols.status,
      publishAt: cols.publishAt,
      unpublishAt: cols.unpublishAt,
      updatedByUserId: actor.id,
      updatedAt: now,
      // The first time it goes live; a later unpublish and republish keeps the original date.
      ...(cols.status === "published" && !before?.publishedAt ? { publishedAt: now } : {}),
    };
    const [written] = opts.id
      ? await tx.update(contentPosts).set(row).where(eq(contentPosts.id, opts.id)).returning({ id: contentPosts.id, updatedAt: contentPosts.updatedAt })
      : await tx.insert(contentPosts).values(row).returning({
          id: contentPosts.id,
          updatedAt: contentPosts.updatedAt,
        });
    const id = written!.id;

    await tx.delete(contentPostAuthors).where(eq(contentPostAuthors.postId, id));
    const authorIds = [...new Set(values.authorIds)];
    if (authorIds.length)
      await tx.insert(contentPostAuthors).values(
        authorIds.map((authorId, position) => ({
          postId: id,
          authorId,
          position,
        })),
      );
    await tx.delete(contentPostTags).where(eq(contentPostTags.postId, id));
    const tagIds = [...new Set(values.tagIds)];
    if (tagIds.length) await tx.insert(contentPostTags).values(tagIds.map((tagId) => ({ postId: id, tagId })));

    if (before && before.slug !== slug) await rememberOldSlug(tx, "post", before.slug, id);
    await forgetSlug(tx, "post", slug);

    await recordRevision(tx, {
      kind: "post",
      entityId: id,
      snapshot,
      note: opts.note ?? noteFor(cols),
      userId: actor.id,
    });
    await tx.insert(auditEvents).values({
      actorUserId: actor.id,
      action: POST_SAVE_ACTION,
      targetType: "content-post",
      targetId: id,
      data: {
        old: before ? { title: before.title, slug: before.slug, status: before.status } : null,
        new: { title: values.title, slug, status: cols.status },
      },
      correlationId: opts.correlationId,
    });
    return { id, updatedAt: written!.updatedAt };
  });

  await schedulePublishingJobs("post", saved.id, cols);
  invalidateContentCache();
  return {
    id: saved.id,
    slug,
    status: cols.status,
    updatedAt: saved.updatedAt.toISOString(),
  };
}

export const POST_DELETE_ACTION = "content.post.delete";

/** Deletes a draft post (a post that was ever live is unpublished instead, so its links keep a history). */
export async function deletePost(db: Db, actorIn: CurrentUser | null, id: string, correlationId: string): Promise<void> {
  const actor = requireEditor(actorIn);
  await db.transaction(async (tx) => {
    const [post] = await tx
      .select({
        status: contentPosts.status,
        title: contentPosts.title,
        slug: contentPosts.slug,
      })
      .from(contentPosts)
      .where(eq(contentPosts.id, id))
      .for("update");
    if (!post) throw new AppError("NOT_FOUND", EDITOR_MESSAGES.postNotFound);
    if (post.status !== "draft") throw new AppError("CONFLICT", EDITOR_MESSAGES.deleteOnlyDrafts);
    await tx.delete(contentPosts).where(eq(contentPosts.id, id));
    await tx.execute(sql`delete from content_revisions where kind = 'post' and entity_id = ${id}::uuid`);
    await tx.execute(sql`delete from content_redirects where kind = 'post' and to_id = ${id}::uuid`);
    await tx.insert(auditEvents).values({
      actorUserId: actor.id,
      action: POST_DELETE_ACTION,
      targetType: "content-post",
      targetId: id,
      data: { title: post.title, slug: post.slug },
      correlationId,
    });
  });
  invalidateContentCache();
}
