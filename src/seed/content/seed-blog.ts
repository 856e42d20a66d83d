import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentAuthors, contentCategories, contentPostAuthors, contentPosts, contentPostTags, contentTags } from "@/db/schema";
import { sanitizeRichHtml } from "@/features/content/server/sanitize";
import { rememberOldSlug } from "@/features/content-editor/server/redirects";
import { slugify } from "@/lib/slugify";
import { blogCoverPath, SEED_AUTHORS, SEED_CATEGORIES, SEED_TAGS, type SeedPost } from "./blog";
import { SEED_POSTS } from "./posts/all-posts";
import { countWords } from "@/lib/word-count";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Ids = Map<string, string>;

/*
 * The blog's seed (issue 18), run inside seedContent at every start. New rows are inserted only when
 * missing (authors, categories and tags by slug, posts by slugify(title)), so running it again changes
 * nothing. A database seeded before issue 18 holds two posts under their old slugs (words then a
 * made-up id), no byline rows, primary tags or word counts, tags without descriptions and authors
 * without a role line: those rows are brought up to date while they are still as the old seed left
 * them (nothing could edit them before the editor: a description, role or word count of "" / 0 says
 * untouched), and an old post slug keeps answering through a redirect.
 */
export async function seedBlog(tx: Tx): Promise<number> {
  await tx
    .insert(contentAuthors)
    .values(SEED_AUTHORS.map(({ slug, name, role, bio }) => ({ slug, name, role, bio })))
    .onConflictDoNothing();
  for (const a of SEED_AUTHORS) {
    await tx.update(contentAuthors).set({ role: a.role }).where(and(eq(contentAuthors.slug, a.slug), eq(contentAuthors.role, "")));
  }
  await tx.insert(contentCategories).values([...SEED_CATEGORIES]).onConflictDoNothing();
  await tx
    .insert(contentTags)
    .values(SEED_TAGS.map(({ slug, name, description }) => ({ slug, name, description })))
    .onConflictDoNothing();
  for (const t of SEED_TAGS) {
    await tx.update(contentTags).set({ name: t.name, description: t.description }).where(and(eq(contentTags.slug, t.slug), eq(contentTags.description, "")));
  }

  const authors = await idsBySlug(tx, contentAuthors, SEED_AUTHORS.map((a) => a.slug));
  const categories = await idsBySlug(tx, contentCategories, SEED_CATEGORIES.map((c) => c.slug));
  const tags = await idsBySlug(tx, contentTags, SEED_TAGS.map((t) => t.slug));

  const slugs = SEED_POSTS.map((p) => slugify(p.title));
  const legacySlugs = SEED_POSTS.flatMap((p) => (p.legacySlug ? [p.legacySlug] : []));
  const existing = await tx
    .select({ id: contentPosts.id, slug: contentPosts.slug, wordCount: contentPosts.wordCount, updatedBy: contentPosts.updatedByUserId })
    .from(contentPosts)
    .where(inArray(contentPosts.slug, [...slugs, ...legacySlugs]));
  const bySlug = new Map(existing.map((row) => [row.slug, row]));

  let inserted = 0;
  for (const post of SEED_POSTS) {
    const slug = slugify(post.title);
    if (bySlug.has(slug)) continue;
    const legacy = post.legacySlug ? bySlug.get(post.legacySlug) : undefined;
    const values = postValues(post, slug, { authors, categories, tags });
    if (legacy) {
      // The old seed's post: upgraded only while nobody has saved it; an edited one stays as it is.
      if (legacy.wordCount !== 0 || legacy.updatedBy !== null) continue;
      await tx
        .update(contentPosts)
        .set(values)
        .where(and(eq(contentPosts.id, legacy.id), eq(contentPosts.wordCount, 0), isNull(contentPosts.updatedByUserId)));
      await rememberOldSlug(tx, "post", post.legacySlug!, legacy.id);
      await linkPost(tx, legacy.id, post, { authors, tags });
      continue;
    }
    const [created] = await tx.insert(contentPosts).values(values).onConflictDoNothing().returning({ id: contentPosts.id });
    if (!created) continue;
    inserted += 1;
    await linkPost(tx, created.id, post, { authors, tags });
  }
  return inserted;
}

async function idsBySlug(tx: Tx, table: typeof contentAuthors | typeof contentCategories | typeof contentTags, slugs: string[]): Promise<Ids> {
  const rows = await tx.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

function need(ids: Ids, slug: string): string {
  const id = ids.get(slug);
  if (!id) throw new Error(`blog seed: ${slug} is missing`);
  return id;
}

function postValues(post: SeedPost, slug: string, ids: { authors: Ids; categories: Ids; tags: Ids }) {
  const bodyHtml = sanitizeRichHtml(post.bodyHtml);
  const tag = SEED_TAGS.find((t) => t.slug === post.primaryTag)!;
  return {
    slug,
    title: post.title,
    excerpt: post.excerpt,
    bodyHtml,
    description: post.description,
    keywords: [post.primaryTag, ...post.tags].map((t) => SEED_TAGS.find((s) => s.slug === t)!.name.toLowerCase()).join(", "),
    ogType: "article",
    authorId: need(ids.authors, post.authors[0]),
    categoryId: need(ids.categories, post.category),
    primaryTagId: need(ids.tags, post.primaryTag),
    featureImage: blogCoverPath(post.primaryTag),
    featureImageAlt: tag.imageAlt,
    wordCount: countWords(bodyHtml),
    status: "published" as const,
    publishedAt: post.publishedAt,
    // A seeded post was last changed when it went live (the page's dateModified).
    createdAt: post.publishedAt,
    updatedAt: post.publishedAt,
  };
}

/**
 * The byline in order (position 0 = author_id) and the tags, primary first. Called for a post just
 * inserted or an old seed post being upgraded, whose backfilled byline and old tags are replaced.
 */
async function linkPost(tx: Tx, postId: string, post: SeedPost, ids: { authors: Ids; tags: Ids }) {
  await tx.delete(contentPostAuthors).where(eq(contentPostAuthors.postId, postId));
  await tx.delete(contentPostTags).where(eq(contentPostTags.postId, postId));
  const authorIds = post.authors.map((a) => need(ids.authors, a));
  await tx.insert(contentPostAuthors).values(authorIds.map((authorId, position) => ({ postId, authorId, position })));
  const tagIds = [post.primaryTag, ...post.tags].map((t) => need(ids.tags, t));
  await tx.insert(contentPostTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}
