import "server-only";
import { cache } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { getDb } from "@/db/client";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FileText } from "@/components/ui/icons";
import { BLOG_FEED_PATH, blogTagPath, parseBlogPage } from "@/lib/blog-routes";
import { findBlogTag, listBlogPosts, listBlogTagCounts } from "../../server/queries";
import { BlogListLayout, pageSuffix } from "../blog-list-layout";
import { blogListMetadata } from "../blog-seo";

/*
 * /blog/tag/{tag}[/{page}]: one tag's published posts, newest first. Unknown tag 404; a tag's old
 * slug (content_redirects, kind "tag") redirects 308 to its current one; the page rule is the feed's.
 */
const loadTag = cache(async (slug: string, segment: string | undefined) => {
  const { page, canonical } = parseBlogPage(segment);
  const db = getDb();
  const lookup = await findBlogTag(db, slug);
  if (!lookup) notFound();
  if ("redirectTo" in lookup) permanentRedirect(blogTagPath(lookup.redirectTo, page));
  const tag = lookup.found;
  if (!canonical) permanentRedirect(blogTagPath(tag.slug));
  const [list, tags] = await Promise.all([listBlogPosts(db, { page, tagId: tag.id }), listBlogTagCounts(db)]);
  if (page > list.pageCount) notFound();
  return { tag, list, tags };
});

export async function blogTagMetadata(slug: string, segment?: string): Promise<Metadata> {
  const { tag, list } = await loadTag(slug, segment);
  return blogListMetadata({
    title: `${tag.name}: career advice${pageSuffix(list)}`,
    description: tag.description || `Upstep blog posts about ${tag.name.toLowerCase()}.`,
    path: blogTagPath(tag.slug, list.page),
  });
}

export async function BlogTagPage({ slug, segment }: { slug: string; segment?: string }) {
  const { tag, list, tags } = await loadTag(slug, segment);
  return (
    <BlogListLayout
      header={
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">{tag.name}</h1>
          {tag.description ? <p className="max-w-3xl text-lg text-muted-foreground">{tag.description}</p> : null}
          <p className="text-sm text-muted-foreground">
            {list.total} {list.total === 1 ? "post" : "posts"}
            {list.page > 1 ? ` · page ${list.page} of ${list.pageCount}` : ""}
          </p>
        </>
      }
      list={list}
      hrefOf={(p) => blogTagPath(tag.slug, p)}
      listLabel={`Posts tagged ${tag.name}`}
      tags={tags}
      currentTag={tag.slug}
      empty={
        <EmptyState
          icon={<FileText />}
          title={`No posts about ${tag.name.toLowerCase()} yet`}
          action={
            <Link href={BLOG_FEED_PATH} className={buttonClasses("primary", "md")}>
              Read the newest posts
            </Link>
          }
        >
          Nothing is filed under this topic right now. The newest posts cover resumes, interviews, pay and more.
        </EmptyState>
      }
    />
  );
}
