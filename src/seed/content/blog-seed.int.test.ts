import { existsSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contentAuthors, contentCategories, contentPostAuthors, contentPosts, contentPostTags, contentRedirects, contentTags } from "@/db/schema";
import { sanitizeRichHtml } from "@/features/content/server/sanitize";
import { readingMinutes } from "@/features/blog/types";
import { slugify } from "@/lib/slugify";
import { createUser } from "@/testing/factories";
import { SEED_AUTHORS, SEED_TAGS } from "./blog";
import { SEED_POSTS } from "./posts/all-posts";
import { seedContent } from "./seed-content";

/*
 * The blog seed on a real database (issue 18): what a new install gets, that a second start changes
 * nothing, and how a database seeded before issue 18 (two posts under old slugs, no bylines, primary
 * tags, word counts, tag descriptions or author roles) is brought up to date without duplicates.
 */
const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../../public");
const LEGACY = SEED_POSTS.filter((p) => p.legacySlug);

async function emptyContent() {
  await getDb().execute(
    sql`truncate content_collections, content_pages, content_post_authors, content_post_tags, content_posts, content_authors, content_categories, content_tags, content_redirects`,
  );
}

/** Every row the blog seed writes, in a stable order, to compare two runs. */
async function blogSnapshot() {
  const db = getDb();
  return {
    posts: await db.select().from(contentPosts).orderBy(asc(contentPosts.id)),
    authors: await db.select().from(contentAuthors).orderBy(asc(contentAuthors.id)),
    tags: await db.select().from(contentTags).orderBy(asc(contentTags.id)),
    categories: await db.select().from(contentCategories).orderBy(asc(contentCategories.id)),
    bylines: await db.select().from(contentPostAuthors).orderBy(asc(contentPostAuthors.postId), asc(contentPostAuthors.position)),
    postTags: await db.select().from(contentPostTags).orderBy(asc(contentPostTags.postId), asc(contentPostTags.tagId)),
    redirects: await db.select().from(contentRedirects).orderBy(asc(contentRedirects.fromSlug)),
  };
}

/** The state the content service's first seed left: 2 authors, 3 categories, 4 tags, 2 posts. */
async function seedAsBeforeIssue18() {
  const db = getDb();
  const authors = await db
    .insert(contentAuthors)
    .values([
      { slug: "maya-ortiz", name: "Maya Ortiz", bio: "Career coach." },
      { slug: "daniel-okafor", name: "Daniel Okafor", bio: "Talent acquisition lead." },
    ])
    .returning();
  const categories = await db
    .insert(contentCategories)
    .values([
      { slug: "job-search", name: "Job search" },
      { slug: "interviews", name: "Interviews" },
      { slug: "hiring", name: "Hiring" },
    ])
    .returning();
  const tags = await db
    .insert(contentTags)
    .values(["resume", "remote-work", "skills-based-hiring", "career-change"].map((slug) => ({ slug, name: slug === "resume" ? "Resume" : slug })))
    .returning();
  const posts = await db
    .insert(contentPosts)
    .values(
      LEGACY.map((p, i) => ({
        slug: p.legacySlug!,
        title: p.title,
        excerpt: "Old excerpt.",
        bodyHtml: "<p>Old body.</p><h2>Old</h2>",
        authorId: authors[i % 2]!.id,
        categoryId: categories[i]!.id,
        status: "published" as const,
        publishedAt: p.publishedAt,
      })),
    )
    .returning();
  // What migration 0024 backfilled, and the old seed's tags (the second post had remote-work).
  await db.insert(contentPostAuthors).values(posts.map((p) => ({ postId: p.id, authorId: p.authorId!, position: 0 })));
  await db.insert(contentPostTags).values(posts.map((p) => ({ postId: p.id, tagId: tags[1]!.id })));
  return posts;
}

beforeEach(emptyContent);

