import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { isUuid } from "@/features/content-editor/schemas";
import { savedPostPreview } from "@/features/content-editor/server/post-preview";
import { PostPreview } from "@/features/content-editor/components/post-preview";

export const metadata: Metadata = { title: "Preview · Posts", robots: { index: false, follow: false } };

/**
 * /admin/content/posts/{id}/preview[?revision=|?unsaved=1]: the saved post, one of its versions, or the
 * editor's unsaved changes, as the blog shows it; admins only, noindex.
 */
export default async function PostPreviewPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const raw = await searchParams;
  const revision = typeof raw.revision === "string" ? raw.revision : undefined;
  const unsaved = raw.unsaved === "1";
  await requirePagePermission("admin", `${adminContentItemPath("posts", id)}/preview${revision ? `?revision=${encodeURIComponent(revision)}` : unsaved ? "?unsaved=1" : ""}`);
  if (!isUuid(id) || (revision !== undefined && !isUuid(revision))) notFound();
  const preview = await savedPostPreview(getDb(), id, revision);
  if (!preview) notFound();
  return <PostPreview postId={id} data={preview.data} revisionAt={preview.revisionAt} unsaved={unsaved && !revision} editHref={adminContentItemPath("posts", id)} />;
}
