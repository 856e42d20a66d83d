import { z } from "zod";
import { CONTENT_STATUSES } from "@/db/schema/content";
import { text } from "@/lib/text-schema";

/*
 * The content editor's inputs (issue 18 part 4): one schema per form, shared by the form and the
 * save use case. Messages are the editor's own, kept here so tests assert the same text.
 */
export const EDITOR_MESSAGES = {
  titleRequired: "Enter a title.",
  titleTooLong: "Keep the title to 200 characters or fewer.",
  slugInvalid: "Use lower-case letters, digits and hyphens only (for example how-to-ask-for-a-raise).",
  slugTooLong: "Keep the slug to 80 characters or fewer.",
  slugTaken: "Another post already uses this slug. Choose a different one.",
  authorSlugTaken: "Another author already uses this slug. Choose a different one.",
  tagSlugTaken: "Another tag already uses this slug. Choose a different one.",
  excerptTooLong: "Keep the excerpt to 500 characters or fewer.",
  bodyTooLong: "The body is too long: at most 200,000 characters of HTML.",
  featureImageAltRequired: "Describe the feature image for people who cannot see it.",
  primaryTagNotInTags: "The primary tag must be one of the post's tags.",
  unknownAuthor: "Choose authors from the list.",
  unknownTag: "Choose tags from the list.",
  seoTitleTooLong: "Keep the SEO title to 70 characters or fewer.",
  descriptionTooLong: "Keep the meta description to 160 characters or fewer.",
  ogTitleTooLong: "Keep the Open Graph title to 100 characters or fewer.",
  ogDescriptionTooLong: "Keep the Open Graph description to 300 characters or fewer.",
  imageAddress: "Use an uploaded image or an https:// address.",
  nameRequired: "Enter a name.",
  nameTooLong: "Keep the name to 120 characters or fewer.",
  roleTooLong: "Keep the role to 160 characters or fewer.",
  bioTooLong: "Keep the bio to 2,000 characters or fewer.",
  descriptionTextTooLong: "Keep the description to 1,000 characters or fewer.",
  postNotFound: "This post does not exist (it may have been deleted).",
  authorNotFound: "This author does not exist (it may have been deleted).",
  tagNotFound: "This tag does not exist (it may have been deleted).",
  deleteOnlyDrafts: "Only drafts can be deleted. Unpublish the post instead.",
  authorInUse: (n: number) => `This author is on ${n} ${n === 1 ? "post" : "posts"}. Remove them from those posts before deleting.`,
  tagInUse: (n: number) => `This tag is on ${n} ${n === 1 ? "post" : "posts"}. Remove it from those posts before deleting.`,
  revisionNotFound: "This version no longer exists.",
  revisionNotRestorable: "This entry records a scheduled change; it has no content to restore.",
  imageNoFile: "Choose an image to upload.",
  imageTooLarge: "The image is too large: at most 10 MB.",
  imageTooManyPixels: "The image is too large: at most 40 megapixels.",
  imageInvalid: "Upload a PNG or JPEG image.",
} as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SEO_LIMITS = { seoTitle: 70, description: 160, ogTitle: 100, ogDescription: 300 } as const;
export const CONTENT_IMAGE_MAX_BYTES = 10_000_000;

const slugSchema = text().trim().max(80, EDITOR_MESSAGES.slugTooLong).regex(SLUG_PATTERN, EDITOR_MESSAGES.slugInvalid);
/** Optional: an empty slug means "from the title" (or name). */
const optionalSlug = z.union([z.literal(""), slugSchema]).default("");

/** An uploaded image (/api/files/{key}), a same-site path or an https address; "" for none. */
export const IMAGE_SRC = /^(https:\/\/|\/(?!\/))\S*$/i;
const imageSrc = z.union([z.literal(""), text().trim().max(2048, EDITOR_MESSAGES.imageAddress).regex(IMAGE_SRC, EDITOR_MESSAGES.imageAddress)]).default("");

