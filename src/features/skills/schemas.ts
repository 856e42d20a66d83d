import { z } from "zod";
import { text } from "@/lib/text-schema";

export const SKILL_QUERY_MAX = 60;
export const SKILL_LIMIT_MAX = 20;
export const SKILL_LIMIT_DEFAULT = 10;

/** GET /api/skills?q=&limit= (the typeahead). */
export const skillSearchQuerySchema = z.object({
  q: text().trim().min(1, "Type at least one character").max(SKILL_QUERY_MAX, `Must be at most ${SKILL_QUERY_MAX} characters`),
  limit: z.coerce.number().int().min(1).max(SKILL_LIMIT_MAX).default(SKILL_LIMIT_DEFAULT),
});
export type SkillSearchQuery = z.infer<typeof skillSearchQuerySchema>;

/** A list of chosen skills as forms and handlers take it (the SkillPicker's value). */
export const skillSlugsSchema = z.array(text().trim().min(1).max(80).regex(/^[a-z0-9-]+$/)).max(50);
