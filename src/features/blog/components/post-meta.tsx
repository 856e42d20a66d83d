import Link from "next/link";
import { blogAuthorPath, blogTagPath } from "@/lib/blog-routes";
import { cn } from "@/lib/cn";
import type { BlogAuthorRef, BlogTagRef } from "../types";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "March 4, 2026" (UTC, so the server's and any reader's day agree). */
export function formatBlogDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** The post's primary tag as a small link (above a title). */
export function PrimaryTagLink({ tag, className }: { tag: BlogTagRef; className?: string }) {
  return (
    <Link href={blogTagPath(tag.slug)} className={cn("w-fit text-sm font-semibold tracking-wide text-primary-soft-foreground uppercase hover:underline", className)}>
      {tag.name}
    </Link>
  );
}

/** "By Ada Lovelace and Grace Hopper", each name linking to the author's page, in byline order. */
export function AuthorLinks({ authors }: { authors: BlogAuthorRef[] }) {
  if (authors.length === 0) return null;
  return (
    <span>
      By{" "}
      {authors.map((a, i) => (
        <span key={a.slug}>
          {i > 0 ? (i === authors.length - 1 ? " and " : ", ") : null}
          <Link href={blogAuthorPath(a.slug)} className="font-medium text-foreground hover:underline">
            {a.name}
          </Link>
        </span>
      ))}
    </span>
  );
}

/** Date and reading time: "March 4, 2026 · 5 min read". */
export function DateAndReadingTime({ publishedAt, readingMinutes }: { publishedAt: string | null; readingMinutes: number }) {
  return (
    <span>
      {publishedAt ? (
        <>
          <time dateTime={publishedAt}>{formatBlogDate(publishedAt)}</time>
          <span aria-hidden="true"> · </span>
        </>
      ) : null}
      {readingMinutes} min read
    </span>
  );
}
