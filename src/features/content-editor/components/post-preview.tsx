import Link from "next/link";
import { BlogPostView } from "@/features/blog/components/post-view";
import type { BlogPostViewData } from "@/features/blog/types";
import { UnsavedPostPreview } from "./unsaved-post-preview";

const when = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) + " UTC";

/**
 * The preview frame: a notice saying what is shown (unsaved changes, the saved post or a version of
 * it), then the post as the blog renders it.
 */
export function PostPreview({ postId, data, revisionAt, unsaved, editHref }: { postId: string; data: BlogPostViewData; revisionAt: string | null; unsaved: boolean; editHref: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-warning-soft bg-warning-soft px-4 py-3 text-sm text-warning-soft-foreground">
        <p>
          {unsaved ? "Preview with your unsaved changes." : revisionAt ? `Preview of the version saved ${when(revisionAt)}.` : "Preview of the saved post."} Visitors do not see this page.
        </p>
        <Link href={editHref} className="font-medium text-warning-soft-foreground">
          Back to the editor
        </Link>
      </div>
      <div className="mx-auto w-full max-w-3xl">
        {unsaved ? <UnsavedPostPreview postId={postId} /> : <BlogPostView post={data} />}
      </div>
    </div>
  );
}
