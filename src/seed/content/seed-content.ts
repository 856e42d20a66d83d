import "server-only";
import type { Db } from "@/db/client";
import { contentCollections, contentPages } from "@/db/schema";
import { collectionDataSchema, type CollectionKey } from "@/features/content/schemas";
import { sanitizePageHtml } from "@/features/content/server/sanitize";
import { STATIC_PAGE_TYPE } from "@/features/content/static-pages";
import { SEED_BANNER, SEED_FOOTER, SEED_NAVBAR } from "./navigation";
import { SEED_PAGES } from "./pages";
import { seedBlog } from "./seed-blog";

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

    // The blog's authors, tags and posts (issue 18), brought up to date the same insert-only way.
    const posts = await seedBlog(tx);
    return { collections: insertedCollections.length, pages: insertedPages.length, posts };
  });
}
