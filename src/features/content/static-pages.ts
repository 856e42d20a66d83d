/** The public pages of the route table rendered from the content store (page_type "static"). */
export const STATIC_PAGE_TYPE = "static";

export const STATIC_PAGE_SLUGS = [
  "about",
  "contact",
  "faq",
  "privacy",
  "terms-of-service",
  "impact",
  "mobile-app",
  "employers",
  "candidates",
  "cookie-notice",
  "ca-notices-at-collection",
  "accessibility",
] as const;

export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export function staticPagePath(slug: StaticPageSlug): string {
  return `/${slug}`;
}
