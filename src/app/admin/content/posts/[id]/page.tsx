import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { blogPostPath } from "@/lib/blog-routes";
import { adminContentItemPath } from "@/lib/content-routes";
import { isUuid } from "@/features/content-editor/schemas";
import { authorOptions, getPostForEditing, tagOptions } from "@/features/content-editor/server/editor-queries";
import { PostEditor } from "@/features/content-editor/components/post-editor";
import { StatusBadge } from "@/features/content-editor/components/status-badge";

export const metadata: Metadata = { title: "Edit post · Content" };

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePagePermission("admin", adminContentItemPath("posts", id));
  if (!isUuid(id)) notFound();
  const db = getDb();
  const [post, authors, tags] = await Promise.all([getPostForEditing(db, id), authorOptions(db), tagOptions(db)]);
  if (!post) notFound();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1>Edit post</h1>
          <StatusBadge status={post.status} />
        </div>
        <p className="max-w-2xl text-muted-foreground [overflow-wrap:anywhere]">{post.values.title}</p>
      </header>
      <PostEditor postId={post.id} initial={post.values} authors={authors} tags={tags} publicPath={post.status === "published" ? blogPostPath(post.values.slug, post.id) : null} />
    </div>
  );
}
