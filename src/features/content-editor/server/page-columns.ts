import "server-only";
import type { SeoFieldsInput } from "../schemas";
import { formatNoteTime } from "./editor-input";
import type { PublishingColumns } from "./publishing";

/* What the page and campaign saves share: their answer, the revision note and the SEO columns. */
export type SavedPage = { id: string; pageType: string; slug: string; status: PublishingColumns["status"]; updatedAt: string };

/** The revision note of a save: what the publishing state became. */
export function publishingNote(cols: PublishingColumns): string {
  if (cols.status === "scheduled" && cols.publishAt) return `Scheduled for ${formatNoteTime(cols.publishAt)}`;
  return { draft: "Saved draft", scheduled: "Scheduled", published: "Published", unpublished: "Unpublished" }[cols.status];
}

/** The stored values the page columns take from the editor's SEO fields (keywords, author and og:type stay as they are). */
export function seoColumns(seo: Required<SeoFieldsInput>) {
  return {
    description: seo.description,
    seoTitle: seo.seoTitle || null,
    ogTitle: seo.ogTitle || null,
    ogDescription: seo.ogDescription || null,
    ogImage: seo.ogImage || null,
    noindex: seo.noindex,
  };
}

