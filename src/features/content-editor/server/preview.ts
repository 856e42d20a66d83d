import "server-only";
import type { z } from "zod";
import type { Db } from "@/db/client";
import type { CurrentUser } from "@/lib/auth/session";
import { sanitizeRichHtml } from "@/features/content/server/queries";
import { campaignSectionsSchema, type CampaignSection } from "@/features/campaigns/schemas";
import { sanitizeCampaignSections } from "@/features/campaigns/server/queries";
import type { previewInputSchema } from "../page-schemas";
import { parseEditorInput, requireEditor } from "./editor-input";

/*
 * The editors' preview (issue 18 part 4): the unsaved HTML goes through the sanitiser a save uses,
 * so the preview shows exactly what publishing would (the page's own view component renders it).
 * Sections are checked against the contract first: their messages come back as field issues.
 */
export async function previewContent(
  _db: Db,
  actorIn: CurrentUser | null,
  input: z.infer<typeof previewInputSchema>,
): Promise<{ bodyHtml: string } | { sections: CampaignSection[] }> {
  requireEditor(actorIn);
  if (input.kind === "page") return { bodyHtml: sanitizeRichHtml(input.bodyHtml) };
  const sections = parseEditorInput(campaignSectionsSchema, input.sections);
  return { sections: sanitizeCampaignSections(sections) };
}
