import "server-only";
import type { Metadata } from "next";
import { env } from "@/lib/env";
import { blogAuthorPath } from "@/lib/blog-routes";
import { RSS_BLOG_PATH } from "@/lib/content-routes";
import { htmlToText } from "@/lib/html-to-text";
import type { BlogPost } from "../types";

/*
 * The blog's <head>: each page's own title, description and canonical URL, Open Graph and Twitter
 * tags, and the blog's RSS channel as the alternate (the shell's default points at /rss). Built whole
 * here, as the job detail page does, because Next replaces openGraph and alternates as whole objects.
 * Post pages add the article tags (published time, authors, tags) and BlogPosting JSON-LD.
 */
const SITE_NAME = "Upstep";
export const BLOG_RSS_TITLE = "Upstep blog";
const DESCRIPTION_MAX = 160;

export function absoluteUrl(path: string): string {
  return new URL(path, env().BASE_URL).toString();
}

const rssAlternate = { "application/rss+xml": [{ url: RSS_BLOG_PATH, title: BLOG_RSS_TITLE }] };

/** A listing page's metadata (feed, tag, author, search). */
export function blogListMetadata(input: { title: string; description: string; path: string; noindex?: boolean; image?: string | null }): Metadata {
  const images = input.image ? [{ url: absoluteUrl(input.image) }] : undefined;
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: input.path, types: rssAlternate },
    openGraph: { siteName: SITE_NAME, type: "website", title: input.title, description: input.description, url: input.path, locale: "en_US", ...(images ? { images } : {}) },
    twitter: { card: images ? "summary_large_image" : "summary", title: input.title, description: input.description, ...(images ? { images: images.map((i) => i.url) } : {}) },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The meta description: the post's SEO description, its excerpt, or the start of its text. */
export function postDescription(post: Pick<BlogPost, "description" | "bodyHtml">): string {
  return (post.description || htmlToText(post.bodyHtml, DESCRIPTION_MAX)).slice(0, 300);
}

export function blogPostMetadata(post: BlogPost): Metadata {
  const title = post.seoTitle || post.title;
  const description = postDescription(post);
  const ogTitle = post.ogTitle || title;
  const ogDescription = post.ogDescription || description;
  const image = post.featureImage ? { url: absoluteUrl(post.featureImage), alt: post.featureImageAlt || post.title, width: 1200, height: 630 } : null;
  return {
    title,
    description,
    ...(post.keywords ? { keywords: post.keywords.split(",").map((k) => k.trim()).filter(Boolean) } : {}),
    authors: post.authors.map((a) => ({ name: a.name, url: blogAuthorPath(a.slug) })),
    alternates: { canonical: post.path, types: rssAlternate },
    openGraph: {
      siteName: SITE_NAME,
      type: "article",
      title: ogTitle,
      description: ogDescription,
      url: post.path,
      locale: "en_US",
      ...(image ? { images: [image] } : {}),
      ...(post.publishedAt ? { publishedTime: post.publishedAt } : {}),
      modifiedTime: post.updatedAt,
      authors: post.authors.map((a) => absoluteUrl(blogAuthorPath(a.slug))),
      tags: post.tags.map((t) => t.name),
      ...(post.primaryTag ? { section: post.primaryTag.name } : {}),
    },
    twitter: { card: image ? "summary_large_image" : "summary", title: ogTitle, description: ogDescription, ...(image ? { images: [image.url] } : {}) },
    ...(post.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** schema.org BlogPosting for the post page (Google's article rich result fields). */
export function blogPostingLd(post: BlogPost): Record<string, unknown> {
  const url = absoluteUrl(post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title.slice(0, 110),
    description: postDescription(post),
    ...(post.featureImage ? { image: [absoluteUrl(post.featureImage)] } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post.updatedAt,
    author: post.authors.map((a) => ({ "@type": "Person", name: a.name, url: absoluteUrl(blogAuthorPath(a.slug)), ...(a.role ? { jobTitle: a.role } : {}) })),
    publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl("/"), logo: { "@type": "ImageObject", url: absoluteUrl("/apple-icon.png") } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    ...(post.primaryTag ? { articleSection: post.primaryTag.name } : {}),
    ...(post.tags.length ? { keywords: post.tags.map((t) => t.name).join(", ") } : {}),
  };
}
