import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FileText, Sparkles } from "@/components/ui/icons";
import { BLOG_FEED_PATH, blogTagPath } from "@/lib/blog-routes";
import type { BlogInterest } from "../interests";
import type { BlogPostCard } from "../types";
import { PostGrid } from "./post-card";

/*
 * The dashboard's blog section (decision 047): what we picked and why ("Picked for your interests:
 * Remote work, Job search", each reason from the profile), the posts, and the way to the whole blog.
 * With nothing to go on it says so, leads to the preferences, and shows the newest posts.
 */
export function DashboardBlogPicks({ interests, posts, preferencesHref }: { interests: BlogInterest[]; posts: BlogPostCard[]; preferencesHref: string }) {
  if (posts.length === 0) {
    return (
      <EmptyState
        icon={<FileText />}
        title="No articles yet"
        action={
          <Link href="/jobs" className={buttonClasses("primary", "md")}>
            Search jobs
          </Link>
        }
      >
        Our career coaches have not published anything yet. New articles appear here as soon as they do.
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 rounded-card border border-border bg-primary-soft/40 p-4 text-sm">
        {interests.length > 0 ? (
          <>
            <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 font-medium text-foreground">
              <Sparkles aria-hidden="true" className="size-4 text-primary-soft-foreground" />
              Picked for your interests:{" "}
              {interests.map((i, n) => (
                <span key={i.tag.id}>
                  <Link href={blogTagPath(i.tag.slug)} className="font-semibold text-primary-soft-foreground hover:underline">
                    {i.tag.name}
                  </Link>
                  {n < interests.length - 1 ? "," : "."}
                </span>
              ))}
            </p>
            <ul className="list-disc pl-5 text-muted-foreground">
              {interests.map((i) => (
                <li key={i.tag.id}>
                  {i.tag.name}: {i.because}
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground">Posts on these topics come first, then the newest.</p>
          </>
        ) : (
          <p className="text-muted-foreground">
            These are the newest posts. Tell us the work you want in your{" "}
            <Link href={preferencesHref} className="font-semibold text-primary-soft-foreground hover:underline">
              employment preferences
            </Link>{" "}
            and we will pick posts for your interests.
          </p>
        )}
      </div>
      <PostGrid posts={posts} label="Articles for you" />
      <Link href={BLOG_FEED_PATH} className={buttonClasses("outline", "md", "w-fit")}>
        All posts on the Upstep blog
      </Link>
    </div>
  );
}
