import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentRedirects } from "@/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/*
 * Slug management (issue 18 part 4): when a save changes an item's slug, the old slug is remembered
 * so links to it keep working (a 308 to the current URL). kind: "post", "page:<page_type>",
 * "author", "tag", "file". A slug that later comes back into use by its own item is simply
 * overwritten; a slug taken by another item is not remembered (the live item wins).
 */
export function redirectKindForPage(pageType: string): string {
  return `page:${pageType}`;
}

export async function rememberOldSlug(tx: Tx | Db, kind: string, fromSlug: string, toId: string): Promise<void> {
  if (!fromSlug) return;
  await tx
    .insert(contentRedirects)
    .values({ kind, fromSlug, toId })
    .onConflictDoUpdate({ target: [contentRedirects.kind, contentRedirects.fromSlug], set: { toId } });
}

/** A slug now in use is no longer a redirect. */
export async function forgetSlug(tx: Tx | Db, kind: string, slug: string): Promise<void> {
  await tx.delete(contentRedirects).where(and(eq(contentRedirects.kind, kind), eq(contentRedirects.fromSlug, slug)));
}

/** The id an old slug points at, or null. */
export async function findRedirect(db: Db, kind: string, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ toId: contentRedirects.toId })
    .from(contentRedirects)
    .where(and(eq(contentRedirects.kind, kind), eq(contentRedirects.fromSlug, slug)));
  return row?.toId ?? null;
}
