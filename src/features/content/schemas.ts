import { z } from "zod";
import { text } from "@/lib/text-schema";
import { FOOTER_CATEGORIES, NAV_CATEGORIES, type FooterItem, type NavigationItem, type NotificationBanner } from "./types";

/*
 * zod forms of the content contract (types.ts), shared by the admin editor (inline errors) and the
 * server (every write, and every read of a stored collection).
 */
export const CONTENT_MESSAGES = {
  urlInvalid: "Type a valid URL: a path starting with / (such as /jobs) or an https:// address",
  titleRequired: "Title is required",
  labelRequired: "Label is required",
  descriptionRequired: "Description is required",
  colorInvalid: "Type a colour as #rrggbb (such as #0001fc)",
  contentRequired: "Banner content is required while the banner is shown",
  tooLong: (field: string, n: number) => `${field} must be less than ${n} characters.`,
  unknownCollection: "Unknown content collection.",
  pageNotFound: "Page not found",
  notFound: "Not found.",
  clientVersionRequired: "The x-content-client-version header is required.",
  badToken: "A valid auth_token query parameter is required.",
} as const;

export const COLLECTION_KEYS = ["navbar", "footer", "notification-banner"] as const;
export type CollectionKey = (typeof COLLECTION_KEYS)[number];
export const NOTIFICATION_BANNER_KEY = "notification-banner" satisfies CollectionKey;

/** Same-site paths (no protocol-relative //host) or absolute https/http URLs; never javascript: and friends. */
const urlSchema = text()
  .trim()
  .min(1, CONTENT_MESSAGES.urlInvalid)
  .max(2048, CONTENT_MESSAGES.tooLong("URL", 2048))
  .refine((v) => (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), CONTENT_MESSAGES.urlInvalid);

const requiredText = (field: string, max: number, required: string) => text().trim().min(1, required).max(max - 1, CONTENT_MESSAGES.tooLong(field, max));

const navCategoryKeys = NAV_CATEGORIES.map((c) => c.key) as [NavigationItem["category"], ...NavigationItem["category"][]];

export const navigationItemSchema = z.strictObject({
  category: z.enum(navCategoryKeys, { error: "Choose a category" }),
  title: requiredText("Title", 80, CONTENT_MESSAGES.titleRequired),
  url: urlSchema,
  description: requiredText("Description", 200, CONTENT_MESSAGES.descriptionRequired),
  group: text()
    .trim()
    .max(39, CONTENT_MESSAGES.tooLong("Group", 40))
    .regex(/^[a-z0-9-]*$/, "Group is lower-case words joined by hyphens, such as tools-training")
    .nullish()
    .transform((v) => (v ? v : null)),
}) satisfies z.ZodType<NavigationItem, unknown>;

export const footerItemSchema = z.strictObject({
  category: z.enum(FOOTER_CATEGORIES, { error: "Choose a column" }),
  label: requiredText("Label", 80, CONTENT_MESSAGES.labelRequired),
  url: urlSchema,
}) satisfies z.ZodType<FooterItem, unknown>;

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export const notificationBannerSchema = z
  .strictObject({
    show_banner: z.boolean(),
    content: text().trim().max(1999, CONTENT_MESSAGES.tooLong("Banner content", 2000)),
    color: text().trim().regex(HEX_COLOR, CONTENT_MESSAGES.colorInvalid),
    alert_icon: z.boolean(),
  })
  .superRefine((b, ctx) => {
    if (b.show_banner && !b.content) ctx.addIssue({ code: "custom", path: ["content"], message: CONTENT_MESSAGES.contentRequired });
  }) satisfies z.ZodType<NotificationBanner, unknown>;

export const navbarItemsSchema = z.array(navigationItemSchema).max(60, "At most 60 navbar items");
export const footerItemsSchema = z.array(footerItemSchema).max(80, "At most 80 footer items");

/** The body of PUT /api/admin/content/collections/{key}; `data` is checked against the key's schema. */
export const updateCollectionBodySchema = z.strictObject({ data: z.unknown() });
export type UpdateCollectionBody = z.infer<typeof updateCollectionBodySchema>;

export function collectionDataSchema(key: CollectionKey) {
  switch (key) {
    case "navbar":
      return navbarItemsSchema;
    case "footer":
      return footerItemsSchema;
    case "notification-banner":
      return notificationBannerSchema;
  }
}

export function isCollectionKey(key: string): key is CollectionKey {
  return (COLLECTION_KEYS as readonly string[]).includes(key);
}

/** Structured fields of a static page (content_pages.fields). */
export const pageFieldsSchema = z.object({
  lead: text().optional(),
  ctas: z
    .array(z.object({ label: text().min(1), href: urlSchema, variant: z.enum(["primary", "outline"]).default("primary") }))
    .optional(),
  updatedLabel: text().optional(),
});
export type PageFields = z.infer<typeof pageFieldsSchema>;

/** Query of the read API's list endpoints. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: text().trim().max(200).optional(),
  page_type: text().trim().max(60).optional(),
});