describe("blog seed on a new database", () => {
  it("publishes every post with its byline in order, tags with the primary one, a cover and a word count", async () => {
    expect((await seedContent(getDb())).posts).toBe(SEED_POSTS.length);
    const db = getDb();
    const posts = await db.select().from(contentPosts).where(eq(contentPosts.published, true));
    expect(posts.length).toBe(SEED_POSTS.length);
    expect(posts.length).toBeGreaterThanOrEqual(30);
    expect(await db.$count(contentAuthors)).toBeGreaterThanOrEqual(5);
    const authorSlug = new Map((await db.select().from(contentAuthors)).map((a) => [a.id, a.slug]));
    const tagSlug = new Map((await db.select().from(contentTags)).map((t) => [t.id, t.slug]));
    for (const seed of SEED_POSTS) {
      const post = posts.find((p) => p.title === seed.title);
      expect(post, seed.title).toBeDefined();
      expect(post!.slug).toBe(slugify(seed.title));
      expect(post!.status).toBe("published");
      expect(post!.publishedAt).toEqual(seed.publishedAt);
      const byline = await db.select().from(contentPostAuthors).where(eq(contentPostAuthors.postId, post!.id)).orderBy(asc(contentPostAuthors.position));
      expect(byline.map((b) => [b.position, authorSlug.get(b.authorId)])).toEqual(seed.authors.map((a, i) => [i, a]));
      expect(post!.authorId).toBe(byline[0]!.authorId);
      const tags = (await db.select().from(contentPostTags).where(eq(contentPostTags.postId, post!.id))).map((t) => tagSlug.get(t.tagId));
      expect(tags.sort()).toEqual([seed.primaryTag, ...seed.tags].sort());
      expect(tagSlug.get(post!.primaryTagId!)).toBe(seed.primaryTag);
      expect(post!.featureImage).toBe(`/images/blog/${seed.primaryTag}.png`);
      expect(existsSync(path.join(PUBLIC_DIR, post!.featureImage!))).toBe(true);
      expect(post!.featureImageAlt.length).toBeGreaterThan(20);
      expect(post!.wordCount).toBeGreaterThanOrEqual(400);
      expect(readingMinutes(post!.wordCount)).toBeGreaterThanOrEqual(2);
      expect(readingMinutes(post!.wordCount)).toBeLessThanOrEqual(4);
      expect(post!.excerpt.length).toBeLessThanOrEqual(300);
      expect(post!.description).toBe(seed.description);
      expect(sanitizeRichHtml(post!.bodyHtml)).toBe(post!.bodyHtml);
      expect(post!.bodyHtml).not.toMatch(/<h1/i);
    }
  });

  it("gives authors their role line and tags their description", async () => {
    await seedContent(getDb());
    const authors = await getDb().select().from(contentAuthors);
    for (const a of SEED_AUTHORS) expect(authors.find((r) => r.slug === a.slug)).toMatchObject({ name: a.name, role: a.role });
    const tags = await getDb().select().from(contentTags);
    for (const t of SEED_TAGS) expect(tags.find((r) => r.slug === t.slug)).toMatchObject({ name: t.name, description: t.description });
  });

  it("changes nothing when it runs again", async () => {
    await seedContent(getDb());
    const before = await blogSnapshot();
    expect(await seedContent(getDb())).toEqual({ collections: 0, pages: 0, posts: 0 });
    expect(await blogSnapshot()).toEqual(before);
  });
});

describe("blog seed on a database seeded before issue 18", () => {
  it("upgrades the two old posts in place (new slug, byline, tags, cover, word count) and adds the rest", async () => {
    const old = await seedAsBeforeIssue18();
    expect((await seedContent(getDb())).posts).toBe(SEED_POSTS.length - LEGACY.length);
    const db = getDb();
    expect(await db.$count(contentPosts)).toBe(SEED_POSTS.length);
    for (const [i, seed] of LEGACY.entries()) {
      const [post] = await db.select().from(contentPosts).where(eq(contentPosts.id, old[i]!.id));
      expect(post).toMatchObject({ slug: slugify(seed.title), excerpt: seed.excerpt, featureImage: `/images/blog/${seed.primaryTag}.png` });
      expect(post!.wordCount).toBeGreaterThanOrEqual(400);
      expect(await db.$count(contentPostAuthors, eq(contentPostAuthors.postId, post!.id))).toBe(seed.authors.length);
      expect(await db.$count(contentPostTags, eq(contentPostTags.postId, post!.id))).toBe(seed.tags.length + 1);
      const [redirect] = await db.select().from(contentRedirects).where(eq(contentRedirects.fromSlug, seed.legacySlug!));
      expect(redirect).toMatchObject({ kind: "post", toId: post!.id });
    }
    const [resume] = await db.select().from(contentTags).where(eq(contentTags.slug, "resume"));
    expect(resume).toMatchObject({ name: "Resumes", description: SEED_TAGS[0]!.description });
    const [maya] = await db.select().from(contentAuthors).where(eq(contentAuthors.slug, "maya-ortiz"));
    expect(maya).toMatchObject({ role: SEED_AUTHORS[0]!.role, bio: "Career coach." });

    const before = await blogSnapshot();
    expect((await seedContent(getDb())).posts).toBe(0);
    expect(await blogSnapshot()).toEqual(before);
  });

  it("leaves an old post someone has saved since as it is, and does not add a copy", async () => {
    const [first] = await seedAsBeforeIssue18();
    const editor = await createUser();
    await getDb().update(contentPosts).set({ updatedByUserId: editor.id, bodyHtml: "<p>Edited.</p>" }).where(eq(contentPosts.id, first!.id));
    await seedContent(getDb());
    const [post] = await getDb().select().from(contentPosts).where(eq(contentPosts.id, first!.id));
    expect(post).toMatchObject({ slug: LEGACY[0]!.legacySlug, bodyHtml: "<p>Edited.</p>", wordCount: 0 });
    expect(await getDb().$count(contentPosts)).toBe(SEED_POSTS.length);
    expect(await getDb().$count(contentPosts, eq(contentPosts.title, LEGACY[0]!.title))).toBe(1);
  });
});
