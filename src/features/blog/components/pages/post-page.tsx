import "server-only";
import { cache } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { getDb } from "@/db/client";
import { BLOG_FEED_PATH, blogPostPath, blogPostSlug, parseBlogPostSlug } from "@/lib/blog-routes";
import { serializeJsonLd } from "@/features/jobs/components/detail/job-posting-ld";
import { getPublishedBlogPost, listRelatedBlogPosts } from "../../server/queries";
import { blogPostingLd, blogPostMetadata } from "../blog-seo";
import { PostGrid } from "../post-card";
import { BlogPostView } from "../post-view";

/*
 * /blog/post/{slug}: the slug is the post's words then its 36-character id. The id finds the post
 * (published only: unknown, draft, scheduled or unpublished is 404); words that are not the post's
 * current ones (renamed, mistyped, missing) redirect 308 to blogPostPath(post.slug, post.id).
 */
const loadPost = cache(async (slug: string) => {
  const parsed = parseBlogPostSlug(slug);
  if (!parsed) notFound();
  const post = await getPublishedBlogPost(getDb(), parsed.id);
  if (!post) notFound();
  if (slug !== blogPostSlug(post.slug, post.id)) permanentRedirect(blogPostPath(post.slug, post.id));
  return post;
});

export async function blogPostPageMetadata(slug: string): Promise<Metadata> {
  return blogPostMetadata(await loadPost(slug));
}

export async function BlogPostPage({ slug }: { slug: string }) {
  const post = await loadPost(slug);
  const related = await listRelatedBlogPosts(getDb(), post.id);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 py-10 sm:px-6 sm:py-14">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(blogPostingLd(post)) }} />
      <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4">
        <Link href={BLOG_FEED_PATH} className="w-fit text-sm font-medium text-primary-soft-foreground hover:underline">
          Upstep blog
        </Link>
        <BlogPostView post={post} />
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-posts" className="flex flex-col gap-6 border-t border-border pt-10">
          <h2 id="related-posts" className="text-2xl font-bold tracking-tight text-foreground">
            Related posts
          </h2>
          <PostGrid posts={related} label="Related posts" headingLevel={3} />
        </section>
      ) : null}
    </div>
  );
}
