import { z } from "zod";
import { text } from "@/lib/text-schema";
import { campaignSectionsSchema } from "@/features/campaigns/schemas";
import { EDITOR_MESSAGES, publishingFormSchema, seoFieldsSchema, SLUG_PATTERN } from "./schemas";

/*
 * The page and campaign editors' inputs (issue 18 parts 3 and 4): one schema per form, shared by the
 * form and the save use case (save-page.ts, save-campaign.ts); a revision keeps the parsed values as
 * its snapshot. Static pages have fixed routes, so their slug is not an input; a campaign's is.
 */
export const PAGE_MESSAGES = {
  leadTooLong: "Keep the lead paragraph to 600 characters or fewer.",
  updatedLabelTooLong: "Keep the date line to 120 characters or fewer.",
  ctaLabelRequired: "Enter the button's label.",
  ctaLabelTooLong: "Keep the button's label to 60 characters or fewer.",
  ctaHref: "Type a valid link: a path starting with / (such as /jobs) or an https:// address.",
  tooManyCtas: "Up to 4 buttons.",
  pageNotFound: "This page does not exist (it may have been deleted).",
  campaignNotFound: "This campaign does not exist (it may have been deleted).",
  slugTaken: "Another campaign already uses this slug. Choose a different one.",
  notEditableHere: "This page is edited in the campaign composer.",
} as const;

const SEO_DEFAULT = { seoTitle: "", description: "", ogTitle: "", ogDescription: "", ogImage: "", noindex: false };

const title = text().trim().min(1, EDITOR_MESSAGES.titleRequired).max(200, EDITOR_MESSAGES.titleTooLong);

const ctaHref = text()
  .trim()
  .min(1, PAGE_MESSAGES.ctaHref)
  .max(2048, PAGE_MESSAGES.ctaHref)
  .refine((v) => (v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\")) || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), PAGE_MESSAGES.ctaHref);

/** content_pages.fields of a static page, as static-page.tsx renders them (lead, date line, buttons). */
export const staticPageFieldsInputSchema = z.strictObject({
  lead: text().trim().max(600, PAGE_MESSAGES.leadTooLong).default(""),
  updatedLabel: text().trim().max(120, PAGE_MESSAGES.updatedLabelTooLong).default(""),
  ctas: z
    .array(
      z.strictObject({
        label: text().trim().min(1, PAGE_MESSAGES.ctaLabelRequired).max(60, PAGE_MESSAGES.ctaLabelTooLong),
        href: ctaHref,
        variant: z.enum(["primary", "outline"]).default("primary"),
      }),
    )
    .max(4, PAGE_MESSAGES.tooManyCtas)
    .default([]),
});
export type StaticPageFieldsInput = z.input<typeof staticPageFieldsInputSchema>;

/** The static page editor's form (PUT /api/admin/content/pages/{id}). */
export const staticPageInputSchema = z.strictObject({
  title,
  bodyHtml: text().max(200_000, EDITOR_MESSAGES.bodyTooLong).default(""),
  fields: staticPageFieldsInputSchema.default({ lead: "", updatedLabel: "", ctas: [] }),
  seo: seoFieldsSchema.default(SEO_DEFAULT),
  publishing: publishingFormSchema,
});
export type StaticPageInput = z.input<typeof staticPageInputSchema>;
export type StaticPageValues = z.output<typeof staticPageInputSchema>;

const slug = text().trim().max(80, EDITOR_MESSAGES.slugTooLong).regex(SLUG_PATTERN, EDITOR_MESSAGES.slugInvalid);

/**
 * The composer's form: a campaign (POST /api/admin/content/campaigns, PUT .../campaigns/{id}) or a
 * landing page (PUT /api/admin/content/pages/{id}); sections follow the campaigns' contract.
 */
export const campaignInputSchema = z.strictObject({
  title,
  /** Empty: the title's words. Ignored for a landing page, whose route is fixed. */
  slug: z.union([z.literal(""), slug]).default(""),
  sections: campaignSectionsSchema,
  seo: seoFieldsSchema.default(SEO_DEFAULT),
  publishing: publishingFormSchema,
});
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignValues = z.output<typeof campaignInputSchema>;

/** POST /api/admin/content/preview: the editor's unsaved HTML, sanitised as a save would. */
export const previewInputSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("page"), bodyHtml: text().max(200_000, EDITOR_MESSAGES.bodyTooLong) }),
  z.strictObject({ kind: z.literal("campaign"), sections: z.array(z.unknown()).max(20) }),
]);
