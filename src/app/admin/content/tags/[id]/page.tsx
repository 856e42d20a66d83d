import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { isUuid } from "@/features/content-editor/schemas";
import { getTagForEditing } from "@/features/content-editor/server/editor-queries";
import { TaxonomyEditor } from "@/features/content-editor/components/taxonomy-editor";

export const metadata: Metadata = { title: "Edit tag · Content" };

export default async function EditTagPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePagePermission("admin", adminContentItemPath("tags", id));
  if (!isUuid(id)) notFound();
  const row = await getTagForEditing(getDb(), id);
  if (!row) notFound();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="[overflow-wrap:anywhere]">Edit tag: {row.name}</h1>
      </header>
      <TaxonomyEditor kind="tags" id={row.id} posts={row.posts} initial={{ name: row.name, slug: row.slug, role: "", bio: "", avatarUrl: "", description: row.description }} />
    </div>
  );
}
