import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateOnboarding, candidatePreferences, candidateProfiles, categories, categoryTypes, users } from "@/db/schema";
import type { ExperienceLevel } from "@/features/candidate-preferences/schemas";
import type { WorkAuthorization } from "@/features/candidate-profile/schemas";
import { FIRST_STEP, isOnboardingStep } from "../steps";
import type { CategoryOption, OnboardingAnswers, OnboardingState, OnboardingView } from "../types";

/* Reads of onboarding (decision 030). Every read is of one person's rows, by user id. */

export const NEW_ONBOARDING: OnboardingState = { step: FIRST_STEP, status: "new", completedAt: null, skippedAt: null };

/** Where the person is in onboarding; "new" (at the first step) when they never started. */
export async function getOnboardingState(db: Db, userId: string): Promise<OnboardingState> {
  const [row] = await db
    .select({ step: candidateOnboarding.step, completedAt: candidateOnboarding.completedAt, skippedAt: candidateOnboarding.skippedAt })
    .from(candidateOnboarding)
    .where(eq(candidateOnboarding.userId, userId));
  if (!row) return NEW_ONBOARDING;
  return {
    step: isOnboardingStep(row.step) ? row.step : FIRST_STEP,
    status: row.completedAt ? "completed" : row.skippedAt ? "skipped" : "in-progress",
    completedAt: row.completedAt?.toISOString() ?? null,
    skippedAt: row.skippedAt?.toISOString() ?? null,
  };
}

/** Onboarding is still to do: neither finished nor skipped (the dashboard's "Finish setting up your profile"). */
export function onboardingOpen(state: OnboardingState): boolean {
  return state.completedAt === null && state.skippedAt === null;
}

/** The answers saved so far (empty when never given), from the profile and preference tables. */
export async function getOnboardingAnswers(db: Db, userId: string): Promise<OnboardingAnswers> {
  const [[profile], [prefs]] = await Promise.all([
    db
      .select({
        firstName: candidateProfiles.firstName,
        lastName: candidateProfiles.lastName,
        postalCode: candidateProfiles.postalCode,
        city: candidateProfiles.city,
        state: candidateProfiles.state,
        remoteOnly: candidateProfiles.remoteOnly,
        yearsOfExperience: candidateProfiles.yearsOfExperience,
        workAuthorization: candidateProfiles.workAuthorization,
      })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, userId)),
    db
      .select({ desiredTitles: candidatePreferences.desiredTitles, desiredCategories: candidatePreferences.desiredCategories, experienceLevel: candidatePreferences.experienceLevel })
      .from(candidatePreferences)
      .where(eq(candidatePreferences.userId, userId)),
  ]);
  return {
    name: { firstName: profile?.firstName ?? "", lastName: profile?.lastName ?? "" },
    location: { postalCode: profile?.postalCode ?? "", city: profile?.city ?? "", state: profile?.state ?? "", remoteOnly: profile?.remoteOnly ?? false },
    work: { desiredTitles: prefs?.desiredTitles ?? [], desiredCategories: prefs?.desiredCategories ?? [] },
    experience: {
      experienceLevel: (prefs?.experienceLevel ?? "") as ExperienceLevel | "",
      yearsOfExperience: profile?.yearsOfExperience === null || profile?.yearsOfExperience === undefined ? "" : String(profile.yearsOfExperience),
    },
    authorization: { workAuthorization: (profile?.workAuthorization ?? "") as WorkAuthorization },
  };
}

export async function getOnboardingView(db: Db, userId: string): Promise<OnboardingView> {
  const [state, answers] = await Promise.all([getOnboardingState(db, userId), getOnboardingAnswers(db, userId)]);
  return { ...state, answers };
}

/** The account's name split into first and last, offered on the name step until the profile has one. */
export async function getAccountName(db: Db, userId: string): Promise<{ firstName: string; lastName: string }> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const parts = (row?.name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/** Top-level categories of type "jobs", in their curated order: what the work step offers. */
export async function listJobCategoryOptions(db: Db): Promise<CategoryOption[]> {
  return db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .innerJoin(categoryTypes, eq(categoryTypes.id, categories.typeId))
    .where(and(eq(categoryTypes.slug, "jobs"), isNull(categories.parentId)))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}
