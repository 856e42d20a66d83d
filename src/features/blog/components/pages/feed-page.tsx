import "server-only";
import { cache } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { getDb } from "@/db/client";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FileText } from "@/components/ui/icons";
import { blogFeedPath, parseBlogPage } from "@/lib/blog-routes";
import { listBlogPosts, listBlogTagCounts } from "../../server/queries";
import { BlogListLayout, pageSuffix } from "../blog-list-layout";
import { blogListMetadata } from "../blog-seo";

/*
 * /blog-feed[/{page}]: the newest published posts, 12 a page, with the topics and their counts. A
 * page segment that is not a number or is <= 1 redirects (308) to /blog-feed; a page past the end
 * is 404.
 */
const FEED_TITLE = "Upstep blog";
const FEED_DESCRIPTION = "Career advice from Upstep's coaches and hiring experts: resumes, interviews, pay, changing careers, remote work and hiring.";

const loadFeed = cache(async (segment: string | undefined) => {
  const { page, canonical } = parseBlogPage(segment);
  if (!canonical) permanentRedirect(blogFeedPath());
  const db = getDb();
  const [list, tags] = await Promise.all([listBlogPosts(db, { page }), listBlogTagCounts(db)]);
  if (page > list.pageCount) notFound();
  return { list, tags };
});

export async function blogFeedMetadata(segment?: string): Promise<Metadata> {
  const { list } = await loadFeed(segment);
  return blogListMetadata({ title: `${FEED_TITLE}: career advice${pageSuffix(list)}`, description: FEED_DESCRIPTION, path: blogFeedPath(list.page) });
}

export async function BlogFeedPage({ segment }: { segment?: string }) {
  const { list, tags } = await loadFeed(segment);
  return (
    <BlogListLayout
      breadcrumb={false}
      header={
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">{FEED_TITLE}</h1>
          <p className="max-w-3xl text-lg text-muted-foreground">{FEED_DESCRIPTION}</p>
          {list.page > 1 ? <p className="text-sm text-muted-foreground">Page {list.page} of {list.pageCount}</p> : null}
        </>
      }
      list={list}
      hrefOf={blogFeedPath}
      listLabel="Newest posts"
      tags={tags}
      empty={
        <EmptyState
          icon={<FileText />}
          title="No posts yet"
          action={
            <Link href="/jobs" className={buttonClasses("primary", "md")}>
              Search jobs
            </Link>
          }
        >
          Our career coaches have not published anything yet. New posts appear here as soon as they do.
        </EmptyState>
      }
    />
  );
}
