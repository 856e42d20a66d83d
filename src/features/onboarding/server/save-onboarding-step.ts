import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateOnboarding, candidatePreferences, candidateProfiles, categories, categoryTypes } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { ONBOARDING_MESSAGES, type AuthorizationStepValues, type ExperienceStepValues, type LocationStepValues, type NameStepValues, type WorkStepValues } from "../schemas";
import { nextStep, type OnboardingStep } from "../steps";
import type { OnboardingView } from "../types";
import { getOnboardingView } from "./queries";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type StepSave =
  | { step: "name"; values: NameStepValues }
  | { step: "location"; values: LocationStepValues }
  | { step: "work"; values: WorkStepValues }
  | { step: "experience"; values: ExperienceStepValues }
  | { step: "authorization"; values: AuthorizationStepValues };

/** Only the given columns of the person's candidate_profiles row: created on the first save, other columns never touched. */
async function upsertProfile(tx: Tx, userId: string, values: Partial<typeof candidateProfiles.$inferInsert>) {
  await tx
    .insert(candidateProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** The same for candidate_preferences. */
async function upsertPreferences(tx: Tx, userId: string, values: Partial<typeof candidatePreferences.$inferInsert>) {
  await tx
    .insert(candidatePreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: candidatePreferences.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** The step to resume at (the row is created on the first step saved or moved to). */
export async function rememberStep(tx: Tx | Db, userId: string, step: OnboardingStep) {
  await tx
    .insert(candidateOnboarding)
    .values({ userId, step })
    .onConflictDoUpdate({ target: candidateOnboarding.userId, set: { step, updatedAt: sql`now()` } });
}

/** Every slug must be a top-level jobs category; otherwise 400 with the field's message. */
async function checkCategories(tx: Tx, slugs: string[]) {
  if (slugs.length === 0) return;
  const found = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .innerJoin(categoryTypes, eq(categoryTypes.id, categories.typeId))
    .where(and(eq(categoryTypes.slug, "jobs"), isNull(categories.parentId), inArray(categories.slug, slugs)));
  if (found.length !== slugs.length) {
    throw new AppError("BAD_REQUEST", ONBOARDING_MESSAGES.invalidCategory, { issues: [{ path: "desiredCategories", message: ONBOARDING_MESSAGES.invalidCategory }] });
  }
}

/**
 * PUT /api/candidates/onboarding/{step}: saves one step's answers to the real tables (only that
 * step's columns: an upsert that never clears the others) and moves the person on to the next step,
 * in one transaction. Scoped to the signed-in person: there is no way to name anyone else.
 */
export async function saveOnboardingStep(db: Db, params: { userId: string; save: StepSave }): Promise<OnboardingView> {
  const { userId, save } = params;
  await db.transaction(async (tx) => {
    switch (save.step) {
      case "name":
        await upsertProfile(tx, userId, { firstName: save.values.firstName, lastName: save.values.lastName });
        break;
      case "location":
        await upsertProfile(tx, userId, save.values);
        break;
      case "work":
        await checkCategories(tx, save.values.desiredCategories);
        await upsertPreferences(tx, userId, { desiredTitles: save.values.desiredTitles, desiredCategories: save.values.desiredCategories });
        break;
      case "experience":
        await upsertPreferences(tx, userId, { experienceLevel: save.values.experienceLevel });
        await upsertProfile(tx, userId, { yearsOfExperience: save.values.yearsOfExperience === "" ? null : Number(save.values.yearsOfExperience) });
        break;
      case "authorization":
        await upsertProfile(tx, userId, { workAuthorization: save.values.workAuthorization });
        break;
    }
    await rememberStep(tx, userId, nextStep(save.step));
  });
  return getOnboardingView(db, userId);
}
