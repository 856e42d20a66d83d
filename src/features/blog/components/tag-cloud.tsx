import Link from "next/link";
import { blogTagPath } from "@/lib/blog-routes";
import { cn } from "@/lib/cn";
import type { BlogTagCount } from "../types";

/** Tags with their number of posts, each linking to its tag page; the current tag is marked. */
export function TagCloud({ tags, current, title = "Topics", className }: { tags: BlogTagCount[]; current?: string; title?: string; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-labelledby="blog-topics" className={cn("flex flex-col gap-3", className)}>
      <h2 id="blog-topics" className="text-base font-semibold text-foreground">
        {title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((t) => (
          <li key={t.slug}>
            <Link
              href={blogTagPath(t.slug)}
              aria-current={t.slug === current ? "page" : undefined}
              className={cn(
                "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium",
                t.slug === current ? "border-primary bg-primary text-primary-foreground" : "border-input text-foreground hover:border-primary hover:bg-primary-soft",
              )}
            >
              {t.name}
              <span className={t.slug === current ? "" : "text-muted-foreground"}>
                <span className="sr-only">, </span>
                {t.count}
                <span className="sr-only"> {t.count === 1 ? "post" : "posts"}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
