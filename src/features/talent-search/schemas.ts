import { z } from "zod";
import { text } from "@/lib/text-schema";
import { EDUCATION_LEVELS } from "@/db/schema/talent";
import { WORK_AUTHORIZATIONS } from "@/features/candidate-profile/schemas";

/*
 * A talent search (issue 17 part 1, decision 042): the one shape the search page's query string
 * parses to, the API takes, and a saved search stores (talent_saved_searches.params, parsed again
 * with this schema on every read so an old row can never feed the search something it does not
 * understand). Keyword text goes through the job search's sanitiser and syntax.
 */
export const TALENT_RADII = [5, 10, 25, 50, 100, 200] as const;
export const TALENT_DEFAULT_RADIUS = 25;
export const TALENT_ACTIVE_WINDOWS = [7, 30, 90, 365] as const;
export const TALENT_SORTS = ["relevance", "recent"] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];
export const TALENT_PAGE_SIZE = 20;
export const TALENT_SKILLS_MAX = 10;
export const EDUCATION_LEVEL_SLUGS = EDUCATION_LEVELS.map((l) => l.slug) as [string, ...string[]];
const WORK_AUTHORIZATION_VALUES = WORK_AUTHORIZATIONS.map((w) => w.value) as [string, ...string[]];

export const talentSearchParamsSchema = z.object({
  /** Keywords over headline, job titles, skills, summary, work descriptions and resume text. */
  q: text().trim().max(200).default(""),
  /** A ZIP code or "City, ST" (resolved like the job search's location); "" for anywhere. */
  location: text().trim().max(100).default(""),
  radius: z.union(TALENT_RADII.map((r) => z.literal(r)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]).default(TALENT_DEFAULT_RADIUS),
  /** With a location: also candidates outside the radius who are willing to relocate. */
  includeRelocators: z.boolean().default(false),
  /** Only candidates who said they are willing to relocate. */
  willingToRelocate: z.boolean().default(false),
  /** Any of these work authorisation answers (empty: any). */
  workAuthorization: z.array(z.enum(WORK_AUTHORIZATION_VALUES)).max(WORK_AUTHORIZATION_VALUES.length).default([]),
  minYears: z.number().int().min(0).max(60).nullable().default(null),
  maxYears: z.number().int().min(0).max(60).nullable().default(null),
  /** The least education level (EDUCATION_LEVELS' slug), or null for any. */
  education: z.enum(EDUCATION_LEVEL_SLUGS).nullable().default(null),
  /** Skill slugs of the vocabulary; a candidate must have every one. */
  skills: z.array(text().trim().min(1).max(100)).max(TALENT_SKILLS_MAX).default([]),
  /** Signed in or changed their profile within this many days (null: any time). */
  activeWithinDays: z.union(TALENT_ACTIVE_WINDOWS.map((d) => z.literal(d)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]).nullable().default(null),
  sort: z.enum(TALENT_SORTS).default("relevance"),
});

export type TalentSearchParams = z.infer<typeof talentSearchParamsSchema>;

/** The years-of-experience facet's buckets (each a minYears/maxYears link). */
export const TALENT_YEARS_BUCKETS = [
  { min: 0, max: 1, label: "Less than 2 years" },
  { min: 2, max: 4, label: "2 to 4 years" },
  { min: 5, max: 9, label: "5 to 9 years" },
  { min: 10, max: 19, label: "10 to 19 years" },
  { min: 20, max: null, label: "20 years or more" },
] as const;

/** How many skills the facet lists and a result card shows. */
export const TALENT_SKILL_FACET_SIZE = 15;
export const TALENT_CARD_SKILLS = 5;

/** Where an employer opened a profile from (the `from` query of a profile link; talent_profile_views.source). */
export const TALENT_VIEW_SOURCES = ["search", "pipeline", "saved-search", "applicant", "direct"] as const;
export type TalentViewSource = (typeof TALENT_VIEW_SOURCES)[number];
