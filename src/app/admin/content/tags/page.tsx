import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath, adminContentKindPath } from "@/lib/content-routes";
import { Button } from "@/components/ui/button";
import { listTagsWithCounts } from "@/features/content-editor/server/editor-queries";
import { TaxonomyList } from "@/features/content-editor/components/taxonomy-list";

export const metadata: Metadata = { title: "Tags · Content" };

export default async function AdminTagsPage() {
  await requirePagePermission("admin", adminContentKindPath("tags"));
  const rows = await listTagsWithCounts(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1>Tags</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">Topics that group the blog&apos;s posts; each has its own page.</p>
        </div>
        <Button asChild>
          <Link href={adminContentItemPath("tags", "new")}>New tag</Link>
        </Button>
      </header>
      <TaxonomyList kind="tags" rows={rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, detail: r.description, posts: r.posts }))} />
    </div>
  );
}
