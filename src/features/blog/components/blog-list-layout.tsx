import type { ReactNode } from "react";
import Link from "next/link";
import { PageContainer } from "@/components/ui/page-container";
import { Pagination } from "@/components/ui/pagination";
import { BLOG_FEED_PATH } from "@/lib/blog-routes";
import { BlogSearchForm } from "./blog-search-form";
import { PostGrid } from "./post-card";
import { TagCloud } from "./tag-cloud";
import type { BlogPostPage, BlogTagCount } from "../types";

/*
 * The frame every blog listing shares (feed, tag, author): a header with the page's one h1, the
 * cards two across, the pager (links built by the route's own blog-routes function), and a side
 * column with the search form and the topics with their counts.
 */
export function BlogListLayout({
  header,
  list,
  hrefOf,
  listLabel,
  tags,
  currentTag,
  empty,
  breadcrumb = true,
}: {
  header: ReactNode;
  list: BlogPostPage;
  hrefOf: (page: number) => string;
  listLabel: string;
  tags: BlogTagCount[];
  currentTag?: string;
  empty: ReactNode;
  breadcrumb?: boolean;
}) {
  return (
    <PageContainer>
      <div className="flex flex-col gap-8">
        <header className="flex flex-col gap-3">
          {breadcrumb ? (
            <Link href={BLOG_FEED_PATH} className="w-fit text-sm font-medium text-primary-soft-foreground hover:underline">
              Upstep blog
            </Link>
          ) : null}
          {header}
        </header>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="flex min-w-0 flex-col gap-8">
            {list.posts.length > 0 ? <PostGrid posts={list.posts} label={listLabel} columns={2} /> : empty}
            <Pagination page={list.page} pageCount={list.pageCount} hrefOf={hrefOf} label={`${listLabel}: pages`} />
          </div>
          <aside aria-label="Search and topics" className="flex min-w-0 flex-col gap-8">
            <BlogSearchForm id="blog-side-search" />
            <TagCloud tags={tags} current={currentTag} />
          </aside>
        </div>
      </div>
    </PageContainer>
  );
}

/** "Page 2 of 3" after a listing's title when past the first page (titles stay unique per URL). */
export function pageSuffix(list: Pick<BlogPostPage, "page" | "pageCount">): string {
  return list.page > 1 ? `, page ${list.page} of ${list.pageCount}` : "";
}
