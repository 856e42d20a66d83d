import "server-only";
import { sanitizeRichHtml } from "@/features/content/server/queries";
import { logger } from "@/lib/logger";
import { campaignFieldsSchema, type CampaignSection } from "../schemas";

/*
 * A campaign's stored fields to the sections CampaignView renders: validated with the contract
 * (schemas.ts) and every HTML string sanitised again on render (it was on save too), so markup that
 * reached the table any other way still shows only what sanitizeRichHtml allows. Stored fields that
 * do not parse render no sections (logged) rather than a broken page.
 */
export function sanitizeCampaignSections(sections: CampaignSection[]): CampaignSection[] {
  return sections.map((s) => {
    if (s.type === "faq") return { ...s, items: s.items.map((item) => ({ ...item, answerHtml: sanitizeRichHtml(item.answerHtml) })) };
    if (s.type === "richText") return { ...s, html: sanitizeRichHtml(s.html) };
    return s;
  });
}

export function campaignSectionsOf(fields: unknown, where: { pageType: string; slug: string }): CampaignSection[] {
  const parsed = campaignFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    logger.error({ ...where, issues: parsed.error.issues.slice(0, 5) }, "campaign fields do not match the section contract");
    return [];
  }
  return sanitizeCampaignSections(parsed.data.sections);
}
