import Link from "next/link";
import { ContentHtml } from "@/features/content/components/content-html";
import { blogTagPath } from "@/lib/blog-routes";
import { AuthorAvatar } from "./author-avatar";
import { AuthorLinks, DateAndReadingTime, PrimaryTagLink } from "./post-meta";
import type { BlogPostViewData } from "../types";

/*
 * A post as its public page shows it: primary tag, the title as the page's one h1, the byline (each
 * author linked), date and reading time, the feature image with its alt text, the body and the tags.
 * Takes a plain object so the content editor previews an unsaved draft with the real page's look;
 * the body must already be sanitised (the page passes sanitizeRichHtml's output).
 */
export function BlogPostView({ post }: { post: BlogPostViewData }) {
  return (
    <article className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-3">
        {post.primaryTag ? <PrimaryTagLink tag={post.primaryTag} /> : null}
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-foreground sm:text-4xl">{post.title}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          {post.authors.length > 0 ? (
            <span className="flex items-center gap-2">
              <span className="flex -space-x-2">
                {post.authors.map((a) => (
                  <AuthorAvatar key={a.slug} author={a} className="size-8 ring-2 ring-card" />
                ))}
              </span>
              <AuthorLinks authors={post.authors} />
            </span>
          ) : null}
          <DateAndReadingTime publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
        </div>
      </header>
      {post.featureImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- same-site paths and stored uploads, served with their own cache headers
        <img
          src={post.featureImage}
          alt={post.featureImageAlt}
          width={1200}
          height={630}
          className="aspect-[1200/630] w-full rounded-card border border-border bg-muted object-cover"
          fetchPriority="high"
        />
      ) : null}
      <div className="min-w-0 break-words">
        <ContentHtml html={post.bodyHtml} />
      </div>
      {post.tags.length > 0 ? (
        <footer className="border-t border-border pt-6">
          <h2 className="sr-only">Tags</h2>
          <ul className="flex flex-wrap gap-2">
            {post.tags.map((t) => (
              <li key={t.slug}>
                <Link
                  href={blogTagPath(t.slug)}
                  className="inline-flex items-center rounded-full border border-input px-3 py-1 text-sm font-medium text-foreground hover:border-primary hover:bg-primary-soft"
                >
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
    </article>
  );
}
