import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { isUuid } from "@/features/content-editor/schemas";
import { getAuthorForEditing } from "@/features/content-editor/server/editor-queries";
import { TaxonomyEditor } from "@/features/content-editor/components/taxonomy-editor";

export const metadata: Metadata = { title: "Edit author · Content" };

export default async function EditAuthorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePagePermission("admin", adminContentItemPath("authors", id));
  if (!isUuid(id)) notFound();
  const row = await getAuthorForEditing(getDb(), id);
  if (!row) notFound();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1 className="[overflow-wrap:anywhere]">Edit author: {row.name}</h1>
      </header>
      <TaxonomyEditor kind="authors" id={row.id} posts={row.posts} initial={{ name: row.name, slug: row.slug, role: row.role, bio: row.bio, avatarUrl: row.avatarUrl ?? "", description: "" }} />
    </div>
  );
}
