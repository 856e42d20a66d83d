import { z } from "zod";
import { text } from "@/lib/text-schema";

/*
 * Admin taxonomies (issue 19, decision 054): what the forms send and what the list pages read from
 * their query strings. The server parses with these and adds its own checks (duplicates, use).
 */
export const NAME_MAX = 120;
export const SLUG_MAX = 80;
export const DESCRIPTION_MAX = 2000;
export const ALIASES_MAX = 30;
export const ALIAS_MAX = 120;
export const QUERY_MAX = 100;
export const SORT_ORDER_MAX = 100_000;

export const TAXONOMY_MESSAGES = {
  nameRequired: "Enter a name.",
  slugFormat: "Use lower-case letters, digits and single hyphens (e.g. home-health).",
  typeSlugTaken: "Another category type already uses this slug.",
  typeNameTaken: "Another category type already has this name.",
  typeSlugInCode: "This type's slug is used by the site's pages and search, so it cannot change.",
  typeNotFound: "That category type no longer exists.",
  typeNotEmpty: (n: number) => `This type still has ${n} ${n === 1 ? "category" : "categories"}: delete or move them first.`,
  categorySlugTaken: "Another category at this level already uses this slug.",
  categoryNameTaken: "Another category at this level already has this name.",
  categoryNotFound: "That category no longer exists.",
  parentNotFound: "Choose a top-level category of the same type as the parent.",
  parentIsSelf: "A category cannot be its own parent.",
  parentHasChildren: "This category has subcategories, so it must stay top-level.",
  categoryInUse: (parts: string[]) => `This category is in use (${parts.join(", ")}), so it cannot be deleted.`,
  categoryHasChildren: (n: number) => `This category has ${n} ${n === 1 ? "subcategory" : "subcategories"}: delete or move them first.`,
  roleTitleTaken: "Another job role already has this title.",
  roleSlugTaken: "Another job role already uses this slug.",
  roleNotFound: "That job role no longer exists.",
  roleCategoryNotFound: "Choose a job category.",
  roleSubcategoryNotFound: "Choose a subcategory of the chosen category.",
  skillNameTaken: "Another skill already has this name.",
  skillSlugTaken: "Another skill already uses this slug.",
  skillTermTaken: (term: string, name: string) => `“${term}” already names the skill ${name}.`,
  skillNotFound: "That skill no longer exists.",
  skillCategory: "Choose a skill category.",
} as const;

const slugRegex = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const optionalSlug = text().trim().max(SLUG_MAX).refine((s) => s === "" || slugRegex.test(s), TAXONOMY_MESSAGES.slugFormat).default("");
const name = text().trim().min(1, TAXONOMY_MESSAGES.nameRequired).max(NAME_MAX, `At most ${NAME_MAX} characters.`);
const uuid = z.uuid({ error: "Not a valid id." });
/** Aliases as typed (one string, comma or line separated) or as a list. */
const aliases = z
  .union([text().max(ALIASES_MAX * (ALIAS_MAX + 2)), z.array(text().max(ALIAS_MAX * 4)).max(ALIASES_MAX * 4)])
  .transform((v) => (Array.isArray(v) ? v : v.split(/[,\n]/)))
  .transform((list) => {
    // Trimmed, blanks dropped, the first of any that differ only in case kept.
    const seen = new Map<string, string>();
    for (const a of list.map((x) => x.trim().replace(/\s+/g, " ")).filter(Boolean)) if (!seen.has(a.toLowerCase())) seen.set(a.toLowerCase(), a);
    return [...seen.values()];
  })
  .refine((list) => list.length <= ALIASES_MAX, `At most ${ALIASES_MAX} aliases.`)
  .refine((list) => list.every((a) => a.length <= ALIAS_MAX), `An alias has at most ${ALIAS_MAX} characters.`)
  .default([]);

export const idSchema = uuid;

export const categoryTypeInputSchema = z.object({ name, slug: optionalSlug });
export type CategoryTypeInput = z.input<typeof categoryTypeInputSchema>;

export const categoryInputSchema = z.object({
  /** Required to create; an edit keeps the category's type. */
  typeId: z.union([uuid, z.literal("")]).optional(),
  parentId: z.union([uuid, z.literal(""), z.null()]).transform((v) => v || null).default(null),
  name,
  slug: optionalSlug,
  description: text().trim().max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters.`).default(""),
  sortOrder: z.coerce.number({ error: "Enter a whole number." }).int("Enter a whole number.").min(-SORT_ORDER_MAX).max(SORT_ORDER_MAX).default(0),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categoryMoveSchema = z.object({ direction: z.enum(["up", "down"]) });

export const jobRoleInputSchema = z.object({
  title: name,
  slug: optionalSlug,
  categoryId: z.union([uuid, z.literal(""), z.null()]).transform((v) => v || null).default(null),
  subcategoryId: z.union([uuid, z.literal(""), z.null()]).transform((v) => v || null).default(null),
  aliases,
  description: text().trim().max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters.`).default(""),
  active: z.boolean().default(true),
});
export type JobRoleInput = z.input<typeof jobRoleInputSchema>;

export const activeSchema = z.object({ active: z.boolean() });
export const retiredSchema = z.object({ retired: z.boolean() });

export const skillInputSchema = z.object({
  name,
  slug: optionalSlug,
  category: text().trim().min(1, TAXONOMY_MESSAGES.skillCategory).max(SLUG_MAX),
  aliases,
});
export type SkillInput = z.input<typeof skillInputSchema>;

const page = z.coerce.number().int().min(1).max(100_000).catch(1);
const q = text().trim().max(QUERY_MAX).catch("");

export const categoriesQuerySchema = z.object({ type: text().trim().max(SLUG_MAX).catch(""), q });
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;

export const JOB_ROLE_SORTS = ["title", "category", "updated"] as const;
export const jobRolesQuerySchema = z.object({
  q,
  category: text().trim().max(SLUG_MAX).catch(""),
  status: z.enum(["active", "inactive", "all"]).catch("all"),
  sort: z.enum(JOB_ROLE_SORTS).catch("title"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page,
});
export type JobRolesQuery = z.infer<typeof jobRolesQuerySchema>;

export const SKILL_SORTS = ["name", "category", "updated"] as const;
export const skillsQuerySchema = z.object({
  q,
  category: text().trim().max(SLUG_MAX).catch(""),
  status: z.enum(["active", "retired", "edited", "all"]).catch("all"),
  sort: z.enum(SKILL_SORTS).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page,
});
export type SkillsQuery = z.infer<typeof skillsQuerySchema>;

/** A page's search params (strings only) as one record for the schemas above. */
export function firstValues(raw: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}
