import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath, adminContentKindPath } from "@/lib/content-routes";
import { Button } from "@/components/ui/button";
import { listAuthorsWithCounts } from "@/features/content-editor/server/editor-queries";
import { TaxonomyList } from "@/features/content-editor/components/taxonomy-list";

export const metadata: Metadata = { title: "Authors · Content" };

export default async function AdminAuthorsPage() {
  await requirePagePermission("admin", adminContentKindPath("authors"));
  const rows = await listAuthorsWithCounts(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1>Authors</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">The people who write the blog&apos;s posts, with the line under their name, a bio and a photo.</p>
        </div>
        <Button asChild>
          <Link href={adminContentItemPath("authors", "new")}>New author</Link>
        </Button>
      </header>
      <TaxonomyList kind="authors" rows={rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, detail: r.role, posts: r.posts }))} />
    </div>
  );
}
