import Link from "next/link";
import { AuthorLinks, DateAndReadingTime, PrimaryTagLink } from "./post-meta";
import type { BlogPostCard } from "../types";

/*
 * One post in a list (feed, tag, author, search, related posts, dashboard): feature image, primary
 * tag, the title as the link, excerpt, authors, date and reading time. headingLevel keeps the page's
 * outline (h2 under the page's h1, h3 under a section's h2).
 */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPostCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full min-w-0 flex-col overflow-hidden rounded-card border border-border bg-card shadow-sm">
      {post.featureImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- same-site paths and stored uploads, served with their own cache headers
        <img src={post.featureImage} alt={post.featureImageAlt} width={1200} height={630} loading="lazy" decoding="async" className="aspect-[1200/630] w-full bg-muted object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {post.primaryTag ? <PrimaryTagLink tag={post.primaryTag} className="text-xs" /> : null}
        <Heading className="text-lg leading-snug font-bold tracking-tight text-foreground">
          <Link href={post.path} className="hover:text-primary-hover hover:underline">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p> : null}
        <p className="mt-auto flex flex-col gap-1 pt-2 text-sm text-muted-foreground">
          <AuthorLinks authors={post.authors} />
          <DateAndReadingTime publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
        </p>
      </div>
    </article>
  );
}

/** Cards in a responsive grid, as a list. */
export function PostGrid({ posts, label, headingLevel = 2, columns = 3 }: { posts: BlogPostCard[]; label: string; headingLevel?: 2 | 3; columns?: 2 | 3 }) {
  return (
    <ul aria-label={label} className={columns === 3 ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "grid gap-6 sm:grid-cols-2"}>
      {posts.map((p) => (
        <li key={p.id} className="min-w-0">
          <PostCard post={p} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
