import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentAuthors, contentCategories, contentCollections, contentPages, contentPosts, contentPostTags, contentTags } from "@/db/schema";
import { collectionDataSchema, type CollectionKey } from "@/features/content/schemas";
import { sanitizePageHtml } from "@/features/content/server/sanitize";
import { STATIC_PAGE_TYPE } from "@/features/content/static-pages";
import { SEED_BANNER, SEED_FOOTER, SEED_NAVBAR } from "./navigation";
import { SEED_PAGES } from "./pages";
import { SEED_AUTHORS, SEED_CATEGORIES, SEED_POSTS, SEED_TAGS } from "./blog";

export type SeedContentStats = { collections: number; pages: number; posts: number };

/*
 * Puts the built-in content into the store: every install needs the navbar, footer, banner and the
 * static pages, so this runs at every start (not only with demo data). Each row is inserted only when
 * missing (by key / page_type+slug / slug), so it fills a new database, brings a database created
 * before the content migration up to date, adds pages that a later release introduces, and never
 * overwrites what an administrator has edited.
 */
export async function seedContent(db: Db): Promise<SeedContentStats> {
  return db.transaction(async (tx) => {
    const collections: { key: CollectionKey; data: unknown }[] = [
      { key: "navbar", data: SEED_NAVBAR },
      { key: "footer", data: SEED_FOOTER },
      { key: "notification-banner", data: SEED_BANNER },
    ];
    for (const c of collections) collectionDataSchema(c.key).parse(c.data);
    const insertedCollections = await tx.insert(contentCollections).values(collections).onConflictDoNothing().returning({ key: contentCollections.key });

    const insertedPages = await tx
      .insert(contentPages)
      .values(
        SEED_PAGES.map((p) => ({
          pageType: STATIC_PAGE_TYPE,
          slug: p.slug,
          title: p.title,
          description: p.description,
          keywords: p.keywords,
          ogTitle: p.ogTitle ?? null,
          ogDescription: p.ogDescription ?? null,
          ogType: "website",
          bodyHtml: sanitizePageHtml(p.sections.map((s) => `<h2>${s.heading}</h2>${s.html}`).join("")),
          fields: p.fields,
          status: "published" as const,
        })),
      )
      .onConflictDoNothing()
      .returning({ slug: contentPages.slug });

    await tx.insert(contentAuthors).values(SEED_AUTHORS).onConflictDoNothing();
    await tx.insert(contentCategories).values(SEED_CATEGORIES).onConflictDoNothing();
    await tx.insert(contentTags).values(SEED_TAGS).onConflictDoNothing();
    const authors = await tx.select({ id: contentAuthors.id, slug: contentAuthors.slug }).from(contentAuthors).where(inArray(contentAuthors.slug, SEED_AUTHORS.map((a) => a.slug)));
    const categories = await tx
      .select({ id: contentCategories.id, slug: contentCategories.slug })
      .from(contentCategories)
      .where(inArray(contentCategories.slug, SEED_CATEGORIES.map((c) => c.slug)));
    const tags = await tx.select({ id: contentTags.id, slug: contentTags.slug }).from(contentTags).where(inArray(contentTags.slug, SEED_TAGS.map((t) => t.slug)));
    const idOf = (rows: { id: string; slug: string }[], slug: string) => rows.find((r) => r.slug === slug)?.id ?? null;

    let posts = 0;
    for (const p of SEED_POSTS) {
      const [created] = await tx
        .insert(contentPosts)
        .values({
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          bodyHtml: sanitizePageHtml(p.bodyHtml),
          description: p.excerpt,
          ogType: "article",
          authorId: idOf(authors, p.author),
          categoryId: idOf(categories, p.category),
          status: "published" as const,
          publishedAt: p.publishedAt,
        })
        .onConflictDoNothing()
        .returning({ id: contentPosts.id });
      if (!created) continue;
      posts += 1;
      const tagIds = p.tags.map((t) => idOf(tags, t)).filter((id): id is string => id !== null);
      if (tagIds.length) await tx.insert(contentPostTags).values(tagIds.map((tagId) => ({ postId: created.id, tagId }))).onConflictDoNothing();
    }
    return { collections: insertedCollections.length, pages: insertedPages.length, posts };
  });
}