export const publishingFormSchema = z.strictObject({
  status: z.enum(CONTENT_STATUSES),
  publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
  unpublishAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
/** The same shape as server/publishing.ts's PublishingInput (that module is server-only). */
export type PublishingValues = z.output<typeof publishingFormSchema>;

export const seoFieldsSchema = z.strictObject({
  seoTitle: text().trim().max(SEO_LIMITS.seoTitle, EDITOR_MESSAGES.seoTitleTooLong).default(""),
  description: text().trim().max(SEO_LIMITS.description, EDITOR_MESSAGES.descriptionTooLong).default(""),
  ogTitle: text().trim().max(SEO_LIMITS.ogTitle, EDITOR_MESSAGES.ogTitleTooLong).default(""),
  ogDescription: text().trim().max(SEO_LIMITS.ogDescription, EDITOR_MESSAGES.ogDescriptionTooLong).default(""),
  ogImage: imageSrc,
  noindex: z.boolean().default(false),
});
export type SeoFieldsInput = z.infer<typeof seoFieldsSchema>;

/** The post editor's whole form: what save-post takes and what a revision keeps as its snapshot. */
export const postInputSchema = z
  .strictObject({
    title: text().trim().min(1, EDITOR_MESSAGES.titleRequired).max(200, EDITOR_MESSAGES.titleTooLong),
    slug: optionalSlug,
    excerpt: text().trim().max(500, EDITOR_MESSAGES.excerptTooLong).default(""),
    bodyHtml: text().max(200_000, EDITOR_MESSAGES.bodyTooLong).default(""),
    featureImage: imageSrc,
    featureImageAlt: text().trim().max(300).default(""),
    authorIds: z.array(z.uuid(EDITOR_MESSAGES.unknownAuthor)).max(10).default([]),
    tagIds: z.array(z.uuid(EDITOR_MESSAGES.unknownTag)).max(20).default([]),
    primaryTagId: z.uuid(EDITOR_MESSAGES.unknownTag).nullable().default(null),
    seo: seoFieldsSchema.default({ seoTitle: "", description: "", ogTitle: "", ogDescription: "", ogImage: "", noindex: false }),
    publishing: publishingFormSchema,
  })
  .superRefine((v, ctx) => {
    if (v.featureImage && !v.featureImageAlt) ctx.addIssue({ code: "custom", path: ["featureImageAlt"], message: EDITOR_MESSAGES.featureImageAltRequired });
    if (v.primaryTagId && !v.tagIds.includes(v.primaryTagId)) ctx.addIssue({ code: "custom", path: ["primaryTagId"], message: EDITOR_MESSAGES.primaryTagNotInTags });
  });
export type PostInput = z.input<typeof postInputSchema>;
export type PostValues = z.output<typeof postInputSchema>;

export const authorInputSchema = z.strictObject({
  name: text().trim().min(1, EDITOR_MESSAGES.nameRequired).max(120, EDITOR_MESSAGES.nameTooLong),
  slug: optionalSlug,
  role: text().trim().max(160, EDITOR_MESSAGES.roleTooLong).default(""),
  bio: text().trim().max(2000, EDITOR_MESSAGES.bioTooLong).default(""),
  avatarUrl: imageSrc,
});
export type AuthorInput = z.input<typeof authorInputSchema>;

export const tagInputSchema = z.strictObject({
  name: text().trim().min(1, EDITOR_MESSAGES.nameRequired).max(120, EDITOR_MESSAGES.nameTooLong),
  slug: optionalSlug,
  description: text().trim().max(1000, EDITOR_MESSAGES.descriptionTextTooLong).default(""),
});
export type TagInput = z.input<typeof tagInputSchema>;

/** POST /api/admin/content/images: the image as base64 JSON (as the avatar and logo uploads). */
export const contentImageUploadSchema = z.strictObject({
  fileName: text().max(1024).optional(),
  base64EncodedData: text().optional(),
});

export const POST_SORTS = ["updated", "title", "published"] as const;
export const postListQuerySchema = z.object({
  q: text().trim().max(200).optional().catch(undefined).transform((v) => v || undefined),
  status: z.enum(CONTENT_STATUSES).optional().catch(undefined),
  sort: z.enum(POST_SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route segment can be an item's id (anything else is 404 without asking the database). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
