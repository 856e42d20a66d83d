import "server-only";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, contentAuthors, contentPostAuthors, contentPosts, contentPostTags, contentTags } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { slugify } from "@/lib/slugify";
import { invalidateContentCache } from "@/features/content/server/queries";
import { EDITOR_MESSAGES, authorInputSchema, tagInputSchema } from "../schemas";
import { fieldError, parseEditorInput, requireEditor } from "./editor-input";
import { forgetSlug, rememberOldSlug } from "./redirects";

/*
 * Authors and tags (issue 18 part 4): name and slug (from the name when empty; an old slug is
 * remembered so /blog/author/{old} and /blog/tag/{old} redirect), an author's role line, bio and
 * avatar, a tag's description. Deleting is allowed only when no post uses it, so no byline or
 * primary tag silently disappears. Every change is in the audit log.
 */
type Kind = "author" | "tag";

async function audit(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  actor: CurrentUser,
  kind: Kind,
  action: string,
  id: string,
  data: Record<string, unknown>,
  correlationId: string,
) {
  await tx.insert(auditEvents).values({
    actorUserId: actor.id,
    action: `content.${kind}.${action}`,
    targetType: `content-${kind}`,
    targetId: id,
    data,
    correlationId,
  });
}

export async function saveAuthor(db: Db, actorIn: CurrentUser | null, input: unknown, opts: { id?: string; correlationId: string }): Promise<{ id: string; slug: string }> {
  const actor = requireEditor(actorIn);
  const v = parseEditorInput(authorInputSchema, input);
  const slug = v.slug || slugify(v.name) || "author";
  const result = await db.transaction(async (tx) => {
    let before: { slug: string; name: string } | undefined;
    if (opts.id) {
      [before] = await tx.select({ slug: contentAuthors.slug, name: contentAuthors.name }).from(contentAuthors).where(eq(contentAuthors.id, opts.id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", EDITOR_MESSAGES.authorNotFound);
    }
    const [taken] = await tx
      .select({ id: contentAuthors.id })
      .from(contentAuthors)
      .where(opts.id ? and(eq(contentAuthors.slug, slug), ne(contentAuthors.id, opts.id)) : eq(contentAuthors.slug, slug));
    if (taken) throw fieldError("slug", EDITOR_MESSAGES.authorSlugTaken);
    const row = {
      name: v.name,
      slug,
      role: v.role,
      bio: v.bio,
      avatarUrl: v.avatarUrl || null,
      updatedAt: new Date(),
    };
    const [written] = opts.id
      ? await tx.update(contentAuthors).set(row).where(eq(contentAuthors.id, opts.id)).returning({ id: contentAuthors.id })
      : await tx.insert(contentAuthors).values(row).returning({ id: contentAuthors.id });
    const id = written!.id;
    if (before && before.slug !== slug) await rememberOldSlug(tx, "author", before.slug, id);
    await forgetSlug(tx, "author", slug);
    await audit(tx, actor, "author", "save", id, { old: before ?? null, new: { name: v.name, slug } }, opts.correlationId);
    return { id, slug };
  });
  invalidateContentCache();
  return result;
}

export async function saveTag(db: Db, actorIn: CurrentUser | null, input: unknown, opts: { id?: string; correlationId: string }): Promise<{ id: string; slug: string }> {
  const actor = requireEditor(actorIn);
  const v = parseEditorInput(tagInputSchema, input);
  const slug = v.slug || slugify(v.name) || "tag";
  const result = await db.transaction(async (tx) => {
    let before: { slug: string; name: string } | undefined;
    if (opts.id) {
      [before] = await tx.select({ slug: contentTags.slug, name: contentTags.name }).from(contentTags).where(eq(contentTags.id, opts.id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", EDITOR_MESSAGES.tagNotFound);
    }
    const [taken] = await tx
      .select({ id: contentTags.id })
      .from(contentTags)
      .where(opts.id ? and(eq(contentTags.slug, slug), ne(contentTags.id, opts.id)) : eq(contentTags.slug, slug));
    if (taken) throw fieldError("slug", EDITOR_MESSAGES.tagSlugTaken);
    const row = { name: v.name, slug, description: v.description };
    const [written] = opts.id
      ? await tx.update(contentTags).set(row).where(eq(contentTags.id, opts.id)).returning({ id: contentTags.id })
      : await tx.insert(contentTags).values(row).returning({ id: contentTags.id });
    const id = written!.id;
    if (before && before.slug !== slug) await rememberOldSlug(tx, "tag", before.slug, id);
    await forgetSlug(tx, "tag", slug);
    await audit(tx, actor, "tag", "save", id, { old: before ?? null, new: { name: v.name, slug } }, opts.correlationId);
    return { id, slug };
  });
  invalidateContentCache();
  return result;
}

/** Posts that name this author (in the byline or as lead author). */
export async function authorPostCount(db: Db | Parameters<Parameters<Db["transaction"]>[0]>[0], id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${contentPosts.id})::int` })
    .from(contentPosts)
    .leftJoin(contentPostAuthors, eq(contentPostAuthors.postId, contentPosts.id))
    .where(or(eq(contentPosts.authorId, id), eq(contentPostAuthors.authorId, id)));
  return row?.n ?? 0;
}

/** Posts tagged with this tag or filed under it. */
export async function tagPostCount(db: Db | Parameters<Parameters<Db["transaction"]>[0]>[0], id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${contentPosts.id})::int` })
    .from(contentPosts)
    .leftJoin(contentPostTags, eq(contentPostTags.postId, contentPosts.id))
    .where(or(eq(contentPosts.primaryTagId, id), eq(contentPostTags.tagId, id)));
  return row?.n ?? 0;
}

export async function deleteAuthor(db: Db, actorIn: CurrentUser | null, id: string, correlationId: string): Promise<void> {
  const actor = requireEditor(actorIn);
  await db.transaction(async (tx) => {
    const [author] = await tx.select({ name: contentAuthors.name, slug: contentAuthors.slug }).from(contentAuthors).where(eq(contentAuthors.id, id)).for("update");
    if (!author) throw new AppError("NOT_FOUND", EDITOR_MESSAGES.authorNotFound);
    const used = await authorPostCount(tx, id);
    if (used > 0) throw new AppError("CONFLICT", EDITOR_MESSAGES.authorInUse(used));
    await tx.delete(contentAuthors).where(eq(contentAuthors.id, id));
    await tx.execute(sql`delete from content_redirects where kind = 'author' and to_id = ${id}::uuid`);
    await audit(tx, actor, "author", "delete", id, author, correlationId);
  });
  invalidateContentCache();
}

export async function deleteTag(db: Db, actorIn: CurrentUser | null, id: string, correlationId: string): Promise<void> {
  const actor = requireEditor(actorIn);
  await db.transaction(async (tx) => {
    const [tag] = await tx.select({ name: contentTags.name, slug: contentTags.slug }).from(contentTags).where(eq(contentTags.id, id)).for("update");
    if (!tag) throw new AppError("NOT_FOUND", EDITOR_MESSAGES.tagNotFound);
    const used = await tagPostCount(tx, id);
    if (used > 0) throw new AppError("CONFLICT", EDITOR_MESSAGES.tagInUse(used));
    await tx.delete(contentTags).where(eq(contentTags.id, id));
    await tx.execute(sql`delete from content_redirects where kind = 'tag' and to_id = ${id}::uuid`);
    await audit(tx, actor, "tag", "delete", id, tag, correlationId);
  });
  invalidateContentCache();
}
