import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { adminContentItemPath } from "@/lib/content-routes";
import { authorOptions, tagOptions } from "@/features/content-editor/server/editor-queries";
import { PostEditor } from "@/features/content-editor/components/post-editor";
import { EMPTY_SEO } from "@/features/content-editor/components/seo-fields";

export const metadata: Metadata = { title: "New post · Content" };

export default async function NewPostPage() {
  await requirePagePermission("admin", adminContentItemPath("posts", "new"));
  const db = getDb();
  const [authors, tags] = await Promise.all([authorOptions(db), tagOptions(db)]);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>New post</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Write, then save as a draft, schedule or publish.</p>
      </header>
      <PostEditor
        postId={null}
        authors={authors}
        tags={tags}
        publicPath={null}
        initial={{
          title: "",
          slug: "",
          excerpt: "",
          bodyHtml: "",
          featureImage: "",
          featureImageAlt: "",
          authorIds: [],
          tagIds: [],
          primaryTagId: null,
          seo: EMPTY_SEO,
          publishing: { status: "draft", publishAt: null, unpublishAt: null },
        }}
      />
    </div>
  );
}
