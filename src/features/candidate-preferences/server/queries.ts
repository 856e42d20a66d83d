import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidatePreferences, categories, categoryTypes } from "@/db/schema";
import type { EmploymentType } from "@/db/schema/jobs";
import type { ExperienceLevel, PayPeriod, Shift, WorkArrangement } from "../constants";
import type { CandidatePreferences, CategoryOption } from "../types";

/* Reads of the candidate's preferences (decision 027). Every read is of one owner's row, by user id. */

/** The category type whose top-level categories are the job categories and industries offered. */
export const JOB_CATEGORY_TYPE = "jobs";
/** More top-level job categories than any picker should show; the seed has 10. */
const CATEGORY_OPTIONS_MAX = 200;

export const EMPTY_PREFERENCES: CandidatePreferences = {
  employment: { desiredTitles: [], desiredCategories: [], employmentTypes: [], workArrangements: [], shifts: [], willingToRelocate: false, maxCommuteMiles: null, availableFrom: null },
  compensation: { payMinCents: null, payTargetCents: null, payPeriod: "", openToNegotiation: true },
  experience: { experienceLevel: "", industries: [], peopleManaged: null },
  filled: { employment: false, compensation: false, experience: false },
  updatedAt: null,
};

/** The signed-in person's preferences; every section empty when never saved. */
export async function getCandidatePreferences(db: Db, userId: string): Promise<CandidatePreferences> {
  const [row] = await db.select().from(candidatePreferences).where(eq(candidatePreferences.userId, userId));
  if (!row) return EMPTY_PREFERENCES;
  const employment = {
    desiredTitles: row.desiredTitles,
    desiredCategories: row.desiredCategories,
    employmentTypes: row.employmentTypes as EmploymentType[],
    workArrangements: row.workArrangements as WorkArrangement[],
    shifts: row.shifts as Shift[],
    willingToRelocate: row.willingToRelocate,
    maxCommuteMiles: row.maxCommuteMiles,
    availableFrom: row.availableFrom,
  };
  const compensation = { payMinCents: row.payMinCents, payTargetCents: row.payTargetCents, payPeriod: row.payPeriod as PayPeriod | "", openToNegotiation: row.openToNegotiation };
  const experience = { experienceLevel: row.experienceLevel as ExperienceLevel | "", industries: row.industries, peopleManaged: row.peopleManaged };
  return {
    employment,
    compensation,
    experience,
    filled: {
      // What someone wants is said by a title, a category or a kind of job; the rest refines it.
      employment: employment.desiredTitles.length > 0 || employment.desiredCategories.length > 0 || employment.employmentTypes.length > 0 || employment.workArrangements.length > 0,
      compensation: compensation.payMinCents !== null || compensation.payTargetCents !== null,
      experience: experience.experienceLevel !== "",
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The top-level job categories, in their curated order: the choices for desired categories and industries. */
export async function listJobCategoryOptions(db: Db): Promise<CategoryOption[]> {
  return db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .innerJoin(categoryTypes, eq(categoryTypes.id, categories.typeId))
    .where(and(eq(categoryTypes.slug, JOB_CATEGORY_TYPE), isNull(categories.parentId)))
    .orderBy(asc(categories.sortOrder), asc(categories.name))
    .limit(CATEGORY_OPTIONS_MAX);
}

/** Which of these slugs are top-level job categories. */
export async function knownJobCategorySlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .innerJoin(categoryTypes, eq(categoryTypes.id, categories.typeId))
    .where(and(eq(categoryTypes.slug, JOB_CATEGORY_TYPE), isNull(categories.parentId), inArray(categories.slug, slugs)));
  return new Set(rows.map((r) => r.slug));
}
