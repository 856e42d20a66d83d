import type { ExperienceLevel } from "@/features/candidate-preferences/schemas";
import type { WorkAuthorization } from "@/features/candidate-profile/schemas";
import type { OnboardingStep } from "./steps";

/* What the onboarding API answers (decision 030). */
export type OnboardingStatus = "new" | "in-progress" | "completed" | "skipped";

export type OnboardingState = {
  /** The step to resume at ("name" when never started). */
  step: OnboardingStep;
  status: OnboardingStatus;
  completedAt: string | null;
  skippedAt: string | null;
};

/** What the person has answered so far, read back from candidate_profiles and candidate_preferences. */
export type OnboardingAnswers = {
  name: { firstName: string; lastName: string };
  location: { postalCode: string; city: string; state: string; remoteOnly: boolean };
  work: { desiredTitles: string[]; desiredCategories: string[] };
  /** yearsOfExperience as the form shows it ("" when not said). */
  experience: { experienceLevel: ExperienceLevel | ""; yearsOfExperience: string };
  authorization: { workAuthorization: WorkAuthorization };
};

export type OnboardingView = OnboardingState & { answers: OnboardingAnswers };

/** A top-level jobs category the work step offers. */
export type CategoryOption = { slug: string; name: string };
