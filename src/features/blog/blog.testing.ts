import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentAuthors, contentPostAuthors, contentPosts, contentPostTags, contentRedirects, contentTags, type ContentStatus } from "@/db/schema";

/*
 * Blog fixtures for integration tests: authors, tags and posts written straight into the content
 * tables (the editor's save path is another feature's), each post with ordered authors and tags.
 */
export type FixturePost = {
  title: string;
  slug?: string;
  status?: ContentStatus;
  daysAgo?: number;
  body?: string;
  excerpt?: string;
  words?: number;
  tags?: string[];
  primaryTag?: string;
  authors?: string[];
  featureImage?: string | null;
};

export async function clearBlog(db: Db): Promise<void> {
  await db.execute(sql`truncate content_redirects, content_post_authors, content_post_tags, content_posts, content_authors, content_tags cascade`);
}

const NOW = Date.UTC(2026, 10, 20, 12);

export async function makeAuthors(db: Db, authors: { slug: string; name: string; role?: string; bio?: string }[]): Promise<Map<string, string>> {
  const rows = await db.insert(contentAuthors).values(authors).returning({ id: contentAuthors.id, slug: contentAuthors.slug });
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export async function makeTags(db: Db, tags: { slug: string; name: string; description?: string }[]): Promise<Map<string, string>> {
  const rows = await db.insert(contentTags).values(tags).returning({ id: contentTags.id, slug: contentTags.slug });
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Inserts the posts; returns their ids by title. */
export async function makePosts(db: Db, ids: { authors: Map<string, string>; tags: Map<string, string> }, posts: FixturePost[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const p of posts) {
    const status = p.status ?? "published";
    const authorIds = (p.authors ?? []).map((s) => ids.authors.get(s)!);
    const [row] = await db
      .insert(contentPosts)
      .values({
        slug: p.slug ?? p.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""),
        title: p.title,
        excerpt: p.excerpt ?? `About ${p.title.toLowerCase()}.`,
        bodyHtml: p.body ?? `<p>${p.title}</p>`,
        status,
        publishedAt: status === "draft" ? null : new Date(NOW - (p.daysAgo ?? 0) * 86_400_000),
        wordCount: p.words ?? 500,
        authorId: authorIds[0] ?? null,
        primaryTagId: p.primaryTag ? ids.tags.get(p.primaryTag)! : null,
        featureImage: p.featureImage === undefined ? "/images/blog/resume.png" : p.featureImage,
        featureImageAlt: `Illustration for ${p.title}`,
      })
      .returning({ id: contentPosts.id });
    const id = row!.id;
    out.set(p.title, id);
    if (authorIds.length) await db.insert(contentPostAuthors).values(authorIds.map((authorId, position) => ({ postId: id, authorId, position })));
    if (p.tags?.length) await db.insert(contentPostTags).values(p.tags.map((t) => ({ postId: id, tagId: ids.tags.get(t)! })));
  }
  return out;
}

export async function makeRedirect(db: Db, kind: string, fromSlug: string, toId: string): Promise<void> {
  await db.insert(contentRedirects).values({ kind, fromSlug, toId });
}
