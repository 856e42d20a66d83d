/* URL helpers of the content service (kept apart from lib/routes.ts, which other areas own). */
export const ADMIN_CONTENT_PATH = "/admin/content";

export function adminContentCollectionApiPath(key: string): string {
  return `/admin/content/collections/${encodeURIComponent(key)}`;
}

/*
 * Issue 18: the editor's pages, one per kind, and the public routes it publishes to.
 * /admin/content is the overview; /admin/content/{kind} lists; /admin/content/{kind}/new and
 * /admin/content/{kind}/{id} edit (navigation, footer and banner are single editors, no ids).
 */
export const CONTENT_EDITOR_KINDS = ["navigation", "footer", "banner", "pages", "posts", "authors", "tags", "campaigns", "files"] as const;
export type ContentEditorKind = (typeof CONTENT_EDITOR_KINDS)[number];

export function adminContentKindPath(kind: ContentEditorKind): string {
  return `${ADMIN_CONTENT_PATH}/${kind}`;
}

export function adminContentItemPath(kind: ContentEditorKind, id: string | "new"): string {
  return `${ADMIN_CONTENT_PATH}/${kind}/${encodeURIComponent(id)}`;
}

/** Campaign pages: /campaign/{id}, where id is the campaign page's slug (spec 2.7 "Public"). */
export function campaignPath(id: string): string {
  return `/campaign/${encodeURIComponent(id)}`;
}

/** Gated downloads: /file-download/{id}, where id is the file's slug (spec 2.7 "Public"). */
export function fileDownloadPath(id: string): string {
  return `/file-download/${encodeURIComponent(id)}`;
}

/** The getting-hired landing page (flag getting-hired-landing; the route is ours: decision 048). */
export const GETTING_HIRED_PATH = "/getting-hired";

/** Page types of content_pages beyond "static" (static-pages.ts). */
export const CAMPAIGN_PAGE_TYPE = "campaign";
export const LANDING_PAGE_TYPE = "landing";

/** RSS channels: everything, jobs only, posts only (issue 18 part 2). */
export const RSS_ALL_PATH = "/rss";
export const RSS_JOBS_PATH = "/rss/jobs";
export const RSS_BLOG_PATH = "/rss/blog";
