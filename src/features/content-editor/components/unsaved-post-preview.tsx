"use client";

import { useQuery } from "@tanstack/react-query";
import { BlogPostView } from "@/features/blog/components/post-view";
import type { BlogPostViewData } from "@/features/blog/types";
import { ApiError, api } from "@/lib/api/client";

/** Where the editor leaves its unsaved form for the preview tab (this browser only; never sent anywhere else). */
export function unsavedPreviewKey(postId: string): string {
  return `upstep:post-preview:${postId}`;
}

class PreviewError extends Error {}

async function loadPreview(postId: string): Promise<BlogPostViewData> {
  const raw = window.localStorage.getItem(unsavedPreviewKey(postId));
  if (!raw) throw new PreviewError("There are no unsaved changes to preview: open the preview from the editor.");
  let values: unknown;
  try {
    values = JSON.parse(raw);
  } catch {
    throw new PreviewError("The unsaved changes could not be read: open the preview from the editor again.");
  }
  return api.post<BlogPostViewData>("/admin/content/posts/preview", values);
}

/**
 * The preview of unsaved changes: the editor put its form in localStorage and opened this tab; the
 * server turns the form into the post page's data (sanitised, authors and tags looked up) without
 * storing anything, and the blog's own view renders it.
 */
export function UnsavedPostPreview({ postId }: { postId: string }) {
  const preview = useQuery({ queryKey: ["unsaved-post-preview", postId], queryFn: () => loadPreview(postId), retry: false, refetchOnWindowFocus: false, meta: { silent: true } });
  if (preview.isPending) return <p className="text-muted-foreground">Preparing the preview…</p>;
  if (preview.isError) {
    const err = preview.error;
    const message = err instanceof PreviewError ? err.message : err instanceof ApiError ? `The preview could not be made: ${err.message}` : "The preview could not be made. Try again.";
    return <p className="text-danger">{message}</p>;
  }
  return <BlogPostView post={preview.data} />;
}
