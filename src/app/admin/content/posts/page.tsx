import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { Button } from "@/components/ui/button";
import { postListQuerySchema } from "@/features/content-editor/schemas";
import { listAdminPosts } from "@/features/content-editor/server/editor-queries";
import { adminPostsPath, PostsList } from "@/features/content-editor/components/posts-list";

export const metadata: Metadata = { title: "Posts · Content" };

export default async function AdminPostsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
  const query = postListQuerySchema.parse({ q: one(raw.q), status: one(raw.status), sort: one(raw.sort), page: one(raw.page) });
  await requirePagePermission("admin", adminPostsPath(query));
  const result = await listAdminPosts(getDb(), query);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1>Posts</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">The blog&apos;s posts: drafts, scheduled, published and taken down.</p>
        </div>
        <Button asChild>
          <Link href={adminContentItemPath("posts", "new")}>New post</Link>
        </Button>
      </header>
      <PostsList query={query} {...result} />
    </div>
  );
}
