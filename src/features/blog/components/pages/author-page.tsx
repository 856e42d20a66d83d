import "server-only";
import { cache } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { getDb } from "@/db/client";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FileText } from "@/components/ui/icons";
import { BLOG_FEED_PATH, blogAuthorPath, parseBlogPage } from "@/lib/blog-routes";
import { findBlogAuthor, listBlogPosts, listBlogTagCounts } from "../../server/queries";
import { AuthorAvatar } from "../author-avatar";
import { BlogListLayout, pageSuffix } from "../blog-list-layout";
import { blogListMetadata } from "../blog-seo";

/*
 * /blog/author/{author}[/{page}]: who the author is (name, role, bio, picture) and their published
 * posts, lead or co-author, newest first. Unknown author 404; an old slug (content_redirects, kind
 * "author") redirects 308; the page rule is the feed's.
 */
const loadAuthor = cache(async (slug: string, segment: string | undefined) => {
  const { page, canonical } = parseBlogPage(segment);
  const db = getDb();
  const lookup = await findBlogAuthor(db, slug);
  if (!lookup) notFound();
  if ("redirectTo" in lookup) permanentRedirect(blogAuthorPath(lookup.redirectTo, page));
  const author = lookup.found;
  if (!canonical) permanentRedirect(blogAuthorPath(author.slug));
  const [list, tags] = await Promise.all([listBlogPosts(db, { page, authorId: author.id }), listBlogTagCounts(db)]);
  if (page > list.pageCount) notFound();
  return { author, list, tags };
});

export async function blogAuthorMetadata(slug: string, segment?: string): Promise<Metadata> {
  const { author, list } = await loadAuthor(slug, segment);
  const about = author.bio || `${author.name}${author.role ? `, ${author.role}` : ""}, writes for the Upstep blog.`;
  return blogListMetadata({
    title: `${author.name}, Upstep blog author${pageSuffix(list)}`,
    description: about.length > 300 ? `${about.slice(0, 297)}...` : about,
    path: blogAuthorPath(author.slug, list.page),
    image: author.avatarUrl,
  });
}

export async function BlogAuthorPage({ slug, segment }: { slug: string; segment?: string }) {
  const { author, list, tags } = await loadAuthor(slug, segment);
  return (
    <BlogListLayout
      header={
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <AuthorAvatar author={author} className="size-20 text-2xl" />
          <div className="flex min-w-0 flex-col gap-2">
            <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">{author.name}</h1>
            {author.role ? <p className="font-medium text-foreground">{author.role}</p> : null}
            {author.bio ? <p className="max-w-3xl text-muted-foreground">{author.bio}</p> : null}
            <p className="text-sm text-muted-foreground">
              {list.total} {list.total === 1 ? "post" : "posts"}
              {list.page > 1 ? ` · page ${list.page} of ${list.pageCount}` : ""}
            </p>
          </div>
        </div>
      }
      list={list}
      hrefOf={(p) => blogAuthorPath(author.slug, p)}
      listLabel={`Posts by ${author.name}`}
      tags={tags}
      empty={
        <EmptyState
          icon={<FileText />}
          title={`${author.name} has no published posts yet`}
          action={
            <Link href={BLOG_FEED_PATH} className={buttonClasses("primary", "md")}>
              Read the newest posts
            </Link>
          }
        />
      }
    />
  );
}
