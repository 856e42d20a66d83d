import "server-only";
import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Search } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { BLOG_FEED_PATH, BLOG_SEARCH_PATH } from "@/lib/blog-routes";
import { listBlogTagCounts, searchBlogPosts } from "../../server/queries";
import { BlogSearchForm } from "../blog-search-form";
import { blogListMetadata } from "../blog-seo";
import { PostGrid } from "../post-card";
import { TagCloud } from "../tag-cloud";

/*
 * /blog-feed/search?q=: full-text search of published posts (websearch syntax: "a phrase", -word,
 * or). No query: the form and the popular topics. No match: what to try next. Results pages are
 * not indexed (the posts themselves are).
 */
const POPULAR_TAGS = 12;

/** The q parameter as one string ("" when missing; the first when repeated). */
export function searchQueryOf(q: string | string[] | undefined): string {
  return (Array.isArray(q) ? (q[0] ?? "") : (q ?? "")).trim().slice(0, 200);
}

export function blogSearchMetadata(query: string): Metadata {
  return blogListMetadata({
    title: query ? `“${query}”: blog search` : "Search the Upstep blog",
    description: "Search Upstep's career advice: resumes, interviews, pay, changing careers, remote work and hiring.",
    path: BLOG_SEARCH_PATH,
    noindex: true,
  });
}

export async function BlogSearchPage({ query }: { query: string }) {
  const db = getDb();
  const [results, tags] = await Promise.all([searchBlogPosts(db, query), listBlogTagCounts(db)]);
  const popular = tags.slice(0, POPULAR_TAGS);
  return (
    <PageContainer>
      <div className="flex flex-col gap-8">
        <header className="flex flex-col gap-4">
          <Link href={BLOG_FEED_PATH} className="w-fit text-sm font-medium text-primary-soft-foreground hover:underline">
            Upstep blog
          </Link>
          <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">Search the blog</h1>
          <BlogSearchForm query={query} />
          <p className="text-sm text-muted-foreground">Tip: put a phrase in quotes (&quot;cover letter&quot;) and leave a word out with a minus (interview -remote).</p>
        </header>
        {!query ? (
          <TagCloud tags={popular} title="Popular topics" />
        ) : results.total === 0 ? (
          <div className="flex flex-col gap-8">
            <EmptyState
              icon={<Search />}
              title={`No posts match “${query}”`}
              action={
                <Link href={BLOG_FEED_PATH} className={buttonClasses("primary", "md")}>
                  Read the newest posts
                </Link>
              }
            >
              Check the spelling, use fewer or more general words (&quot;salary&quot; rather than &quot;salary negotiation email template&quot;), or browse a topic below.
            </EmptyState>
            <TagCloud tags={popular} title="Popular topics" />
          </div>
        ) : (
          <section aria-labelledby="blog-results" className="flex flex-col gap-6">
            <h2 id="blog-results" className="text-lg font-semibold text-foreground" aria-live="polite">
              {results.total} {results.total === 1 ? "post matches" : "posts match"} “{query}”
              {results.total > results.posts.length ? <span className="font-normal text-muted-foreground">, the best {results.posts.length} shown</span> : null}
            </h2>
            <PostGrid posts={results.posts} label="Search results" headingLevel={3} />
          </section>
        )}
      </div>
    </PageContainer>
  );
}
