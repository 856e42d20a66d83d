import type { Metadata } from "next";
import { RSS_PATH } from "./shell-routes";

/*
 * Spec 1 "Page shell behaviour": default title, description, keywords and social-sharing tags, which
 * each page may override (title, description, author, ogtitle, ogdescription, ogimage, ogtype,
 * keywords), plus an RSS link and a canonical link.
 *
 * The root layout sets `metadataBase` to BASE_URL, so the canonical and og:url below are resolved
 * against it. Next replaces `openGraph`, `twitter` and `alternates` as whole objects when a page sets
 * them, so a page must build its metadata with pageMetadata() (which repeats the defaults) rather
 * than writing those keys by hand.
 */
export const SITE_NAME = "Upstep";
export const DEFAULT_TITLE = "Upstep: jobs, learning and events for your next step";
export const TITLE_TEMPLATE = "%s | Upstep";
export const DEFAULT_DESCRIPTION =
  "Upstep connects job seekers with jobs, courses and events, and helps employers find and hire skilled talent.";
export const DEFAULT_KEYWORDS = ["jobs", "careers", "job search", "hiring", "courses", "career events", "interview prep", "resume builder"];
export const RSS_TITLE = "Upstep blog";

export type PageMetadataInput = {
  title?: string;
  description?: string;
  author?: string;
  ogtitle?: string;
  ogdescription?: string;
  /** Absolute URL, or a path resolved against BASE_URL. */
  ogimage?: string;
  ogtype?: "website" | "article" | "profile";
  keywords?: string[] | string;
  /**
   * The page's path for the canonical link (e.g. "/about"); leave it out to use the requested path
   * ("./" is resolved by Next against the current pathname, without the query string).
   */
  path?: string;
};

function keywordList(k: string[] | string | undefined): string[] {
  if (k === undefined) return DEFAULT_KEYWORDS;
  return (Array.isArray(k) ? k : k.split(",")).map((s) => s.trim()).filter(Boolean);
}

export function pageMetadata(input: PageMetadataInput = {}): Metadata {
  const description = input.description ?? DEFAULT_DESCRIPTION;
  const ogTitle = input.ogtitle ?? input.title ?? DEFAULT_TITLE;
  const ogDescription = input.ogdescription ?? description;
  const canonical = input.path ?? "./";
  const images = input.ogimage ? [{ url: input.ogimage }] : undefined;
  return {
    ...(input.title ? { title: input.title } : {}),
    description,
    keywords: keywordList(input.keywords),
    ...(input.author ? { authors: [{ name: input.author }] } : {}),
    alternates: {
      canonical,
      types: { "application/rss+xml": [{ url: RSS_PATH, title: RSS_TITLE }] },
    },
    openGraph: {
      siteName: SITE_NAME,
      type: input.ogtype ?? "website",
      title: ogTitle,
      description: ogDescription,
      url: canonical,
      locale: "en_US",
      ...(images ? { images } : {}),
    },
    twitter: {
      card: images ? "summary_large_image" : "summary",
      title: ogTitle,
      description: ogDescription,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  };
}

/** The root layout's metadata: the defaults above, the title template and the base for URLs. */
export function rootMetadata(baseUrl: string): Metadata {
  return {
    ...pageMetadata(),
    metadataBase: new URL(baseUrl),
    title: { default: DEFAULT_TITLE, template: TITLE_TEMPLATE },
    applicationName: SITE_NAME,
  };
}
