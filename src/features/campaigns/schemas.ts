import { z } from "zod";
import { text } from "@/lib/text-schema";

/*
 * A campaign page (/campaign/{id}, issue 18 part 3) is a content page of page_type "campaign" whose
 * `fields.sections` is a list of sections, rendered in order by features/campaigns/components and
 * composed in the editor (/admin/content/campaigns). Rich text in a section is sanitised with
 * sanitizeRichHtml on save and on render. Validated on every write and every read; a stored list that
 * does not parse renders nothing rather than breaking the page (and is logged).
 */
export const CAMPAIGN_MESSAGES = {
  tooLong: (field: string, n: number) => `${field} must be less than ${n} characters.`,
  required: (field: string) => `${field} is required`,
  url: "Type a valid URL: a path starting with / (such as /join) or an https:// address",
  tooMany: (what: string, n: number) => `Up to ${n} ${what}.`,
  sectionsRequired: "Add at least one section.",
} as const;

const str = (field: string, max: number) => text().trim().max(max - 1, CAMPAIGN_MESSAGES.tooLong(field, max));
const req = (field: string, max: number) => str(field, max).min(1, CAMPAIGN_MESSAGES.required(field));
const link = text()
  .trim()
  .min(1, CAMPAIGN_MESSAGES.url)
  .max(2047, CAMPAIGN_MESSAGES.tooLong("URL", 2048))
  .refine((v) => (v.startsWith("/") && !v.startsWith("//")) || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), CAMPAIGN_MESSAGES.url);

const cta = z.strictObject({ label: req("Button label", 60), href: link });

export const heroSectionSchema = z.strictObject({
  type: z.literal("hero"),
  eyebrow: str("Eyebrow", 80).default(""),
  heading: req("Heading", 120),
  subheading: str("Subheading", 300).default(""),
  /** An image (upload key path /files/... or https) and its alt text; empty alt only for decoration. */
  image: z.strictObject({ src: link, alt: str("Alt text", 200) }).nullable().default(null),
  primaryCta: cta.nullable().default(null),
  secondaryCta: cta.nullable().default(null),
});

export const benefitsSectionSchema = z.strictObject({
  type: z.literal("benefits"),
  heading: req("Heading", 120),
  intro: str("Introduction", 500).default(""),
  items: z
    .array(z.strictObject({ title: req("Benefit title", 80), text: req("Benefit text", 400), icon: z.enum(["check", "star", "briefcase", "chat", "file", "trend", "clock", "shield"]).default("check") }))
    .min(1, CAMPAIGN_MESSAGES.required("A benefit"))
    .max(12, CAMPAIGN_MESSAGES.tooMany("benefits", 12)),
});

export const testimonialsSectionSchema = z.strictObject({
  type: z.literal("testimonials"),
  heading: req("Heading", 120),
  items: z
    .array(z.strictObject({ quote: req("Quote", 600), name: req("Name", 80), role: str("Role", 120).default("") }))
    .min(1, CAMPAIGN_MESSAGES.required("A testimonial"))
    .max(9, CAMPAIGN_MESSAGES.tooMany("testimonials", 9)),
});

export const faqSectionSchema = z.strictObject({
  type: z.literal("faq"),
  heading: req("Heading", 120),
  items: z
    .array(z.strictObject({ question: req("Question", 200), answerHtml: req("Answer", 4000) }))
    .min(1, CAMPAIGN_MESSAGES.required("A question"))
    .max(20, CAMPAIGN_MESSAGES.tooMany("questions", 20)),
});

export const ctaSectionSchema = z.strictObject({
  type: z.literal("cta"),
  heading: req("Heading", 120),
  text: str("Text", 400).default(""),
  button: cta,
});

/** A sign-up form: creates a candidate account (the normal sign-up rules) and records the campaign as its source. */
export const signupSectionSchema = z.strictObject({
  type: z.literal("signup"),
  heading: req("Heading", 120),
  text: str("Text", 400).default(""),
  buttonLabel: req("Button label", 60).default("Create my free account"),
});

/** The sign-up section's anchor (the first one on the page): a CTA may link to /campaign/{id}#sign-up. */
export const CAMPAIGN_SIGN_UP_ANCHOR = "sign-up";

/** Free rich text between sections. */
export const richTextSectionSchema = z.strictObject({
  type: z.literal("richText"),
  html: req("Text", 20000),
});

export const campaignSectionSchema = z.discriminatedUnion("type", [
  heroSectionSchema,
  benefitsSectionSchema,
  testimonialsSectionSchema,
  faqSectionSchema,
  ctaSectionSchema,
  signupSectionSchema,
  richTextSectionSchema,
]);
export type CampaignSection = z.infer<typeof campaignSectionSchema>;
/** A section as written (defaults not yet applied): seeds and the editor's form values. */
export type CampaignSectionInput = z.input<typeof campaignSectionSchema>;
export type CampaignSectionType = CampaignSection["type"];

export const CAMPAIGN_SECTION_TYPES: readonly CampaignSectionType[] = ["hero", "benefits", "testimonials", "faq", "cta", "signup", "richText"];

export const campaignSectionsSchema = z.array(campaignSectionSchema).min(1, CAMPAIGN_MESSAGES.sectionsRequired).max(20, CAMPAIGN_MESSAGES.tooMany("sections", 20));

/** content_pages.fields of a campaign page. */
export const campaignFieldsSchema = z.strictObject({ sections: campaignSectionsSchema });
export type CampaignFields = z.infer<typeof campaignFieldsSchema>;
