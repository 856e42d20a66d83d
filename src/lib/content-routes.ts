/* URL helpers of the content service (kept apart from lib/routes.ts, which other areas own). */
export const ADMIN_CONTENT_PATH = "/admin/content";

export function adminContentCollectionApiPath(key: string): string {
  return `/admin/content/collections/${encodeURIComponent(key)}`;
}
