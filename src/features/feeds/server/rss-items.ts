import "server-only";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentAuthors, contentPostAuthors, contentPosts, contentPostTags, contentTags } from "@/db/schema";
import { listRecentOpenJobs } from "@/features/jobs/server/queries";
import { blogPostPath } from "@/lib/blog-routes";
import { htmlToText } from "@/lib/html-to-text";
import { jobDetailPath } from "@/lib/job-routes";
import { fileUrl, parseFileKey } from "@/lib/uploads/storage";

/* The items of the RSS channels (rss.ts): open jobs, and published blog posts with authors and tags. */
export type RssItem = {
  title: string;
  /** Absolute URL. */
  link: string;
  guid: { value: string; permaLink: boolean };
  date: Date;
  description: string;
  creators: string[];
  categories: string[];
  /** An absolute image URL (media:content). */
  image?: string;
};

type Abs = (path: string) => string;

export async function jobItems(db: Db, limit: number, abs: Abs): Promise<RssItem[]> {
  const jobs = await listRecentOpenJobs(db, limit);
  return jobs.map((job) => {
    const link = abs(jobDetailPath(job.id));
    const where = job.remote && job.locationName !== "Remote" ? [job.locationName, "Remote"].filter(Boolean).join(" or ") : job.locationName;
    return {
      title: `${job.title} at ${job.companyName}${where ? ` (${where})` : ""}`,
      link,
      guid: { value: link, permaLink: true },
      date: job.postedAt,
      description: htmlToText(job.descriptionHtml, 500),
      creators: [],
      categories: [],
    };
  });
}

/** A post's feature image as an absolute URL: a stored upload's key, a same-site path or https. */
function imageUrl(value: string | null, abs: Abs): string | undefined {
  if (!value) return undefined;
  if (parseFileKey(value)) return abs(fileUrl(value));
  if (value.startsWith("/") && !value.startsWith("//")) return abs(value);
  return /^https:\/\//i.test(value) ? value : undefined;
}

/**
 * The newest published posts (status published: drafts, scheduled and unpublished posts never
 * appear; a scheduled post does once the queue has flipped it), newest first by publish date.
 * Read from the database each time, never from the content cache.
 */
export async function postItems(db: Db, limit: number, abs: Abs): Promise<RssItem[]> {
  const when = sql`coalesce(${contentPosts.publishedAt}, ${contentPosts.createdAt})`;
  const posts = await db
    .select({
      id: contentPosts.id,
      slug: contentPosts.slug,
      title: contentPosts.title,
      excerpt: contentPosts.excerpt,
      bodyHtml: contentPosts.bodyHtml,
      featureImage: contentPosts.featureImage,
      publishedAt: contentPosts.publishedAt,
      createdAt: contentPosts.createdAt,
      leadAuthor: contentAuthors.name,
    })
    .from(contentPosts)
    .leftJoin(contentAuthors, eq(contentAuthors.id, contentPosts.authorId))
    .where(eq(contentPosts.published, true))
    .orderBy(desc(when), asc(contentPosts.id))
    .limit(limit);
  if (!posts.length) return [];
  const ids = posts.map((p) => p.id);
  const authors = await db
    .select({ postId: contentPostAuthors.postId, name: contentAuthors.name })
    .from(contentPostAuthors)
    .innerJoin(contentAuthors, eq(contentAuthors.id, contentPostAuthors.authorId))
    .where(inArray(contentPostAuthors.postId, ids))
    .orderBy(asc(contentPostAuthors.position));
  const tags = await db
    .select({ postId: contentPostTags.postId, name: contentTags.name })
    .from(contentPostTags)
    .innerJoin(contentTags, eq(contentTags.id, contentPostTags.tagId))
    .where(inArray(contentPostTags.postId, ids))
    .orderBy(asc(contentTags.name));
  return posts.map((p) => {
    const byline = authors.filter((a) => a.postId === p.id).map((a) => a.name);
    return {
      title: p.title,
      link: abs(blogPostPath(p.slug, p.id)),
      // The id, not the link: the link changes when the post's title words do, the item does not.
      guid: { value: `urn:uuid:${p.id}`, permaLink: false },
      date: p.publishedAt ?? p.createdAt,
      description: p.excerpt.trim() || htmlToText(p.bodyHtml, 300),
      creators: byline.length ? byline : p.leadAuthor ? [p.leadAuthor] : [],
      categories: tags.filter((t) => t.postId === p.id).map((t) => t.name),
      image: imageUrl(p.featureImage, abs),
    };
  });
}
