import { fileDownloadPath } from "@/lib/content-routes";

/** The file itself: /file-download/{id}/file, with the lead's short-lived token when the file is gated. */
export function fileDownloadFilePath(slug: string, token?: string): string {
  return `${fileDownloadPath(slug)}/file${token ? `?token=${encodeURIComponent(token)}` : ""}`;
}

/** POST here: a lead for a gated file, answered with its download link. */
export function fileLeadsApiPath(slug: string): string {
  return `/content/files/${encodeURIComponent(slug)}/leads`;
}
