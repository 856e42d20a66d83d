import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ContentHtml } from "@/features/content/components/content-html";
import { demoteHeadings } from "../demote-headings";

/** The parts of a content-store post (features/content getPost) this card shows. */
export type DashboardPost = {
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  body: string;
  author: { name: string } | null;
  category: { name: string } | null;
  tags: { slug: string; name: string }[];
  published: string | null;
};

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** One blog post: title, byline, excerpt and tags, with the article itself behind "Read the article". */
export function DashboardBlogPost({ post }: { post: DashboardPost }) {
  const id = `post-${post.slug}`;
  return (
    <Card padded={false} className="flex flex-col gap-3 p-5 sm:p-6" role="article" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {post.title}
      </h2>
      <p className="text-sm text-muted-foreground">
        {[post.author?.name, post.published ? DATE.format(new Date(post.published)) : null, post.category?.name].filter(Boolean).join(" · ")}
      </p>
      <p>{post.excerpt}</p>
      {post.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((t) => (
            <li key={t.slug}>
              <Badge>{t.name}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <details className="group">
        <summary className="w-fit cursor-pointer font-semibold text-primary-soft-foreground">Read the article</summary>
        <div className="mt-4">
          <ContentHtml html={demoteHeadings(post.body)} />
        </div>
      </details>
    </Card>
  );
}
